import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../test/app.js'
import { bearer, signedInUser, tokensFor } from '../../../../test/auth.js'
import { sediaPage, sediaTopic, type SediaTopic } from '../../../../test/sedia.js'
import type { IngestionRunRow } from './ingestion.tables.js'

// The ingestion pipeline over a real database: idempotent re-runs, changes, disappearance →
// closed (and back), skips with reasons, partial runs, the run log and its operator endpoint.
// Input files are SEDIA search responses built from the real fixture record.

const OPERATOR = { email: 'ops@grantwise.test', password: 'Operator-Pass-2026!' }
const t = useTestApp({ env: { OPERATOR_EMAIL: OPERATOR.email, OPERATOR_PASSWORD: OPERATOR.password } })

let dir: string
const writeTopics = (topics: SediaTopic[]) => {
  writeFileSync(join(dir, 'search-page-1.json'), JSON.stringify(sediaPage(topics)))
  return dir
}
const ingest = (extra: { since?: Date; partial?: boolean } = {}) =>
  t.container.ingestion.run({ source: 'eu_portal', input: { kind: 'file', path: dir }, trigger: 'cli', ...extra })
const grantOf = async (externalId: string) => {
  const res = await t.app.inject({ url: `/api/v1/grants?source=eu_portal&page_size=100` })
  return (res.json().items as { external_id: string; id: string; status: string; title: string; updated_at: string }[]).find((g) => g.external_id === externalId)
}

beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'gw-ingest-')) })
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('an ingestion run', () => {
  let A = sediaTopic('HORIZON-CL5-2026-D3-01-01', 'Next-generation heat pumps for industrial process heat')
  const B = sediaTopic('LIFE-2026-CET-HEATPUMPS', 'Heat pump roll-out in small businesses')
  const C = sediaTopic('INNOVFUND-2026-NZT-PILOTS', 'Net-zero technology pilots', { deadline: '2026-09-01' })
  let first: IngestionRunRow

  it('inserts what it reads and records the run', async () => {
    writeTopics([A, B, C])
    first = await ingest()
    expect(first).toMatchObject({ status: 'succeeded', source: 'eu_portal', input: expect.stringMatching(/^gw-ingest-/), fetched: 3, inserted: 3, updated: 0, unchanged: 0, closed: 0, skipped: 0 })
    expect((await grantOf('INNOVFUND-2026-NZT-PILOTS'))).toMatchObject({ status: 'active', title: 'Net-zero technology pilots' })
  })

  it('changes nothing when the same input is read again, not even updated_at', async () => {
    const before = await grantOf('HORIZON-CL5-2026-D3-01-01')
    const again = await ingest()
    expect(again).toMatchObject({ status: 'succeeded', fetched: 3, inserted: 0, updated: 0, unchanged: 3, closed: 0 })
    expect((await grantOf('HORIZON-CL5-2026-D3-01-01'))!.updated_at).toBe(before!.updated_at)
  })

  it('updates only the record whose content changed', async () => {
    A = { ...A, metadata: { ...A.metadata, title: ['Next-generation heat pumps for process heat up to 200 °C'] } }
    writeTopics([A, B, C])
    expect(await ingest()).toMatchObject({ inserted: 0, updated: 1, unchanged: 2 })
    expect((await grantOf('HORIZON-CL5-2026-D3-01-01'))!.title).toBe('Next-generation heat pumps for process heat up to 200 °C')
  })

  it('closes a record that disappeared from the source, and reopens it when it comes back', async () => {
    writeTopics([A, B])
    expect(await ingest()).toMatchObject({ closed: 1, unchanged: 2 })
    const gone = await grantOf('INNOVFUND-2026-NZT-PILOTS')
    expect(gone).toMatchObject({ status: 'closed' })
    const detail = await t.app.inject({ url: `/api/v1/grants/${gone!.id}` })
    expect(detail.json()).toMatchObject({ status: 'closed', is_open: false })

    writeTopics([A, B, C])
    expect(await ingest()).toMatchObject({ closed: 0, updated: 1, unchanged: 2 })
    expect(await grantOf('INNOVFUND-2026-NZT-PILOTS')).toMatchObject({ status: 'active' })
  })

  it('closes nothing on a partial or --since run', async () => {
    writeTopics([A])
    expect(await ingest({ partial: true })).toMatchObject({ closed: 0, unchanged: 1 })
    expect(await ingest({ since: new Date('2026-01-01T00:00:00Z') })).toMatchObject({ closed: 0 })
    expect(await grantOf('LIFE-2026-CET-HEATPUMPS')).toMatchObject({ status: 'active' })
  })

  it('skips a record without an identifier, reports why, and imports the rest', async () => {
    const broken = sediaTopic('', 'A topic without identifier')
    writeTopics([A, B, C, broken])
    const run = await ingest()
    expect(run).toMatchObject({ status: 'succeeded', skipped: 1 })
    expect(run.skipped_records).toHaveLength(1)
    expect(run.skipped_records[0]!.reason).toMatch(/identifier/i)
  })

  it('fails a run whose input cannot be read, recording the error and keeping the catalogue', async () => {
    const run = await t.container.ingestion.run({ source: 'eu_portal', input: { kind: 'file', path: join(dir, 'missing.json') }, trigger: 'cli' })
    expect(run.status).toBe('failed')
    expect(run.errors[0]!.message).toMatch(/missing\.json|ENOENT|no such file/i)
    expect(await grantOf('LIFE-2026-CET-HEATPUMPS')).toBeDefined()
  })
})

