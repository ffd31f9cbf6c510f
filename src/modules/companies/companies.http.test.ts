import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { signedInUser } from '../../../test/auth.js'

// Companies and carbon profiles over HTTP: CRUD, validation against the reference data, tenant
// isolation on every route.

const t = useTestApp()
const ACME = { name: 'Acme Metall GmbH', country: 'de', company_size: 'small', nace_codes: ['C25.11', '25.62'], keywords: ['heat pumps', ' retrofit ', 'heat pumps'] }

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })
  return { status: res.statusCode, body: res.body ? res.json() : null }
}

describe('companies', () => {
  it('creates a company with normalised country, NACE codes and keywords, and reads it back', async () => {
    const { headers, user } = await signedInUser(t)
    const created = await call('POST', '/companies', headers, ACME)
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: expect.any(String), tenant_id: user.tenant_id, name: 'Acme Metall GmbH', country: 'DE', company_size: 'small',
      nace_codes: ['25.11', '25.62'], keywords: ['heat pumps', 'retrofit'], description: null,
      employee_count: null, annual_revenue: null, founded_year: null, website: null, develops_technology: null, region: null,
      created_at: expect.any(String), updated_at: expect.any(String),
    })
    expect((await call('GET', `/companies/${created.body.id}`, headers)).body).toEqual(created.body)
  })

  it('lists the tenant\'s companies newest first, paged', async () => {
    const { headers } = await signedInUser(t)
    for (const name of ['First', 'Second', 'Third']) await call('POST', '/companies', headers, { ...ACME, name })
    const page1 = await call('GET', '/companies?page_size=2', headers)
    expect(page1.body).toMatchObject({ total: 3, page: 1, page_size: 2, pages: 2 })
    expect(page1.body.items.map((c: { name: string }) => c.name)).toEqual(['Third', 'Second'])
    expect((await call('GET', '/companies?page=2&page_size=2', headers)).body.items.map((c: { name: string }) => c.name)).toEqual(['First'])
  })

  it('changes only the fields sent, and null clears an optional one', async () => {
    const { headers } = await signedInUser(t)
    const { body: company } = await call('POST', '/companies', headers, { ...ACME, description: 'Sheet metal', employee_count: 40 })
    const patched = await call('PATCH', `/companies/${company.id}`, headers, { employee_count: null, nace_codes: ['C'], website: 'https://acme.example' })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ name: ACME.name, description: 'Sheet metal', employee_count: null, nace_codes: ['C'], website: 'https://acme.example' })
    expect((await call('PATCH', `/companies/${company.id}`, headers, { develops_technology: true })).body).toMatchObject({ develops_technology: true, website: 'https://acme.example' })
    expect((await call('PATCH', `/companies/${company.id}`, headers, { develops_technology: null })).body).toMatchObject({ develops_technology: null })
  })

  it.each([
    ['a missing name', { ...ACME, name: undefined }, ['body', 'name']],
    ['an empty name', { ...ACME, name: '' }, ['body', 'name']],
    ['an unknown size', { ...ACME, company_size: 'huge' }, ['body', 'company_size']],
    ['a country that is not a code', { ...ACME, country: 'Germany' }, ['body', 'country']],
    ['a country outside the reference data', { ...ACME, country: 'US' }, ['body', 'country']],
    ['an unknown NACE code', { ...ACME, nace_codes: ['C25.11', 'Z99'] }, ['body', 'nace_codes', 1]],
    ['a negative revenue', { ...ACME, annual_revenue: -1 }, ['body', 'annual_revenue']],
    ['a description over 5000 characters', { ...ACME, description: 'x'.repeat(5001) }, ['body', 'description']],
    ['develops_technology that is not true, false or null', { ...ACME, develops_technology: 'sometimes' }, ['body', 'develops_technology']],
    ['a region that is no NUTS code', { ...ACME, region: 'Köln' }, ['body', 'region']],
    ['a region of another country', { ...ACME, region: 'ITH5' }, ['body', 'region']],
    ['a Greek region under GR (NUTS writes EL)', { ...ACME, country: 'GR', region: 'GR30' }, ['body', 'region']],
  ])('refuses %s with a 422 naming the field', async (_, payload, loc) => {
    const { headers } = await signedInUser(t)
    const res = await call('POST', '/companies', headers, payload)
    expect(res.status).toBe(422)
    expect(res.body.errors.map((e: { loc: unknown }) => e.loc)).toContainEqual(loc)
  })

  it('keeps a NUTS region in upper case, checked against the country whichever of the two changes', async () => {
    const { headers } = await signedInUser(t)
    const { body: company } = await call('POST', '/companies', headers, { ...ACME, region: 'dea2' })
    expect(company.region).toBe('DEA2')
    expect((await call('POST', '/companies', headers, { ...ACME, country: 'GR', region: 'el30' })).body).toMatchObject({ country: 'GR', region: 'EL30' })
    const patch = (changes: object) => call('PATCH', `/companies/${company.id}`, headers, changes)
    // A new country must come with a region in it (or none); the stored region is checked too.
    const moved = await patch({ country: 'IT' })
    expect(moved.status).toBe(422)
    expect(moved.body.errors[0]).toMatchObject({ loc: ['body', 'region'], type: 'region_not_in_country' })
    expect((await patch({ region: 'ITH5' })).status).toBe(422)
    expect((await patch({ country: 'IT', region: 'ITH5' })).body).toMatchObject({ country: 'IT', region: 'ITH5' })
    expect((await patch({ country: 'FR', region: null })).body).toMatchObject({ country: 'FR', region: null })
    expect((await call('GET', `/companies/${company.id}`, headers)).body).toMatchObject({ country: 'FR', region: null })
  })

  it('refuses an empty PATCH and keeps the company unchanged on a bad one', async () => {
    const { headers } = await signedInUser(t)
    const { body: company } = await call('POST', '/companies', headers, ACME)
    expect((await call('PATCH', `/companies/${company.id}`, headers, {})).status).toBe(422)
    expect((await call('PATCH', `/companies/${company.id}`, headers, { name: 'New', nace_codes: ['nope'] })).status).toBe(422)
    expect((await call('GET', `/companies/${company.id}`, headers)).body.name).toBe(ACME.name)
  })

  it('deletes a company with its carbon profile', async () => {
    const { headers } = await signedInUser(t)
    const { body: company } = await call('POST', '/companies', headers, ACME)
    await call('PUT', `/companies/${company.id}/carbon-profile`, headers, { has_sbti_target: true })
    expect((await call('DELETE', `/companies/${company.id}`, headers)).status).toBe(204)
    expect((await call('GET', `/companies/${company.id}`, headers)).status).toBe(404)
    expect((await call('GET', `/companies/${company.id}/carbon-profile`, headers)).status).toBe(404)
    expect((await call('DELETE', `/companies/${company.id}`, headers)).status).toBe(404)
  })
})

