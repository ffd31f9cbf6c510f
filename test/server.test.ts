import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { built } from './built.js'
import { createPostgresDatabase, dropPostgresDatabase, testDriver } from './db.js'

// The real entry point as its own process: start-up on an empty data directory, and a graceful
// stop on SIGTERM that releases the data directory.

const dataDir = mkdtempSync(join(tmpdir(), 'gw-server-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

async function waitForHealth (url: string, timeoutMs: number): Promise<Response> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    try {
      return await fetch(url)
    } catch (err) {
      if (performance.now() > deadline) throw err
      await new Promise((r) => setTimeout(r, 50))
    }
  }
}

describe.skipIf(testDriver() === 'postgres')('src/server.ts', () => {
  it('serves an empty data directory, then stops cleanly on SIGTERM and releases the lock', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000)
    const child = spawn(process.execPath, [built('server.js')], {
      env: { PATH: process.env.PATH!, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let log = ''
    child.stdout.on('data', (d) => { log += d })
    child.stderr.on('data', (d) => { log += d })
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    try {
      const res = await waitForHealth(`http://127.0.0.1:${port}/health`, 30_000)
      expect(res.status).toBe(200)
      expect(existsSync(join(dataDir, 'grantwise.lock'))).toBe(true)
      // At once: the bundled dataset is still loading, and the stop must wait for it, not crash.
      child.kill('SIGTERM')
      expect(await exited, log).toBe(0)
      expect(log).toMatch(/"msg":"stopped"/)
      expect(log).toMatch(/"reqId":"[0-9a-f-]{36}".*"msg":"request completed"/)
      expect(existsSync(join(dataDir, 'grantwise.lock'))).toBe(false)
    } finally {
      child.kill('SIGKILL')
    }
  })
})

describe('src/worker.ts', () => {
  const start = (env: Record<string, string>) => {
    const child = spawn(process.execPath, [built('worker.js')], {
      env: { PATH: process.env.PATH!, DATA_DIR: dataDir, LOG_LEVEL: 'info', JWT_SECRET: 'worker-test-secret-long-enough-0123456789', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const out = { log: '' }
    child.stdout.on('data', (d) => { out.log += d })
    child.stderr.on('data', (d) => { out.log += d })
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    return { child, out, exited }
  }

  it.skipIf(testDriver() === 'postgres')('refuses the embedded database: the server runs the jobs there', async () => {
    const { out, exited } = start({})
    expect(await exited).toBe(1)
    expect(out.log).toContain('a worker needs PostgreSQL')
  })

  it.runIf(testDriver() === 'postgres')('runs the scheduled jobs and delivery without HTTP, and stops cleanly on SIGTERM', async () => {
    const url = await createPostgresDatabase()
    const { child, out, exited } = start({ DATABASE_URL: url })
    try {
      const deadline = performance.now() + 30_000
      while (!out.log.includes('worker ready') && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50))
      expect(out.log).toMatch(/"jobs":\[[^\]]*"notifications.send-deadline-reminders"/)
      child.kill('SIGTERM')
      expect(await exited, out.log).toBe(0)
      expect(out.log).toMatch(/"msg":"stopped"/)
    } finally {
      child.kill('SIGKILL')
      await dropPostgresDatabase(url)
    }
  })
})
