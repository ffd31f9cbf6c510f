import { describe, expect, it } from 'vitest'
import { evaluateMatching } from '../../../scripts/eval-matching.js'

// The engine on the hand-judged relevance set (npm run eval:matching prints the full table;
// docs/matching.md records it). Deterministic: fixed clock, bundled data, seeded random baseline.
// The floor guards against regressions; it is below the recorded figure, not a target.

describe('matching quality on the relevance set', () => {
  it('ranks judged grants well above random order and the rule score alone', { timeout: 120_000 }, async () => {
    const { all, heldOut, results } = await evaluateMatching()
    expect(results.length).toBeGreaterThanOrEqual(30)
    expect(all.metrics.engine.ndcg10).toBeGreaterThanOrEqual(0.73)
    expect(heldOut.metrics.engine.ndcg10).toBeGreaterThanOrEqual(0.73)
    expect(all.metrics.engine.ndcg10).toBeGreaterThan(all.metrics.rule_only.ndcg10 + 0.3)
    expect(all.metrics.engine.ndcg10).toBeGreaterThan(all.metrics.random.ndcg10 + 0.5)
    expect(all.metrics.engine.p5).toBeGreaterThan(2 * all.metrics.rule_only.p5)
  })
})
