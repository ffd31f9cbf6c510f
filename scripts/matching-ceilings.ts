// How far could the matching engine get on the relevance set, and with what kind of change? Runs
// the evaluation once, then re-ranks every profile's candidates with an *oracle* that knows the
// judges' grades: each line bounds what a change of that kind could gain, however well built.
//   npx tsx scripts/matching-ceilings.ts
// The demotion used below is the one the rule score's "who applies" part gives a consortium-only
// action (1.0 → 0.2, i.e. the total falls by the rule weight × 0.2 × 0.8): what a new eligibility
// rule of the same kind would do to a grant it catches.
import { DEFAULT_MATCH_WEIGHTS } from '../src/core/config.js'
import { ACTION, RULE_WEIGHTS } from '../src/modules/matching/scorers/rule.js'
import { evaluateMatching, ndcg, type ProfileResult, type RankedGrant } from './eval-matching.js'

const weightSum = Object.values(DEFAULT_MATCH_WEIGHTS).reduce((a, b) => a + b, 0)
const DEMOTION = (DEFAULT_MATCH_WEIGHTS.rule / weightSum) * RULE_WEIGHTS.action * (ACTION.alone - ACTION.consortiumOnly)

// What the judges wrote when they graded a grant 0, by the kind of signal that would have caught it.
const REASON_KINDS: [string, RegExp][] = [
  ['technology developers only (the company would use it)', /develop(er|ing|s)? (the )?(technolog|net-zero|clean)|technology developers|user of|would (only )?(buy|use|adopt)|buys such|is a user|rather than (develop|the developer|manufactur)|manufactur(ing|e) (capacity|of components)|would be a (test )?customer|not a technology/i],
  ['public bodies only', /public (buildings|infrastructure|bodies|authorit|beneficiar|networks)|municipal|local authorit|cities/i],
  ['intermediaries, training or policy', /installer training|training|market uptake|demand aggregation|business associations|policy makers|for policy/i],
  ['another region', /wrong region|wrong Land|another region|other region|is in [A-Z]|region[s]?; |outside/i],
  ['another sector or topic', /tourism|unrelated|not (about|for)/i],
]

type Change = (grant: RankedGrant) => 'keep' | 'demote' | 'remove'
type Weights = typeof DEFAULT_MATCH_WEIGHTS

function programme (key: string): string {
  const source = key.slice(0, key.indexOf('/'))
  const id = key.slice(key.indexOf('/') + 1)
  if (source !== 'eu_portal') return source
  if (id.startsWith('HORIZON-EIC')) return 'EIC'
  const [head, second] = id.split('-')
  return head === 'HORIZON' ? `HORIZON-${second}` : head!
}

const zero = (g: RankedGrant) => (g.grade ?? 0) === 0
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

/** nDCG@10 (all, tune, held-out) of every profile's candidates re-ranked by `score` (null: left out). */
function rerank (results: ProfileResult[], score: (g: RankedGrant) => number | null): [number, number, number] {
  const scores = results.map((r) => {
    const reranked = r.ranked
      .map((g, rank) => ({ g, rank, score: score(g) }))
      .filter((x): x is typeof x & { score: number } => x.score !== null)
      .sort((a, b) => b.score - a.score || a.rank - b.rank)
    return { split: r.split, ndcg: ndcg(reranked.map((x) => x.g.grade ?? 0), r.judged) }
  })
  const of = (split?: string) => mean(scores.filter((s) => !split || s.split === split).map((s) => s.ndcg))
  return [of(), of('tune'), of('held-out')]
}

const row = (figures: number[]) => figures.map((f) => f.toFixed(3)).join(' | ')
const ceiling = (results: ProfileResult[], change: Change) =>
  row(rerank(results, (g) => {
    const action = change(g)
    return action === 'remove' ? null : g.score - (action === 'demote' ? DEMOTION : 0)
  }))

const { results } = await evaluateMatching()

console.log('| oracle change | nDCG@10 all | tune | held-out |\n|---|---:|---:|---:|')
console.log(`| none (the engine as it ranks) | ${ceiling(results, () => 'keep')} |`)
console.log(`| every grade-0 grant removed | ${ceiling(results, (g) => (zero(g) ? 'remove' : 'keep'))} |`)
const programmes = [...new Set(results.flatMap((r) => r.ranked.slice(0, 10).map((g) => programme(g.key))))].sort()
for (const p of programmes) console.log(`| ${p}: its grade-0 grants demoted | ${ceiling(results, (g) => (zero(g) && programme(g.key) === p ? 'demote' : 'keep'))} |`)
for (const [kind, pattern] of REASON_KINDS) {
  console.log(`| grade 0 for "${kind}" demoted | ${ceiling(results, (g) => (zero(g) && pattern.test(g.reason ?? '') ? 'demote' : 'keep'))} |`)
}
const anyKind = (g: RankedGrant) => REASON_KINDS.some(([, pattern]) => pattern.test(g.reason ?? ''))
console.log(`| grade 0 for any of these reasons demoted | ${ceiling(results, (g) => (zero(g) && anyKind(g) ? 'demote' : 'keep'))} |`)
console.log(`| grade 0 for any of these reasons removed | ${ceiling(results, (g) => (zero(g) && anyKind(g) ? 'remove' : 'keep'))} |`)

// Error cost: what each grade-0 grant in the top 10s costs in discounted gain slots.
const cost = new Map<string, { cost: number; count: number }>()
for (const r of results) {
  r.ranked.slice(0, 10).forEach((g, rank) => {
    if (!zero(g)) return
    const c = cost.get(g.key) ?? { cost: 0, count: 0 }
    cost.set(g.key, { cost: c.cost + 1 / Math.log2(rank + 2), count: c.count + 1 })
  })
}
const total = [...cost.values()].reduce((a, c) => a + c.cost, 0)
console.log(`\nGrade-0 grants in the top 10s, costliest first (cost = Σ 1/log2(rank + 1); ${total.toFixed(1)} in all):`)
for (const [key, c] of [...cost].sort((a, b) => b[1].cost - a[1].cost).slice(0, 10)) {
  console.log(`  ${c.cost.toFixed(2)}  in ${c.count} top 10s  ${key}`)
}
const worst = new Set([...cost].sort((a, b) => b[1].cost - a[1].cost).slice(0, 3).map(([key]) => key))
console.log(`\nThe three costliest demoted wherever graded 0: ${ceiling(results, (g) => (zero(g) && worst.has(g.key) ? 'demote' : 'keep'))} (all | tune | held-out)`)

// Other weightings, from the same sub-scores: the best on the tune half, and how it does held out.
const grid: Weights[] = []
for (const rule of [0.15, 0.25, 0.35, 0.45]) for (const semantic of [0.25, 0.3, 0.35, 0.4, 0.5, 0.6]) {
  for (const carbon of [0.05, 0.1, 0.2, 0.3]) for (const recency of [0, 0.05, 0.1]) grid.push({ rule, semantic, carbon, recency, collaborative: 0.1 })
}
const weighted = (w: Weights) => rerank(results, (g) => (w.rule * g.rule + w.semantic * g.semantic + w.recency * g.recency + w.collaborative * g.collaborative + w.carbon * g.carbon) /
  (w.rule + w.semantic + w.recency + w.collaborative + w.carbon))
const [best] = grid.map((w) => ({ w, figures: weighted(w) })).sort((a, b) => b.figures[1] - a.figures[1])
console.log(`The best of ${grid.length} weightings on the tune half, ${JSON.stringify(best!.w)}: ${row(best!.figures)} (all | tune | held-out)`)
