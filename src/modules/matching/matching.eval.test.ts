import { describe, expect, it } from 'vitest'
import { evaluateMatching, ndcg } from '../../../scripts/eval-matching.js'
import { judgeAgreement, loadSecondOpinion, quadraticKappa } from '../../../scripts/judge-agreement.js'

// The engine on the two hand-judged relevance sets (npm run eval:matching prints the full table;
// docs/matching.md records it). Deterministic: fixed clock, bundled data, seeded random baseline.
// The floors guard against regressions; they are below the recorded figures, not targets.

describe('matching quality on the advisor set (80 new companies, graded blind)', () => {
  it('ranks what advisors would send above the rule-based preview, a keyword count and random order', { timeout: 240_000 }, async () => {
    const { heldOut: test, tune, results } = await evaluateMatching({}, undefined, 'advisor')
    expect(results.length).toBeGreaterThanOrEqual(60)
    for (const split of [tune, test]) {
      expect(split.metrics.engine.ndcg10).toBeGreaterThanOrEqual(0.4)
      // The preview (rules and the lexicon's concepts, no text statistics) is a product of its own now.
      expect(split.metrics.rule_only.ndcg10).toBeGreaterThanOrEqual(0.3)
      expect(split.metrics.engine.ndcg10).toBeGreaterThan(split.metrics.rule_only.ndcg10 + 0.05)
      expect(split.metrics.engine.ndcg10).toBeGreaterThan(split.metrics.keyword.ndcg10 + 0.2)
      expect(split.metrics.engine.ndcg10).toBeGreaterThan(split.metrics.random.ndcg10 + 0.3)
    }
  })
})

describe('matching quality on the original relevance set (the one tuned on for eleven rounds)', () => {
  it('ranks judged grants well above random order and the rule-based preview', { timeout: 120_000 }, async () => {
    const evaluation = await evaluateMatching()
    const { all, heldOut, results } = evaluation
    expect(results.length).toBeGreaterThanOrEqual(30)
    expect(all.metrics.engine.ndcg10).toBeGreaterThanOrEqual(0.65)
    expect(heldOut.metrics.engine.ndcg10).toBeGreaterThanOrEqual(0.65)
    expect(all.metrics.engine.ndcg10).toBeGreaterThan(all.metrics.rule_only.ndcg10 + 0.05)
    expect(all.metrics.engine.ndcg10).toBeGreaterThan(all.metrics.random.ndcg10 + 0.5)
    expect(all.metrics.engine.p5).toBeGreaterThan(all.metrics.rule_only.p5)
    // Each result carries its whole ranking (scripts/matching-ceilings.ts re-ranks it): the same
    // ranking the figures above measured, every candidate in it.
    for (const r of results) {
      expect(r.ranked).toHaveLength(r.eligible)
      expect(ndcg(r.ranked.map((g) => g.grade ?? 0), r.judged)).toBeCloseTo(r.metrics.engine.ndcg10, 12)
    }

    // The second opinion (scripts/judge-agreement.ts): it grades what the first advisor graded, the
    // two agree far beyond chance, and an advisor's ordering is a ceiling the engine stays under.
    const agreement = await judgeAgreement(evaluation)
    const opinion = loadSecondOpinion().profiles
    expect(agreement.profiles).toHaveLength(opinion.length)
    for (const p of agreement.profiles) expect(p.judged).toBe(opinion.find((o) => o.id === p.id)!.judgements.length)
    expect(agreement.kappa).toBeGreaterThan(0.8)
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    expect(mean(agreement.profiles.map((p) => p.secondByFirst))).toBeGreaterThan(mean(agreement.profiles.map((p) => p.engineByFirst)))
  })

  it('computes quadratic weighted kappa: 1 for the same grades, 0 for chance, below 0 for opposites', () => {
    expect(quadraticKappa([[0, 0], [1, 1], [2, 2], [3, 3]])).toBe(1)
    // Independent grades (every pair equally often) agree only by chance.
    const chance: [number, number][] = []
    for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) chance.push([a, b])
    expect(quadraticKappa(chance)).toBeCloseTo(0, 12)
    expect(quadraticKappa([[0, 3], [3, 0]])).toBeLessThan(0)
    // One grade apart is a small disagreement, three apart a large one.
    expect(quadraticKappa([[0, 0], [3, 3], [1, 2]])).toBeGreaterThan(quadraticKappa([[0, 0], [3, 3], [0, 3]]))
  })
})
