import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { grantInput, insertGrants } from '../../../test/factories.js'

// Similar grants are about the same things: a hydrogen call's neighbours are hydrogen calls, even
// from another country, before calls that only share its country.

const t = useTestApp()
const ids: Record<string, string> = {}
const spec = { thematic_areas: [], carbon_categories: [], nace_codes: [], company_sizes: [], summary: '' }

beforeAll(async () => {
  await insertGrants(t, [
    grantInput(t, {
      ...spec, external_id: 'h2-valley', title: 'Hydrogen valleys in southern Europe',
      description: 'Green hydrogen production with electrolysers for industry.', countries: ['ES'],
    }),
    grantInput(t, {
      ...spec, external_id: 'h2-makers', title: 'Electrolyser manufacturing scale-up',
      description: 'Factories for electrolysers and fuel cells.', countries: ['DE'],
    }),
    grantInput(t, {
      ...spec, external_id: 'wind', title: 'Offshore wind farms',
      description: 'Floating offshore wind turbines.', countries: ['ES'],
    }),
    grantInput(t, {
      ...spec, external_id: 'fires', title: 'Wildfire prevention',
      description: 'Forest fire risk management.', countries: ['ES'],
    }),
  ])
  const res = await t.app.inject({ url: '/api/v1/grants?page_size=100' })
  for (const g of res.json().items as { id: string; external_id: string }[]) ids[g.external_id] = g.id
})

describe('GET /grants/{grant_id}/similar', () => {
  it('ranks grants sharing the call\'s concepts before grants sharing only its country', async () => {
    const res = await t.app.inject({ url: `/api/v1/grants/${ids['h2-valley']}/similar` })
    expect(res.statusCode).toBe(200)
    const similar = (res.json() as { external_id: string }[]).map((g) => g.external_id)
    expect(similar[0]).toBe('h2-makers')
    expect(similar).toEqual(expect.arrayContaining(['wind', 'fires']))
    expect(similar).not.toContain('h2-valley')
  })
})
