import { openContainer } from './open-container.js'
import { ConfigError, loadConfig } from './core/config.js'
import { DataDirLockedError } from './core/db/lock.js'
import { createLogger } from './core/logger.js'
import { onShutdown } from './core/shutdown.js'

// Jobs only, for scale-out on PostgreSQL: scheduled jobs, e-mail and webhook delivery, no HTTP. Any number
// of workers (and servers) may run at once: cron slots are claimed in the database by pg-boss,
// e-mails by leases under one rate limit, scheduled mail by unique keys. On PGlite the server is
// the one process that may open the data directory, and it runs these itself.

async function main (): Promise<void> {
  const config = loadConfig()
  const logger = createLogger(config.log.level)
  if (config.db.driver === 'pglite') throw new ConfigError(['DATABASE_URL: a worker needs PostgreSQL; with the embedded database the server runs the jobs itself'])
  const { container, start, close } = await openContainer(config, logger)

  onShutdown(logger, close)   // delivery and the running job finish (or expire and retry later)

  await start({ bundled: false })
  logger.info({ jobs: container.jobs.filter((j) => j.cron).map((j) => j.name), delivery: config.mail.delivery, webhooks: config.webhooks.delivery }, 'worker ready')
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err)
  process.exit(1)
})
