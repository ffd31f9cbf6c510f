import { randomBytes } from 'node:crypto'
import type { Clock } from '../../core/clock.js'
import type { Db } from '../../core/db/client.js'
import { fieldErrors } from '../../core/http/errors.js'
import type { PartnerPrincipal } from '../../core/http/auth.js'
import { ibanProblem, normalisePayoutDetails, type PayoutDetailsInput, type SkipReason } from './payout-details.js'
import { nothingToPay, sepaNotConfigured } from './partners.errors.js'
import { createPayoutsRepository, type PayoutDetailsView } from './payouts.repository.js'
import { sepaXml, type SepaAccount } from './sepa.js'

// Partners' payout details, and the payout run of a period: who is paid how much, who is skipped
// and why, and the SEPA credit-transfer file the operator uploads to the bank.

interface Deps { db: Db; clock: Clock; debtor: SepaAccount | null }


interface PartnerSum { partner_id: string; partner_company: string; referral_code: string; amount: number; commission_ids: string[] }
export interface PayoutRun {
  period: string
  currency: 'EUR'
  number_of_transactions: number
  control_sum: number
  transfers: (PartnerSum & { account_holder: string; iban: string; bic: string | null })[]
  skipped: (PartnerSum & { reason: SkipReason })[]
}

const EMPTY_DETAILS = {
  account_holder: null, iban: null, bic: null, vat_id: null, address_line: null, postal_code: null, city: null, country: null,
  updated_at: null,
}

export function createPayoutsService ({ db, clock, debtor }: Deps) {
  const repo = createPayoutsRepository(db)

  /** Approved commissions of the period summed per partner in cents (refunds netted), each sorted into paid or skipped. */
  async function run (period: string): Promise<PayoutRun & { cents: Map<string, number> }> {
    const rows = await repo.approvedWithDetails(period)
    const byPartner = new Map<string, typeof rows>()
    for (const row of rows) byPartner.set(row.partner_id, [...(byPartner.get(row.partner_id) ?? []), row])
    const result: PayoutRun & { cents: Map<string, number> } = {
      period, currency: 'EUR', number_of_transactions: 0, control_sum: 0, transfers: [], skipped: [], cents: new Map(),
    }
    let total = 0
    for (const [partnerId, items] of byPartner) {
      const first = items[0]!
      const cents = items.reduce((sum, c) => sum + Math.round(c.amount * 100), 0)
      const sum: PartnerSum = {
        partner_id: partnerId, partner_company: first.partner_company, referral_code: first.referral_code,
        amount: cents / 100, commission_ids: items.map((c) => c.id),
      }
      const reason: SkipReason | null = items.some((c) => c.currency !== 'EUR') ? 'not_eur'
        : cents <= 0 ? 'nothing_to_pay'
          : !first.iban || !first.account_holder ? 'no_payout_details'
            : ibanProblem(first.iban) ? 'invalid_iban' : null
      if (reason) { result.skipped.push({ ...sum, reason }); continue }
      result.transfers.push({ ...sum, account_holder: first.account_holder!, iban: first.iban!, bic: first.bic })
      result.cents.set(partnerId, cents)
      total += cents
    }
    result.number_of_transactions = result.transfers.length
    result.control_sum = total / 100
    return result
  }

  return {
    async details (partnerId: string): Promise<PayoutDetailsView | typeof EMPTY_DETAILS> {
      return (await repo.details(partnerId)) ?? EMPTY_DETAILS
    },

    /** The operator's view: null when the partner has entered none. */
    detailsOrNull: async (partnerId: string): Promise<PayoutDetailsView | null> => (await repo.details(partnerId)) ?? null,

    async saveDetails (principal: PartnerPrincipal, input: PayoutDetailsInput): Promise<PayoutDetailsView> {
      const checked = normalisePayoutDetails(input)
      if ('errors' in checked) throw fieldErrors(checked.errors)
      return repo.saveDetails(principal.partner_id, checked.value, clock.now())
    },

    async payoutRun (period: string): Promise<PayoutRun> {
      const { cents: _c, ...summary } = await run(period)
      return summary
    },

    /**
     * The pain.001 file of the period's payout run. Nothing is marked paid here: the operator does
     * that once the bank has executed the file, with its message id as the payout reference.
     */
    async sepa (period: string, executionDate: string | undefined) {
      if (!debtor) {
        throw sepaNotConfigured(
          'Set SEPA_DEBTOR_NAME and SEPA_DEBTOR_IBAN (and optionally SEPA_DEBTOR_BIC): the account the platform pays from',
        )
      }
      const now = clock.now()
      const today = now.toISOString().slice(0, 10)
      if (executionDate !== undefined && executionDate < today) {
        throw fieldErrors([{ loc: ['query', 'execution_date'], msg: `Must not be before ${today}`, type: 'date_out_of_range' }])
      }
      const payout = await run(period)
      if (payout.transfers.length === 0) {
        throw nothingToPay(`No partner to pay for ${period}: ${payout.skipped.length} skipped (see the payout run)`)
      }
      const messageId = `GW-${period}-${now.toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(2).toString('hex').toUpperCase()}`
      const xml = sepaXml({
        message_id: messageId, created_at: now, execution_date: executionDate ?? today, debtor,
        transfers: payout.transfers.map((t) => ({
          end_to_end_id: `GW-${period}-${t.referral_code}`.slice(0, 35),
          creditor: { name: t.account_holder, iban: t.iban, bic: t.bic },
          amount_cents: payout.cents.get(t.partner_id)!,
          remittance: `Grantwise partner commission ${period} ${t.referral_code}`,
        })),
      })
      return { xml, message_id: messageId, transfers: payout.transfers.length, skipped: payout.skipped.length }
    },
  }
}
export type PayoutsService = ReturnType<typeof createPayoutsService>
