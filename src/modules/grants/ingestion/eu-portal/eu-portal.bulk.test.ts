import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateEuBulk } from '../../../../../bench/generate-eu-bulk.js'
import { built } from '../../../../../test/built.js'
import type { ConnectorContext, ConnectorItem } from '../connector.js'
import { euPortalConnector } from './eu-portal.connector.js'

const quiet = { info () {}, warn () {}, error () {}, debug () {} }
const ctx: ConnectorContext = { fetch: () => Promise.reject(new Error('no network in tests')), retry: (_w, c) => c(), since: null, log: quiet }
const CONNECTOR = built('modules/grants/ingestion/eu-portal/eu-portal.connector.js')
let dir = ''

beforeAll(async () => { dir = await mkdtemp(join(tmpdir(), 'eu-bulk-')) })
afterAll(async () => { await rm(dir, { recursive: true, force: true }) })

async function readAll (path: string): Promise<ConnectorItem[]> {
  const items: ConnectorItem[] = []
  for await (const item of euPortalConnector.readFiles(path, ctx)) items.push(item)
  return items
}
const bulkFile = (objects: unknown[]) => JSON.stringify({ fundingData: { GrantTenderObj: objects } }, null, 2)
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`)

describe('eu_portal bulk file (grantsTenders.json)', () => {
  it('maps the shapes public readers of the real file report, and skips what is not a usable grant topic', async () => {
    const file = join(dir, 'grantsTenders.json')
    await writeFile(file, bulkFile([
      { type: 1, identifier: 'EDF-2026-RA-SENS-MSDT', title: 'Multidomain sensors demonstrator', callIdentifier: 'EDF-2026-RA',
        // One reader models frameworkProgramme as a one-element list; the status only as its id; dates only in actions.
        frameworkProgramme: [{ abbreviation: 'EDF', description: 'European Defence Fund (EDF)' }], status: { id: 31094502 },
        actions: [{ types: [{ typeOfAction: 'EDF-RA EDF Research Actions' }], plannedOpeningDate: '1770768000000', deadlineDates: ['1790640000000'] }] },
      { type: 0, identifier: 'DIGIT/2026/OP/0001', title: 'Framework contract for cloud services', status: { abbreviation: 'Open' } },
      { type: 1, title: 'No identifier' },
      null,
      { type: 1, identifier: 'HORIZON-X-1', title: 'Closed without any date', status: { abbreviation: 'Closed' } },
      { type: 1, identifier: 'HORIZON-CL5-2027-02-D2-12', title: 'Direct air capture', status: { abbreviation: 'Open', id: 31094502 },
        frameworkProgramme: { abbreviation: 'HORIZON', description: 'Horizon Europe (HORIZON)' }, programmeDivision: [{ abbreviation: 'HORIZON.2.5', description: 'Climate, Energy and Mobility' }],
        plannedOpeningDateLong: day('2026-09-16'), publicationDateLong: day('2026-08-26'), deadlineDatesLong: [day('2027-01-21')],
        keywords: ['Direct air capture'], tags: ['Carbon removal'], sme: true, callTitle: 'Cross-sectoral solutions', callIdentifier: 'HORIZON-CL5-2027-02' },
    ]))
    const items = await readAll(file)
    expect(items.map((i) => i.kind)).toEqual(['grant', 'skip', 'skip', 'skip', 'skip', 'grant'])
    expect(items.filter((i) => i.kind === 'skip').map((i) => i.kind === 'skip' && i.reason)).toEqual([
      'DIGIT/2026/OP/0001: a call for tenders (type 0) is procurement, not a grant',
      'bulk entry without an identifier',
      'bulk entry is not an object',
      'HORIZON-X-1: the portal says closed but gives no deadline, so it cannot be shown as closed',
    ])
    const [edf, dac] = items.flatMap((i) => (i.kind === 'grant' ? [i.grant] : []))
    expect(edf).toMatchObject({
      external_id: 'EDF-2026-RA-SENS-MSDT', programme: 'European Defence Fund',
      start_date: new Date('2026-02-11T00:00:00Z'), deadline: new Date('2026-09-29T15:00:00Z'),
      keywords: ['EDF Research Actions'], action_types: ['EDF Research Actions'],
      provenance: { start_date: expect.stringMatching(/first action/), deadlines: expect.stringMatching(/actions/) },
    })
    expect(dac).toMatchObject({
      source_url: 'https://ec.europa.eu/info/funding-tenders/opportunities/portal/screen/opportunities/topic-details/HORIZON-CL5-2027-02-D2-12',
      programme: 'Horizon Europe', description: '', publication_date: new Date('2026-08-26T00:00:00Z'), start_date: new Date('2026-09-16T00:00:00Z'),
      thematic_areas: ['Direct air capture', 'Carbon removal'], company_sizes: [], funding_amount_max: null,
      keywords: ['Horizon Europe Cluster 5: Climate, Energy and Mobility', 'Climate, Energy and Mobility', 'Cross-sectoral solutions'],
    })
  })

  it('streams: a file that breaks off mid-way yields the entries before the break, then says where it broke', async () => {
    const file = join(dir, 'cut.json')
    const whole = bulkFile([1, 2, 3].map((n) => ({ type: 1, identifier: `LIFE-2026-CET-T${n}`, title: `Topic ${n}`, status: { abbreviation: 'Open' }, deadlineDatesLong: [day('2027-01-01')], plannedOpeningDateLong: day('2026-05-01') })))
    await writeFile(file, whole.slice(0, whole.indexOf('LIFE-2026-CET-T3') + 5))
    const items = await readAll(file)
    expect(items.filter((i) => i.kind === 'grant').map((i) => i.kind === 'grant' && i.grant.external_id)).toEqual(['LIFE-2026-CET-T1', 'LIFE-2026-CET-T2'])
    expect(items.at(-1)).toMatchObject({ kind: 'skip', reference: 'cut.json', reason: expect.stringMatching(/^the file breaks off after 2 entries/), truncated: true })
  })

  it('reports a JSON file that has no fundingData.GrantTenderObj entries', async () => {
    const file = join(dir, 'empty.json')
    await writeFile(file, '{ "fundingData" : { "GrantTenderObj" : [ ] } }')
    expect(await readAll(file)).toEqual([{ kind: 'skip', reference: 'empty.json', reason: 'no entries under fundingData.GrantTenderObj' }])
  })

  it('reads a 2,000-object file made by bench/generate-eu-bulk.ts: one grant per grant topic, one skip per tender', async () => {
    const file = join(dir, 'generated.json')
    const stats = await generateEuBulk({ count: 2_000, out: file, seed: 3 })
    expect(stats.records).toBe(2_000)
    const items = await readAll(file)
    const grants = items.flatMap((i) => (i.kind === 'grant' ? [i.grant] : []))
    expect(grants).toHaveLength(stats.grantTopics)
    expect(items.filter((i) => i.kind === 'skip')).toHaveLength(stats.tenders)
    expect(new Set(grants.map((g) => g.external_id)).size).toBe(grants.length)
    expect(stats.tenders).toBeGreaterThan(100)
    // Same seed, same file.
    const again = await generateEuBulk({ count: 2_000, out: join(dir, 'again.json'), seed: 3 })
    expect(again).toEqual(stats)
  })

  it('keeps memory bounded: a 70 MB file reads under a 64 MB heap limit', async () => {
    const file = join(dir, 'large.json')
    const stats = await generateEuBulk({ count: 8_000, out: file, seed: 5 })
    expect(stats.bytes).toBeGreaterThan(64 * 1_048_576)
    const script = `
      const { euPortalConnector } = await import(${JSON.stringify(CONNECTOR)})
      const log = { info () {}, warn () {}, error () {}, debug () {} }
      let grants = 0
      for await (const item of euPortalConnector.readFiles(process.argv[1], { fetch, retry: (w, c) => c(), since: null, log })) if (item.kind === 'grant') grants++
      console.log(JSON.stringify({ grants }))`
    const { stdout } = await promisify(execFile)(process.execPath, ['--max-old-space-size=64', '--input-type=module', '-e', script, file])
    expect(JSON.parse(stdout)).toEqual({ grants: stats.grantTopics })
  }, 60_000)
})
