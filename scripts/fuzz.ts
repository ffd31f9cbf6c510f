// Sends every operation of the OpenAPI document hostile input and fails on any 5xx (see
// scripts/fuzz-core.ts for what it sends). Reproducible: the same seed sends the same requests.
//   npm run fuzz                                   20,000 requests to a fresh app on PGlite (in memory of a temp dir)
//   DATABASE_URL=postgres://… npm run fuzz         the same on an empty PostgreSQL database
//   npm run fuzz -- --requests 5000 --seed 7       fewer requests, another sequence
//   npm run fuzz -- --url http://localhost:8000    a running server, over HTTP (anonymous and a new user)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildApp } from '../src/app.js'
import { openContainer } from '../src/open-container.js'
import { loadConfig } from '../src/core/config.js'
import { createLogger } from '../src/core/logger.js'
import { formatReport, fuzz, type Send } from './fuzz-core.js'

export const FUZZ_OPERATOR = { email: 'fuzz-operator@example.com', password: 'Fuzz-Operator-2026!' }

/** Settings of the app the fuzzer builds: no rate limits (they would answer 429 instead of the route). */
export const fuzzEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIR: 'off',
  JWT_SECRET: 'fuzzing-secret-that-is-long-enough-for-hs256-0123456789',
  AUTH_RATE_LIMIT_PER_MINUTE: '0', CLICK_RATE_PER_MINUTE: '0', PUBLIC_RATE_PER_MINUTE: '0', EMAIL_RATE_PER_MINUTE: '100000',
  OPERATOR_EMAIL: FUZZ_OPERATOR.email, OPERATOR_PASSWORD: FUZZ_OPERATOR.password,
})

async function main (): Promise<void> {
  const { values } = parseArgs({ options: {
    requests: { type: 'string', default: '20000' }, seed: { type: 'string', default: '1' }, url: { type: 'string' },
  } })
  const requests = Number(values.requests)
  const seed = Number(values.seed)
  if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed)) throw new Error('--requests and --seed take whole numbers')
  const started = performance.now()
  let send: Send
  let close = async () => {}
  let operator: typeof FUZZ_OPERATOR | undefined
  if (values.url) {
    const base = values.url.replace(/\/+$/, '')
    send = async ({ method, url, headers, body }) => {
      const res = await fetch(base + url, { method, headers, ...(body !== undefined ? { body } : {}) })
      return { status: res.status, body: await res.text() }
    }
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'gw-fuzz-'))
    const databaseUrl = process.env.DATABASE_URL
    const config = loadConfig({ ...fuzzEnv(dataDir), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) })
    const { container, close: closeContainer } = await openContainer(config, createLogger('silent'))
    const app = await buildApp(container)
    // A small catalogue so grant routes, matching and applications have something to work on.
    await container.loadBundledData()
    operator = FUZZ_OPERATOR
    send = async ({ method, url, headers, body }) => {
      const res = await app.inject({ method: method as 'GET', url, headers, ...(body !== undefined ? { payload: body } : {}) })
      return { status: res.statusCode, body: res.body }
    }
    close = async () => {
      await app.close()
      await closeContainer()
      rmSync(dataDir, { recursive: true, force: true })
    }
    console.log(`fuzzing a new app on ${config.db.driver}`)
  }
  try {
    const report = await fuzz({ send, requests, seed, ...(operator ? { operator } : {}) })
    console.log(formatReport(report))
    console.log(`seed ${seed}, ${((performance.now() - started) / 1000).toFixed(1)} s`)
    if (report.failures.length || report.healthFailures.length) process.exitCode = 1
  } finally {
    await close()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
