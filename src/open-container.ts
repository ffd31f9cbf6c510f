import { rmSync } from 'node:fs'
import type { FastifyBaseLogger } from 'fastify'
import { createContainer, type Container, type Drivers } from './container.js'
import type { Config } from './core/config.js'
import { openDatabase } from './core/db/client.js'
import { lockDataDir } from './core/db/lock.js'
import { runMigrations } from './core/db/migrate.js'
import { hasTemplate, templateDir, writeTemplate } from './core/db/pglite-template.js'

// What every entry point does first (server, worker, CLI, tests): lock, open, migrate, wire
// (container.ts) and start; and the install-time PGlite template, made the same way.

/** The search engine's in-memory index, built before the first search needs it. */
async function warmSearch({ searchEngine, logger }: Container): Promise<void> {
  const started = performance.now()
  const grants = await searchEngine
    ?.warm?.()
    .catch((err: unknown) => logger.error({ err }, 'building the search index failed'))
  if (grants !== undefined) logger.info({ grants, ms: Math.round(performance.now() - started) }, 'search index ready')
}

/**
 * Lock (PGlite), open, migrate, wire and start: what every entry point does first.
 * `lockWaitMs` lets the server wait out a lock left by a process that was just killed.
 */
export async function openContainer(
  config: Config,
  logger: FastifyBaseLogger,
  options: { drivers?: Drivers; lockWaitMs?: number } = {},
) {
  const release =
    config.db.driver === 'pglite' && config.db.dir !== null
      ? await lockDataDir(config.dataDir, { waitMs: options.lockWaitMs ?? 0 })
      : null
  try {
    const database = await openDatabase(config.db)
    await runMigrations(database, config.db)
    const container = createContainer(config, database, logger, options.drivers)
    await container.startup()
    // A stop may come while the background work below is still starting: close() tells it to end
    // at its next step and waits for it, so it never runs on a closed database.
    const stopping = new AbortController()
    let started: Promise<void> | null = null
    // Expired cache entries are dropped when read; this drops the ones nobody reads again, so a
    // process's memory returns to idle a minute or two after traffic stops.
    const sweeper = setInterval(() => {
      container.grants.sweepCaches()
      container.matching.sweepCache()
    }, CACHE_SWEEP_MS).unref()
    return {
      container,
      /** The background work of a server or worker, once: the bundled dataset (server), then jobs and delivery. */
      start(what: { bundled: boolean }): Promise<void> {
        started ??= (async () => {
          if (stopping.signal.aborted) return
          // After a lexicon change every stored grant is read again: in the background, so a
          // server answers at once (grants not yet re-read keep their old concepts meanwhile).
          await container.grants
            .ensureConcepts(stopping.signal)
            .catch((err: unknown) => logger.error({ err }, 're-reading grant concepts failed'))
          await warmSearch(container)
          if (what.bundled)
            await container
              .loadBundledData(stopping.signal)
              .catch((err: unknown) => logger.error({ err }, 'loading the bundled dataset failed'))
          if (!stopping.signal.aborted) await container.startWorkers()
        })()
        return started
      },
      async close() {
        stopping.abort()
        clearInterval(sweeper)
        await started?.catch(() => {})
        await container.auth.settled() // a reset link being queued is written before the database closes
        await container.delivery.stop()
        await container.webhookDelivery.stop()
        await container.scheduler.stop()
        container.drivers.mailer.close()
        await container.searchEngine?.close()
        await database.close()
        await release?.()
      },
    }
  } catch (err) {
    await release?.()
    throw err
  }
}

const CACHE_SWEEP_MS = 30_000

/** The install-time PGlite template: a migrated, seeded data directory (see pglite-template.ts). */
export async function ensurePgliteTemplate(
  config: Config,
  logger: FastifyBaseLogger,
): Promise<{ dir: string; created: boolean }> {
  if (hasTemplate()) return { dir: templateDir(), created: false }
  const dir = await writeTemplate(async (scratch) => {
    const lockDir = `${scratch}-lock`
    const scratchConfig: Config = {
      ...config,
      dataDir: lockDir,
      db: { driver: 'pglite', dir: scratch },
      auth: { ...config.auth, operator: null },
    }
    const { close } = await openContainer(scratchConfig, logger)
    await close()
    rmSync(lockDir, { recursive: true, force: true })
  })
  return { dir, created: true }
}
