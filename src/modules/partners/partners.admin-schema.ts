import { Type, type Static } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import { PageQuery } from '../../core/http/pagination.js'
import { Commission, CommissionTotals, Partner, Referral } from './partners.schema.js'
import { COMMISSION_STATUSES, PARTNER_STATUSES, PARTNER_TIERS, PARTNER_TYPES, REFERRAL_STATUSES } from './partners.tables.js'

// The operator's shapes (/admin/*): the partner-facing ones plus what only the operator sees.

const Rate = Type.Number({ minimum: 0, maximum: 1, description: 'Fraction of the revenue, 0-1' })
const Period = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' })
const Search = Type.String({ minLength: 1, maxLength: 200 })
const sum = (description: string) => Type.Number({ description })

export const PartnerParams = Type.Object({ partner_id: Uuid })
export const ReferralParams = Type.Object({ referral_id: Uuid })
export const CommissionParams = Type.Object({ commission_id: Uuid })

export const AdminPartnerQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(StringEnum(PARTNER_STATUSES)),
  tier: Type.Optional(StringEnum(PARTNER_TIERS)),
  partner_type: Type.Optional(StringEnum(PARTNER_TYPES)),
  q: Type.Optional(Search),
})

export const AdminPartnerList = Type.Object({
  items: Type.Array(Type.Ref('Partner')), total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer(), pages: Type.Integer(),
}, { $id: 'AdminPartnerList' })

export const AdminPartner = Type.Object({
  ...Partner.properties,
  notes: Nullable(Type.String({ description: 'The latest note an operator wrote' })),
  status_history: Type.Array(Type.Object({
    from_status: StringEnum(PARTNER_STATUSES), to_status: StringEnum(PARTNER_STATUSES), notes: Nullable(Type.String()),
    changed_by: Nullable(Uuid), changed_by_email: Nullable(Type.String()), created_at: IsoDate,
  }), { description: 'Newest first' }),
  referral_counts: Type.Object({ total: Type.Integer({ description: 'Not rejected' }), clicked: Type.Integer(), signed_up: Type.Integer(), converted: Type.Integer(), rejected: Type.Integer() }),
  commission_totals: Type.Object({ pending: sum('EUR'), approved: sum('EUR'), paid: sum('EUR'), cancelled: sum('EUR') }),
  revenue_totals: Type.Object({ conversions: sum('Revenue recorded, EUR'), refunds: sum('Refunded, EUR'), net: sum('EUR') }),
  custom_rates: Type.Boolean({ description: 'true: the partner has rates of its own; false: it earns its tier\'s defaults' }),
  payout_details: Nullable(Type.Ref('PayoutDetails', { description: 'null until the partner enters them' })),
}, { $id: 'AdminPartner' })

export const PartnerStatusBody = Type.Object({
  status: StringEnum(PARTNER_STATUSES),
  notes: Type.Optional(Type.String({ maxLength: 2000, description: 'Kept in the status history; sent to the partner with the e-mail' })),
})

export const PartnerTierBody = Type.Object({
  tier: StringEnum(PARTNER_TIERS),
  first_year_commission_rate: Type.Optional(Rate),
  ongoing_commission_rate: Type.Optional(Rate),
  use_tier_rates: Type.Optional(Type.Boolean({ description: 'true: drop the partner\'s own rates; it earns its tier\'s defaults' })),
}, {
  description: 'A rate sent makes both rates the partner\'s own (the other one at what it earns now); none sent keeps its own ' +
    'rates, or the new tier\'s defaults if it has none. Rates apply to revenue recorded from now on',
})

export const AdminReferralQuery = Type.Object({
  ...PageQuery,
  partner_id: Type.Optional(Uuid),
  status: Type.Optional(StringEnum(REFERRAL_STATUSES)),
  q: Type.Optional(Type.String({
    minLength: 1, maxLength: 200,
    description: "Partner company, e-mail or referral code, or the customer's e-mail, name or company",
  })),
})

