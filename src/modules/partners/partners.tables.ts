import { sql } from 'drizzle-orm'
import { check, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps, timestamptz } from '../../core/db/columns.js'
import type { Language } from '../../core/language.js'
import { tenants, users } from '../auth/auth.tables.js'

export const PARTNER_TYPES = ['accountant', 'tax_advisor', 'business_consultant', 'grant_consultant', 'sustainability_consultant', 'other'] as const
export type PartnerType = typeof PARTNER_TYPES[number]
export const PARTNER_STATUSES = ['pending', 'active', 'suspended', 'inactive'] as const
export type PartnerStatus = typeof PARTNER_STATUSES[number]
export const PARTNER_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const
export type PartnerTier = typeof PARTNER_TIERS[number]
/** `rejected`: a sign-up refused attribution (self-referral); kept so the operator sees the attempt. */
export const REFERRAL_STATUSES = ['clicked', 'signed_up', 'converted', 'rejected'] as const
export type ReferralStatus = typeof REFERRAL_STATUSES[number]
export const COMMISSION_STATUSES = ['pending', 'approved', 'paid', 'cancelled'] as const
export type CommissionStatus = typeof COMMISSION_STATUSES[number]
export const RATE_KINDS = ['first_year', 'ongoing'] as const
export type RateKind = typeof RATE_KINDS[number]
/** A conversion is revenue from the referred customer; a refund gives some of it back. */
export const REVENUE_KINDS = ['conversion', 'refund'] as const
export type RevenueKind = typeof REVENUE_KINDS[number]

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' })
const rate = (name: string) => numeric(name, { precision: 6, scale: 5, mode: 'number' })

export const partners = pgTable('partners', {
  id: id(),
  // Stored lower-cased. Partners are a separate namespace from users: an accountant may be both.
  email: text('email').notNull().unique(),
  password_hash: text('password_hash').notNull(),
  company_name: text('company_name').notNull(),
  contact_name: text('contact_name').notNull(),
  partner_type: text('partner_type').$type<PartnerType>().notNull(),
  phone: text('phone'),
  website: text('website'),
  status: text('status').$type<PartnerStatus>().notNull().default('pending'),
  tier: text('tier').$type<PartnerTier>().notNull().default('bronze'),
  referral_code: text('referral_code').notNull().unique(),
  // The partner's own rates, set by an operator; null: its tier's defaults (`partner_tiers`) apply.
  // Both or neither: a partner follows its tier or has a pair of its own. The effective pair is
  // what the API shows as first_year_commission_rate / ongoing_commission_rate.
  first_year_rate_override: rate('first_year_rate_override'),
  ongoing_rate_override: rate('ongoing_rate_override'),
  // Carried in every partner token as `ver`; suspending or deactivating bumps it (signs out everywhere).
  token_version: integer('token_version').notNull().default(0),
  // The language of the partner's e-mails and of the partner portal (src/core/language.ts).
  language: text('language').$type<Language>().notNull().default('en'),
  // The version of the operator's terms the partner accepted when applying, and when (legal
  // module); null when none were published then.
  terms_version: integer('terms_version'),
  terms_accepted_at: timestamptz('terms_accepted_at'),
  ...timestamps(),
}, (t) => [
  index('partners_status_idx').on(t.status, t.created_at),
  check('partners_rates_check', sql`(${t.first_year_rate_override} is null and ${t.ongoing_rate_override} is null) or
    (${t.first_year_rate_override} between 0 and 1 and ${t.ongoing_rate_override} between 0 and 1)`),
])

// The default rates of each tier, set once by the operator; a partner without rates of its own
// earns these (read at the time revenue is recorded; recorded commissions keep their rate).
// One row per tier, seeded by the migration with the programme's original 20 % / 10 %.
export const partnerTiers = pgTable('partner_tiers', {
  tier: text('tier').$type<PartnerTier>().primaryKey(),
  first_year_commission_rate: rate('first_year_commission_rate').notNull(),
  ongoing_commission_rate: rate('ongoing_commission_rate').notNull(),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updated_at: timestamptz('updated_at').notNull().defaultNow(),
}, (t) => [
  check('partner_tiers_rates_check', sql`${t.first_year_commission_rate} between 0 and 1 and ${t.ongoing_commission_rate} between 0 and 1`),
])

