import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { signedInUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'

// The eligibility checklist every match carries, and the gate it puts on the ranking: a call the
// company cannot apply for (other applicants, other sectors, developers only) sinks below every
// call it can, in /matches and in the rule-only preview alike; a consortium is a warning.

const t = useTestApp()
let headers: Record<string, string>
let companyId: string

type Criterion = { criterion: string; status: string; call: string | null; company: string | null }
type Item = {
  grant: { external_id: string; eligibility: Record<string, unknown> }
  score: number
  eligibility: Criterion[]
  match_reasons: string[]
  match_reason_codes: { code: string }[]
}

const heat = { carbon_categories: ['energy_efficiency'], countries: ['DE'], nace_codes: [], company_sizes: [] as never[] }
beforeAll(async () => {
  await insertGrants(t, [
    grantInput(t, {
      ...heat, external_id: 'for-smes', title: 'Heat pumps for SMEs',
      description: 'Eligible applicants are small and medium-sized enterprises installing heat pumps in their premises.',
      company_sizes: ['small', 'medium'],
    }),
    grantInput(t, {
      ...heat, external_id: 'for-cities', title: 'Heat pumps in public buildings',
      description: 'Eligible applicants are municipalities and public authorities renovating public buildings with heat pumps.',
    }),
    grantInput(t, {
      ...heat, external_id: 'for-makers', title: 'Next-generation heat pump components',
      description: 'The call funds technology developers to develop and demonstrate a new heat pump compressor prototype.',
      action_types: ['HORIZON EIC Accelerator'],
    }),
    grantInput(t, {
      ...heat, external_id: 'consortium', title: 'Industrial heat pumps demonstration',
      description: 'Heat pumps for industrial process heat.', action_types: ['HORIZON Innovation Actions'],
      company_sizes: ['small', 'medium', 'large'],
    }),
    grantInput(t, {
      ...heat, external_id: 'other-sector', title: 'Heat pumps in dairy farms',
      description: 'Heat recovery and heat pumps on dairy farms.', nace_codes: ['A01.41'],
    }),
  ])
  const user = await signedInUser(t)
  headers = user.headers
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/companies', headers,
    payload: {
      name: 'Blechbau GmbH', country: 'DE', company_size: 'small', nace_codes: ['C25.11'], develops_technology: false,
      keywords: ['heat pumps'], description: 'Sheet metal fabrication; we want to install heat pumps in our hall.',
    },
  })
  companyId = res.json().id
})

