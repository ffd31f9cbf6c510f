import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from './app.js'
import { grantInput, insertGrants } from './factories.js'

// A visitor's first view: the pages a first visit lands on come with the page drawn by the web
// app's own components on the server (web/src/entry-server.tsx, in the build `npm install` makes),
// its data beside it as JSON, in the visitor's language; signed-in browsers and failed renders get
// the plain shell.
const BUILD = resolve('web/dist')
const built = existsSync(join(BUILD, '.ssr', 'entry-server.js'))
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }
const HOSTILE = 'Heat pumps </script><script>alert(1)</script> & "more"'

const root = (body: string) => /<div id="root">([\s\S]*?)<\/div>\n<script type="application\/json"/.exec(body)?.[1] ?? ''
const state = (body: string) => {
  const json = /<script type="application\/json" id="gw-state">([^<]*)<\/script>/.exec(body)?.[1]
  return json === undefined ? null : JSON.parse(json) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
}

describe.skipIf(!built)('first views drawn on the server (the real build)', () => {
  // A generous time limit: the first render of a cold process on a busy test machine can take seconds.
  const t = useTestApp({ env: { WEB_DIR: BUILD, FIRST_VIEW_TIMEOUT_MS: '30000' } })

  beforeAll(async () => {
    await insertGrants(t, [
      grantInput(t, { title: HOSTILE, summary: 'Heat pumps for factories.' }),
      grantInput(t, { title: 'Wind turbine blades recycling', summary: 'Recycling of blades.' }),
    ])
  })

  it('draws the search page with its results and its data, the results in the HTML', async () => {
    const res = await t.app.inject({ url: '/grants?q=heat+pumps', headers: { ...HTML, 'accept-language': 'en-GB,en;q=0.9' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers.vary).toMatch(/accept-language, cookie/)
    const page = root(res.body)
    expect(page).toContain('<h1')
    expect(page).toContain('class="gw-result"')
    expect(page).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;')   // highlighted
    expect(page).not.toContain('Wind turbine blades')
    // The data the page was drawn with, for the browser's app; a title cannot end the script element.
    const data = state(res.body)!
    const search = data.queries.find((q) => q.queryKey[1] === '/api/v1/grants/search')!
    expect((search.state.data as { items: { title: string }[] }).items.map((g) => g.title)).toEqual([HOSTILE])
    expect(res.body).not.toContain('</script><script>alert(1)')
    // No inline script: the page's CSP forbids them (the JSON above is data, not run).
    expect(res.body.match(/<script(?![^>]*(type="module"|type="application\/json"))[^>]*>/g)).toBeNull()
  })

  it('draws it in the language the app will start in: ?lang=, the stored choice, the browser\'s', async () => {
    const lang = async (url: string, headers: Record<string, string>) => {
      const { body } = await t.app.inject({ url, headers: { ...HTML, ...headers } })
      return [/<html lang="(\w+)"/.exec(body)?.[1], /<h1[^>]*>([^<]*)/.exec(root(body))?.[1]]
    }
    expect(await lang('/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).toEqual(['de', 'EU-Fördermittel für Ihr Unternehmen finden'])
    expect(await lang('/', { 'accept-language': 'fr-FR' })).toEqual(['en', 'Find EU funding for your company'])
    expect((await lang('/', { 'accept-language': 'de-DE', cookie: 'gw_lang=en' }))[0]).toBe('en')
    expect((await lang('/?lang=de', { 'accept-language': 'en-GB', cookie: 'gw_lang=en' }))[0]).toBe('de')
  })

  it('leaves a signed-in browser\'s pages to the app, which knows who is signed in', async () => {
    const res = await t.app.inject({ url: '/grants?q=heat', headers: { ...HTML, cookie: 'gw_signed_in=1' } })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect(state(res.body)).toBeNull()
  })

  it('sends the page compressed', async () => {
    const res = await t.app.inject({ url: '/', headers: { ...HTML, 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('id="gw-state"')
  })

  it('draws a grant page, and a JSON client still gets the 404 problem', async () => {
    const items = (await t.app.inject({ url: '/api/v1/grants?q=wind' })).json().items as { id: string }[]
    const page = await t.app.inject({ url: `/grants/${items[0]!.id}`, headers: HTML })
    expect(root(page.body)).toContain('Wind turbine blades recycling')
    const json = await t.app.inject({ url: `/grants/${items[0]!.id}`, headers: { accept: 'application/json' } })
    expect(json.statusCode).toBe(404)
    expect(json.headers['content-type']).toMatch(/^application\/problem\+json/)
  })
})

// A renderer that fails (a stand-in build whose renderer throws): the page is the plain shell.
describe('a first view that cannot be drawn', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gw-web-'))
  mkdirSync(join(dir, '.ssr'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><head><title>Grantwise</title></head><div id="root"></div>')
  writeFileSync(join(dir, 'first-pages.json'), JSON.stringify({ '/': { scripts: [], styles: [] } }))
  writeFileSync(join(dir, '.ssr', 'entry-server.js'), 'export async function renderFirstView () { throw new Error("broken") }')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const t = useTestApp({ env: { WEB_DIR: dir } })

  it('serves the plain shell, and never the renderer itself', async () => {
    const res = await t.app.inject({ url: '/', headers: HTML })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<div id="root"></div>')
    expect((await t.app.inject({ url: '/.ssr/entry-server.js' })).statusCode).toBe(404)
  })
})
