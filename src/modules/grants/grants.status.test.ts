import { describe, expect, it } from 'vitest'
import { daysUntil, grantStatus, nextDeadline, readTimeFields } from './grants.status.js'

const NOW = new Date('2026-03-02T09:00:00Z')
const d = (iso: string) => new Date(iso)

describe('grantStatus', () => {
  it.each([
    ['opens tomorrow', '2026-03-03T00:00:00Z', '2026-06-01T00:00:00Z', 'upcoming'],
    ['opened, deadline ahead', '2026-01-01T00:00:00Z', '2026-06-01T00:00:00Z', 'active'],
    ['deadline one second ahead', null, '2026-03-02T09:00:01Z', 'active'],
    ['deadline exactly now', null, '2026-03-02T09:00:00Z', 'closed'],
    ['deadline passed', '2025-01-01T00:00:00Z', '2026-03-01T00:00:00Z', 'closed'],
    ['rolling call, no dates', null, null, 'active'],
    ['opens later, no deadline', '2026-04-01T00:00:00Z', null, 'upcoming'],
  ] as const)('%s → %s', (_label, start, deadline, status) => {
    expect(grantStatus({ start_date: start ? d(start) : null, deadline: deadline ? d(deadline) : null }, NOW)).toBe(status)
  })
})

describe('daysUntil', () => {
  it.each([
    [null, null], ['2026-03-02T20:00:00Z', 0], ['2026-03-03T09:00:00Z', 1], ['2026-03-03T08:59:59Z', 0],
    ['2026-04-01T09:00:00Z', 30], ['2026-03-02T08:00:00Z', -1], ['2026-02-28T09:00:00Z', -2],
  ] as const)('%s → %s', (deadline, days) => {
    expect(daysUntil(deadline ? d(deadline) : null, NOW)).toBe(days)
  })
})

describe('nextDeadline and readTimeFields', () => {
  const cutOffs = [d('2026-02-01T17:00:00Z'), d('2026-04-15T17:00:00Z'), d('2026-09-15T17:00:00Z')]
  it('picks the first cut-off still ahead, or null when all have passed', () => {
    expect(nextDeadline({ deadline: cutOffs[2]!, deadlines: cutOffs }, NOW)).toEqual(cutOffs[1])
    expect(nextDeadline({ deadline: d('2026-01-01T00:00:00Z'), deadlines: [] }, NOW)).toBeNull()
    expect(nextDeadline({ deadline: null, deadlines: [] }, NOW)).toBeNull()
  })

  const call = { start_date: null, end_date: null, record_type: 'call' }
  it('derives the status from the final deadline, and deadline and days from the cut-off a new applicant must meet', () => {
    expect(readTimeFields({ ...call, deadline: cutOffs[2]!, deadlines: cutOffs }, NOW)).toEqual({
      status: 'active', is_open: true, deadline: cutOffs[1], days_until_deadline: 44, next_deadline: cutOffs[1],
    })
    expect(readTimeFields({ ...call, deadline: d('2026-03-01T00:00:00Z'), deadlines: [] }, NOW))
      .toMatchObject({ status: 'closed', is_open: false, days_until_deadline: -2 })
  })

  it('never opens a programme or a past topic: a programme runs until its eligibility ends, a past topic is closed', () => {
    const programme = { start_date: d('2021-01-01T00:00:00Z'), deadline: null, deadlines: [], record_type: 'programme' }
    expect(readTimeFields({ ...programme, end_date: d('2029-12-31T00:00:00Z') }, NOW))
      .toEqual({ status: 'active', is_open: false, deadline: null, days_until_deadline: null, next_deadline: null })
    expect(readTimeFields({ ...programme, end_date: d('2023-12-31T00:00:00Z') }, NOW)).toMatchObject({ status: 'closed', is_open: false })
    expect(readTimeFields({ ...call, record_type: 'past_topic', deadline: null, deadlines: [] }, NOW))
      .toMatchObject({ status: 'closed', is_open: false, deadline: null })
  })
})
