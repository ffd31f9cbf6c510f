import { pgTable, text } from 'drizzle-orm/pg-core'

// Small facts about the database itself, e.g. which version of the bundled data it holds.
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})
