import { PGlite } from '@electric-sql/pglite'
import { pg_trgm as pgTrgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql, type SQL } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { DatabaseConfig } from '../config.js'
import { inPublicLane } from './lanes.js'
import { copyTemplateIfNew } from './pglite-template.js'
import * as schema from './schema.js'

// One PostgreSQL schema on two drivers. Repositories see only `Db`, never the driver.
export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema>
export type DbOrTx = Db | Tx

/** Raw SQL rows. Both drivers answer `{ rows }`; cast counts to ::int (pg returns bigint as string). */
export async function selectRows<T> (db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

export interface Database {
  db: Db
  driver: DatabaseConfig['driver']
  /** Resolves when the database answers `select 1` within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>
  /** Plain SQL outside drizzle, for libraries that bring their own (the pg-boss job queue). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
  close(): Promise<void>
}

export async function openDatabase (config: DatabaseConfig): Promise<Database> {
  return config.driver === 'postgres' ? openPostgres(config.url, config) : openPglite(config.dir)
}

async function openPglite (dir: string | null): Promise<Database> {
  // A new database starts from the install-time template when there is one (see pglite-template.ts).
  if (dir !== null) copyTemplateIfNew(dir)
  // Extensions must be loaded into the WebAssembly build; PostgreSQL has them as contrib.
  const client = new PGlite(dir ?? undefined, { extensions: { pg_trgm: pgTrgm } })
  await client.waitReady
  const db = drizzlePglite({ client, schema }) as unknown as Db
  // Without parameters the text may hold several statements (pg-boss's own migrations): `exec`.
  const executeSql = async (text: string, values: unknown[] = []) => values.length
    ? client.query(text, values)
    : { rows: (await client.exec(text)).at(-1)?.rows ?? [] }
  return wrap(db, 'pglite', executeSql, () => client.close())
}

export interface PostgresOptions {
  /** The longest any one statement may run (0: the server's default, no limit). */
  statementTimeoutMs?: number
  /** Connections of the main pool. */
  poolMax?: number
  /** The anonymous catalogue routes' own pool (see lanes.ts); null: they share the main pool. */
  publicLane?: { max: number; statementTimeoutMs: number } | null
}

/**
 * A pool connects on first use: a database that is down surfaces at the first query, not here.
 * statementTimeoutMs is sent at connect: PostgreSQL cancels any longer statement, so a runaway
 * query cannot hold a connection and a core for good. (PGlite, one WebAssembly thread, has no
 * timer to interrupt itself with.)
 */
export function openPostgres (url: string, { statementTimeoutMs = 0, poolMax = 10, publicLane = null }: PostgresOptions = {}): Database {
  const poolConfig = (max: number, timeoutMs: number): pg.PoolConfig => ({
    connectionString: url, max, connectionTimeoutMillis: 5000,
    ...(timeoutMs > 0 ? { statement_timeout: timeoutMs } : {}),
  })
  const lane = publicLane ? new pg.Pool(poolConfig(publicLane.max, publicLane.statementTimeoutMs)) : null
  const pool = new LanedPool(poolConfig(poolMax, statementTimeoutMs), lane)
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {})
  lane?.on('error', () => {})
  const db = drizzlePg({ client: pool, schema }) as unknown as Db
  return wrap(db, 'postgres', (text, values) => pool.query(text, values), () => pool.end())
}

/**
 * The main pool, handing connections of the public lane's pool to callers in that lane. pg's
 * `query` takes its connection through `connect`, and drizzle opens transactions with it, so
 * routing `connect` routes everything.
 */
class LanedPool extends pg.Pool {
  constructor (config: pg.PoolConfig, private readonly lane: pg.Pool | null) {
    super(config)
  }

  override connect (...args: unknown[]): never {
    const target = this.lane && inPublicLane() ? this.lane : null
    const connect = target ? target.connect.bind(target) : super.connect.bind(this)
    return (connect as (...a: unknown[]) => never)(...args)
  }

  override async end (): Promise<void> {
    await Promise.all([super.end(), this.lane?.end()])
  }
}

function wrap (db: Db, driver: Database['driver'], executeSql: Database['executeSql'], close: () => Promise<void>): Database {
  let closed = false
  return {
    db,
    driver,
    executeSql,
    async ping (timeoutMs = 2000) {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs)
      })
      try {
        await Promise.race([db.execute(sql`select 1`), timeout])
      } finally {
        clearTimeout(timer)
      }
    },
    async close () {
      if (closed) return
      closed = true
      await close()
    },
  }
}