// Where a partner's money goes: entered by the partner, read by the operator and the SEPA file.
// The IBAN is stored in electronic form (no spaces, upper case), checked before it is stored.
export const partnerPayoutDetails = pgTable('partner_payout_details', {
  partner_id: uuid('partner_id').primaryKey().references(() => partners.id, { onDelete: 'cascade' }),
  account_holder: text('account_holder').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic'),
  vat_id: text('vat_id'),
  address_line: text('address_line'),
  postal_code: text('postal_code'),
  city: text('city'),
  country: text('country'),
  ...timestamps(),
})

// Every status change (and note) an operator made: the admin view's history.
export const partnerStatusChanges = pgTable('partner_status_changes', {
  id: id(),
  partner_id: uuid('partner_id').notNull().references(() => partners.id, { onDelete: 'cascade' }),
  from_status: text('from_status').$type<PartnerStatus>().notNull(),
  to_status: text('to_status').$type<PartnerStatus>().notNull(),
  notes: text('notes'),
  changed_by: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamptz('created_at').notNull().defaultNow(),
}, (t) => [index('partner_status_changes_partner_idx').on(t.partner_id, t.created_at)])

export const referrals = pgTable('referrals', {
  id: id(),
  partner_id: uuid('partner_id').notNull().references(() => partners.id, { onDelete: 'cascade' }),
  referral_code: text('referral_code').notNull(),
  utm_source: text('utm_source'),
  utm_medium: text('utm_medium'),
  utm_campaign: text('utm_campaign'),
  landing_page: text('landing_page'),
  status: text('status').$type<ReferralStatus>().notNull().default('clicked'),
  // The referred customer. The tenant is set null if it is deleted: the referral stops being active.
  tenant_id: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
  user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  rejection_reason: text('rejection_reason'),
  signed_up_at: timestamptz('signed_up_at'),
  converted_at: timestamptz('converted_at'),
  ...timestamps(),
}, (t) => [
  // The dashboard counts and the partner's list, newest first, from the index alone.
  index('referrals_partner_idx').on(t.partner_id, t.created_at.desc(), t.id),
  index('referrals_partner_status_idx').on(t.partner_id, t.status).where(sql`${t.status} <> 'clicked'`),
  uniqueIndex('referrals_tenant_idx').on(t.tenant_id),
  check('referrals_status_check', sql`${t.status} in ('clicked', 'signed_up', 'converted', 'rejected')`),
])

// Click de-duplication: the referral a client's clicks on one partner's links count as, for 24
// hours from the first. Keyed by a keyed hash of IP address and user agent (never the raw IP);
// rows are forgotten once their window has passed.
export const referralClickWindows = pgTable('referral_click_windows', {
  partner_id: uuid('partner_id').notNull().references(() => partners.id, { onDelete: 'cascade' }),
  client_hash: text('client_hash').notNull(),
  referral_id: uuid('referral_id').notNull(),
  window_start: timestamptz('window_start').notNull(),
}, (t) => [
  primaryKey({ columns: [t.partner_id, t.client_hash] }),
  index('referral_click_windows_start_idx').on(t.window_start),
])

// How many referrals one address (a keyed hash of the IP alone) opened for a partner in its
// current 24-hour window. The click windows above are per address *and* user agent, so an address
// rotating its agent opened a new referral with every click; this caps that, whatever the agent.
// One row per (partner, address), counted up by an upsert, so concurrent clicks count exactly.
export const referralClickAddresses = pgTable('referral_click_addresses', {
  partner_id: uuid('partner_id').notNull().references(() => partners.id, { onDelete: 'cascade' }),
  address_hash: text('address_hash').notNull(),
  window_start: timestamptz('window_start').notNull(),
  referrals: integer('referrals').notNull(),
}, (t) => [
  primaryKey({ columns: [t.partner_id, t.address_hash] }),
  index('referral_click_addresses_start_idx').on(t.window_start),
])

