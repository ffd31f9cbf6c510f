import type { TestApp } from './app.js'
import { grantInput, insertGrants } from './factories.js'

type GrantSpec = NonNullable<Parameters<typeof grantInput>[1]> & { cutoffs_in_days?: number[] }

// A small catalogue whose every answer is known, seeded once per test file. The test clock stands
// at 2026-03-02T09:00Z; days are relative to it.

const DAY = 86_400_000

export const CATALOGUE = {
  efficiency: { title: 'Energy efficiency in manufacturing', source: 'eu_portal', countries: ['DE', 'AT'], nace_codes: ['C25.11'], company_sizes: ['small', 'medium'], funding_amount_min: 50_000, funding_amount_max: 500_000, deadline_in_days: 60 },
  hydrogen: { title: 'Hydrogen valleys for industrial decarbonisation', description: 'Large hydrogen projects replacing fossil feedstock in chemicals.', source: 'cordis', countries: ['FR'], nace_codes: ['20'], company_sizes: ['large'], funding_amount_min: 1_000_000, funding_amount_max: 10_000_000, deadline_in_days: -10, carbon_categories: ['hydrogen'], thematic_areas: ['Hydrogen'] },
  solar: { title: 'Solar rooftops for small businesses in Spain', description: 'Renewable energy installations on commercial roofs.', summary: 'Photovoltaics for micro and small firms.', source: 'cohesion', countries: ['ES'], nace_codes: ['D'], company_sizes: ['micro', 'small'], funding_amount_min: 10_000, funding_amount_max: 100_000, opens_in_days: 5, deadline_in_days: 90, carbon_categories: ['renewable_energy'], thematic_areas: ['Solar power'] },
  circular: { title: 'Circular economy innovation voucher', description: 'Vouchers for redesigning products for reuse and repair.', summary: 'Three cut-offs a year.', source: 'innovate_uk', countries: ['GB'], nace_codes: [], company_sizes: ['small'], funding_amount_min: null, funding_amount_max: null, currency: 'GBP', deadline_in_days: 40, cutoffs_in_days: [-20, 10, 40], carbon_categories: ['circular_economy'], thematic_areas: ['Circular economy'] },
  foerderung: { title: 'Förderung von Energieeffizienz in kleinen Unternehmen', description: 'Zuschüsse für Wärmerückgewinnung und effiziente Antriebe in Betrieben des verarbeitenden Gewerbes.', summary: 'Investitionszuschuss.', source: 'eu_portal', countries: ['DE'], nace_codes: ['C'], company_sizes: [], funding_amount_min: 20_000, funding_amount_max: 200_000, deadline_in_days: 20 },
  water: { title: 'Water management in agriculture', description: 'Drip irrigation and water reuse on farms.', summary: 'Rolling call, no deadline.', source: 'cohesion', countries: [], nace_codes: ['01.1'], company_sizes: ['medium'], funding_amount_min: 200_000, funding_amount_max: 2_000_000, deadline_in_days: null, carbon_categories: ['water_management'], is_carbon_focused: true },
  retrofit: { title: 'Retrofit 100% of public_buildings <fast>', description: 'Deep renovation of buildings to near-zero energy.', source: 'eu_portal', countries: ['IT'], nace_codes: ['F41.2'], company_sizes: ['large'], funding_amount_min: 1_000_000, funding_amount_max: 1_000_000, deadline_in_days: 200, carbon_categories: ['green_buildings'] },
  transport: { title: 'Sustainable transport for logistics fleets', description: 'Electric vans and cargo bikes for delivery companies.', source: 'eu_portal', countries: ['DE'], nace_codes: ['H49'], company_sizes: ['medium', 'large'], funding_amount_min: 300_000, funding_amount_max: 3_000_000, deadline_in_days: 5, is_carbon_focused: false, carbon_categories: [], thematic_areas: ['Mobility'] },
} satisfies Record<string, GrantSpec>

export type GrantName = keyof typeof CATALOGUE
export const ALL = Object.keys(CATALOGUE) as GrantName[]

export async function seedCatalogue (t: TestApp): Promise<Record<GrantName, string>> {
  const now = t.clock.now().getTime()
  const inputs = ALL.map((name) => {
    const { cutoffs_in_days: cutoffs, ...spec }: GrantSpec = CATALOGUE[name]
    const input = grantInput(t, { ...spec, external_id: `catalogue-${name}` })
    if (cutoffs) input.deadlines = cutoffs.map((d) => new Date(now + d * DAY))
    return input
  })
  await insertGrants(t, inputs)
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/grants?page_size=100' })
  const ids = new Map((res.json().items as { id: string; external_id: string }[]).map((g) => [g.external_id, g.id]))
  return Object.fromEntries(ALL.map((name) => [name, ids.get(`catalogue-${name}`)!])) as Record<GrantName, string>
}

/** Names of the grants in a response's items, in order. */
export function namesOf (ids: Record<GrantName, string>, items: { id: string }[]): string[] {
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]))
  return items.map((i) => byId.get(i.id) ?? i.id)
}
