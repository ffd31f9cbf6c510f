import { describe, expect, it } from 'vitest'
import type { MatchGrant } from '../scoring.js'
import { inEnglish } from '../reasons.js'
import { recencyScore as scoreRecency } from './recency.js'

const recencyScore = (...args: Parameters<typeof scoreRecency>) => inEnglish(scoreRecency(...args))

const NOW = new Date('2026-03-02T09:00:00Z')
const DAY = 24 * 60 * 60 * 1000
const at = (days: number) => new Date(NOW.getTime() + days * DAY)

function grant (over: Partial<MatchGrant> = {}): MatchGrant {
  return {
    id: 'g1', title: 'Call', summary: '', description: '', thematic_areas: [], action_types: [], countries: [], regions: [], company_sizes: [],
    nace_codes: [], nace_paths: [], funding_amount_min: null, funding_amount_max: null, currency: 'EUR',
    deadline: null, deadlines: [], start_date: null, publication_date: null, created_at: at(-400),
    is_carbon_focused: false, carbon_categories: [], eligible_scopes: [], taxonomy_objectives: [],
    supports_csrd_compliance: false, supports_sbti_alignment: false, eu_taxonomy_aligned: false,
    green_deal_aligned: false, fit_for_55_relevant: false, min_emission_reduction_percent: null,
    ...over,
  }
}

const ROLLING = 0.7
const ROLLING_REASON = 'Rolling call: no fixed deadline'

describe('recencyScore: freshness (rolling call, so time left is a constant 0.7)', () => {
  it.each<[string, Partial<MatchGrant>, number, string | null]>([
    // dates, freshness, reason
    ['published now', { publication_date: NOW }, 1, 'Published today'],
    ['published 23 hours ago', { publication_date: new Date(NOW.getTime() - 23 * 3600_000) }, 1, 'Published today'],
    ['published yesterday', { publication_date: at(-1) }, 0.5 ** (1 / 30), 'Published yesterday'],
    ['published 3 days ago', { publication_date: at(-3) }, 0.5 ** (3 / 30), 'Published 3 days ago'],
    ['published 30 days ago (half-life)', { publication_date: at(-30) }, 0.5, 'Published 30 days ago'],
    ['published 31 days ago', { publication_date: at(-31) }, 0.5 ** (31 / 30), null],
    ['published 60 days ago', { publication_date: at(-60) }, 0.25, null],
    ['published 90 days ago', { publication_date: at(-90) }, 0.125, null],
    ['publication date ahead', { publication_date: at(2) }, 1, null],
    ['publication date wins over the others', { publication_date: at(-60), start_date: at(-1), created_at: at(-1) }, 0.25, null],
    ['no publication date: opening date', { start_date: at(-3) }, 0.5 ** (3 / 30), 'Opened 3 days ago'],
    ['no publication or opening date: first stored', { created_at: at(-3) }, 0.5 ** (3 / 30), 'Listed 3 days ago'],
  ])('%s', (_label, dates, freshness, reason) => {
    const r = recencyScore(grant(dates), NOW)
    expect(r.score).toBeCloseTo(0.5 * freshness + 0.5 * ROLLING, 10)
    expect(r.reasons).toEqual([...(reason ? [reason] : []), ROLLING_REASON])
  })
})

