import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm as pgTrgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { afterAll, describe, expect, it } from 'vitest'
import { copyTemplateIfNew } from './pglite-template.js'

// The template itself is made by the tests' global setup (as by `npm install`).
const parent = mkdtempSync(join(tmpdir(), 'gw-template-copy-'))
afterAll(() => rmSync(parent, { recursive: true, force: true }))

describe('a new data directory from the PGlite template', () => {
  it('replaces a copy a killed start left behind, and opens with only the postgres database', async () => {
    const dir = join(parent, 'pglite')
    // What a start killed mid-copy leaves: part of a database beside the data directory.
    mkdirSync(`${dir}.copy.partial/base`, { recursive: true })
    writeFileSync(`${dir}.copy.partial/PG_VERSION`, '17\n')

    expect(copyTemplateIfNew(dir)).toBe(true)
    expect(readdirSync(parent)).toEqual(['pglite'])

    const client = new PGlite(dir, { extensions: { pg_trgm: pgTrgm } })
    try {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database')
      expect(rows.map((r) => r.datname)).toEqual(['postgres'])
      const nace = await client.query<{ n: number }>('select count(*)::int as n from nace_codes')
      expect(nace.rows[0]!.n).toBeGreaterThan(900)
    } finally {
      await client.close()
    }
    expect(copyTemplateIfNew(dir)).toBe(false)   // a database is never overwritten
  })

  it('copies into an empty directory someone created for it', () => {
    const dir = join(parent, 'prepared')
    mkdirSync(dir)
    expect(copyTemplateIfNew(dir)).toBe(true)
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true)
    expect(existsSync(`${dir}.copy.partial`)).toBe(false)
  })
})
