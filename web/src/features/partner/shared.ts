import type { MantineColor } from '@mantine/core'
import type { Schemas } from '../../api/client'

// Vocabulary of the partner area, from the generated types: routes (zod enums), pages (badges,
// selects) and their translations (`partner:status.*`, `partner:types.*`) all share these lists.

export type PartnerStatus = Schemas['Partner']['status']
export type ReferralStatus = Schemas['Referral']['status']
export type CommissionStatus = Schemas['Commission']['status']

export const PARTNER_TYPES = [
  'accountant', 'tax_advisor', 'business_consultant', 'grant_consultant', 'sustainability_consultant', 'other',
] as const satisfies readonly Schemas['Partner']['partner_type'][]

export const REFERRAL_STATUSES = ['clicked', 'signed_up', 'converted', 'rejected'] as const satisfies readonly ReferralStatus[]
export const COMMISSION_STATUSES = ['pending', 'approved', 'paid', 'cancelled'] as const satisfies readonly CommissionStatus[]

// Colour is a second cue only: every badge also carries its status as text.
export const PARTNER_STATUS_COLOR: Record<PartnerStatus, MantineColor> = { pending: 'orange', active: 'green', suspended: 'red', inactive: 'gray' }
export const REFERRAL_STATUS_COLOR: Record<ReferralStatus, MantineColor> = { clicked: 'gray', signed_up: 'blue', converted: 'green', rejected: 'red' }
export const COMMISSION_STATUS_COLOR: Record<CommissionStatus, MantineColor> = { pending: 'orange', approved: 'blue', paid: 'green', cancelled: 'gray' }

/** `''` → undefined, so optional fields left empty are not sent. */
export const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim())
