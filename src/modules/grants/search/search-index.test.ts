import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../test/app.js'
import { grantInput, insertGrants } from '../../../../test/factories.js'
import { seedCatalogue } from '../../../../test/grant-catalogue.js'
import { generateGrants } from '../grants.generate.js'
import type { EngineRequest, GrantSearchEngine } from './engine.js'
import { createPostgresSearchEngine } from './postgres-engine.js'

// The in-memory index answers as the SQL path does (the same grants in the same order, the same
// totals and facets, under every filter and sort), and follows every write of the catalogue.

const t = useTestApp()
let sqlOnly: GrantSearchEngine

beforeAll(async () => {
  await seedCatalogue(t)
  const clock = t.clock
  await generateGrants({ grants: t.container.grants, reference: t.container.reference, clock }, { count: 400, seed: 5 })
  // Calls open to any topic cover every subject in part (index-query.ts): both paths must agree.
  await insertGrants(t, ['start-ups', 'SMEs'].map((who, i) => grantInput(t, {
    external_id: `open-topic-${i}`, title: `Accelerator for ${who}`,
    description: `Grants for ${who} with innovations from any field.`, countries: ['DE', 'FR'],
  })))
  sqlOnly = createPostgresSearchEngine(t.container.database, { memoryIndex: false })
  return () => sqlOnly.close()
})

const QUERIES = [
  'energy efficiency', 'heat pumps', 'we want to install solar panels in our bakery', 'Wasserstoff',
  'efficacité énergétique PME', 'circular economy textiles', 'energy efficiency Germany', 'SME hydrogen',
  'LIFE', 'water -irrigation', 'hydrogen OR biogas', 'renovation of buildings', 'fotowoltaika',
  'transport logistics fleets', 'catalogue-efficiency', 'wind', 'a the of', 'Wärmepumpen Bayern',
  'we want to cut our energy use', 'start-up developing AI software for hospitals', 'SME innovation heat pumps',
  'dotacje na fotowoltaikę dla firm', 'efficienza energetica per piccole imprese',
]
const FILTERS: EngineRequest['filter'][] = [
  {},
  { countries: ['DE', 'FR'] },
  { statuses: ['active', 'upcoming'], company_sizes: ['small'] },
  { open_only: true, record_types: ['call'] },
  { min_funding: 100_000, max_funding: 1_000_000, sources: ['eu_portal', 'cohesion'] },
  { carbon_categories: ['renewable_energy', 'energy_efficiency'], nace: { code: 'C25', lineage: ['C', 'C25'] } },
]
const SORTS: EngineRequest['sort'][] = [{}, { sort_by: 'deadline' }, { sort_by: 'funding_amount', sort_order: 'desc' }]

describe('the in-memory search index', () => {
  it('answers every query, filter and sort exactly as SQL does', async () => {
    const engine = t.container.searchEngine!
    expect(await engine.warm!()).toBeGreaterThan(400)
    let compared = 0
    for (const q of QUERIES) {
      for (const [i, filter] of FILTERS.entries()) {
        for (const sort of i < 2 ? SORTS : [{}]) {
          const request: EngineRequest = { q, filter, sort, limit: 20, offset: i === 1 ? 5 : 0, now: t.clock.now() }
          const fromIndex = await engine.search(request, { timeoutMs: 10_000 })
          const fromSql = await sqlOnly.search(request, { timeoutMs: 10_000 })
          expect(fromIndex, `${q} ${JSON.stringify(filter)} ${JSON.stringify(sort)}`).toEqual(fromSql)
          compared += fromSql.total > 0 ? 1 : 0
        }
      }
    }
    expect(compared).toBeGreaterThan(100)   // most combinations find something: the comparison means something
  })

  it('finds a grant written a moment ago, and one written through another process', async () => {
    const search = (engine: GrantSearchEngine, q: string) =>
      engine.search({ q, filter: {}, sort: {}, limit: 5, offset: 0, now: t.clock.now() }, { timeoutMs: 10_000 })
    // A second engine stands for another process: its own index, the same database.
    const other = createPostgresSearchEngine(t.container.database)
    try {
      expect((await search(other, 'zqxfunding')).total).toBe(0)   // its index is built, without the grant
      await insertGrants(t, [grantInput(t, { external_id: 'fresh-zqx', title: 'Zqxfunding for geothermal wells' })])
      for (const engine of [t.container.searchEngine!, other]) {
        const found = await search(engine, 'zqxfunding')
        expect(found.total).toBe(1)
      }
    } finally {
      await other.close()
    }
  })
})
