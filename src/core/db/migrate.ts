import { fileURLToPath } from 'node:url'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { DatabaseConfig } from '../config.js'
import type { Database } from './client.js'

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url))
// Arbitrary constant: serialises migrations when several processes start against one PostgreSQL.
const MIGRATION_LOCK = 7_341_002

export async function runMigrations (database: Database, config: DatabaseConfig): Promise<void> {
  if (config.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder })
    return
  }
  // drizzle's migrator takes no lock; an advisory lock on one dedicated connection does.
  const client = new pg.Client({ connectionString: config.url })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migratePg(drizzlePg({ client }), { migrationsFolder })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    await client.end()
  }
}
