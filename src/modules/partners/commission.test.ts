import { describe, expect, it } from 'vitest'
import { addMonths, approvableAt, canMove, commissionAmount, periodOf, rateFor } from './commission.js'
import { COMMISSION_STATUSES, type CommissionStatus } from './partners.tables.js'

const ALLOWED = new Set(['pending>approved', 'pending>cancelled', 'approved>paid', 'approved>cancelled'])
const rates = { first_year_commission_rate: 0.2, ongoing_commission_rate: 0.1 }
const at = (iso: string) => new Date(iso)

describe('commission status flow', () => {
  const pairs = COMMISSION_STATUSES.flatMap((from) => COMMISSION_STATUSES.map((to) => [from, to] as [CommissionStatus, CommissionStatus]))
  it.each(pairs)('%s -> %s', (from, to) => {
    expect(canMove(from, to)).toBe(ALLOWED.has(`${from}>${to}`))
  })
})

describe('addMonths', () => {
  it.each([
    ['2026-03-02T09:00:00.000Z', 12, '2027-03-02T09:00:00.000Z'],
    ['2026-01-31T12:00:00.000Z', 1, '2026-02-28T12:00:00.000Z'],
    ['2028-02-29T00:00:00.000Z', 12, '2029-02-28T00:00:00.000Z'],
    ['2026-12-15T23:59:59.999Z', 1, '2027-01-15T23:59:59.999Z'],
    ['2026-05-01T00:00:00.000Z', -4, '2026-01-01T00:00:00.000Z'],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonths(at(from), months).toISOString()).toBe(expected)
  })
})

describe('rateFor', () => {
  const first = at('2026-03-02T09:00:00Z')
  it('uses the first-year rate for the first conversion', () => {
    expect(rateFor(rates, null, first)).toEqual({ rate: 0.2, rate_kind: 'first_year' })
  })
  it('uses it up to the instant before twelve months have passed', () => {
    expect(rateFor(rates, first, at('2027-03-02T08:59:59.999Z')).rate_kind).toBe('first_year')
  })
  it('uses the ongoing rate from twelve months on', () => {
    expect(rateFor(rates, first, at('2027-03-02T09:00:00Z'))).toEqual({ rate: 0.1, rate_kind: 'ongoing' })
  })
  it('treats a conversion dated before the first as the first', () => {
    expect(rateFor(rates, first, at('2025-01-01T00:00:00Z')).rate_kind).toBe('first_year')
  })
})

describe('commissionAmount', () => {
  it.each([
    [1000, 0.2, 200],
    [333.33, 0.2, 66.67],
    [0.05, 0.1, 0.01],          // half a cent rounds away from zero
    [-0.05, 0.1, -0.01],        // and a refund mirrors it
    [99_999_999.99, 0.12345, 12_345_000],   // 12,344,999.998765: exact cents at the top of the range
    [19.99, 0.15, 3],
    [-250, 0.2, -50],
  ])('%d × %d = %d', (revenue, rate, expected) => {
    expect(commissionAmount(revenue, rate)).toBe(expected)
  })
})

describe('periods and holds', () => {
  it('names the UTC month', () => {
    expect(periodOf(at('2026-03-31T23:30:00-02:00'))).toBe('2026-04')
  })
  it('holds a commission for the hold period after its revenue, a refund not at all', () => {
    const paid = at('2026-03-02T09:00:00Z')
    expect(approvableAt(paid, 30, 200).toISOString()).toBe('2026-04-01T09:00:00.000Z')
    expect(approvableAt(paid, 30, -50)).toEqual(paid)
  })
})
