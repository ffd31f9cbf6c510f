import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { generateGrants } from '../grants/grants.generate.js'
import { companyWords, createMatchingRepository } from './matching.repository.js'
import { candidateConcepts } from './scorers/concepts.js'
import type { CompanyProfile } from './scoring.js'

// A company's text, concept and sector candidates come from the search engine's index (its best-ranked
// grants, then SQL ranks those under the eligibility rules): they must be exactly the grants SQL
// alone picks, including when the index's first few hundred do not hold enough eligible ones.

const t = useTestApp()

beforeAll(async () => {
  const { grants, reference } = t.container
  await generateGrants({ grants, reference, clock: t.clock }, { count: 500, seed: 3 })
})

const company = (overrides: Partial<CompanyProfile>): CompanyProfile => ({
  id: '00000000-0000-4000-8000-000000000001', name: 'Test', country: 'DE', company_size: 'small',
  nace_codes: [], nace_paths: [], nace_descriptions: [], description: null, keywords: [],
  employee_count: null, annual_revenue: null, develops_technology: null, region: null, carbon: null,
  ...overrides,
})

const COMPANIES = [
  company({ keywords: ['heat pumps', 'energy efficiency'], description: 'A metalworks cutting its gas use.',
    nace_codes: ['25.11'], nace_paths: ['C', '25', '25.1', '25.11'] }),
  company({ country: 'FR', company_size: 'micro', keywords: ['solar', 'farm'], description: 'Family farm with solar roofs.' }),
  company({ country: 'ES', company_size: 'medium', region: 'ES61', keywords: ['hydrogen', 'trucks', 'logistics'] }),
  company({ country: 'PL', company_size: 'large', description: 'Recycling of plastics and circular packaging.',
    nace_codes: ['E'], nace_paths: ['E'] }),
  company({ country: 'AT', nace_codes: ['I'], nace_paths: ['I'], region: 'AT33' }),
  company({ country: 'IT', keywords: ['the', 'and'] }),   // stop words only: no text set
]

describe('text and sector candidates from the search index', () => {
  it('are exactly the grants SQL alone picks, whatever the limit', async () => {
    const { database, searchEngine } = t.container
    expect(await searchEngine!.warm!()).toBe(500)
    const engine = searchEngine!
    const index = {
      topicRanked: engine.topicRanked!.bind(engine),
      soonestInSectors: engine.soonestInSectors!.bind(engine),
      sharingConcepts: engine.sharingConcepts!.bind(engine),
    }
    let compared = 0
    for (const text of [3, 20, 200]) {
      const limits = { nace: text, text, carbon: 0, recent: 0, concepts: text }
      for (const profile of COMPANIES) {
        const ids = async (withIndex: boolean) => (await createMatchingRepository(database.db, withIndex ? index : undefined)
          .candidates(profile, t.clock.now(), limits)).map((g) => g.id)
        const fromSql = await ids(false)
        expect(await ids(true), `${text} ${profile.keywords.join(',')}`).toEqual(fromSql)
        // ... and the index alone named them all (no second, full SQL ranking was needed).
        const applicant = { ...profile, now: t.clock.now() }
        const named = [
          ...(await index.topicRanked(companyWords(profile), text, applicant))!.ids,
          ...(profile.nace_paths.length ? (await index.soonestInSectors(profile.nace_paths, text, applicant))!.ids : []),
          ...(await index.sharingConcepts(candidateConcepts(profile), text, applicant))!.ids,
        ]
        expect(named).toEqual(expect.arrayContaining(fromSql))
        compared += fromSql.length
      }
    }
    expect(compared).toBeGreaterThan(100)
  })

  it('names every grant among the best by SQL ts_rank, so re-ranking seldom needs all matches', async () => {
    const { database, searchEngine } = t.container
    const { selectRows } = await import('../../core/db/client.js')
    const { sql } = await import('drizzle-orm')
    for (const words of [['heat', 'pumps', 'energy'], ['solar', 'farm', 'family', 'roofs'], ['recycling', 'plastics']]) {
      const best = await selectRows<{ id: string }>(database.db, sql`
        select id from grants where topic_vector @@ to_tsquery('english', ${words.join(' | ')})
        order by ts_rank(topic_vector, to_tsquery('english', ${words.join(' | ')})) desc limit 20`)
      const ranked = await searchEngine!.topicRanked!(words, 20)   // no applicant: every grant
      expect(best.length, words.join()).toBeGreaterThan(0)
      expect(ranked!.ids, words.join()).toEqual(expect.arrayContaining(best.map((r) => r.id)))
      expect(ranked!.ids.length).toBeLessThan(40)
    }
  })
})