describe('GET /admin/ingestion-runs', () => {
  it('lists runs newest first for the operator, with filters and page bounds', async () => {
    const { access_token } = await tokensFor(t, OPERATOR)
    const res = await t.app.inject({ url: '/api/v1/admin/ingestion-runs?source=eu_portal&page_size=3', headers: bearer(access_token) })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ page: 1, page_size: 3, total: expect.any(Number) })
    expect(body.total).toBeGreaterThanOrEqual(8)
    const started = body.items.map((r: IngestionRunRow) => r.started_at)
    expect([...started].sort().reverse()).toEqual(started)
    expect(body.items[0]).toMatchObject({ source: 'eu_portal', trigger: 'cli', skipped_records: expect.any(Array), errors: expect.any(Array) })

    const failed = await t.app.inject({ url: '/api/v1/admin/ingestion-runs?status=failed', headers: bearer(access_token) })
    expect(failed.json().items.map((r: IngestionRunRow) => r.status)).toEqual(['failed'])

    const bad = await t.app.inject({ url: '/api/v1/admin/ingestion-runs?source=nowhere', headers: bearer(access_token) })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors[0].loc).toEqual(['query', 'source'])
  })

  it('is for the operator only', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/ingestion-runs' })).statusCode).toBe(401)
    const { headers } = await signedInUser(t)
    expect((await t.app.inject({ url: '/api/v1/admin/ingestion-runs', headers })).statusCode).toBe(403)
  })
})

describe('records the database cannot hold, and the bundled files', () => {
  it('skips a record with a NUL character, naming the field, and imports the rest', async () => {
    const nul = sediaTopic('HORIZON-CL5-2026-NUL-01', 'Heat pumps\u0000 with a NUL')
    writeTopics([nul, sediaTopic('LIFE-2026-CET-HEATPUMPS', 'Heat pump roll-out in small businesses')])
    const run = await ingest({ partial: true })
    expect(run).toMatchObject({ status: 'succeeded', skipped: 1 })
    expect(run.skipped_records[0]).toEqual({ reference: 'HORIZON-CL5-2026-NUL-01', reason: 'NUL character in title' })
  })

  it('a file that breaks off closes nothing: what follows the break is unknown, not gone', async () => {
    const cut = mkdtempSync(join(tmpdir(), 'gw-cut-'))
    try {
      const day = Date.parse('2027-01-01T00:00:00Z')
      const whole = JSON.stringify({ fundingData: { GrantTenderObj: [1, 2].map((n) => ({ type: 1, identifier: `LIFE-2026-CUT-T${n}`, title: `Topic ${n}`, status: { abbreviation: 'Open' }, deadlineDatesLong: [day] })) } })
      writeFileSync(join(cut, 'grantsTenders.json'), whole.slice(0, whole.indexOf('LIFE-2026-CUT-T2') + 5))
      const run = await t.container.ingestion.run({ source: 'eu_portal', input: { kind: 'file', path: cut }, trigger: 'cli' })
      expect(run).toMatchObject({ status: 'succeeded', inserted: 1, closed: 0 })
      expect(run.skipped_records.at(-1)!.reason).toMatch(/breaks off after 1 entries/)
      expect(await grantOf('LIFE-2026-CET-HEATPUMPS')).toMatchObject({ status: 'active' })
    } finally {
      rmSync(cut, { recursive: true, force: true })
    }
  })

  it('a bundled run closes none of the grants a file or live import brought', async () => {
    const ids = [(await grantOf('LIFE-2026-CET-HEATPUMPS'))!.id, (await grantOf('HORIZON-CL5-2026-D3-01-01'))!.id]
    const run = await t.container.ingestion.run({ source: 'eu_portal', input: { kind: 'bundled' }, trigger: 'cli' })
    expect(run).toMatchObject({ status: 'succeeded', closed: 0 })
    for (const id of ids) expect((await t.app.inject({ url: `/api/v1/grants/${id}` })).json()).toMatchObject({ status: 'active' })
  })
})
