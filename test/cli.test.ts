import { spawnSync } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './app.js'
import { bearer, PASSWORD, register, tokensFor, uniqueEmail } from './auth.js'
import { built } from './built.js'
import { testDriver } from './db.js'

// The operator CLI, run as its own process on the same data as a (stopped or running) server.

const apps: TestApp[] = []
afterAll(async () => { for (const a of apps.reverse()) await a.close().catch(() => {}) })

function cli (app: TestApp, ...args: string[]) {
  const env: Record<string, string> = {
    PATH: process.env.PATH!, DATA_DIR: app.config.dataDir, LOG_LEVEL: 'silent', JWT_SECRET: app.config.auth.jwtSecret,
    ...(app.config.db.driver === 'postgres' ? { DATABASE_URL: app.config.db.url } : {}),
  }
  const run = spawnSync(process.execPath, [built('cli.js'), ...args], { env, encoding: 'utf8', timeout: 60_000 })
  return { code: run.status, out: run.stdout, err: run.stderr }
}

/** Runs `steps` against the app's data while it is stopped, then starts it again. */
async function whileStopped (app: TestApp, steps: () => void): Promise<TestApp> {
  await app.close({ keepData: true })
  steps()
  const again = await buildTestApp({ reuse: app })
  apps.push(again)
  return again
}

// Each test stops a server, runs the CLI as a child process and starts the server again: 20 s on a
// loaded 2-core machine, so the default 30 s left no margin (a CI run timed out at 30 s).
const SLOW_MS = 90_000

const meOf = async (app: TestApp, email: string, password = PASSWORD) => {
  const { access_token } = await tokensFor(app, { email, password })
  return (await app.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(access_token) })).json()
}

describe('npm run cli -- users', { timeout: SLOW_MS }, () => {
  it('creates a platform operator who can sign in to the server', async () => {
    const email = uniqueEmail('ops')
    let result: ReturnType<typeof cli> | undefined
    const first = await buildTestApp()
    const app = await whileStopped(first, () => {
      result = cli(first, 'users', 'create', '--email', email, '--password', PASSWORD, '--full-name', 'Olga Operator', '--platform-admin')
    })
    expect(result).toMatchObject({ code: 0, out: expect.stringContaining('as platform operator') })
    expect(await meOf(app, email)).toMatchObject({ email, full_name: 'Olga Operator', role: 'owner', is_platform_admin: true, email_verified: true })
  })

  it('promotes an existing user, and reports unknown users and weak passwords with exit code 1', async () => {
    const first = await buildTestApp()
    const user = await register(first)
    const results: ReturnType<typeof cli>[] = []
    const app = await whileStopped(first, () => {
      results.push(cli(first, 'users', 'promote', user.email.toUpperCase()))
      results.push(cli(first, 'users', 'promote', uniqueEmail('nobody')))
      results.push(cli(first, 'users', 'create', '--email', uniqueEmail(), '--password', 'weak', '--full-name', 'W'))
      results.push(cli(first, 'users', 'create', '--email', user.email, '--password', PASSWORD, '--full-name', 'Dup'))
    })
    expect(results.map((r) => r.code)).toEqual([0, 1, 1, 1])
    expect(results[1]!.err).toMatch(/No user/)
    expect(results[2]!.err).toMatch(/at least 8 characters/)
    expect(results[3]!.err).toMatch(/already exists/)
    expect(await meOf(app, user.email)).toMatchObject({ is_platform_admin: true })
  })

  it('prints the usage with exit code 2 for a bad command line', async () => {
    const app = await buildTestApp()
    apps.push(app)
    expect(cli(app, 'users', 'create', '--email', 'x@example.com')).toMatchObject({ code: 2, err: expect.stringContaining('Usage') })
    expect(cli(app, 'frobnicate')).toMatchObject({ code: 2, err: expect.stringContaining('Unknown command') })
  })

  it.skipIf(testDriver() === 'postgres')('refuses to open a PGlite data directory the server holds, and changes nothing', async () => {
    const app = await buildTestApp()
    apps.push(app)
    const email = uniqueEmail('blocked')
    const result = cli(app, 'users', 'create', '--email', email, '--password', PASSWORD, '--full-name', 'Blocked')
    expect(result.code).toBe(1)
    expect(result.err).toMatch(/in use by another Grantwise process/)
    const res = await app.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email, password: PASSWORD, full_name: 'Later' } })
    expect(res.statusCode).toBe(201)   // the CLI wrote nothing
  })
})

describe('OPERATOR_EMAIL / OPERATOR_PASSWORD', { timeout: SLOW_MS }, () => {
  it('creates the operator at start-up if absent, and leaves it alone on the next start', async () => {
    const email = uniqueEmail('boot')
    const env = { OPERATOR_EMAIL: email, OPERATOR_PASSWORD: PASSWORD }
    const first = await buildTestApp({ env })
    expect(await meOf(first, email)).toMatchObject({ is_platform_admin: true })
    await first.close({ keepData: true })
    const second = await buildTestApp({ reuse: first, env: { ...env, OPERATOR_PASSWORD: 'Other-Passw0rd!' } })
    apps.push(second)
    expect(await meOf(second, email, PASSWORD)).toMatchObject({ is_platform_admin: true })
  })
})

describe('npm run cli -- ingest', { timeout: SLOW_MS }, () => {
  it('imports a source file, reports the run, and changes nothing the second time', async () => {
    const fixtures = 'src/modules/grants/ingestion/data/fixtures/cordis'
    let first: ReturnType<typeof cli> | undefined
    let second: ReturnType<typeof cli> | undefined
    const stopped = await buildTestApp()
    const app = await whileStopped(stopped, () => {
      first = cli(stopped, 'ingest', 'cordis', '--file', fixtures)
      second = cli(stopped, 'ingest', 'cordis', '--file', fixtures)
    })
    expect(first).toMatchObject({ code: 0, out: expect.stringMatching(/cordis \(cordis\): succeeded .* inserted 2, updated 0, unchanged 0, closed 0, projects 2, skipped 1/) })
    expect(first!.out).toMatch(/skipped .*SMARTER/)
    expect(second).toMatchObject({ code: 0, out: expect.stringMatching(/inserted 0, updated 0, unchanged 2/) })
    const list = await app.app.inject({ url: '/api/v1/grants?source=cordis' })
    expect(list.json().total).toBe(2)
  })

  it('refuses a bad command line with usage (exit 2)', async () => {
    const app = await buildTestApp()
    apps.push(app)
    expect(cli(app, 'ingest', 'cordis', '--file', 'x', '--live')).toMatchObject({ code: 2, err: expect.stringContaining('--file or --live') })
    expect(cli(app, 'ingest', 'cordis', '--since', '21/11/2026')).toMatchObject({ code: 2, err: expect.stringContaining('YYYY-MM-DD') })
    expect(cli(app, 'ingest', 'cordis', '--since', '2024-02-31')).toMatchObject({ code: 2, err: expect.stringContaining('YYYY-MM-DD') })
    expect(cli(app, 'ingest', 'nowhere')).toMatchObject({ code: 2, err: expect.stringContaining('Unknown command') })
  })
})
