import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { APP_CSP } from '../src/core/http/web-app.js'
import { useTestApp } from './app.js'

// The server's side of the web app: files, caching, the browser-route fallback to index.html,
// and API and docs 404s that stay problem+json. A stand-in build, so no Vite run is needed here.
const dir = mkdtempSync(join(tmpdir(), 'gw-web-'))
mkdirSync(join(dir, 'assets'))
writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><head><title>Grantwise</title></head><div id="root"></div>')
writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)')
// What scripts/build-web.mjs writes from Vite's manifest for the pages a first visit lands on.
writeFileSync(join(dir, 'first-pages.json'), JSON.stringify({
  '/': { scripts: ['/assets/landing.page-1.js', '/assets/Card-2.js'], styles: ['/assets/Card-3.css'] },
  '/grants/*': { scripts: ['/assets/grant-detail.page-4.js'], styles: [] },
}))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

describe('the web app', () => {
  const t = useTestApp({ env: { WEB_DIR: dir } })

  it('serves index.html at / with no-cache and the CSP', async () => {
    const res = await t.app.inject({ url: '/', headers: HTML })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-security-policy']).toBe(APP_CSP)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('no-referrer')
    expect(res.body).toContain('<div id="root">')
  })

  it('announces the chunks of a first page in its head, and only its own', async () => {
    const home = await t.app.inject({ url: '/?ref=ABC', headers: HTML })
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/landing.page-1.js">')
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/Card-2.js">')
    expect(home.body).toContain('<link rel="stylesheet" crossorigin href="/assets/Card-3.css">\n')
    expect(home.body.indexOf('Card-3.css')).toBeLessThan(home.body.indexOf('</head>'))

    const grant = await t.app.inject({ url: '/grants/0b6f6d1e-2f7a-4c43-9d55-0d3c4d5e6f70', headers: HTML })
    expect(grant.body).toContain('href="/assets/grant-detail.page-4.js"')
    expect(grant.body).not.toContain('landing.page')

    for (const url of ['/partners/links', '/grants/a/b']) {
      const other = await t.app.inject({ url, headers: HTML })
      expect(other.body).not.toContain('modulepreload')
    }
  })

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it.each(['/grants?q=solar&country=DE,AT', '/partners/links', '/admin/commissions', '/?ref=ABC-2026-XYZ'])('falls back to the app for the browser route %s', async (url) => {
    const res = await t.app.inject({ url, headers: HTML })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['content-security-policy']).toBe(APP_CSP)
    expect(res.body).toContain('<div id="root">')
  })

  it.each([
    ['an unknown API route, even from a browser', 'GET', '/api/v1/nope', HTML],
    ['an unknown docs path', 'GET', '/docs/nope/deeper', HTML],
    ['a missing asset', 'GET', '/assets/missing.js', { accept: '*/*' }],
    ['a non-HTML client', 'GET', '/grants', { accept: 'application/json' }],
    ['a POST to a browser route', 'POST', '/grants', HTML],
  ] as const)('keeps a 404 problem for %s', async (_what, method, url, headers) => {
    const res = await t.app.inject({ method, url, headers })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(res.json()).toMatchObject({ status: 404 })
  })

  it('leaves the API and the docs as they were', async () => {
    expect((await t.app.inject({ url: '/api/v1/health', headers: HTML })).json()).toMatchObject({ status: 'ok' })
    expect((await t.app.inject({ url: '/docs', headers: HTML })).statusCode).toBeLessThan(400)
  })
})

describe('without a build', () => {
  const t = useTestApp({ env: { WEB_DIR: join(dir, 'missing') } })

  it('serves the API only, and / is a 404 problem', async () => {
    const res = await t.app.inject({ url: '/', headers: HTML })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
  })
})
