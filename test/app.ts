import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { buildApp, type App } from '../src/app.js'
import { createDrivers, type Container, type Drivers } from '../src/container.js'
import { openContainer } from '../src/open-container.js'
import { fixedClock, type FixedClock } from '../src/core/clock.js'
import { loadConfig, type Config } from '../src/core/config.js'
import { createLogger } from '../src/core/logger.js'
import { createPostgresDatabase, dropPostgresDatabase, testDriver } from './db.js'

export interface TestApp {
  app: App
  container: Container
  config: Config
  clock: FixedClock
  /** Closes the app; with keepData the next buildTestApp({ reuse }) opens the same database. */
  close(options?: { keepData?: boolean }): Promise<void>
}

export const TEST_START = '2026-03-02T09:00:00Z'

interface Options {
  env?: Record<string, string>
  /** A closed TestApp whose data directory / database to open again (a restart). */
  reuse?: TestApp
  clock?: FixedClock
  searchEngine?: Drivers['searchEngine']
  /** The live connectors' HTTP client (a fake serving source files). */
  fetch?: typeof fetch
  /** Records what matching announces. */
  matchEvents?: Drivers['matchEvents']
  /** Records application status changes. */
  applicationEvents?: Drivers['applicationEvents']
  /** Jitter of e-mail retries. */
  random?: Drivers['random']
  /** Lease of an e-mail being sent. */
  mailLeaseMs?: Drivers['mailLeaseMs']
}

export async function buildTestApp ({ env = {}, reuse, clock = fixedClock(TEST_START), ...overrides }: Options = {}): Promise<TestApp> {
  const dataDir = reuse?.config.dataDir ?? mkdtempSync(join(tmpdir(), 'gw-test-'))
  const databaseUrl = reuse?.config.db.driver === 'postgres'
    ? reuse.config.db.url
    : testDriver() === 'postgres' && !reuse ? await createPostgresDatabase() : undefined
  const config = loadConfig({
    NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '0', CLICK_RATE_PER_MINUTE: '0', PUBLIC_RATE_PER_MINUTE: '0',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    // The clock stands still in tests: the 30-per-minute limit is tested on its own (EMAIL_RATE_PER_MINUTE=30).
    EMAIL_RATE_PER_MINUTE: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  })
  const { container, close: closeContainer } = await openContainer(config, createLogger('silent'), {
    // Only the drivers a test names replace the defaults.
    drivers: { ...createDrivers(config, clock), ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)) },
  })
  const app = await buildApp(container)
  await app.ready()
  return {
    app, container, config, clock,
    async close ({ keepData = false } = {}) {
      await app.close()
      await closeContainer()
      if (keepData) return
      if (config.db.driver === 'postgres') await dropPostgresDatabase(config.db.url)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** One app per test file: `const t = useTestApp()`, then `t.app.inject(...)` inside tests. */
export function useTestApp (options: Options = {}): TestApp {
  const holder = {} as TestApp
  beforeAll(async () => { Object.assign(holder, await buildTestApp(options)) })
  afterAll(async () => { await holder.close?.() })
  return holder
}
