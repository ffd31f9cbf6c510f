import { describe, expect, it } from 'vitest'
import { canMove, milestones } from './applications.flow.js'
import { APPLICATION_STATUSES, type ApplicationStatus } from './applications.tables.js'

// Every (from, to) pair: exactly the moves of decisions.md are allowed.
const ALLOWED = new Set([
  'draft>submitted', 'submitted>under_review', 'under_review>approved', 'under_review>rejected',
  'draft>withdrawn', 'submitted>withdrawn', 'under_review>withdrawn',
])

describe('application status flow', () => {
  const pairs = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as [ApplicationStatus, ApplicationStatus]))
  it.each(pairs)('%s -> %s', (from, to) => {
    expect(canMove(from, to)).toBe(ALLOWED.has(`${from}>${to}`))
  })

  it('stamps submission and decisions', () => {
    expect(milestones('submitted')).toEqual({ submitted: true })
    expect(milestones('under_review')).toEqual({})
    for (const final of ['approved', 'rejected', 'withdrawn'] as const) expect(milestones(final)).toEqual({ decided: true })
  })
})
