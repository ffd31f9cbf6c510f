import { randomUUID } from 'node:crypto'
import type { GrantInput } from '../src/modules/grants/grants.service.js'
import type { TestApp } from './app.js'

const DAY = 86_400_000

/** A plausible open grant; `days` shift dates relative to the test clock. */
export function grantInput (t: TestApp, overrides: Partial<GrantInput> & { opens_in_days?: number; deadline_in_days?: number | null } = {}): GrantInput {
  const { opens_in_days = -30, deadline_in_days = 60, ...rest } = overrides
  const now = t.clock.now().getTime()
  const deadline = deadline_in_days === null ? null : new Date(now + deadline_in_days * DAY)
  return {
    source: 'eu_portal',
    external_id: `test-${randomUUID()}`,
    title: 'Support for energy efficiency in manufacturing SMEs',
    description: 'Grants for small and medium-sized enterprises investing in heat recovery and efficient motors.',
    summary: 'Co-funding for efficiency investments.',
    source_url: 'https://example.eu/call',
    funding_amount_min: 50_000,
    funding_amount_max: 500_000,
    currency: 'EUR',
    publication_date: new Date(now + (opens_in_days - 5) * DAY),
    start_date: new Date(now + opens_in_days * DAY),
    deadline,
    deadlines: deadline ? [deadline] : [],
    countries: ['DE', 'AT'],
    nace_codes: ['C25.11'],
    company_sizes: ['small', 'medium'],
    thematic_areas: ['Energy efficiency'],
    is_carbon_focused: true,
    carbon_categories: ['energy_efficiency'],
    ...rest,
  }
}

export async function insertGrants (t: TestApp, inputs: GrantInput[]): Promise<void> {
  await t.container.grants.importGrants(inputs)
}

/** Inserts grants and returns their ids in input order. */
export async function makeGrants (t: TestApp, overrides: Parameters<typeof grantInput>[1][]): Promise<string[]> {
  const inputs = overrides.map((o) => grantInput(t, o))
  await insertGrants(t, inputs)
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/grants?page_size=100` })
  const byExternal = new Map((res.json().items as { id: string; external_id: string }[]).map((g) => [g.external_id, g.id]))
  return inputs.map((i) => byExternal.get(i.external_id)!)
}
