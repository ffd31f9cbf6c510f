import { buildApp } from './app.js'
import { openContainer } from './open-container.js'
import { ConfigError, loadConfig } from './core/config.js'
import { DataDirLockedError } from './core/db/lock.js'
import { createLogger } from './core/logger.js'
import { onShutdown } from './core/shutdown.js'

const HOUR = 60 * 60 * 1000

async function main (): Promise<void> {
  const config = loadConfig()
  const logger = createLogger(config.log.level)
  const { container, start, close } = await openContainer(config, logger, { lockWaitMs: 11_000 })
  const app = await buildApp(container)

  // Expired blacklist entries and old login failures are purged hourly (and at every start) by
  // each process, and accounts whose deletion is due are deleted: idempotent deletes, too cheap to
  // need the job queue (which starts only when something is scheduled).
  const purge = setInterval(() => {
    container.auth.purgeExpired().catch((err) => logger.error({ err }, 'purge failed'))
    container.accountDeletion.purgeDue().catch((err) => logger.error({ err }, 'deleting due accounts failed'))
  }, HOUR)
  purge.unref()

  onShutdown(logger, async () => {
    clearInterval(purge)
    await app.close()          // stops accepting, waits for in-flight requests
    await close()              // start-up work, delivery, scheduler (a running job finishes or expires and retries later), database, lock
  })

  await app.listen({ host: config.http.host, port: config.http.port })
  logger.info({ driver: config.db.driver, docs: `${config.http.publicUrl}/docs` }, 'Grantwise is ready')
  // Health answers at once; the bundled grants appear within seconds. The embedded default runs
  // the scheduled jobs and e-mail delivery in the server process.
  await start({ bundled: true })
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message)
  } else {
    console.error(err)
  }
  process.exit(1)
})
