// How reliable are the relevance set's grades, and what does a careful human reach on its metric?
// A second advisor graded every judgement of 12 of the 35 profiles again, blind
// (src/modules/matching/data/second-opinion.json; how: src/modules/matching/data/README.md). This
// prints how far the two agree (exact, within one grade, relevant or not, quadratic weighted kappa),
// the nDCG@10 of the second advisor's ordering scored with the first one's grades and the other way
// round, and the engine's nDCG@10 scored with either advisor's grades.
//   npx tsx scripts/judge-agreement.ts
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { evaluateMatching, loadRelevanceSet, ndcg, type Evaluation, type Split } from './eval-matching.js'

interface SecondOpinion { profiles: { id: string; judge: string; judgements: { source: string; external_id: string; grade: number; reason: string }[] }[] }

const FILE = new URL('../src/modules/matching/data/second-opinion.json', import.meta.url)
export const loadSecondOpinion = (): SecondOpinion => JSON.parse(readFileSync(FILE, 'utf8')) as SecondOpinion

const RELEVANT = 2
const GRADES = 4
const keyOf = (g: { source: string; external_id: string }) => `${g.source}/${g.external_id}`
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

/** Cohen's kappa with quadratic weights over grades 0..3: 1 = the same grades, 0 = chance agreement. */
export function quadraticKappa (pairs: [number, number][]): number {
  const disagreement = (a: number, b: number) => ((a - b) / (GRADES - 1)) ** 2
  const first = Array.from({ length: GRADES }, (_, g) => pairs.filter(([a]) => a === g).length / pairs.length)
  const second = Array.from({ length: GRADES }, (_, g) => pairs.filter(([, b]) => b === g).length / pairs.length)
  const observed = mean(pairs.map(([a, b]) => disagreement(a, b)))
  let expected = 0
  for (let a = 0; a < GRADES; a++) for (let b = 0; b < GRADES; b++) expected += first[a]! * second[b]! * disagreement(a, b)
  return expected === 0 ? 1 : 1 - observed / expected
}

export interface ProfileAgreement {
  id: string; split: Split; judged: number
  /** nDCG@10 of one advisor's ordering (their grades; ties in the engine's order) with the other's grades. */
  secondByFirst: number; firstBySecond: number
  /** The engine's ranking scored with each advisor's own judgements. */
  engineByFirst: number; engineBySecond: number
}
export interface Agreement {
  pairs: [number, number][]; exact: number; withinOne: number; relevant: number; kappa: number
  /** confusion[first][second] */
  confusion: number[][]
  profiles: ProfileAgreement[]
}

export async function judgeAgreement (evaluation?: Evaluation): Promise<Agreement> {
  const set = loadRelevanceSet()
  const { results } = evaluation ?? await evaluateMatching()
  const pairs: [number, number][] = []
  const profiles = loadSecondOpinion().profiles.map((opinion): ProfileAgreement => {
    const profile = set.profiles.find((p) => p.id === opinion.id)
    const result = results.find((r) => r.id === opinion.id)
    if (!profile || !result) throw new Error(`second opinion on an unknown profile: ${opinion.id}`)
    const first = new Map(profile.judgements.map((j) => [keyOf(j), j.grade as number]))
    const second = new Map(opinion.judgements.map((j) => [keyOf(j), j.grade]))
    // Compared on the grants both graded (later pooled rounds may have judged a few more).
    const both = [...second.keys()].filter((k) => first.has(k))
    for (const k of both) pairs.push([first.get(k)!, second.get(k)!])
    const engineRank = new Map(result.ranked.map((g, i) => [g.key, i]))
    const orderBy = (grades: Map<string, number>) =>
      [...both].sort((a, b) => grades.get(b)! - grades.get(a)! || (engineRank.get(a) ?? Infinity) - (engineRank.get(b) ?? Infinity))
    const on = (grades: Map<string, number>) => both.map((k) => grades.get(k)!)
    const engine = (grades: Map<string, number>) => ndcg(result.ranked.map((g) => grades.get(g.key) ?? 0), [...grades.values()])
    return {
      id: opinion.id, split: result.split, judged: both.length,
      secondByFirst: ndcg(orderBy(second).map((k) => first.get(k)!), on(first)),
      firstBySecond: ndcg(orderBy(first).map((k) => second.get(k)!), on(second)),
      engineByFirst: engine(first), engineBySecond: engine(second),
    }
  })
  const share = (test: (a: number, b: number) => boolean) => pairs.filter(([a, b]) => test(a, b)).length / pairs.length
  return {
    pairs, profiles, kappa: quadraticKappa(pairs),
    exact: share((a, b) => a === b), withinOne: share((a, b) => Math.abs(a - b) <= 1),
    relevant: share((a, b) => (a >= RELEVANT) === (b >= RELEVANT)),
    confusion: Array.from({ length: GRADES }, (_, a) => Array.from({ length: GRADES }, (_, b) => pairs.filter(([x, y]) => x === a && y === b).length)),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const a = await judgeAgreement()
  const f = (n: number) => n.toFixed(3)
  const pct = (n: number) => `${(100 * n).toFixed(1)}%`
  console.log(`${a.pairs.length} grants graded twice, ${a.profiles.length} profiles: same grade ${pct(a.exact)}, within one grade ${pct(a.withinOne)}, ` +
    `same relevant/not (grade ≥ ${RELEVANT}) ${pct(a.relevant)}, quadratic weighted kappa ${f(a.kappa)}`)
  console.log('\nfirst advisor (rows) × second (columns), grades 0-3')
  a.confusion.forEach((row, g) => console.log(`  ${g}: ${row.map((n) => String(n).padStart(4)).join('')}`))
  console.log('\n| profile | split | graded | second advisor by first | first by second | engine by first | engine by second |\n|---|---|---:|---:|---:|---:|---:|')
  for (const p of a.profiles) console.log(`| ${p.id} | ${p.split} | ${p.judged} | ${f(p.secondByFirst)} | ${f(p.firstBySecond)} | ${f(p.engineByFirst)} | ${f(p.engineBySecond)} |`)
  const m = (pick: (p: ProfileAgreement) => number) => f(mean(a.profiles.map(pick)))
  console.log(`| **mean** | | | **${m((p) => p.secondByFirst)}** | **${m((p) => p.firstBySecond)}** | **${m((p) => p.engineByFirst)}** | **${m((p) => p.engineBySecond)}** |`)
}
