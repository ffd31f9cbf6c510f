import * as z from 'zod/mini'
import { maybe, pageNumber, trimmed } from '../../app/url-schema'

// URL state of the operator pages. Every field drops a bad value (`.catch`) instead of failing the
// page, so a hand-edited or outdated link still opens.

export const PARTNER_STATUSES = ['pending', 'active', 'suspended', 'inactive'] as const
export const TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const
export const PARTNER_TYPES = ['accountant', 'tax_advisor', 'business_consultant', 'grant_consultant', 'sustainability_consultant', 'other'] as const
export const COMMISSION_STATUSES = ['pending', 'approved', 'paid', 'cancelled'] as const
export const REFERRAL_STATUSES = ['clicked', 'signed_up', 'converted', 'rejected'] as const
export const SOURCES = ['cordis', 'eu_portal', 'cohesion', 'innovate_uk'] as const
export const RUN_STATUSES = ['running', 'succeeded', 'failed'] as const

export type PartnerStatus = typeof PARTNER_STATUSES[number]
export type Tier = typeof TIERS[number]
export type CommissionStatus = typeof COMMISSION_STATUSES[number]

const page = maybe(pageNumber)
const uuid = maybe(z.uuid())
const text = maybe(trimmed(0, 200))

export const partnersSearch = z.object({
  status: maybe(z.enum(PARTNER_STATUSES)),
  tier: maybe(z.enum(TIERS)),
  partner_type: maybe(z.enum(PARTNER_TYPES)),
  q: text,
  page,
})

export const commissionsSearch = z.object({
  status: maybe(z.enum(COMMISSION_STATUSES)),
  partner_id: uuid,
  period: maybe(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
  page,
})

export const conversionsSearch = z.object({
  q: text,
  partner_id: uuid,
  status: maybe(z.enum(REFERRAL_STATUSES)),
  referral: uuid,
  page,
})

export const runsSearch = z.object({
  source: maybe(z.enum(SOURCES)),
  status: maybe(z.enum(RUN_STATUSES)),
  page,
})
