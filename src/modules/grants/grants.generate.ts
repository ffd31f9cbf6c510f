import type { Clock } from '../../core/clock.js'
import type { ReferenceService } from '../reference/reference.service.js'
import type { GrantsService } from './grants.service.js'
import { generateSyntheticGrants } from './synthetic-grants.js'

const BATCH = 2_000   // bounded memory: 200,000 grants never sit in memory at once

/** `grants generate`: synthetic grants (is_synthetic, external ids `synthetic-<seed>-<n>`), idempotent per seed. */
export async function generateGrants (
  deps: { grants: Pick<GrantsService, 'importGrants' | 'refreshSearch'>; reference: Pick<ReferenceService, 'countries' | 'naceCodes'>; clock: Clock },
  { count, seed }: { count: number; seed: number },
): Promise<{ inserted: number; updated: number }> {
  const countries = deps.reference.countries({}).sort((a, b) => Number(b.is_eu_member) - Number(a.is_eu_member)).map((c) => c.code)
  const naceCodes = deps.reference.naceCodes({ limit: 10_000 }).map((c) => c.code)
  const now = deps.clock.now()
  const totals = { inserted: 0, updated: 0 }
  for (let offset = 0; offset < count; offset += BATCH) {
    const batch = generateSyntheticGrants({ count: Math.min(BATCH, count - offset), seed, now, naceCodes, countries, offset })
    const written = await deps.grants.importGrants(batch, { refresh: false })
    totals.inserted += written.inserted
    totals.updated += written.updated
  }
  await deps.grants.refreshSearch()
  return totals
}