describe('carbon profiles', () => {
  it('reads nulls before one is given, then replaces it with PUT', async () => {
    const { headers } = await signedInUser(t)
    const { body: company } = await call('POST', '/companies', headers, ACME)
    expect((await call('GET', `/companies/${company.id}/carbon-profile`, headers)).body).toEqual({
      company_id: company.id, reporting_year: null, scope1_emissions_tco2e: null, scope2_emissions_tco2e: null, scope3_emissions_tco2e: null,
      reduction_target_percent: null, target_year: null, has_sbti_target: null, csrd_in_scope: null, focus_categories: [], taxonomy_objectives: [], updated_at: null,
    })
    const put = await call('PUT', `/companies/${company.id}/carbon-profile`, headers, {
      reporting_year: 2025, scope1_emissions_tco2e: 1200.5, reduction_target_percent: 42, target_year: 2030, has_sbti_target: true,
      focus_categories: ['energy_efficiency', 'renewable_energy'], taxonomy_objectives: ['CCM'],
    })
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject({ scope1_emissions_tco2e: 1200.5, has_sbti_target: true, csrd_in_scope: null, focus_categories: ['energy_efficiency', 'renewable_energy'], updated_at: expect.any(String) })
    const replaced = await call('PUT', `/companies/${company.id}/carbon-profile`, headers, { csrd_in_scope: true })
    expect(replaced.body).toMatchObject({ csrd_in_scope: true, has_sbti_target: null, scope1_emissions_tco2e: null, focus_categories: [] })
    expect((await call('GET', `/companies/${company.id}/carbon-profile`, headers)).body).toEqual(replaced.body)
  })

  it.each([
    ['an unknown category', { focus_categories: ['nuclear'] }, ['body', 'focus_categories', 0]],
    ['an unknown taxonomy objective', { taxonomy_objectives: ['XYZ'] }, ['body', 'taxonomy_objectives', 0]],
    ['a target over 100 %', { reduction_target_percent: 101 }, ['body', 'reduction_target_percent']],
    ['negative emissions', { scope2_emissions_tco2e: -5 }, ['body', 'scope2_emissions_tco2e']],
  ])('refuses %s with a 422 naming the field', async (_, payload, loc) => {
    const { headers } = await signedInUser(t)
    const { body: company } = await call('POST', '/companies', headers, ACME)
    const res = await call('PUT', `/companies/${company.id}/carbon-profile`, headers, payload)
    expect(res.status).toBe(422)
    expect(res.body.errors.map((e: { loc: unknown }) => e.loc)).toContainEqual(loc)
  })
})

