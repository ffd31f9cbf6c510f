import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { ConnectorContext, ConnectorItem, GrantDraft } from '../connector.js'
import { topicBudget } from './budget.js'
import { euPortalConnector } from './eu-portal.connector.js'

// The verbatim research fixture: a real SEDIA search response cut to 2 of its 9 results by the
// research, with `descriptionByte` and `budgetOverview` already cut mid-value by the upstream author.
const FIXTURE = fileURLToPath(new URL('../data/fixtures/eu_portal/sedia_search_response_topics_excerpt.json', import.meta.url))
const quiet = { info () {}, warn () {}, error () {}, debug () {} }
const ctx: ConnectorContext = { fetch: () => Promise.reject(new Error('no network in tests')), retry: (_what, call) => call(), since: null, log: quiet }

async function readAll (path: string): Promise<ConnectorItem[]> {
  const items: ConnectorItem[] = []
  for await (const item of euPortalConnector.readFiles(path, ctx)) items.push(item)
  return items
}
const grantsOf = (items: ConnectorItem[]) => items.flatMap((i) => (i.kind === 'grant' ? [i.grant] : []))

describe('eu_portal: the SEDIA search response fixture', () => {
  it('reads both results as grants and skips nothing', async () => {
    const items = await readAll(FIXTURE)
    expect(items.map((i) => i.kind)).toEqual(['grant', 'grant'])
  })

  it('maps the Mission Soil topic (forthcoming, two-stage, cut description and budget) field by field', async () => {
    const soil = grantsOf(await readAll(FIXTURE)).find((g) => g.external_id === 'HORIZON-MISS-2027-05-SOIL-01-two-stage')!
    expect(soil.title).toBe('Living labs to enhance soil health in Continental, Black Sea, Pannonian and Steppic biogeographical regions')
    expect(soil.source_url).toBe('https://ec.europa.eu/info/funding-tenders/opportunities/portal/screen/opportunities/topic-details/HORIZON-MISS-2027-05-SOIL-01-two-stage')
    // Summary: the first paragraph that is not the "Expected Outcome:" heading, footnote marker gone.
    expect(soil.summary).toBe('Activities under this topic respond directly to the goal of the Mission Soil to set up 100 living labs and lighthouses to lead the transition to healthy soils by 2030 and support its specific objectives.')
    expect(soil.description?.startsWith('Expected Outcome:\n\nActivities under this topic')).toBe(true)
    expect(soil.description).not.toMatch(/<|>|\[1\]/)
    expect(soil.description).toContain('EU Soil Strategy for 2030')
    // Forthcoming: opening in the future carries the status; the two cut-offs are kept, the final one
    // is the deadline; each closes at 17:00 Brussels time (summer time: 15:00 UTC).
    expect(soil.start_date).toEqual(new Date('2027-02-04T00:00:00Z'))
    expect(soil.deadlines).toEqual([new Date('2027-04-08T15:00:00Z'), new Date('2027-09-14T15:00:00Z')])
    expect(soil.deadline).toEqual(new Date('2027-09-14T15:00:00Z'))
    expect(soil.publication_date).toBeNull()
    expect(soil.end_date).toBeNull()
    // The budget map was cut before this topic's own action: no amount is guessed, and that is said.
    expect(soil.funding_amount_min).toBeNull()
    expect(soil.funding_amount_max).toBeNull()
    expect(soil.provenance?.funding_amount).toMatch(/cut short in the source before this topic's action/)
    expect(soil.currency).toBe('EUR')
    expect(soil.programme).toBe('Horizon Europe')
    expect(soil.provenance?.programme).toBeUndefined()   // decoded from frameworkProgramme 43108390, not from the prefix
    expect(soil.keywords).toEqual(['EU Mission: A Soil Deal for Europe', 'HORIZON Research and Innovation Actions', 'Supporting the implementation of the Soil Deal for Europe Mission'])
    expect(soil.thematic_areas).toEqual([
      'Agriculture', 'Agriculture related to crop production, soil biology and cultivation, applied plant biology',
      'Ecosystem services provided by soils', 'Soil biodiversity', 'Soil chemistry', 'Soil conservation',
      'Biogeographical region', 'Black Sea', 'Bottom Up', 'Co-creation', 'Continental', 'Integrated sciences', 'Interdisciplinary',
      'SSH', 'AI', 'DigitalAgenda', 'MultiActorApproach',
    ])
    expect([soil.countries, soil.nace_codes, soil.company_sizes]).toEqual([[], [], []])
    expect(soil.funding_rate_min ?? null).toBeNull()
    expect((soil as GrantDraft & { is_carbon_focused?: boolean }).is_carbon_focused).toBeUndefined()
  })

  it('maps the legacy SEDIA_PRD_CENTRICITY row (keywords as a JSON string, topicDetails URL)', async () => {
    const legacy = grantsOf(await readAll(FIXTURE)).find((g) => g.external_id === 'HORIZON-CL2-2024-TRANSFORMATIONS-01-08')!
    const areas = legacy.thematic_areas ?? []
    expect(legacy.title).toBe('Arts and cultural awareness and expression in education and training')
    // Built from the identifier, not the row's `url` (which points to the topicDetails JSON).
    expect(legacy.source_url).toBe('https://ec.europa.eu/info/funding-tenders/opportunities/portal/screen/opportunities/topic-details/HORIZON-CL2-2024-TRANSFORMATIONS-01-08')
    expect(legacy.description).toBe('')
    expect(legacy.summary).toBe('')
    expect(legacy.start_date).toEqual(new Date('2023-10-04T00:00:00Z'))
    expect(legacy.deadline).toEqual(new Date('2024-02-07T17:00:00Z'))
    expect(legacy.deadlines).toEqual([new Date('2024-02-07T17:00:00Z')])
    // keywords[0] is a JSON list with case-variant repeats and the topic's own id: decoded and cleaned.
    expect(legacy.thematic_areas).toContain('New European Bauhaus')
    expect(areas.filter((t) => t.toLowerCase() === 'studies on film, radio and television')).toEqual(['Studies on Film, Radio and Television'])
    expect(areas.filter((t) => t === 'Gender research')).toHaveLength(1)
    expect(legacy.thematic_areas).not.toContain('HORIZON-CL2-2024-TRANSFORMATIONS-01-08')
    expect(areas.slice(-2)).toEqual(['SSH', 'NEB'])
    expect(legacy.thematic_areas).toHaveLength(24)
    expect(legacy.programme).toBe('Horizon Europe')
    expect(legacy.keywords).toEqual(['Horizon Europe Cluster 2: Culture, Creativity and Inclusive Society', 'HORIZON Research and Innovation Actions'])
  })

  it('recovers the complete actions of the cut budgetOverview for the sibling topics it does hold', async () => {
    const body = JSON.parse(await readFile(FIXTURE, 'utf8')) as { results: { metadata: { budgetOverview: string[] } }[] }
    const raw = body.results[0]!.metadata.budgetOverview[0]!
    expect(() => JSON.parse(raw)).toThrow()
    const soil02 = topicBudget(raw, 'HORIZON-MISS-2027-05-SOIL-02-two-stage')!
    expect([soil02.min, soil02.max]).toEqual([12_000_000, 12_000_000])
    expect(soil02.deadlineDates).toEqual(['2027-04-08', '2027-09-14'])
    expect(soil02.note).toMatch(/complete part/)
    // The action cut inside its budgetYearMap still has both contributions, read to their end.
    const soil06 = topicBudget(raw, 'HORIZON-MISS-2027-05-SOIL-06-two-stage')!
    expect([soil06.min, soil06.max]).toEqual([7_000_000, 7_000_000])
  })
})
