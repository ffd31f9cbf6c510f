import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core'

// Seeded at start-up from src/modules/reference/data/*.csv; read-only afterwards. The service
// answers from memory; the tables exist so other modules' SQL can join onto them.

export const naceCodes = pgTable('nace_codes', {
  code: text('code').primaryKey(),
  level: text('level', { enum: ['section', 'division', 'group', 'class'] }).notNull(),
  section: text('section').notNull(),
  division: text('division'),
  group: text('group'),
  class: text('class'),
  parent: text('parent'),
  description: text('description').notNull(),
  position: integer('position').notNull(),
})

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  flag_emoji: text('flag_emoji').notNull(),
  is_eu_member: boolean('is_eu_member').notNull(),
  is_eea_member: boolean('is_eea_member').notNull(),
  group: text('group', { enum: ['eu', 'eea', 'associated', 'candidate'] }).notNull(),
})
