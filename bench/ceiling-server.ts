// The two throughput ceilings of ../shared/guides/stack.md, served by the smallest possible
// Fastify app so that bench/run.ts can compare the real routes with them in the same run:
//   GET /bare        -> what Fastify alone can do on this box (ceiling for routes served from memory)
//   GET /one-select  -> one indexed select through the project's own database layer, same driver
//                       (ceiling for routes that need one round trip to the database)
// Started by bench/run.ts as its own process (`node --import tsx bench/ceiling-server.ts`) with
// PORT, HOST and either DATA_DIR (PGlite, a directory of its own) or DATABASE_URL (PostgreSQL).
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { openDatabase, selectRows } from '../src/core/db/client.js'
import { runMigrations } from '../src/core/db/migrate.js'
import type { DatabaseConfig } from '../src/core/config.js'

const BENCH_EMAIL = 'ceiling@bench.invalid'

function databaseConfig (): DatabaseConfig {
  const url = process.env.DATABASE_URL
  if (url) return { driver: 'postgres', url }
  const dataDir = process.env.DATA_DIR
  // Never fall back to ./data: that is the developer's database, possibly locked by a running server.
  if (!dataDir) throw new Error('ceiling-server: set DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL)')
  return { driver: 'pglite', dir: join(dataDir, 'pglite') }
}

async function main (): Promise<void> {
  const config = databaseConfig()
  const database = await openDatabase(config)
  await runMigrations(database, config)
  // Raw SQL on purpose: the ceiling must not depend on the auth module it is the yardstick for.
  // Inserted only when absent, so a restart on the same database adds nothing.
  const existing = await selectRows(database.db, sql`select 1 from users where email = ${BENCH_EMAIL}`)
  if (existing.length === 0) {
    await database.db.execute(sql`
      with tenant as (insert into tenants (name) values ('Bench ceiling') returning id)
      insert into users (email, full_name, password_hash, tenant_id)
      select ${BENCH_EMAIL}, 'Bench ceiling', 'not-a-hash', id from tenant`)
  }

  // Default Fastify, no logger: the point is the floor cost of a request, nothing of ours on top.
  const app = Fastify({ logger: false })
  app.get('/health', async () => ({ status: 'ok' }))
  app.get('/bare', async () => ({ ok: true }))
  app.get('/one-select', async (_req, reply) => {
    const rows = await selectRows<{ id: string; email: string }>(database.db,
      sql`select id, email from users where email = ${BENCH_EMAIL} limit 1`)
    // A missing row would make the ceiling meaninglessly fast; fail loudly instead.
    if (rows.length !== 1) return reply.code(500).send({ error: 'bench user missing' })
    return rows[0]
  })

  const stop = async () => {
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.once('SIGTERM', () => void stop())
  process.once('SIGINT', () => void stop())

  await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) })
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
