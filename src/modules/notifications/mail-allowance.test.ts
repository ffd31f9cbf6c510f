import { describe, expect, it } from 'vitest'
import { withinAllowance } from './mail-allowance.js'

const NOW = new Date('2026-03-02T09:00:00Z')
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000)
const HOURLY_3 = { max: 3, windowMs: 60 * 60_000 }

describe('withinAllowance', () => {
  it.each([
    ['none yet', 0, null, { allowed: true }],
    ['below the cap', 2, minutesAgo(50), { allowed: true }],
    ['at the cap: wait until the oldest leaves the window', 3, minutesAgo(50), { allowed: false, retry_after_s: 600 }],
    ['at the cap, the oldest just written', 3, NOW, { allowed: false, retry_after_s: 3600 }],
    ['at the cap, the oldest about to leave: at least a second', 3, minutesAgo(60), { allowed: false, retry_after_s: 1 }],
  ] as const)('%s', (_label, count, oldest, verdict) => {
    expect(withinAllowance(HOURLY_3, { count, oldest }, NOW)).toEqual(verdict)
  })
})