const matches = async (path: string): Promise<Item[]> => {
  const res = await t.app.inject({ url: `/api/v1${path}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().items
}
const byId = (items: Item[]) => new Map(items.map((i) => [i.grant.external_id, i]))
const status = (item: Item, criterion: string) => item.eligibility.find((c) => c.criterion === criterion)?.status

describe('the eligibility checklist', () => {
  it('says per criterion met, not met, unknown or warning, with the call\'s words and the company\'s value', async () => {
    const items = byId(await matches(`/matches/${companyId}?page_size=100`))
    const sme = items.get('for-smes')!
    expect(sme.eligibility.map((c) => c.criterion)).toEqual(['applicant_type', 'company_size', 'country', 'sector', 'role', 'consortium'])
    expect(sme.eligibility).toEqual(expect.arrayContaining([
      expect.objectContaining({ criterion: 'applicant_type', status: 'met', company: 'small company' }),
      expect.objectContaining({ criterion: 'company_size', status: 'met', call: 'small, medium', company: 'small' }),
      expect.objectContaining({ criterion: 'country', status: 'met', call: 'DE', company: 'DE' }),
      expect.objectContaining({ criterion: 'sector', status: 'unknown', company: 'C25.11' }),
    ]))
    expect(status(items.get('for-cities')!, 'applicant_type')).toBe('not_met')
    expect(items.get('for-cities')!.eligibility.find((c) => c.criterion === 'applicant_type')!.call).toMatch(/public_authority/)
    expect(status(items.get('for-makers')!, 'role')).toBe('not_met')
    expect(status(items.get('consortium')!, 'consortium')).toBe('warning')
    expect(status(items.get('other-sector')!, 'sector')).toBe('not_met')
  })

  it('ranks every call the company cannot apply for below the ones it can, and says why', async () => {
    for (const path of [`/matches/${companyId}?page_size=100`, `/grants/matching/${companyId}?page_size=100`]) {
      const ranked = (await matches(path)).map((i) => i.grant.external_id)
      expect(ranked.slice(0, 2).sort(), path).toEqual(['consortium', 'for-smes'])
      expect(ranked.slice(2).sort(), path).toEqual(['for-cities', 'for-makers', 'other-sector'])
    }
    const cities = byId(await matches(`/matches/${companyId}?page_size=100`)).get('for-cities')!
    expect(cities.match_reasons[0]).toMatch(/^Not for you: applicant type/)
  })

  it('is stored with a calculated match, and every grant carries what it was read from', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/matches/calculate', headers, payload: { company_id: companyId } })
    const stored = await matches(`/matches?company_id=${companyId}&page_size=100`)
    expect(stored).toHaveLength(5)
    const cities = byId(stored).get('for-cities')!
    expect(status(cities, 'applicant_type')).toBe('not_met')
    expect(cities.grant.eligibility).toMatchObject({ applicant_types: { values: ['public_authority'] } })
    expect(byId(stored).get('for-makers')!.grant.eligibility).toMatchObject({
      beneficiary_role: { value: 'developers' }, consortium: { required: false },
    })
  })
})

describe('who the company is', () => {
  it('reads a utility from its activity: a water utility may apply for a call for water utilities', async () => {
    await insertGrants(t, [grantInput(t, {
      ...heat, external_id: 'for-utilities', title: 'Reducing water losses in supply networks',
      description: 'Eligible applicants are water utilities reducing leakage in their distribution networks.',
    })])
    const utility = await t.app.inject({
      method: 'POST', url: '/api/v1/companies', headers,
      payload: { name: 'Stadtwerke Wasser GmbH', country: 'DE', company_size: 'medium', nace_codes: ['E36.00'] },
    })
    const checklist = async (company: string) => {
      const items = byId(await matches(`/matches/${company}?page_size=100`))
      return items.get('for-utilities')!.eligibility.find((c) => c.criterion === 'applicant_type')!
    }
    expect(await checklist(utility.json().id)).toMatchObject({
      status: 'met', call: expect.stringMatching(/infrastructure_operator/), company: expect.stringMatching(/36\.00/),
    })
    expect(await checklist(companyId)).toMatchObject({ status: 'not_met', company: 'small company' })
  })

  it('lets a company that develops technology apply for a call for adopters; warns an adopter of an innovation action', async () => {
    await insertGrants(t, [grantInput(t, {
      ...heat, source: 'cohesion', record_type: 'programme', external_id: 'sme-investment',
      title: 'Energy efficiency and demonstration projects in SMEs in Bayern (ERDF, Bavaria 2021-2027)',
      description: 'ERDF operations: SMEs insulating their halls and installing heat pumps.',
    })])
    const maker = await t.app.inject({
      method: 'POST', url: '/api/v1/companies', headers,
      payload: { name: 'Kompressor Labs GmbH', country: 'DE', company_size: 'small', nace_codes: ['C28.13'], develops_technology: true },
    })
    const role = async (company: string, grant: string) =>
      byId(await matches(`/matches/${company}?page_size=100`)).get(grant)!.eligibility.find((c) => c.criterion === 'role')
    expect(await role(maker.json().id, 'sme-investment')).toMatchObject({ status: 'met', company: 'develops technology' })
    expect(await role(companyId, 'sme-investment')).toMatchObject({ status: 'met', call: expect.stringMatching(/adopters/) })
    // An innovation action demonstrates at adopters' sites; the EIC Accelerator funds developers only.
    expect(await role(companyId, 'consortium')).toMatchObject({ status: 'warning', call: expect.stringMatching(/Innovation Actions/) })
    expect((await role(companyId, 'for-makers'))!.status).toBe('not_met')
    // The warning costs a tenth of the score (the preview's formula, eligibility-check.ts).
    const previewed = (await matches(`/grants/matching/${companyId}?page_size=100`)) as (Item & {
      rule_score: number; semantic_score: number
    })[]
    const ia = previewed.find((i) => i.grant.external_id === 'consortium')!
    const unknown = status(ia, 'applicant_type') === 'unknown' ? 0.03 : 0
    expect(ia.score).toBeCloseTo((0.6 * ia.rule_score + 0.4 * ia.semantic_score) * 0.9 - unknown, 3)
  })

  it('warns, without sinking the call, when the sectors are only our reading of its words', async () => {
    await insertGrants(t, [grantInput(t, {
      ...heat, external_id: 'tourism-read', title: 'Heat pumps for hotels',
      description: 'The call supports tourism SMEs replacing boilers with heat pumps.',
      // As ingestion reads sectors from a call's words (grants/eligibility.ts).
      nace_codes: ['55', '56', '79'], provenance: { nace_codes: 'text: "tourism smes" (tourism/hospitality) → 55, 56, 79' },
    })])
    const items = byId(await matches(`/matches/${companyId}?page_size=100`))
    const read = items.get('tourism-read')!
    expect(read.grant.eligibility).toMatchObject({ target_sectors: { nace: expect.arrayContaining(['55']) } })
    expect(read.eligibility.find((c) => c.criterion === 'sector')).toMatchObject({ status: 'warning', company: 'C25.11' })
    expect(read.score).toBeGreaterThan(items.get('other-sector')!.score)   // stated sectors still gate
    expect(status(items.get('other-sector')!, 'sector')).toBe('not_met')
  })

  it('asks a company that has not said whether it develops technology, at half what an adopter loses', async () => {
    await insertGrants(t, [grantInput(t, {
      ...heat, external_id: 'pilot-words', title: 'Pilots of breakthrough technologies for heat pumps',
      description: 'Technology developers validate breakthrough heat pump technologies at pilot scale in an industrial environment.',
    })])
    const unstated = await t.app.inject({
      method: 'POST', url: '/api/v1/companies', headers,
      payload: { name: 'Werkstatt Huber', country: 'DE', company_size: 'small', nace_codes: ['C25.11'], keywords: ['heat pumps'] },
    })
    const previewed = byId(await matches(`/grants/matching/${unstated.json().id}?page_size=100`)) as Map<string, Item & {
      rule_score: number; semantic_score: number
    }>
    const factor = (i: Item & { rule_score: number; semantic_score: number }) =>
      (i.score + (status(i, 'applicant_type') === 'unknown' ? 0.03 : 0)) / (0.6 * i.rule_score + 0.4 * i.semantic_score)
    // The EIC Accelerator admits developers only: an adopter keeps 30%, a company that has not said 65%.
    const eic = previewed.get('for-makers')!
    expect(eic.eligibility.find((c) => c.criterion === 'role')).toMatchObject({ status: 'warning', company: null })
    expect(eic.match_reasons[0]).toMatch(/say in your profile whether you develop technology/)
    expect(factor(eic)).toBeCloseTo(0.65, 2)
    // An innovation action, or a call whose words name developers (a pilot needs an industrial
    // host): an adopter keeps 90%, a company that has not said 95%.
    expect(factor(previewed.get('consortium')!)).toBeCloseTo(0.95, 2)
    expect(previewed.get('pilot-words')!.grant.eligibility).toMatchObject({ beneficiary_role: { value: 'developers', only: false } })
    const adopter = byId(await matches(`/matches/${companyId}?page_size=100`)).get('pilot-words')!
    expect(status(adopter, 'role')).toBe('warning')
  })

  it('warns every company of a coordination and support action: networks and studies, not its own project', async () => {
    await insertGrants(t, [grantInput(t, {
      ...heat, external_id: 'csa', title: 'Heat pumps for SMEs: a network of installers',
      description: 'The coordination action brings together installers and SMEs to share heat pump know-how.',
      action_types: ['HORIZON Coordination and Support Actions'],
    })])
    const unstated = await t.app.inject({
      method: 'POST', url: '/api/v1/companies', headers,
      payload: { name: 'Werkstatt Maier', country: 'DE', company_size: 'small', nace_codes: ['C25.11'], keywords: ['heat pumps'] },
    })
    for (const company of [companyId, unstated.json().id as string]) {
      const csa = byId(await matches(`/grants/matching/${company}?page_size=100`)).get('csa')! as Item & {
        rule_score: number; semantic_score: number
      }
      expect(csa.grant.eligibility).toMatchObject({ beneficiary_role: { value: 'support', only: false } })
      expect(csa.eligibility.find((c) => c.criterion === 'role'))
        .toMatchObject({ status: 'warning', call: expect.stringMatching(/coordination and support/) })
      // A tenth off, whether or not the company said it develops technology.
      const unknown = status(csa, 'applicant_type') === 'unknown' ? 0.03 : 0
      expect(csa.score).toBeCloseTo((0.6 * csa.rule_score + 0.4 * csa.semantic_score) * 0.9 - unknown, 3)
    }
  })

  it('scores a call open to any topic as about the subject of a company that develops technology', async () => {
    await insertGrants(t, [grantInput(t, {
      ...heat, external_id: 'open-topic', title: 'Open innovation grants',
      description: 'Proposals can come from any technology or sector.', carbon_categories: [],
    })])
    const maker = await t.app.inject({
      method: 'POST', url: '/api/v1/companies', headers,
      payload: { name: 'Sensorik Labs GmbH', country: 'DE', company_size: 'small', nace_codes: ['C26.51'], develops_technology: true },
    })
    const semantic = async (company: string) => {
      const items = (await matches(`/grants/matching/${company}?page_size=100`)) as (Item & { semantic_score: number })[]
      return items.find((i) => i.grant.external_id === 'open-topic')!.semantic_score
    }
    expect(await semantic(maker.json().id)).toBe(0.75)
    expect(await semantic(companyId)).toBe(0.3)   // adopts technology: the floor of every company
  })

  it('reads no applicant from an expected outcome copied into the summary: it names who benefits', async () => {
    const outcome = 'Public authorities and companies reuse environmental and product data to check compliance.'
    await insertGrants(t, [grantInput(t, {
      ...heat, external_id: 'data-space', title: 'Green Deal data space', summary: outcome,
      description: `Expected Outcome:\n\n${outcome}\n\nScope:\n\nThe action connects existing data infrastructures.`,
    })])
    const item = byId(await matches(`/matches/${companyId}?page_size=100`)).get('data-space')!
    expect(item.grant.eligibility).toMatchObject({ applicant_types: { values: [], evidence: null } })
    expect(status(item, 'applicant_type')).toBe('unknown')
    expect(item.match_reason_codes.map((r) => r.code)).toContain('applicant_unknown')
  })
})
