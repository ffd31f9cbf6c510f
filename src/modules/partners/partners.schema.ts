import { Type, type Static } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import { PageQuery } from '../../core/http/pagination.js'
import { LanguageField } from '../../core/language.js'
import { COMMISSION_STATUSES, PARTNER_STATUSES, PARTNER_TIERS, PARTNER_TYPES, RATE_KINDS, REFERRAL_STATUSES } from './partners.tables.js'
import { AcceptTermsVersion } from '../legal/legal.schema.js'

// The partner-facing shapes (partner endpoints and the public click). Admin shapes extend them
// in partners.admin-schema.ts.

const Email = Type.String({ format: 'email', maxLength: 254, description: 'E-mail address (matched case-insensitively)' })
const Name = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' })
const Phone = Type.String({ minLength: 5, maxLength: 40, pattern: '^\\+?[0-9 ()./-]+$', description: 'Digits, spaces and + ( ) . / -' })
const Website = Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2048, description: 'http(s) URL' })
const Rate = Type.Number({ minimum: 0, maximum: 1, description: 'Fraction of the revenue, 0-1 (five decimals kept)' })
const Money = (description: string) => Type.Number({ description })

export const Partner = Type.Object({
  id: Uuid,
  email: Type.String(),
  company_name: Type.String(),
  contact_name: Type.String(),
  partner_type: StringEnum(PARTNER_TYPES),
  phone: Nullable(Type.String()),
  website: Nullable(Type.String()),
  status: StringEnum(PARTNER_STATUSES, { description: 'pending until an operator approves; only active partners record clicks' }),
  tier: StringEnum(PARTNER_TIERS),
  referral_code: Type.String({ description: '<PREFIX>-<YEAR>-<SUFFIX>, e.g. GREEN-2026-7KQ4' }),
  first_year_commission_rate: { ...Rate, description: 'The rate earned now: the partner\'s own, else its tier\'s default' },
  ongoing_commission_rate: { ...Rate, description: 'The rate earned now: the partner\'s own, else its tier\'s default' },
  language: LanguageField,
  terms_version: Nullable(Type.Integer({
    description: 'The version of the terms of use accepted when applying; null: none were published then',
  })),
  terms_accepted_at: Nullable(IsoDate),
  created_at: IsoDate,
  updated_at: IsoDate,
}, { $id: 'Partner' })

export const PartnerRegisterBody = Type.Object({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 256, description: 'The users\' password rules apply' }),
  company_name: Name,
  contact_name: Name,
  partner_type: StringEnum(PARTNER_TYPES),
  phone: Type.Optional(Phone),
  website: Type.Optional(Website),
  language: Type.Optional(LanguageField),
  accept_terms_version: Type.Optional(AcceptTermsVersion),
}, { description: 'status, tier, referral_code and rates are set by the service; sent values are ignored' })
export type PartnerRegisterBody = Static<typeof PartnerRegisterBody>

export const PartnerLoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254, description: 'The e-mail address' }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
}, { description: 'application/x-www-form-urlencoded (JSON is accepted too)' })

export const PartnerTokenPair = Type.Object({
  access_token: Type.String({ description: 'JWT, type `access`, audience partner, 30 minutes' }),
  refresh_token: Type.String({ description: 'JWT, type `refresh`, 7 days, single use' }),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer({ description: 'Seconds the access token lives (1800)' }),
}, { $id: 'PartnerTokenPair' })
export type PartnerTokenPair = Static<typeof PartnerTokenPair>

export const PartnerRefreshBody = Type.Object({ refresh_token: Type.String({ minLength: 1 }) })
export const PartnerLogoutBody = Type.Object({
  refresh_token: Type.Optional(Type.String({ minLength: 1, description: 'The session\'s refresh token: its session ends too' })),
}, { description: 'Optional: logout ends the session of the access token (its refresh tokens included) in any case' })

export const PartnerUpdateBody = Type.Object({
  company_name: Type.Optional(Name),
  phone: Type.Optional(Nullable(Phone)),
  website: Type.Optional(Nullable(Website)),
  language: Type.Optional(LanguageField),
}, {
  additionalProperties: false,
  description: 'Only company_name, phone, website and language change (null clears phone or website); other fields are ignored',
})
export type PartnerUpdateBody = Static<typeof PartnerUpdateBody>

const Utm = Type.Optional(Type.String({ maxLength: 255 }))
export const ClickBody = Type.Object({
  referral_code: Type.String({ minLength: 1, maxLength: 64, description: 'Case-insensitive' }),
  utm_source: Utm,
  utm_medium: Utm,
  utm_campaign: Utm,
  landing_page: Type.Optional(Type.String({ maxLength: 2048, description: 'Path (or URL) the visitor landed on' })),
})
export type ClickBody = Static<typeof ClickBody>

export const ClickResult = Type.Object({
  referral_id: Nullable(Type.String({
    format: 'uuid', description: 'The referral to send with the registration; null when the click is not counted',
  })),
  partner_company: Type.String(),
  message: Type.String(),
  counted: Type.Boolean({
    description: 'false only for named crawlers, link previews and headless browsers (referral_id is then null); ' +
      'a repeat click within 24 h is counted once and returns the first referral_id',
  }),
}, { $id: 'ReferralClick' })

