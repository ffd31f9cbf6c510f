import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from './app.js'
import { grantInput, insertGrants } from './factories.js'

// Compression on the wire: the web app's files as the build compressed them (preCompressed), API
// answers above 1 kB compressed on the fly, small ones and clients without Accept-Encoding plain.
const dir = mkdtempSync(join(tmpdir(), 'gw-web-'))
mkdirSync(join(dir, 'assets'))
const SCRIPT = `console.log(${JSON.stringify('grantwise '.repeat(400))})`
// A stand-in for the build's twin: different bytes than an on-the-fly compression would give.
const PREBUILT = brotliCompressSync(SCRIPT)
writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="en"><title>Grantwise</title><div id="root"></div>')
writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT)
writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), PREBUILT)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const t = useTestApp({ env: { WEB_DIR: dir } })
beforeAll(async () => {
  await insertGrants(t, Array.from({ length: 8 },
    (_, i) => grantInput(t, { external_id: `z-${i}`, title: `Compressed grant ${i}` })))
})

describe('compression', () => {
  it('sends the build\'s brotli twin of an asset as it is', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.rawPayload.equals(PREBUILT)).toBe(true)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT)
  })

  it('compresses API JSON above 1 kB with what the client accepts', async () => {
    const plain = await t.app.inject({ url: '/api/v1/grants?page_size=8' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)
    const gz = await t.app.inject({ url: '/api/v1/grants?page_size=8', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers.vary).toMatch(/accept-encoding/i)
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
    const br = await t.app.inject({ url: '/api/v1/grants?page_size=8', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
  })

  it('leaves small answers alone', async () => {
    const res = await t.app.inject({ url: '/api/v1/health', headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json()).toMatchObject({ status: 'ok' })
  })

  it('streams the CSV export compressed, row for row the same', async () => {
    const plain = await t.app.inject({ url: '/api/v1/grants/export.csv' })
    const gz = await t.app.inject({ url: '/api/v1/grants/export.csv', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
    expect(plain.body.split('\n').length).toBeGreaterThan(8)
  })
})
