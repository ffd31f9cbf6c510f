import type { Clock } from '../../core/clock.js'
import type { Db } from '../../core/db/client.js'
import { fieldErrors } from '../../core/http/errors.js'
import { FIRST_YEAR_MONTHS } from './commission.js'
import { createPartnersRepository, type TierRates } from './partners.repository.js'
import { createPayoutsRepository } from './payouts.repository.js'
import { ATTRIBUTION_DAYS } from './referrals.service.js'

// The programme's terms: the tiers' default rates the operator sets, and what the public
// programme page states. Every figure comes from the rules the code applies, never a copy.

interface Deps { db: Db; clock: Clock; holdDays: number }

export function createProgrammeService ({ db, clock, holdDays }: Deps) {
  const repo = createPartnersRepository(db)

  async function tiers () {
    const [rows, counts] = await Promise.all([repo.tiers(), createPayoutsRepository(db).tierCounts()])
    return { items: rows.map((r) => ({ ...r, ...(counts.get(r.tier) ?? { partners: 0, custom_rates: 0 }) })) }
  }

  return {
    tiers,

    /** All tiers sent or none: a list naming one tier twice is refused on the second. */
    async setTiers (operatorId: string, items: TierRates[]) {
      const seen = new Set<string>()
      const errors = items.flatMap((item, i) => {
        if (!seen.has(item.tier)) { seen.add(item.tier); return [] }
        return [{ loc: ['body', 'tiers', i, 'tier'], msg: `${item.tier} is listed twice`, type: 'duplicate' }]
      })
      if (errors.length > 0) throw fieldErrors(errors)
      const now = clock.now()
      await db.transaction(async (tx) => {
        const txRepo = createPartnersRepository(tx)
        for (const item of items) {
          const { tier, first_year_commission_rate, ongoing_commission_rate } = item   // only these fields
          await txRepo.setTier({ tier, first_year_commission_rate, ongoing_commission_rate }, operatorId, now)
        }
      })
      return tiers()
    },

    async programme () {
      const rows = await repo.tiers()
      return {
        currency: 'EUR' as const,
        tiers: rows.map(({ tier, first_year_commission_rate, ongoing_commission_rate }) =>
          ({ tier, first_year_commission_rate, ongoing_commission_rate })),
        first_year_months: FIRST_YEAR_MONTHS,
        attribution_window_days: ATTRIBUTION_DAYS,
        commission_hold_days: holdDays,
        payout_cadence: 'monthly' as const,
        payout_method: 'sepa_credit_transfer' as const,
      }
    },
  }
}
export type ProgrammeService = ReturnType<typeof createProgrammeService>