// Revenue from a referred customer (and its refunds), as the operator recorded it.
export const referralRevenue = pgTable('referral_revenue', {
  id: id(),
  referral_id: uuid('referral_id').notNull().references(() => referrals.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<RevenueKind>().notNull(),
  amount: money('amount').notNull(),
  currency: text('currency').$type<'EUR'>().notNull().default('EUR'),
  occurred_at: timestamptz('occurred_at').notNull(),
  /**
   * The operator's idempotency key: the number of our invoice (or credit note) to the customer.
   * Our invoice numbers are unique across the platform, so a key is recorded once per kind, on one
   * referral: the same invoice cannot earn two partners (or one partner twice) a commission.
   */
  external_id: text('external_id'),
  /** For a refund: the conversion it gives money back on. */
  refunds_id: uuid('refunds_id'),
  recorded_by: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamptz('created_at').notNull().defaultNow(),
}, (t) => [
  index('referral_revenue_referral_idx').on(t.referral_id, t.occurred_at),
  uniqueIndex('referral_revenue_external_idx').on(t.kind, t.external_id),
  check('referral_revenue_amount_check', sql`${t.amount} > 0`),
])

export const commissions = pgTable('commissions', {
  id: id(),
  partner_id: uuid('partner_id').notNull().references(() => partners.id, { onDelete: 'cascade' }),
  referral_id: uuid('referral_id').notNull().references(() => referrals.id, { onDelete: 'cascade' }),
  revenue_id: uuid('revenue_id').notNull().unique().references(() => referralRevenue.id, { onDelete: 'cascade' }),
  /** Negative for a refund. */
  amount: money('amount').notNull(),
  currency: text('currency').$type<'EUR'>().notNull().default('EUR'),
  /** The rate actually applied, and which of the partner's two rates it was. */
  rate: rate('rate').notNull(),
  rate_kind: text('rate_kind').$type<RateKind>().notNull(),
  status: text('status').$type<CommissionStatus>().notNull().default('pending'),
  period: text('period').notNull(),
  /** Approval is refused before this instant (the hold period after the revenue). */
  approvable_at: timestamptz('approvable_at').notNull(),
  approved_at: timestamptz('approved_at'),
  paid_at: timestamptz('paid_at'),
  /** The bank transfer's reference, recorded when it is marked paid (a SEPA file's message id, say). */
  payout_reference: text('payout_reference'),
  cancelled_at: timestamptz('cancelled_at'),
  ...timestamps(),
}, (t) => [
  index('commissions_partner_idx').on(t.partner_id, t.created_at.desc(), t.id),
  index('commissions_status_idx').on(t.status, t.period),
  check('commissions_status_check', sql`${t.status} in ('pending', 'approved', 'paid', 'cancelled')`),
])

// The dashboard's figures per partner, kept by triggers on referrals and commissions (migration
// 0013): counting 100,000 referrals per request was 20 ms of a 50 ms budget. A transaction adds
// its deltas to the shard of its database session (pid % 16), so concurrent clicks of one partner
// rarely wait on one row; the dashboard sums the partner's shards. No foreign key: the triggers
// of a cascading partner delete must not trip over it.
export const partnerStats = pgTable('partner_stats', {
  partner_id: uuid('partner_id').notNull(),
  shard: integer('shard').notNull(),
  referrals: integer('referrals').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
  active: integer('active').notNull().default(0),
  converted: integer('converted').notNull().default(0),
  pending_amount: numeric('pending_amount', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  approved_amount: numeric('approved_amount', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  paid_amount: numeric('paid_amount', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
}, (t) => [primaryKey({ columns: [t.partner_id, t.shard] })])

export type PartnerRow = typeof partners.$inferSelect
export type ReferralRow = typeof referrals.$inferSelect
export type CommissionRow = typeof commissions.$inferSelect
export type RevenueRow = typeof referralRevenue.$inferSelect
export type PayoutDetailsRow = typeof partnerPayoutDetails.$inferSelect
