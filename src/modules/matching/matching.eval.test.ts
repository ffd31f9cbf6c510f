import { describe, expect, it } from 'vitest'
import { evaluateMatching, ndcg } from '../../../scripts/eval-matching.js'

// The engine on the hand-judged relevance set (npm run eval:matching prints the full table;
// docs/matching.md records it). Deterministic: fixed clock, bundled data, seeded random baseline.
// The floor guards against regressions; it is below the recorded figure, not a target.

describe('matching quality on the relevance set', () => {
  it('ranks judged grants well above random order and the rule score alone', { timeout: 120_000 }, async () => {
    const { all, heldOut, results } = await evaluateMatching()
    expect(results.length).toBeGreaterThanOrEqual(30)
    expect(all.metrics.engine.ndcg10).toBeGreaterThanOrEqual(0.75)
    expect(heldOut.metrics.engine.ndcg10).toBeGreaterThanOrEqual(0.75)
    expect(all.metrics.engine.ndcg10).toBeGreaterThan(all.metrics.rule_only.ndcg10 + 0.3)
    expect(all.metrics.engine.ndcg10).toBeGreaterThan(all.metrics.random.ndcg10 + 0.5)
    expect(all.metrics.engine.p5).toBeGreaterThan(2 * all.metrics.rule_only.p5)
    // Each result carries its whole ranking (scripts/matching-ceilings.ts re-ranks it): the same
    // ranking the figures above measured, every candidate in it.
    for (const r of results) {
      expect(r.ranked).toHaveLength(r.eligible)
      expect(ndcg(r.ranked.map((g) => g.grade ?? 0), r.judged)).toBeCloseTo(r.metrics.engine.ndcg10, 12)
    }
  })
})
