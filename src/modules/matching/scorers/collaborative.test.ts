import { describe, expect, it } from 'vitest'
import type { CompanySize } from '../../grants/grants.tables.js'
import type { CompanyProfile, Interaction } from '../scoring.js'
import { inEnglish } from '../reasons.js'
import { collaborativeScore as scoreTogether, naceLevel, naceOverlap, similarity } from './collaborative.js'

const collaborativeScore = (...args: Parameters<typeof scoreTogether>) => inEnglish(scoreTogether(...args))

const paths = (code: string): string[] => {
  // '25.11' → C, 25, 25.1, 25.11 (section C for the divisions used here)
  const out = ['C', code.slice(0, 2)]
  if (code.length >= 4) out.push(code.slice(0, 4))
  if (code.length >= 5) out.push(code)
  return out
}
const ours: CompanyProfile = {
  id: 'c1', name: 'Acme Steel', country: 'DE', company_size: 'small', nace_codes: ['25.11'], nace_paths: paths('25.11'),
  nace_descriptions: [], description: null, keywords: [], employee_count: 20, annual_revenue: null, develops_technology: null, region: null, carbon: null,
}
type Peer = Interaction['company']
const twin: Peer = { country: 'DE', company_size: 'small', nace_paths: paths('25.11') }
const stranger: Peer = { country: 'FR', company_size: 'large', nace_paths: ['J', '62', '62.0', '62.01'] }
const cousin: Peer = { country: 'DE', company_size: 'medium', nace_paths: paths('25.12') }   // same group, adjacent size
const act = (company: Peer, kind: Interaction['kind'], times = 1): Interaction[] => Array.from({ length: times }, () => ({ company, kind }))

describe('similarity', () => {
  it.each([['C', 1], ['25', 2], ['25.1', 3], ['25.11', 4]])('NACE level of %s is %i', (code, level) => expect(naceLevel(code)).toBe(level))

  it.each<[string, string[], number]>([
    ['same class', paths('25.11'), 1], ['same group', paths('25.12'), 0.75], ['same division', paths('25.21'), 0.5],
    ['same section', paths('28.25'), 0.25], ['nothing in common', ['J', '62'], 0], ['no codes', [], 0],
  ])('NACE overlap, %s: %f', (_name, theirs, expected) => expect(naceOverlap(ours.nace_paths, theirs)).toBe(expected))

  it.each<[string, Peer, number]>([
    ['identical', twin, 1],
    ['another country', { ...twin, country: 'FR' }, 0.7],
    ['adjacent size', { ...twin, company_size: 'medium' }, 0.9],
    ['distant size', { ...twin, company_size: 'large' }, 0.8],
    ['same group, adjacent size', cousin, 0.775],
    ['nothing in common', stranger, 0],
  ])('%s: %f', (_name, peer, expected) => expect(similarity(ours, peer)).toBeCloseTo(expected, 10))
})

