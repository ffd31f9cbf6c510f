import type { CommissionStatus, RateKind } from './partners.tables.js'

// The money rules of the referral programme (decisions.md "Referral lifecycle"), pure.

// pending -> approved -> paid; pending or approved -> cancelled. paid and cancelled are final:
// a paid commission is never edited (a refund is a new, negative commission).
export const TRANSITIONS: Record<CommissionStatus, readonly CommissionStatus[]> = {
  pending: ['approved', 'cancelled'],
  approved: ['paid', 'cancelled'],
  paid: [],
  cancelled: [],
}

export const canMove = (from: CommissionStatus, to: CommissionStatus): boolean => TRANSITIONS[from].includes(to)

/** Months added in UTC, clamped to the month's last day (31 January + 1 month = 28/29 February). */
export function addMonths (date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay))
  target.setUTCHours(date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds())
  return target
}

/** How long after a referral's first conversion its revenue earns the first-year rate. */
export const FIRST_YEAR_MONTHS = 12

export interface PartnerRates { first_year_commission_rate: number; ongoing_commission_rate: number }

/**
 * "Within 12 months of the first conversion", on the conversions' occurred_at: strictly before
 * the same instant a year later. `firstConversionAt` is null for the referral's first conversion.
 */
export function rateFor (rates: PartnerRates, firstConversionAt: Date | null, occurredAt: Date): { rate: number; rate_kind: RateKind } {
  const first = firstConversionAt && firstConversionAt < occurredAt ? firstConversionAt : occurredAt
  return occurredAt < addMonths(first, FIRST_YEAR_MONTHS)
    ? { rate: rates.first_year_commission_rate, rate_kind: 'first_year' }
    : { rate: rates.ongoing_commission_rate, rate_kind: 'ongoing' }
}

/** Revenue × rate in whole cents, half away from zero (a refund mirrors its conversion exactly). */
export function commissionAmount (revenue: number, rate: number): number {
  const cents = Math.round(Math.abs(revenue) * 100)
  // The rate has at most five decimals: scaling it to an integer keeps the product exact.
  const scaled = Math.round(rate * 100_000)
  const amount = Math.round((cents * scaled) / 100_000) / 100
  return revenue < 0 ? -amount : amount
}

/** The money amount rounded to cents, for revenue as the operator typed it. */
export const toCents = (amount: number): number => Math.round(amount * 100) / 100

/** YYYY-MM of an instant, in UTC. */
export const periodOf = (date: Date): string => date.toISOString().slice(0, 7)

/**
 * The hold period: a commission can be approved `holdDays` after the revenue it is on, so a
 * refund in that time never reaches a partner's payout. A refund's own commission (negative)
 * is in the platform's favour and needs no hold.
 */
export function approvableAt (occurredAt: Date, holdDays: number, amount: number): Date {
  return amount < 0 ? occurredAt : new Date(occurredAt.getTime() + holdDays * 86_400_000)
}
