import type { FastifyBaseLogger } from 'fastify'

/**
 * SIGTERM/SIGINT: runs `stop` once and exits 0; a second signal, or a stop that takes over 10 s,
 * exits 1 at once (an orchestrator's patience is finite, and a hung close must not hold a deploy).
 */
export function onShutdown (logger: FastifyBaseLogger, stop: () => Promise<void>): void {
  let stopping = false
  const handle = async (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now')
      process.exit(1)
    }
    stopping = true
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => { logger.error('shutdown took over 10 s; exiting'); process.exit(1) }, 10_000)
    force.unref()
    await stop()
    logger.info('stopped')
    process.exit(0)
  }
  process.once('SIGTERM', () => void handle('SIGTERM'))
  process.once('SIGINT', () => void handle('SIGINT'))
}