describe('recencyScore: time left (published long ago, so freshness is ~0)', () => {
  const old = { publication_date: at(-3000) }
  it.each<[string, Partial<MatchGrant>, number, string | null]>([
    // dates, time-left value, reason
    ['deadline in 45 days', { deadline: at(45) }, 1, 'Plenty of time: deadline in 45 days'],
    ['deadline in 30 days', { deadline: at(30) }, 1, 'Plenty of time: deadline in 30 days'],
    ['deadline in 29 days 23 hours', { deadline: new Date(at(30).getTime() - 3600_000) }, 29 / 30, null],
    ['deadline in 29 days', { deadline: at(29) }, 29 / 30, null],
    ['deadline in 15 days', { deadline: at(15) }, 0.5, null],
    ['deadline in 14 days', { deadline: at(14) }, 14 / 30, null],
    ['deadline tomorrow', { deadline: at(1) }, 1 / 30, null],
    ['deadline later today', { deadline: new Date(NOW.getTime() + 3600_000) }, 0, null],
    ['closed', { deadline: at(-1) }, 0, null],
    ['rolling call', { deadline: null }, ROLLING, ROLLING_REASON],
    ['programme', { deadline: null, record_type: 'programme' }, ROLLING, 'Programme: its managing authority publishes the calls'],
    ['all cut-offs passed, no final deadline', { deadline: null, deadlines: [at(-5)] }, ROLLING, ROLLING_REASON],
    ['next cut-off in 40 days', { deadline: at(100), deadlines: [at(-10), at(40), at(100)] }, 1, 'Plenty of time: next cut-off in 40 days'],
    ['next cut-off in 10 days', { deadline: at(100), deadlines: [at(10), at(100)] }, 10 / 30, null],
    ['opens later today', { start_date: new Date(NOW.getTime() + 3600_000), deadline: at(60) }, 0.8, 'Opens today'],
    ['opens tomorrow', { start_date: at(1), deadline: at(60) }, 0.8, 'Opens tomorrow'],
    ['opens in 12 days', { start_date: at(12), deadline: at(60) }, 0.8, 'Opens in 12 days'],
    ['opens in 30 days', { start_date: at(30) }, 0.8, 'Opens in 30 days'],
    ['opens in 31 days', { start_date: at(31) }, 0.6, 'Opens in 31 days'],
    ['opens in 90 days', { start_date: at(90) }, 0.6, 'Opens in 90 days'],
    ['opens in 91 days', { start_date: at(91) }, 0.4, 'Opens in 91 days'],
  ])('%s', (_label, dates, timeLeft, reason) => {
    const r = recencyScore(grant({ ...old, ...dates }), NOW)
    expect(r.score).toBeCloseTo(0.5 * timeLeft, 10)
    expect(r.reasons).toEqual(reason ? [reason] : [])
  })

  it('an upcoming call without a publication date counts as brand new', () => {
    const r = recencyScore(grant({ start_date: at(12), deadline: at(60) }), NOW)
    expect(r.score).toBeCloseTo(0.5 * 1 + 0.5 * 0.8, 10)
    expect(r.reasons).toEqual(['Opens in 12 days'])
  })

  it('a fresh call with plenty of time scores 1', () => {
    expect(recencyScore(grant({ publication_date: NOW, deadline: at(45) }), NOW)).toEqual({
      score: 1, reasons: ['Published today', 'Plenty of time: deadline in 45 days'],
    })
  })
})

describe('recencyScore: properties over a generated set', () => {
  let seed = 7
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const days = [null, -3000, -90, -31, -30, -1, -0.5, 0, 0.5, 1, 6, 7, 13, 14, 29, 30, 31, 90, 91, 400]
  const date = (d: number | null) => (d === null ? null : at(d))

  const grants = Array.from({ length: 500 }, () => grant({
    publication_date: date(pick(days)), start_date: date(pick(days)), created_at: at(pick(days) ?? -1),
    deadline: date(pick(days)), deadlines: [date(pick(days)), date(pick(days))].filter((d): d is Date => d !== null),
  }))

  it('stays in 0..1 and is deterministic', () => {
    for (const g of grants) {
      const r = recencyScore(g, NOW)
      expect(r.score).toBeGreaterThanOrEqual(0)
      expect(r.score).toBeLessThanOrEqual(1)
      expect(recencyScore(g, NOW)).toEqual(r)
    }
  })

  it('a later publication never lowers the score, all else equal', () => {
    for (const g of grants) {
      const older = recencyScore({ ...g, publication_date: at(-45) }, NOW).score
      const newer = recencyScore({ ...g, publication_date: at(-5) }, NOW).score
      expect(newer).toBeGreaterThanOrEqual(older)
    }
  })
})
