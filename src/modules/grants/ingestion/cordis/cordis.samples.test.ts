import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { cordisConnector } from './cordis.connector.js'
import { collect, testContext, type Read } from './cordis.test-support.js'

// The bundled sample files (data/sample/cordis, written by scripts/samples/cordis.mjs): the whole
// directory as the pipeline reads it.
const SAMPLE = join(import.meta.dirname, '../data/sample/cordis')
const SNAPSHOT = new Date('2026-11-15T00:00:00Z')

describe('CORDIS sample files', () => {
  let read: Read
  beforeAll(async () => { read = await collect(cordisConnector.readFiles(SAMPLE, testContext())) })

  it('yields every project first and one aggregated grant per topic at the end', () => {
    expect(read.projects.length).toBe(195)
    expect(read.grants.length).toBe(89)
    const kinds = read.items.map((i) => i.kind).filter((k) => k !== 'skip')
    expect(kinds.indexOf('grant')).toBe(read.projects.length)
    expect(read.grants.every((g) => g.derived === true)).toBe(true)
    expect(new Set(read.projects.map((p) => p.grant_external_id))).toEqual(new Set(read.grants.map((g) => g.grant.external_id)))
  })

  it('skips exactly the three hazard rows, naming them', () => {
    expect(read.skips.map((s) => s.reference.replace(SAMPLE, ''))).toEqual([
      '/project.csv row 151: project 101082417 (GRIDSHIFT)',
      '/project.csv row 152: project 101101735 (AQUAREUSE)',
      expect.stringMatching(/^\/json\/project\.json item 25: project 101\d{6} \(SLUDGEZERO\)$/),
    ])
    expect(read.skips[0]!.reason).toContain('the row has 22 fields where the header has 20')
    expect(read.skips[1]!.reason).toContain('the row has 19 fields where the header has 20')
    expect(read.skips[2]!.reason).toContain("ecMaxContribution '3.412.550,00' is not an amount")
  })

  it('hands over well-formed projects', () => {
    for (const p of read.projects) {
      expect(p.external_id).toMatch(/^\d{6,9}$/)
      expect(p.source_url).toBe(`https://cordis.europa.eu/project/id/${p.external_id}`)
      expect(p.title.length).toBeGreaterThan(10)
      const sentences = p.summary!.split(/(?<=\.)\s+/).length
      expect(sentences).toBeGreaterThanOrEqual(3)
      expect(sentences).toBeLessThanOrEqual(6)
      expect(p.eu_contribution).toBeGreaterThan(0)
      expect(p.eu_contribution!).toBeLessThanOrEqual(p.total_cost! + 0.01)
      expect(p.start_date!.getTime()).toBeLessThan(SNAPSHOT.getTime())
      expect(p.end_date!.getTime()).toBeGreaterThan(p.start_date!.getTime())
      expect(p.countries!.length).toBeGreaterThan(0)
      for (const c of p.countries!) expect(c).toMatch(/^[A-Z]{2}$/)
      expect(p.countries).not.toContain('EL')
      expect(p.organisations!.length).toBeGreaterThan(0)
      expect(p.organisations![0]!.role).toBe('coordinator')
      expect(p.thematic_areas!.length).toBeGreaterThan(0)
    }
    const orgs = read.projects.flatMap((p) => p.organisations!)
    expect(orgs.filter((o) => o.sme === true).length).toBeGreaterThan(50)
    expect(new Set(orgs.map((o) => o.country)).size).toBeGreaterThanOrEqual(25)
  })

  it('aggregates grants that are closed calls with real amounts and evidence', () => {
    for (const { grant } of read.grants) {
      expect(grant.title.length).toBeGreaterThan(5)
      expect(grant.source_url).toBe(`https://cordis.europa.eu/search?q=contenttype%3D%27project%27%20AND%20topic%2Fcode%3D%27${grant.external_id}%27`)
      expect(grant.deadline!.getTime()).toBeLessThan(SNAPSHOT.getTime())
      expect(grant.deadlines).toEqual([grant.deadline])
      expect(grant.funding_amount_min).toBeGreaterThan(0)
      expect(grant.funding_amount_min!).toBeLessThanOrEqual(grant.funding_amount_max!)
      expect(grant.countries).toEqual([])
      expect(grant.company_sizes).toEqual([])
      expect(['Horizon Europe', 'H2020']).toContain(grant.programme)
      expect(grant.description).toMatch(/The call is closed: \d+ projects? (was|were) funded/)
      expect(grant.summary).toMatch(/^Closed (Horizon Europe|H2020) topic: .*\.$/)
      expect(grant.provenance?.deadline).toContain('minus one day')
      expect(grant.provenance?.title).toMatch(/^topic title from (topics\.csv|topics\.json|the project XML)/)
    }
    const climate = read.grants.filter((g) => /^(HORIZON-(CL5|CL6|MISS|EIC)-|LC-|CE-|SFS-)/.test(g.grant.external_id))
    expect(climate.length / read.grants.length).toBeGreaterThan(0.75)
    expect(read.grants.some((g) => g.grant.programme === 'H2020')).toBe(true)
  })

  it('counts a topic across the CSV and the JSON dump', () => {
    const topic = read.grants.find((g) => g.grant.external_id === 'HORIZON-CL5-2022-D3-01-02')!.grant
    const projects = read.projects.filter((p) => p.grant_external_id === 'HORIZON-CL5-2022-D3-01-02')
    expect(projects.map((p) => p.title)).toContain('Bankability of perovskite-silicon tandem modules through field testing')
    expect(topic.description).toContain(`${projects.length} projects were funded`)
    const amounts = projects.map((p) => p.eu_contribution!)
    expect(topic.funding_amount_min).toBe(Math.min(...amounts))
    expect(topic.funding_amount_max).toBe(Math.max(...amounts))
    expect(topic.title).toBe('Demonstration of innovative manufacturing of perovskite-silicon tandem PV modules')
  })
})
