import { randomBytes } from 'node:crypto'
import pg from 'pg'

// On PostgreSQL every test file gets a database of its own, created next to the one DATABASE_URL
// names and dropped afterwards, so files never see each other's rows (as on PGlite).

export const testDriver = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite')

async function admin<T> (run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export async function createPostgresDatabase (): Promise<string> {
  const base = new URL(process.env.DATABASE_URL!)
  const name = `gw_test_${randomBytes(6).toString('hex')}`
  await admin((c) => c.query(`create database ${name}`))
  base.pathname = `/${name}`
  return base.toString()
}

export async function dropPostgresDatabase (url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1)
  await admin((c) => c.query(`drop database if exists ${name} with (force)`))
}
