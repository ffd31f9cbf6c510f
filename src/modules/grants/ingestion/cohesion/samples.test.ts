import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ConnectorContext, ConnectorItem, GrantDraft, ProjectDraft } from '../connector.js'
import { cohesionConnector } from './cohesion.connector.js'
import { organisationName } from './organisations.js'

// The bundled sample files: counts and invariants (written by scripts/samples/cohesion.mjs).

const SAMPLES = fileURLToPath(new URL('../data/sample/cohesion/', import.meta.url))
const SNAPSHOT = new Date('2026-11-15T00:00:00Z')
const CLIMATE = new Set(['029', '038', '044', '047', '048', '049', '052', '053', '054', '058', '059', '060', '067', '069', '073', '079', '081', '082', '083',
  '010', '013', '014', '017', '043', '065', '068', '085', '087', '090', '021' /* 2014-2020 water management */, '022', '036', '040', '091', '094'])
const silent = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }
const ctx: ConnectorContext = { fetch: () => { throw new Error('no network') }, retry: (_w, call) => call(), since: null, log: silent }

const items: ConnectorItem[] = []
let projects: ProjectDraft[] = []
let grants: GrantDraft[] = []
beforeAll(async () => {
  for await (const item of cohesionConnector.readFiles(SAMPLES, ctx)) items.push(item)
  projects = items.flatMap((i) => (i.kind === 'project' ? [i.project] : []))
  grants = items.flatMap((i) => (i.kind === 'grant' ? [i.grant] : []))
})
const kohesio = () => projects.filter((p) => p.external_id.startsWith('https://linkedopendata.eu/entity/Q'))
const isDate = (d: Date | null | undefined) => d instanceof Date && !Number.isNaN(d.getTime())

describe('sample files', () => {
  it('are Kohesio exports for six countries in the 42-column layout, plus one list of operations', () => {
    const files = readdirSync(SAMPLES).filter((f) => f.endsWith('.csv')).sort()
    expect(files).toEqual(['DE-pp21-27-latest.csv', 'EL-pp14-20-latest.csv', 'ES-pp21-27-latest.csv', 'FR-pp21-27-latest.csv', 'IT-pp21-27-latest.csv',
      'PL-pp21-27-latest.csv', 'interreg-central-baltic-2014TC16RFCB014-list-of-operations.csv'])
    for (const file of files.filter((f) => /^[A-Z]{2}-pp/.test(f))) {
      const header = readFileSync(`${SAMPLES}${file}`, 'utf8').split('\n')[0]!.split(',')
      expect(header).toHaveLength(42)
      expect(header[0]).toBe('Operation_Unique_Identifier')
    }
  })

  it('yield at least 240 Kohesio operations and 75 grant-level aggregates; the one repeated row is the only skip', () => {
    expect(kohesio().length).toBeGreaterThanOrEqual(240)
    expect(projects.length - kohesio().length).toBe(20)
    expect(grants.filter((g) => !g.external_id.startsWith('2014TC')).length).toBeGreaterThanOrEqual(75)
    expect(items.filter((i) => i.kind === 'skip')).toEqual([{ kind: 'skip', reference: 'PL-pp21-27-latest.csv:9', reason: expect.stringMatching(/repeated/) }])
  })

  it('every operation is a valid project in an aggregate, with no beneficiary from Kohesio', () => {
    const keys = new Set(grants.map((g) => g.external_id))
    for (const p of projects) {
      expect(p.title.trim()).not.toBe('')
      expect(keys.has(p.grant_external_id!)).toBe(true)
      expect(isDate(p.start_date)).toBe(true)
      expect(p.countries!.every((c) => /^[A-Z]{2}$/.test(c) && c !== 'EL' && c !== 'UK')).toBe(true)
      if (p.eu_contribution != null && p.total_cost != null) expect(p.eu_contribution).toBeLessThanOrEqual(p.total_cost)
    }
    for (const p of kohesio()) {
      expect(p.organisations).toEqual([])
      expect(p.source_url).toMatch(/^https:\/\/kohesio\.ec\.europa\.eu\/en\/projects\/Q\d+$/)
      expect(p.regions!.every((r) => /^[A-Z]{2}[0-9A-Z]{1,3}$/.test(r))).toBe(true)
    }
    const listed = projects.filter((p) => !kohesio().includes(p))
    expect(listed.every((p) => p.organisations!.length > 0 && p.organisations!.every((o) => organisationName(o.name) === o.name))).toBe(true)
  })

  it('every aggregate is a complete grant draft: title, id, https source, valid dates, rates as fractions', () => {
    for (const g of grants) {
      expect(items.find((i) => i.kind === 'grant' && i.grant === g)).toMatchObject({ derived: true })
      expect(g.title.length).toBeGreaterThan(20)
      expect(g.title).not.toContain('…')
      expect(g.source_url).toMatch(/^https:\/\//)
      expect(isDate(g.start_date) && isDate(g.end_date) && g.start_date! < g.end_date! && g.deadline === null).toBe(true)
      expect(g.countries).toHaveLength(1)
      if (g.funding_rate_min != null) expect(0 < g.funding_rate_min && g.funding_rate_min <= g.funding_rate_max! && g.funding_rate_max! <= 1).toBe(true)
      if (g.funding_amount_min != null) expect(g.funding_amount_min).toBeLessThanOrEqual(g.funding_amount_max!)
      expect(g.description).toMatch(/^Evidence of EU cohesion policy funding, not an open call: \d+ operations? /)
      expect(Object.keys(g.provenance ?? {})).toEqual(expect.arrayContaining(['derived', 'countries', 'end_date', 'funding_rate']))
    }
  })

  it('2021-2027 aggregates are active at the snapshot date, earlier ones closed', () => {
    const current = grants.filter((g) => g.keywords!.includes('programming period 2021-2027'))
    expect(current.length).toBeGreaterThanOrEqual(60)
    expect(current.every((g) => g.start_date! <= SNAPSHOT && g.end_date! > SNAPSHOT)).toBe(true)
    expect(grants.filter((g) => !current.includes(g)).every((g) => g.end_date! <= SNAPSHOT)).toBe(true)
  })

  it('are mostly climate-related, with some that are not', () => {
    const code = (g: GrantDraft) => g.external_id.split(':')[1]!
    const climate = grants.filter((g) => CLIMATE.has(code(g)))
    expect(climate.length / grants.length).toBeGreaterThan(0.75)
    expect(grants.some((g) => ['001', '021', '023'].includes(code(g)))).toBe(true)
  })

  it('carry names in English and in the programme language', () => {
    const pl = readFileSync(`${SAMPLES}PL-pp21-27-latest.csv`, 'utf8')
    expect(pl).toMatch(/Termomodernizacja budynku/)
    expect(readFileSync(`${SAMPLES}EL-pp14-20-latest.csv`, 'utf8')).toMatch(/Ενεργειακή αναβάθμιση/)
    expect(kohesio().some((p) => /Energy/.test(p.title))).toBe(true)
  })
})
