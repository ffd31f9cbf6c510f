import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { grantInput, insertGrants } from '../../../test/factories.js'

// A call open to any topic (the EIC Accelerator Open, Innovate UK Smart) names no subject a query
// could share, yet it is a start-up's first answer: it covers every subject of a query in part,
// and is found through what else the query names (who applies), never by a subject alone.

const t = useTestApp()
const GRANTS = {
  accelerator: {
    title: 'Accelerator for start-ups', description: 'Grants for start-ups with breakthrough innovations from any field.',
  },
  robots: { title: 'Robots for warehouses', description: 'Automation of logistics warehouses.' },
  catering: { title: 'Start-up support for hospital catering', description: 'Start-ups supplying meals to hospitals.' },
}
const names = new Map<string, string>()

beforeAll(async () => {
  await insertGrants(t, Object.entries(GRANTS).map(([name, spec]) => {
    const input = grantInput(t, { thematic_areas: [], carbon_categories: [], summary: '', nace_codes: [], company_sizes: [], ...spec })
    names.set(input.external_id, name)
    return input
  }))
})

const q = async (text: string, path = 'search') => {
  const res = await t.app.inject({ url: `/api/v1/grants/${path}?q=${encodeURIComponent(text)}` })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().items as { external_id: string }[]).map((g) => names.get(g.external_id))
}

describe('a call open to any topic', () => {
  it('is tagged as such, from its own words', async () => {
    const res = await t.app.inject({ url: '/api/v1/grants?q=accelerator' })
    const grant = res.json().items[0]
    expect(grant.eligibility.target_sectors.any_sector).toBe(true)
  })

  it('answers a start-up\'s sentence before a start-up call sharing only its sector', async () => {
    expect(await q('we are a start-up developing AI software for hospitals')).toEqual(['accelerator', 'catering'])
    // A quoted phrase runs the query in SQL, which must rank the same way.
    expect(await q('"start-ups" developing AI software for hospitals')).toEqual(['accelerator', 'catering'])
  })

  it('is no answer to a subject alone', async () => {
    expect(await q('warehouse robots')).toEqual(['robots'])
    expect(await q('artificial intelligence')).toEqual([])
  })
})
