import { Type } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import { PARTNER_TIERS } from './partners.tables.js'
import { SKIP_REASONS } from './payout-details.js'

// The programme's terms (public), the tiers' default rates (operator), payout details (partner,
// operator) and the payout run with its SEPA file (operator).

const Rate = Type.Number({ minimum: 0, maximum: 1, description: 'Fraction of the revenue, 0-1 (five decimals kept)' })
const Period = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' })
const TierRates = {
  tier: StringEnum(PARTNER_TIERS),
  first_year_commission_rate: Rate,
  ongoing_commission_rate: Rate,
}

export const PartnerProgramme = Type.Object({
  currency: Type.Literal('EUR'),
  tiers: Type.Array(Type.Object(TierRates), { description: 'Every tier with its default rates, bronze first' }),
  first_year_months: Type.Integer({
    description: 'Revenue within this many months of a customer\'s first payment earns the first-year rate',
  }),
  attribution_window_days: Type.Integer({ description: 'A sign-up this many days after the click still counts for the partner' }),
  commission_hold_days: Type.Integer({ description: 'Days after the customer\'s payment before a commission is approved (refunds first)' }),
  payout_cadence: Type.Literal('monthly', { description: 'Approved commissions are paid in one run per month (their period)' }),
  payout_method: Type.Literal('sepa_credit_transfer'),
}, { $id: 'PartnerProgramme' })

export const PartnerTierList = Type.Object({
  items: Type.Array(Type.Object({
    ...TierRates,
    partners: Type.Integer({ description: 'Partners in the tier' }),
    custom_rates: Type.Integer({ description: 'Of them, partners with rates of their own (the defaults do not apply to them)' }),
    updated_at: IsoDate,
  })),
}, { $id: 'PartnerTierList' })

export const PartnerTiersBody = Type.Object({
  tiers: Type.Array(Type.Object(TierRates), { minItems: 1, maxItems: PARTNER_TIERS.length }),
}, { description: 'The tiers sent get these default rates, all or none; they apply to revenue recorded from now on' })

const Text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })))
export const PayoutDetailsBody = Type.Object({
  account_holder: Type.String({
    minLength: 1, maxLength: 70, pattern: '\\S', description: 'As the bank knows it (70 characters, SEPA\'s limit)',
  }),
  iban: Type.String({ minLength: 1, maxLength: 50, description: 'Spaces allowed; checked (length per country, check digits, SEPA area)' }),
  bic: Text(20),
  vat_id: Text(20),
  address_line: Text(140),
  postal_code: Text(16),
  city: Text(70),
  country: Type.Optional(Nullable(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166 alpha-2' }))),
}, { description: 'Replaces the details; optional fields not sent are cleared' })

export const PayoutDetails = Type.Object({
  account_holder: Nullable(Type.String()),
  iban: Nullable(Type.String({ description: 'Electronic form: no spaces, upper case' })),
  bic: Nullable(Type.String()),
  vat_id: Nullable(Type.String({ description: 'With its country prefix, no spaces' })),
  address_line: Nullable(Type.String()),
  postal_code: Nullable(Type.String()),
  city: Nullable(Type.String()),
  country: Nullable(Type.String()),
  updated_at: Nullable(IsoDate),
}, { $id: 'PayoutDetails', description: 'Every field null until the partner enters them' })

export const PayoutRunQuery = Type.Object({ period: Period })
export const SepaQuery = Type.Object({
  period: Period,
  execution_date: Type.Optional(Type.String({ format: 'date', description: 'When the bank should pay (default today; not in the past)' })),
})

const PartnerSum = {
  partner_id: Uuid, partner_company: Type.String(), referral_code: Type.String(),
  amount: Type.Number({ description: 'EUR, the approved commissions of the period, refunds netted' }),
  commission_ids: Type.Array(Uuid),
}
export const PayoutRun = Type.Object({
  period: Type.String(),
  currency: Type.Literal('EUR'),
  number_of_transactions: Type.Integer(),
  control_sum: Type.Number({ description: 'EUR, the sum of the transfers' }),
  transfers: Type.Array(Type.Object({ ...PartnerSum, account_holder: Type.String(), iban: Type.String(), bic: Nullable(Type.String()) })),
  skipped: Type.Array(Type.Object({
    ...PartnerSum,
    reason: StringEnum(SKIP_REASONS, {
      description: 'no_payout_details: none entered; invalid_iban: not a valid IBAN of the SEPA area; not_eur: not in euros; ' +
        'nothing_to_pay: refunds outweigh the commissions',
    }),
  })),
}, { $id: 'PayoutRun' })

export const programmeSchemas = [PartnerProgramme, PartnerTierList, PayoutDetails, PayoutRun]