describe('zero, false and empty values', () => {
  it('are kept as given, not read as "unknown" (null)', async () => {
    const { headers } = await signedInUser(t)
    const created = await call('POST', '/companies', headers, { ...ACME, employee_count: 0, annual_revenue: 0, description: '', develops_technology: false })
    expect(created.body).toMatchObject({ employee_count: 0, annual_revenue: 0, description: '', develops_technology: false })
    const profile = await call('PUT', `/companies/${created.body.id}/carbon-profile`, headers, {
      scope1_emissions_tco2e: 0, reduction_target_percent: 0, has_sbti_target: false, csrd_in_scope: false,
    })
    expect(profile.body).toMatchObject({ scope1_emissions_tco2e: 0, reduction_target_percent: 0, has_sbti_target: false, csrd_in_scope: false, scope2_emissions_tco2e: null })
    const cleared = await call('PATCH', `/companies/${created.body.id}`, headers, { employee_count: null })
    expect(cleared.body).toMatchObject({ employee_count: null, annual_revenue: 0 })
    expect((await call('PATCH', `/companies/${created.body.id}`, headers, { employee_count: 'many' })).status).toBe(422)
  })
})

describe('tenant isolation', () => {
  it('answers 404 for another tenant\'s company on every route, and lists none of them', async () => {
    const owner = await signedInUser(t)
    const other = await signedInUser(t)
    const { body: company } = await call('POST', '/companies', owner.headers, ACME)
    const url = `/companies/${company.id}`
    for (const [method, path, payload] of [
      ['GET', url], ['PATCH', url, { name: 'Mine now' }], ['DELETE', url],
      ['GET', `${url}/carbon-profile`], ['PUT', `${url}/carbon-profile`, { csrd_in_scope: true }],
    ] as const) {
      expect((await call(method, path, other.headers, payload)).status, `${method} ${path}`).toBe(404)
    }
    expect((await call('GET', '/companies', other.headers)).body.total).toBe(0)
    expect((await call('GET', url, owner.headers)).body.name).toBe(ACME.name)
  })

  it('needs a signed-in user; a malformed id is a 422', async () => {
    expect((await call('GET', '/companies', {})).status).toBe(401)
    const { headers } = await signedInUser(t)
    expect((await call('GET', '/companies/not-a-uuid', headers)).status).toBe(422)
  })
})

describe('NACE codes in the spec\'s notation', () => {
  it('accepts C25 and C25.1 and stores them in Eurostat notation', async () => {
    const { headers } = await signedInUser(t)
    const created = await call('POST', '/companies', headers, { ...ACME, nace_codes: ['C25', 'c25.1', 'C 25.11'] })
    expect(created.status).toBe(201)
    expect(created.body.nace_codes).toEqual(['25', '25.1', '25.11'])
  })
})