export const Referral = Type.Object({
  id: Uuid,
  referral_code: Type.String(),
  utm_source: Nullable(Type.String()),
  utm_medium: Nullable(Type.String()),
  utm_campaign: Nullable(Type.String()),
  landing_page: Nullable(Type.String()),
  status: StringEnum(REFERRAL_STATUSES, { description: 'clicked → signed_up (customer registered within 90 days) → converted (first revenue); rejected = sign-up refused attribution (self-referral)' }),
  created_at: IsoDate,
  signed_up_at: Nullable(IsoDate),
  converted_at: Nullable(IsoDate),
  customer_company: Nullable(Type.String({
    description: 'The signed-up customer\'s company: the first company profile they set up (null before a sign-up, ' +
      'before a profile, or once the account is deleted)',
  })),
}, { $id: 'Referral' })

/** What the partner sees of a referral: its customer's e-mail masked. */
export const PartnerReferral = Type.Object({
  ...Referral.properties,
  customer_email_masked: Nullable(Type.String({
    description: 'The customer\'s e-mail as `a•••@example.com`: the first character and the domain',
  })),
}, { $id: 'PartnerReferral' })

const pageOf = (item: string, $id: string, extra = {}) => Type.Object({
  items: Type.Array(Type.Ref(item)), total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer(), pages: Type.Integer(), ...extra,
}, { $id })

export const ReferralList = pageOf('PartnerReferral', 'ReferralList')
export const ReferralQuery = Type.Object({ ...PageQuery, status: Type.Optional(StringEnum(REFERRAL_STATUSES)) })
export type ReferralQuery = Static<typeof ReferralQuery>

export const Commission = Type.Object({
  id: Uuid,
  referral_id: Uuid,
  amount: Money('EUR; negative for a refund'),
  currency: Type.Literal('EUR'),
  status: StringEnum(COMMISSION_STATUSES, { description: 'pending → approved → paid; pending or approved → cancelled' }),
  period: Type.String({ description: 'YYYY-MM of the revenue' }),
  kind: StringEnum(['commission', 'refund'] as const, { description: 'refund: the negative commission on refunded revenue' }),
  revenue_amount: Money('The revenue (or refund) it is on'),
  rate: Rate,
  rate_kind: StringEnum(RATE_KINDS, { description: 'first_year within 12 months of the first conversion, else ongoing' }),
  occurred_at: IsoDate,
  approvable_at: IsoDate,
  approved_at: Nullable(IsoDate),
  paid_at: Nullable(IsoDate),
  cancelled_at: Nullable(IsoDate),
  created_at: IsoDate,
  payout_reference: Nullable(Type.String({ description: 'The bank transfer\'s reference, recorded when it was marked paid' })),
}, { $id: 'Commission' })

export const CommissionTotals = {
  total_pending: Money('Sum of pending commissions, all pages, whatever the status filter'),
  total_approved: Money('Sum of approved commissions'),
  total_paid: Money('Sum of paid commissions'),
}
export const CommissionList = pageOf('Commission', 'CommissionList', CommissionTotals)
export const CommissionQuery = Type.Object({ ...PageQuery, status: Type.Optional(StringEnum(COMMISSION_STATUSES)) })
export type CommissionQuery = Static<typeof CommissionQuery>

export const PartnerDashboard = Type.Object({
  total_referrals: Type.Integer({ description: 'Referrals counted (clicks after de-duplication), rejected ones excluded' }),
  active_referrals: Type.Integer({ description: 'signed_up + converted whose customer account still exists' }),
  converted_referrals: Type.Integer(),
  conversion_rate: Type.Number({ minimum: 0, maximum: 1, description: 'converted / total; 0 when total is 0' }),
  total_commission_earned: Money('Every commission not cancelled, refunds netted (= pending + paid)'),
  pending_commission: Money('Earned, not yet paid: pending and approved'),
  paid_commission: Money('Paid out'),
}, { $id: 'PartnerDashboard' })

export const PerformanceQuery = Type.Object({ months: Type.Integer({ minimum: 1, maximum: 120, default: 12, description: 'Look-back in months, the current one included' }) })
export const Performance = Type.Object({
  items: Type.Array(Type.Object({
    month: Type.String({ description: 'YYYY-MM (UTC)' }),
    referrals: Type.Integer({ description: 'Referrals created (counted clicks) that month' }),
    conversions: Type.Integer({ description: 'Referrals whose first revenue was that month' }),
    commission: Money('Commissions of that period, not cancelled, refunds netted'),
  })),
  total_months: Type.Integer(),
}, { $id: 'PartnerPerformance' })

export const partnerSchemas = [
  Partner, PartnerTokenPair, ClickResult, Referral, PartnerReferral, ReferralList, Commission, CommissionList,
  PartnerDashboard, Performance,
]