export const AdminReferral = Type.Object({
  ...Referral.properties,
  partner_id: Uuid, partner_company: Type.String(), tenant_id: Nullable(Uuid), user_id: Nullable(Uuid),
  customer_email: Nullable(Type.String({ description: 'The signed-up customer (null before a sign-up, or once the account is deleted)' })),
  customer_name: Nullable(Type.String()),
  rejection_reason: Nullable(Type.String({ description: 'self_referral: the customer\'s e-mail is the partner\'s own or at its domain' })),
}, { $id: 'AdminReferral' })

export const AdminReferralList = Type.Object({
  items: Type.Array(Type.Ref('AdminReferral')), total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer(), pages: Type.Integer(),
}, { $id: 'AdminReferralList' })

const Amount = Type.Number({ minimum: 0.01, maximum: 100_000_000, description: 'EUR, at least one cent; rounded to cents' })
const ExternalId = Type.String({
  minLength: 1, maxLength: 255,
  description: 'Our invoice (or credit note) number, unique across the platform: the same number again on this referral ' +
    'returns the first record (200); on another referral it is a 409',
})

export const ConversionBody = Type.Object({
  amount: Amount,
  occurred_at: Type.Optional(Type.String({
    format: 'date-time',
    description: 'When the customer paid (default now; not before the sign-up, not in the future); ' +
      'decides the period and the first-year rate',
  })),
  external_id: Type.Optional(ExternalId),
  currency: Type.Optional(Type.Literal('EUR')),
})
export const RefundBody = Type.Object({
  amount: Amount,
  occurred_at: Type.Optional(Type.String({
    format: 'date-time',
    description: 'When the money was refunded (default now; not before the conversion, not in the future)',
  })),
  external_id: Type.Optional(ExternalId),
  conversion_id: Type.Optional(Uuid),
  currency: Type.Optional(Type.Literal('EUR')),
}, { description: 'Refunds part or all of a conversion (conversion_id, default the latest). The commission is a new, negative one at the conversion\'s rate; nothing recorded is edited.' })

export const Revenue = Type.Object({
  id: Uuid, referral_id: Uuid, kind: StringEnum(['conversion', 'refund'] as const), amount: Type.Number(), currency: Type.Literal('EUR'),
  occurred_at: IsoDate, external_id: Nullable(Type.String()), conversion_id: Nullable(Uuid), created_at: IsoDate,
  commission: Type.Ref('Commission'),
}, { $id: 'ReferralRevenue' })

export const AdminCommission = Type.Object({ ...Commission.properties, partner_id: Uuid, partner_company: Type.String(), revenue_id: Uuid }, { $id: 'AdminCommission' })

export const AdminCommissionQuery = Type.Object({
  ...PageQuery,
  partner_id: Type.Optional(Uuid),
  status: Type.Optional(StringEnum(COMMISSION_STATUSES)),
  period: Type.Optional(Period),
})
export type AdminCommissionQuery = Static<typeof AdminCommissionQuery>

export const AdminCommissionList = Type.Object({
  items: Type.Array(Type.Ref('AdminCommission')), total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer(), pages: Type.Integer(), ...CommissionTotals,
}, { $id: 'AdminCommissionList' })

const Payout = {
  payout_reference: Type.Optional(Type.String({
    minLength: 1, maxLength: 140, description: 'Status paid only: the bank transfer\'s reference (e.g. the SEPA file\'s message id)',
  })),
  paid_at: Type.Optional(Type.String({
    format: 'date-time', description: 'Status paid only: when the money left (default now; not in the future, not before the period)',
  })),
}
export const CommissionStatusBody = Type.Object({ status: StringEnum(COMMISSION_STATUSES), ...Payout })
export const CommissionBulkBody = Type.Object({
  ids: Type.Array(Uuid, { minItems: 1, maxItems: 500, uniqueItems: true }),
  status: StringEnum(COMMISSION_STATUSES),
  ...Payout,
}, { description: 'All or none: one commission that may not move fails the whole request' })
export const CommissionBulkResult = Type.Object({ items: Type.Array(Type.Ref('AdminCommission')) })

export const ExportQuery = Type.Object({
  period: Period,
  status: Type.Optional(StringEnum(COMMISSION_STATUSES, { description: 'Default approved: what the payout pays' })),
  partner_id: Type.Optional(Uuid),
})

export const partnerAdminSchemas = [AdminPartnerList, AdminPartner, AdminReferral, AdminReferralList, Revenue, AdminCommission, AdminCommissionList]
