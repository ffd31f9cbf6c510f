import { describe, expect, it } from 'vitest'
import { DEFAULT_PREFERENCES } from './notifications.repository.js'
import { allowsEmail, canonicalTimeZone, normaliseReminderDays, reachesThreshold } from './preference-rules.js'
import { MAX_DELAY_MS, mayRetry, retryDelayMs } from './retry-policy.js'

const prefs = (patch: Partial<typeof DEFAULT_PREFERENCES> = {}) => ({ ...DEFAULT_PREFERENCES, ...patch })

describe('allowsEmail', () => {
  it.each([
    ['welcome with every switch off', prefs({ email_notifications_enabled: false }), 'welcome', undefined, true],
    ['password reset with the master switch off', prefs({ email_notifications_enabled: false }), 'password_reset', undefined, true],
    ['test with the master switch off', prefs({ email_notifications_enabled: false }), 'test', undefined, true],
    ['deadline reminder by default', prefs(), 'deadline_reminder', undefined, true],
    ['deadline reminder with the master switch off', prefs({ email_notifications_enabled: false }), 'deadline_reminder', undefined, false],
    ['deadline reminder with its switch off', prefs({ deadline_notifications: false }), 'deadline_reminder', undefined, false],
    ['digest with its switch off', prefs({ weekly_digest_enabled: false }), 'weekly_digest', undefined, false],
    ['application status with its switch off', prefs({ application_status_notifications: false }), 'application_status', undefined, false],
    ['new match at the threshold', prefs({ match_threshold: 70 }), 'new_match', 0.7, true],
    ['new match rounding up to the threshold', prefs({ match_threshold: 70 }), 'new_match', 0.695, true],
    ['new match below the threshold', prefs({ match_threshold: 70 }), 'new_match', 0.69, false],
    ['new match with threshold 0', prefs({ match_threshold: 0 }), 'new_match', 0, true],
    ['new match with its switch off', prefs({ new_match_notifications: false }), 'new_match', 0.99, false],
    ['new match without a score', prefs(), 'new_match', undefined, false],
  ] as const)('%s → %s', (_name, p, type, score, expected) => {
    expect(allowsEmail(p, type, score)).toBe(expected)
  })

  it('compares scores in whole per cent', () => {
    expect(reachesThreshold({ match_threshold: 100 }, 0.996)).toBe(true)
    expect(reachesThreshold({ match_threshold: 100 }, 0.994)).toBe(false)
  })
})

describe('preference values', () => {
  it('deduplicates reminder days and sorts them descending', () => {
    expect(normaliseReminderDays([1, 7, 3, 7, 0, 30])).toEqual([30, 7, 3, 1, 0])
  })

  it.each([
    ['Europe/Brussels', 'Europe/Brussels'], ['america/new_york', 'America/New_York'], ['UTC', 'UTC'],
    ['Mars/Olympus', null], ['', null], ['+01:00', null], ['EST', null],
  ])('time zone %s → %s', (zone, canonical) => {
    expect(canonicalTimeZone(zone)).toBe(canonical)
  })
})

describe('retry schedule', () => {
  it.each([[1, 120_000], [2, 240_000], [3, 480_000], [4, 960_000], [5, MAX_DELAY_MS], [9, MAX_DELAY_MS]])('retry %i waits at most %i ms', (retry, ceiling) => {
    expect(retryDelayMs(retry, () => 1)).toBe(ceiling)
    expect(retryDelayMs(retry, () => 0)).toBe(ceiling / 2)
  })

  it('never waits longer than 30 minutes, whatever the jitter', () => {
    for (let retry = 1; retry <= 12; retry++) expect(retryDelayMs(retry)).toBeLessThanOrEqual(30 * 60_000)
  })

  it('allows five retries after the first attempt', () => {
    expect([1, 2, 3, 4, 5, 6].map(mayRetry)).toEqual([true, true, true, true, true, false])
  })
})
