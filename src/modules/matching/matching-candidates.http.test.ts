import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { signedInUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'

// Which grants a company with nothing to match on (no NACE codes, text or carbon focus) is shown:
// only the "newest" look-up of the candidate set applies (50 grants), and grants imported together
// are ordered by publication date, then by their source key — never by their random ids, so the
// same catalogue gives the same list on every database it is loaded into. And a company whose
// words share nothing with a call's but name the same concept (Dutch "warmtepompen", an English
// heat-pump call) still has it among its candidates.

const t = useTestApp()
const DAY = 86_400_000
let headers: Record<string, string>
let companyId: string

beforeAll(async () => {
  const now = t.clock.now().getTime()
  // 53 grants in one import, call-i published i days ago, except that call-49 and call-50 share
  // a date: the 50th place is theirs to split.
  await insertGrants(t, Array.from({ length: 53 }, (_, i) => grantInput(t, {
    external_id: `call-${String(i).padStart(2, '0')}`, title: `Call ${i}`, nace_codes: [], carbon_categories: [], is_carbon_focused: false,
    publication_date: new Date(now - (i === 50 ? 49 : i) * DAY),
  })))
  ;({ headers } = await signedInUser(t))
  const company = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers, payload: { name: 'Blank GmbH', country: 'DE', company_size: 'small' } })
  companyId = company.json().id
})

describe('a company with nothing to match on', () => {
  it('sees the 50 latest-published grants, ties broken by source key', async () => {
    const res = await t.app.inject({ url: `/api/v1/matches/${companyId}?page_size=100`, headers })
    expect(res.statusCode).toBe(200)
    const ids = (res.json().items as { grant: { external_id: string } }[]).map((m) => m.grant.external_id).sort()
    expect(ids).toHaveLength(50)
    // call-0 to call-48, then call-49 before call-50 by key; the two oldest are left out.
    expect(ids).toContain('call-49')
    for (const out of ['call-50', 'call-51', 'call-52']) expect(ids).not.toContain(out)
  })
})

describe('a company writing in another language', () => {
  it('is offered a call naming its concepts, with no word in common and no NACE code', async () => {
    // An old heat-pump call, then 55 newer Dutch calls that fill the "newest" look-up.
    const now = t.clock.now().getTime()
    const long = new Date(now - 400 * DAY)
    await insertGrants(t, [grantInput(t, {
      external_id: 'heat-pump-rollout', title: 'Accelerating the deployment of heat pumps in existing buildings', countries: ['NL'],
      nace_codes: [], carbon_categories: [], is_carbon_focused: false, publication_date: long,
    })])
    await insertGrants(t, Array.from({ length: 55 }, (_, i) => grantInput(t, {
      external_id: `nl-call-${i}`, title: `Call ${i}`, countries: ['NL'], nace_codes: [], carbon_categories: [],
      is_carbon_focused: false, publication_date: new Date(now - i * DAY),
    })))
    const payload = {
      name: 'Installatiebedrijf Van Dijk', country: 'NL', company_size: 'small',
      description: 'Installatiebedrijf, cv-ketels en warmtepompen',
    }
    const company = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers, payload })
    const res = await t.app.inject({ url: `/api/v1/matches/${company.json().id}?page_size=100`, headers })
    expect(res.statusCode).toBe(200)
    const ids = (res.json().items as { grant: { external_id: string } }[]).map((m) => m.grant.external_id)
    expect(ids).toContain('heat-pump-rollout')
  })
})

describe('a company in a trade', () => {
  it('is offered a call for the group its trade belongs to, not one for the whole economy', async () => {
    // An old call for craft businesses, one for manufacturing in general, then 55 newer calls.
    const now = t.clock.now().getTime()
    const long = new Date(now - 400 * DAY)
    await insertGrants(t, [
      grantInput(t, {
        external_id: 'craft-skills', title: 'Green skills for craft businesses', countries: ['AT'],
        nace_codes: [], carbon_categories: [], is_carbon_focused: false, publication_date: long,
      }),
      grantInput(t, {
        external_id: 'manufacturing-only', title: 'Digital twins for manufacturing', countries: ['AT'],
        nace_codes: [], carbon_categories: [], is_carbon_focused: false, publication_date: long,
      }),
    ])
    await insertGrants(t, Array.from({ length: 55 }, (_, i) => grantInput(t, {
      external_id: `at-call-${i}`, title: `Call ${i}`, countries: ['AT'], nace_codes: [], carbon_categories: [],
      is_carbon_focused: false, publication_date: new Date(now - i * DAY),
    })))
    const payload = { name: 'Tischlerei Gruber', country: 'AT', company_size: 'small', description: 'Tischlerei mit 5 Mitarbeitern' }
    const company = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers, payload })
    const res = await t.app.inject({ url: `/api/v1/matches/${company.json().id}?page_size=100`, headers })
    expect(res.statusCode).toBe(200)
    const ids = (res.json().items as { grant: { external_id: string } }[]).map((m) => m.grant.external_id)
    expect(ids).toContain('craft-skills')
    expect(ids).not.toContain('manufacturing-only')
  })
})

describe('a company known by its NACE code alone', () => {
  it('is offered a call for its sector, which the code\'s formal description does not name', async () => {
    // "Beverage serving activities" (56.30) names no pub; the lexicon's sectors list their codes.
    const now = t.clock.now().getTime()
    await insertGrants(t, [grantInput(t, {
      external_id: 'pub-audits', title: 'Energy audits for pubs and bars', countries: ['IE'],
      nace_codes: [], carbon_categories: [], is_carbon_focused: false, publication_date: new Date(now - 400 * DAY),
    })])
    await insertGrants(t, Array.from({ length: 55 }, (_, i) => grantInput(t, {
      external_id: `ie-call-${i}`, title: `Call ${i}`, countries: ['IE'], nace_codes: [], carbon_categories: [],
      is_carbon_focused: false, publication_date: new Date(now - i * DAY),
    })))
    const payload = { name: 'The Stag', country: 'IE', company_size: 'small', nace_codes: ['56.30'] }
    const company = await t.app.inject({ method: 'POST', url: '/api/v1/companies', headers, payload })
    const res = await t.app.inject({ url: `/api/v1/matches/${company.json().id}?page_size=100`, headers })
    expect(res.statusCode).toBe(200)
    const ids = (res.json().items as { grant: { external_id: string } }[]).map((m) => m.grant.external_id)
    expect(ids).toContain('pub-audits')
  })
})
