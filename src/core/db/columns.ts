import { sql } from 'drizzle-orm'
import { timestamp, uuid } from 'drizzle-orm/pg-core'

export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`)

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const timestamps = () => ({
  created_at: timestamptz('created_at').notNull().defaultNow(),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
})
