import { describe, expect, it } from 'vitest'
import { afterFailure, isLocked, type FailureState } from './lockout.js'

const T0 = new Date('2026-03-02T09:00:00Z')
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000)
const lockSeconds = (s: FailureState) => (s.locked_until ? (s.locked_until.getTime() - s.last_failed_at.getTime()) / 1000 : 0)

function failures (count: number, everySeconds = 1): FailureState {
  let state: FailureState | undefined
  for (let i = 0; i < count; i++) state = afterFailure(state, at(i * everySeconds))
  return state!
}

describe('afterFailure', () => {
  it.each([
    [1, 0], [4, 0], [5, 60], [6, 120], [7, 240], [10, 1920], [11, 3600], [20, 3600],
  ])('after %i consecutive failures locks for %i s', (count, seconds) => {
    expect(lockSeconds(failures(count))).toBe(seconds)
    expect(failures(count).failures).toBe(count)
  })

  it('forgets failures after a quiet day', () => {
    const four = failures(4)
    const later = afterFailure(four, at(24 * 3600 + 10))
    expect(later).toMatchObject({ failures: 1, locked_until: null })
  })
})

describe('isLocked', () => {
  it.each([
    ['no state', undefined, 0, 0],
    ['no lock', { failures: 2, last_failed_at: T0, locked_until: null }, 0, 0],
    ['inside the lock', { failures: 5, last_failed_at: T0, locked_until: at(60) }, 10, 50_000],
    ['at its end', { failures: 5, last_failed_at: T0, locked_until: at(60) }, 60, 0],
  ] as const)('%s', (_label, state, nowSeconds, waitMs) => {
    expect(isLocked(state as FailureState | undefined, at(nowSeconds))).toBe(waitMs)
  })
})
