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
