import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_CSP } from '../src/core/http/web-app.js'
import { PUBLIC_PAGES } from '../src/modules/grants/grant-pages.js'
import { useTestApp } from './app.js'
import { grantInput, insertGrants } from './factories.js'
import { webRouteOf } from './web-routes.js'

// Shared links: a grant page answers any client with the app shell carrying the grant's title and
// summary (link previews, curl), robots.txt and sitemap.xml for crawlers, the favicon and the
// static preview tags of web/index.html.
const PUBLIC_URL = 'https://app.grantwise.test'
const dir = mkdtempSync(join(tmpdir(), 'gw-web-'))
mkdirSync(join(dir, 'assets'))
// A stand-in build: web/index.html itself (its tags are what the server rewrites).
writeFileSync(join(dir, 'index.html'), readFileSync('web/index.html', 'utf8'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const t = useTestApp({ env: { WEB_DIR: dir, PUBLIC_URL } })
const HOSTILE = 'Solar & "storage" <script>alert(1)</script> $& \'call\''
const ids: Record<string, string> = {}
const idOf = async (externalId: string) => ((await t.app.inject({ url: `/api/v1/grants?page_size=100` })).json().items as
  { id: string; external_id: string }[]).find((g) => g.external_id === externalId)!.id

beforeAll(async () => {
  await insertGrants(t, [
    grantInput(t, {
      external_id: 'open', title: HOSTILE, summary: `A summary that is long. ${'Words of the call. '.repeat(20)}`,
    }),
    grantInput(t, { external_id: 'closed', title: 'Closed call', opens_in_days: -90, deadline_in_days: -10 }),
  ])
  for (const key of ['open', 'closed']) ids[key] = await idOf(key)
})

const meta = (body: string, key: string) =>
  body.match(new RegExp(`<meta (?:name|property)="${key}"\\s+content="([^"]*)"`))?.[1]

describe('grant pages for any client', () => {
  it.each([['*/*'], [undefined]])('serves the app shell to Accept %s on /grants/{id}', async (accept) => {
    const res = await t.app.inject({ url: `/grants/${ids.open}`, headers: accept ? { accept } : {} })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['content-security-policy']).toBe(APP_CSP)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toContain('<div id="root">')
  })

  it('puts the grant\'s title and summary into the title and preview tags, escaped', async () => {
    const { body } = await t.app.inject({ url: `/grants/${ids.open}`, headers: { accept: '*/*' } })
    const escaped = 'Solar &amp; &quot;storage&quot; &lt;script&gt;alert(1)&lt;/script&gt; $&amp; &#39;call&#39;'
    expect(body).toContain(`<title>${escaped} – Grantwise</title>`)
    expect(meta(body, 'og:title')).toBe(escaped)
    expect(meta(body, 'twitter:title')).toBe(escaped)
    expect(body).not.toContain('<script>alert')
    expect(meta(body, 'og:url')).toBe(`${PUBLIC_URL}/grants/${ids.open}`)
    const description = meta(body, 'og:description')!
    expect(description.startsWith('A summary that is long.')).toBe(true)
    expect(description.length).toBeLessThanOrEqual(200)
    expect(meta(body, 'description')).toBe(description)
    for (const key of ['og:title', 'og:description', 'og:url', 'twitter:description']) {
      expect(body.match(new RegExp(`"${key}"`, 'g')), key).toHaveLength(1)
    }
  })

  it('serves the plain shell for an unknown grant and for other pages', async () => {
    const shell = readFileSync(join(dir, 'index.html'), 'utf8')
    for (const url of ['/grants/00000000-0000-4000-8000-000000000000', '/grants/not-an-id', '/grants?q=solar']) {
      const res = await t.app.inject({ url, headers: { accept: '*/*' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toBe(shell)
    }
  })

  it('keeps the 404 problem for JSON clients and file names', async () => {
    const cases = [[`/grants/${ids.open}`, 'application/json'], ['/assets/app.js', '*/*'], ['/favicon.ico', '*/*']]
    for (const [url, accept] of cases) {
      const res = await t.app.inject({ url, headers: { accept } })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    }
  })
})

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows everything and names the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toMatch(/^User-agent: \*\nAllow: \/\n/)
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })

  it('sitemap.xml lists the public pages and the grants that are not closed, and is kept an hour', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/xml/)
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'))
      .toBe(true)
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    for (const path of PUBLIC_PAGES) expect(locs).toContain(PUBLIC_URL + path)
    expect(locs).toContain(`${PUBLIC_URL}/grants/${ids.open}`)
    expect(locs).not.toContain(`${PUBLIC_URL}/grants/${ids.closed}`)
    // Every page in it is one the web app has.
    for (const loc of locs) expect(webRouteOf(new URL(loc).pathname), loc).toBeDefined()

    await insertGrants(t, [grantInput(t, { external_id: 'later' })])
    const later = await idOf('later')
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).not.toContain(later)
    t.clock.advance(3_600_001)
    expect((await t.app.inject({ url: '/sitemap.xml' })).body).toContain(later)
  })
})

describe('the app shell', () => {
  it('has a favicon and static preview tags', () => {
    const page = readFileSync('web/index.html', 'utf8')
    // The icon is /favicon.svg's own, written into the page (one request fewer on a first visit).
    const icon = /<link rel="icon" type="image\/svg\+xml"\s+href="data:image\/svg\+xml,([^"]+)"/.exec(page)?.[1]
    // As a browser reads the URL: without its line breaks.
    const read = decodeURIComponent(icon!.replace(/[\t\n]/g, ''))
    expect(read).toBe(readFileSync('web/public/favicon.svg', 'utf8').trim().replace(/"/g, "'"))
    expect(existsSync('web/public/favicon.svg')).toBe(true)
    for (const key of ['description', 'og:title', 'og:description', 'og:type', 'twitter:card']) {
      expect(meta(page, key), key).toBeTruthy()
    }
  })
})
