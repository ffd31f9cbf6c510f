import { expect, type APIRequestContext, type TestInfo } from '@playwright/test'
import { bearer, login, OPERATOR } from './api'

// The catalogue must be complete before a scenario calculates matches. The e2e server loads it
// with the CLI before it starts (web/playwright.config.ts), so this normally passes at once; it
// stays as a guard, checking as the operator sees it that a run of every source has finished.

const SOURCES = 4
let loaded = false

export async function bundledDataLoaded (request: APIRequestContext): Promise<void> {
  if (loaded) return
  const headers = bearer(await login(request, OPERATOR.email, OPERATOR.password))
  await expect.poll(async () => {
    const res = await request.get('/api/v1/admin/ingestion-runs?page_size=50', { headers })
    if (!res.ok()) return `HTTP ${res.status()}`
    const { items } = await res.json() as { items: { source: string; trigger: string; status: string }[] }
    const done = new Set(items.filter((r) => r.status !== 'running').map((r) => r.source))
    return done.size === SOURCES ? 'loaded' : `${done.size}/${SOURCES} sources`
  }, { message: 'the bundled grant data is loaded', timeout: 120_000, intervals: [250, 500, 1000] }).toBe('loaded')
  loaded = true
}

/** For `test.beforeAll(bundledDataHook)`: the start-up load may take a while on a busy machine. */
export async function bundledDataHook ({ playwright }: { playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } } }, info: TestInfo): Promise<void> {
  info.setTimeout(150_000)
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL })
  try { await bundledDataLoaded(request) } finally { await request.dispose() }
}