describe('collaborativeScore', () => {
  it('cold start: exactly 0.5, no reasons', () => {
    expect(collaborativeScore(ours, [])).toEqual({ score: 0.5, reasons: [] })
  })

  it.each<[string, Interaction[], number, number]>([
    ['one save from a stranger barely moves it', act(stranger, 'saved'), 0.5, 0.51],
    ['one save from a twin moves it more', act(twin, 'saved'), 0.55, 0.6],
    ['one application from a twin: 0.625', act(twin, 'applied'), 0.624, 0.626],
    ['one dismissal from a twin', act(twin, 'dismissed'), 0.4, 0.45],
    ['one dismissal from a stranger', act(stranger, 'dismissed'), 0.49, 0.5],
    ['a save and a dismissal from twins cancel out', [...act(twin, 'saved'), ...act(twin, 'dismissed')], 0.5, 0.5],
  ])('%s', (_name, interactions, min, max) => {
    const { score } = collaborativeScore(ours, interactions)
    expect(score).toBeGreaterThanOrEqual(min)
    expect(score).toBeLessThanOrEqual(max)
  })

  it('weights by similarity: twin > cousin > stranger, for every kind', () => {
    for (const kind of ['saved', 'applied'] as const) {
      const [t, c, s] = [twin, cousin, stranger].map((peer) => collaborativeScore(ours, act(peer, kind)).score)
      expect(t).toBeGreaterThan(c!)
      expect(c).toBeGreaterThan(s!)
    }
    const [t, s] = [twin, stranger].map((peer) => collaborativeScore(ours, act(peer, 'dismissed')).score)
    expect(t).toBeLessThan(s!)
  })

  it('counts an application more than a save', () => {
    expect(collaborativeScore(ours, act(twin, 'applied')).score).toBeGreaterThan(collaborativeScore(ours, act(twin, 'saved')).score)
  })

  it('saturates: more concordant votes raise it with diminishing steps, never to 1', () => {
    const scores = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => collaborativeScore(ours, act(twin, 'applied', n)).score)
    for (let i = 2; i < scores.length; i++) {
      expect(scores[i]).toBeGreaterThan(scores[i - 1]!)
      expect(scores[i]! - scores[i - 1]!).toBeLessThan(scores[i - 1]! - scores[i - 2]!)
    }
    const flood = collaborativeScore(ours, act(twin, 'applied', 1000)).score
    expect(flood).toBeLessThan(1)
    expect(flood).toBeGreaterThan(0.99)
  })

  it('stays above 0 under a flood of dismissals', () => {
    const { score, reasons } = collaborativeScore(ours, act(twin, 'dismissed', 1000))
    expect(score).toBeGreaterThan(0)
    expect(score).toBeLessThan(0.01)
    expect(reasons).toEqual([])
  })

  it.each<[string, Interaction[], string[]]>([
    ['three similar saves', act(twin, 'saved', 3), ['Saved by 3 similar companies']],
    ['one similar save', act(cousin, 'saved'), ['Saved by 1 similar company']],
    ['similar applications first', [...act(twin, 'saved', 2), ...act(cousin, 'applied', 2)], ['Companies like yours applied', 'Saved by 2 similar companies']],
    ['one similar application', act(twin, 'applied'), ['A company like yours applied']],
    ['strangers are not "similar"', act(stranger, 'saved', 5), []],
    ['no reasons below neutral', [...act(twin, 'saved'), ...act(twin, 'dismissed', 5)], []],
  ])('reasons: %s', (_name, interactions, expected) => expect(collaborativeScore(ours, interactions).reasons).toEqual(expected))

  it('property: any mix of interactions scores in [0, 1] (seeded random cases)', () => {
    let seed = 7
    const rand = () => {
      seed = (seed + 0x6d2b79f5) >>> 0
      let t = Math.imul(seed ^ (seed >>> 15), seed | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
    }
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!
    const sizes: CompanySize[] = ['micro', 'small', 'medium', 'large']
    const codes = ['25.11', '25.12', '25.21', '28.25', '43.22', '62.01']
    for (let run = 0; run < 500; run++) {
      const interactions = Array.from({ length: Math.floor(rand() * 40) }, (): Interaction => ({
        company: { country: pick(['DE', 'FR', 'IT']), company_size: pick(sizes), nace_paths: rand() < 0.1 ? [] : paths(pick(codes)) },
        kind: pick(['saved', 'dismissed', 'applied'] as const),
      }))
      const me = { ...ours, company_size: pick(sizes), nace_paths: rand() < 0.1 ? [] : paths(pick(codes)) }
      const { score, reasons } = collaborativeScore(me, interactions)
      expect(Number.isFinite(score)).toBe(true)
      expect(score).toBeGreaterThanOrEqual(0)
      expect(score).toBeLessThanOrEqual(1)
      if (score <= 0.5) expect(reasons).toEqual([])
    }
  })
})
