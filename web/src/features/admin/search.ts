import { z } from 'zod'

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

const page = z.coerce.number().int().min(1).optional().catch(undefined)
const uuid = z.string().uuid().optional().catch(undefined)
const text = z.string().trim().max(200).optional().catch(undefined)

export const partnersSearch = z.object({
  status: z.enum(PARTNER_STATUSES).optional().catch(undefined),
  tier: z.enum(TIERS).optional().catch(undefined),
  partner_type: z.enum(PARTNER_TYPES).optional().catch(undefined),
  q: text,
  page,
})

export const commissionsSearch = z.object({
  status: z.enum(COMMISSION_STATUSES).optional().catch(undefined),
  partner_id: uuid,
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/).optional().catch(undefined),
  page,
})

export const conversionsSearch = z.object({
  q: text,
  partner_id: uuid,
  status: z.enum(REFERRAL_STATUSES).optional().catch(undefined),
  referral: uuid,
  page,
})

export const runsSearch = z.object({
  source: z.enum(SOURCES).optional().catch(undefined),
  status: z.enum(RUN_STATUSES).optional().catch(undefined),
  page,
})
