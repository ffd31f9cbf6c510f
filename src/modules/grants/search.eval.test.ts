import { describe, expect, it } from 'vitest'
import { evaluateSearch, slices } from '../../../scripts/eval-search.js'

// Search on the blind-graded query set (npm run eval:search prints the full table; docs/search.md
// records it). Deterministic: fixed clock, bundled data, seeded random baseline. The floors guard
// against regressions on the frozen test split; they sit below the recorded figures, not at targets.

describe('search quality on the query set', () => {
  it('finds what the graders judged relevant, far above the keyword and simple baselines', { timeout: 180_000 }, async () => {
    const results = await evaluateSearch()
    expect(results.length).toBeGreaterThanOrEqual(120)
    const test = slices(results.filter((r) => r.query.split === 'test'))
    const all = test.all!
    expect(all.ndcg10.engine).toBeGreaterThanOrEqual(0.65)
    expect(all.recall20.engine).toBeGreaterThanOrEqual(0.73)
    expect(all.zeroRate.engine).toBeLessThanOrEqual(0.05)
    expect(all.ndcg10.engine).toBeGreaterThan(all.ndcg10.keyword + 0.2)
    expect(all.ndcg10.engine).toBeGreaterThan(all.ndcg10.simple + 0.1)
    expect(test['other languages']!.ndcg10.engine).toBeGreaterThan(0.55)
    // A query with no grant graded 2 or more is answered with nothing or labelled relaxed results, on
    // either split, but for one in ten at most: some find calls covering all they ask for that the
    // graders judged marginal ("subsidie voor elektrische bestelwagens voor ondernemers").
    const noAnswer = results.filter((r) => !r.answerable)
    expect(noAnswer.filter((r) => !r.honestNoAnswer).length).toBeLessThanOrEqual(Math.ceil(noAnswer.length / 10))
  })
})
