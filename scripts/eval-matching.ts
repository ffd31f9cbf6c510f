// Measures the matching engine on the hand-judged relevance set
// (src/modules/matching/data/relevance-set.json): each profile becomes a company on a fresh
// database holding the bundled dataset with the clock at the set's date, the engine ranks its
// grants, and the ranking is scored with nDCG@10 and precision@5 (relevant = grade ≥ 2) against
// two baselines on the same eligible pool: random order (mean of 50 seeded shuffles) and the
// rule score alone. Profiles alternate between a "tune" half (what weights and scorers may be
// adjusted on) and a "held-out" half (reported, never tuned on).
//   npm run eval:matching                      summary
//   npm run eval:matching -- --profiles        plus one line per tune profile (test: summaries only)
//   npm run eval:matching -- --explain ID      plus tune profile ID's top 10 and the relevant grants it missed
//                                              (--explain tune: every profile of the tune split)
//   npm run eval:matching -- --weights rule=1,semantic=0     another weighting (MATCH_WEIGHTS syntax)
//   npm run eval:matching -- --pool FILE       writes the keys of the grants in the engine's, the rule score's and the
//                                              keyword count's top 10s nobody judged yet, per profile, sorted
//                                              (no rank, score or source ranking: the judge must not see them)
// The eval test (src/modules/matching/matching.eval.test.ts) imports `evaluateMatching` from here.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createDrivers } from '../src/container.js'
import { openContainer } from '../src/open-container.js'
import { fixedClock } from '../src/core/clock.js'
import { loadConfig } from '../src/core/config.js'
import { sql } from 'drizzle-orm'
import { selectRows } from '../src/core/db/client.js'
import { mulberry32 } from '../src/core/seeded-random.js'
import { keywordDoc, keywordRanking } from './eval-baselines.js'
import { readWrappedJson } from './wrapped-json.js'
import { createLogger } from '../src/core/logger.js'
import type { CarbonProfileInput, CompanyCreate } from '../src/modules/companies/companies.schema.js'
import type { SemanticScorer } from '../src/modules/matching/scorers/semantic.js'
import { meanInterval } from './bootstrap.js'
import { saysLittle } from '../src/modules/matching/engine.js'

/** `pooled`: judged blind in a later round (the unjudged grants of the rankings' top 10s). */
export interface Judgement { source: string; external_id: string; title?: string; grade: 0 | 1 | 2 | 3; reason: string; pooled?: boolean }
export interface Profile {
  id: string
  split?: 'tune' | 'test'
  tags?: { sparse?: boolean; language?: string }
  company: CompanyCreate
  carbon_profile: CarbonProfileInput | null
  judgements: Judgement[]
}
interface RelevanceSet { as_of: string; profiles: Profile[] }

export type Split = 'tune' | 'held-out'
export type Ranker = 'engine' | 'rule_only' | 'keyword' | 'random'
export const RANKERS: Ranker[] = ['engine', 'rule_only', 'keyword', 'random']
// `condensed`: nDCG@10 of the ranking with the grants nobody judged removed first (Sakai's
// condensed list), a second view of the same ranking where the pool of judgements is shallow.
// `zero10`: the share of the top 10 an advisor would not send (graded 0, or never graded: the
// advisor set lists every grant worth sending).
export interface Metrics { ndcg10: number; p5: number; condensed: number; zero10: number }
/** One grant of a profile's ranking (scripts/matching-ceilings.ts): grade and reason null when nobody judged it. */
export interface RankedGrant { key: string; grade: number | null; reason: string | null; score: number; rule: number; semantic: number; recency: number; collaborative: number; carbon: number }
export interface ProfileResult {
  id: string; split: Split; slices: string[]; eligible: number; relevant: number
  metrics: Record<Ranker, Metrics>; top: string[]; missed: string[]; unjudgedTop10: number
  /** The profile's whole ranking, and the grades of all its judgements (the ideal of nDCG). */
  ranked: RankedGrant[]; judged: number[]
  /** The keys of the unjudged grants in the engine's, the rule score's and the keyword count's top 10s, sorted. */
  pool: string[]
}
export interface Summary { profiles: number; metrics: Record<Ranker, Metrics> }
export interface Evaluation { results: ProfileResult[]; all: Summary; tune: Summary; heldOut: Summary }

// `original`: the set the engine was tuned on for eleven rounds (its figures flatter it);
// `advisor`: 64 new companies graded blind (advisor-set.json), split once in the file.
export type SetName = 'original' | 'advisor'
const SETS: Record<SetName, URL> = {
  original: new URL('../src/modules/matching/data/relevance-set.json', import.meta.url),
  advisor: new URL('../src/modules/matching/data/advisor-set.json', import.meta.url),
}
export const loadRelevanceSet = (name: SetName = 'original'): RelevanceSet => readWrappedJson<RelevanceSet>(SETS[name])
export const splitOf = (index: number, profile?: Profile): Split =>
  profile?.split ? (profile.split === 'tune' ? 'tune' : 'held-out') : (index % 2 === 0 ? 'tune' : 'held-out')

/** The slices a profile belongs to (reported beside the mean). */
function slicesOf ({ company, tags }: Profile): string[] {
  const sparse = tags?.sparse ?? saysLittle(company)
  return [
    company.country === 'GB' && 'UK', sparse && 'sparse', tags?.language && tags.language !== 'en' && 'non-English',
    company.develops_technology === true && 'developers', company.develops_technology === false && 'adopters',
  ].filter((s): s is string => Boolean(s))
}

const RELEVANT = 2
const keyOf = (g: { source: string; external_id: string }) => `${g.source}/${g.external_id}`
const SHUFFLES = 50

/** nDCG@k with gains 2^grade − 1; the ideal ranking orders every judged grant by grade. */
export function ndcg (grades: number[], judged: number[], k = 10): number {
  const dcg = (gs: number[]) => gs.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0)
  const ideal = dcg([...judged].sort((a, b) => b - a))
  return ideal === 0 ? 0 : dcg(grades) / ideal
}

export const precision = (grades: number[], k = 5): number => grades.slice(0, k).filter((g) => g >= RELEVANT).length / k

function shuffled<T> (items: T[], random: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0)
/** `grades` has null for a grant nobody judged: 0 for nDCG@10 and P@5, left out for `condensed`. */
const metricsOf = (grades: (number | null)[], judged: number[]): Metrics => {
  const strict = grades.map((g) => g ?? 0)
  const top = strict.slice(0, 10)
  return {
    ndcg10: ndcg(strict, judged), p5: precision(strict), condensed: ndcg(grades.filter((g): g is number => g !== null), judged),
    zero10: top.length ? top.filter((g) => g === 0).length / top.length : 0,
  }
}

// nDCG is undefined for a profile with no grant worth sending at all (an ideal of 0: nothing in the
// catalogue for a vet practice): such a profile counts in P@5 and the grade-0 share, not in nDCG —
// as search sets its no-answer queries apart. Every other profile counts, one with grade-1 grants only too.
export const rankable = (r: ProfileResult) => r.judged.some((g) => g > 0)

function summarise (results: ProfileResult[]): Summary {
  const ranked = results.filter(rankable)
  const metrics = Object.fromEntries(RANKERS.map((r) => [r, {
    ndcg10: mean(ranked.map((x) => x.metrics[r].ndcg10)), p5: mean(results.map((x) => x.metrics[r].p5)),
    condensed: mean(ranked.map((x) => x.metrics[r].condensed)), zero10: mean(results.map((x) => x.metrics[r].zero10)),
  }])) as Record<Ranker, Metrics>
  return { profiles: results.length, metrics }
}

export async function evaluateMatching (
  env: NodeJS.ProcessEnv = {}, semantic?: SemanticScorer, setName: SetName = 'original',
): Promise<Evaluation> {
  const set = loadRelevanceSet(setName)
  const dataDir = mkdtempSync(join(tmpdir(), 'gw-eval-'))
  const config = loadConfig({
    NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', BUNDLED_DATA: 'on',
    JWT_SECRET: 'evaluation-secret-that-is-long-enough-0123456789', ...env,
  })
  const { container, close } = await openContainer(config, createLogger('silent'), { drivers: { ...createDrivers(config, fixedClock(set.as_of)), ...(semantic ? { semantic } : {}) } })
  try {
    await container.loadBundledData()
    const docs = (await selectRows<{ source: string; external_id: string; title: string; summary: string; description: string }>(
      container.database.db, sql`select source, external_id, title, summary, description from grants`)).map((g) => keywordDoc(keyOf(g), g))
    const owner = await container.auth.register({ email: 'eval@example.com', password: 'Evaluation-2026!', full_name: 'Evaluation' })
    const tenantId = owner.tenant_id
    const caller = { tenant_id: tenantId, user_id: owner.id, email: owner.email, role: 'owner' as const }
    const results: ProfileResult[] = []
    for (const [index, profile] of set.profiles.entries()) {
      const company = await container.companies.create(caller, profile.company)
      if (profile.carbon_profile) await container.companies.putCarbonProfile(caller, company.id, profile.carbon_profile)
      const scored = await container.matching.score(tenantId, company.id)
      const judgementOf = new Map(profile.judgements.map((j) => [keyOf(j), j]))
      const gradeOf = (key: string) => judgementOf.get(key)?.grade ?? null
      const grades = (ranking: { grant: { source: string; external_id: string } }[]) => ranking.map((m) => gradeOf(keyOf(m.grant)))
      const judged = profile.judgements.map((j) => j.grade)
      // The rule-only preview as the product serves it (GET /grants/matching/{company_id}).
      const ruleOnly = (await container.matching.preview(tenantId, company.id, { page: 1, page_size: 100 })).items
      const random = mulberry32(index + 1)   // the same baseline on every run
      const keyword = keywordRanking([...profile.company.keywords ?? [], profile.company.description ?? ''].join(' '), docs)
      const shuffles = Array.from({ length: SHUFFLES }, () => metricsOf(grades(shuffled(scored, random)), judged))
      const line = (m: typeof scored[number], rank: number) => `#${rank + 1} [${gradeOf(keyOf(m.grant)) ?? '-'}] ${m.score.toFixed(3)} ` +
        `(rule ${m.rule_score.toFixed(2)} sem ${m.semantic_score.toFixed(2)} rec ${m.recency_score.toFixed(2)} carbon ${m.carbon_score.toFixed(2)}) ${keyOf(m.grant)} ${m.grant.title.slice(0, 70)}`
      const found = new Set(scored.map((m) => keyOf(m.grant)))
      // The pool to judge blind: every ranking's top 10 (engine, rule only, keyword) that nobody graded.
      const unjudged = new Set([...scored.slice(0, 10), ...ruleOnly.slice(0, 10)].map((m) => keyOf(m.grant))
        .concat(keyword.slice(0, 10)).filter((key) => !judgementOf.has(key)))
      results.push({
        id: profile.id, split: splitOf(index, profile), slices: slicesOf(profile), eligible: scored.length,
        relevant: judged.filter((g) => g >= RELEVANT).length,
        top: scored.slice(0, 10).map(line),
        ranked: scored.map((m) => ({
          key: keyOf(m.grant), grade: gradeOf(keyOf(m.grant)), reason: judgementOf.get(keyOf(m.grant))?.reason ?? null, score: m.score,
          rule: m.rule_score, semantic: m.semantic_score, recency: m.recency_score, collaborative: m.collaborative_score, carbon: m.carbon_score,
        })),
        judged,
        unjudgedTop10: grades(scored.slice(0, 10)).filter((g) => g === null).length,
        pool: [...unjudged].sort(),
        missed: [
          ...scored.map((m, rank) => ({ m, rank })).filter(({ m, rank }) => rank >= 10 && (gradeOf(keyOf(m.grant)) ?? 0) >= RELEVANT).map(({ m, rank }) => line(m, rank)),
          ...profile.judgements.filter((j) => j.grade >= RELEVANT && !found.has(keyOf(j))).map((j) => `not a candidate [${j.grade}] ${keyOf(j)} ${j.title ?? ''}`),
        ],
        metrics: {
          engine: metricsOf(grades(scored), judged),
          rule_only: metricsOf(grades(ruleOnly), judged),
          keyword: metricsOf(keyword.map(gradeOf), judged),
          random: {
            ndcg10: mean(shuffles.map((s) => s.ndcg10)), p5: mean(shuffles.map((s) => s.p5)),
            condensed: mean(shuffles.map((s) => s.condensed)), zero10: mean(shuffles.map((s) => s.zero10)),
          },
        },
      })
    }
    return {
      results, all: summarise(results),
      tune: summarise(results.filter((r) => r.split === 'tune')), heldOut: summarise(results.filter((r) => r.split === 'held-out')),
    }
  } finally {
    await close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const f = (n: number) => n.toFixed(3)

function print (evaluation: Evaluation, perProfile: boolean, explain?: string): void {
  // Per-profile lines and explanations are for the tune split only (the test split: summaries).
  for (const r of evaluation.results.filter((x) => x.split === 'tune' && (x.id === explain || explain === 'tune'))) {
    console.log(`${r.id}: the engine's top 10, then relevant grants ranked lower or never considered`)
    for (const l of [...r.top, '…', ...r.missed]) console.log(`  ${l}`)
    console.log()
  }
  if (perProfile) {
    console.log('profile | split | eligible | relevant | nDCG@10 engine / rule / random | P@5 engine / rule / random')
    for (const r of evaluation.results.filter((x) => x.split === 'tune')) {
      const m = r.metrics
      console.log(`${r.id} | ${r.split} | ${r.eligible} | ${r.relevant} | ${f(m.engine.ndcg10)} / ${f(m.rule_only.ndcg10)} / ${f(m.random.ndcg10)} | ${f(m.engine.p5)} / ${f(m.rule_only.p5)} / ${f(m.random.p5)}`)
    }
    console.log()
  }
  console.log('| profiles | slice | nDCG@10 engine / rule only / keyword / random | P@5 engine / rule only '
    + '| top-10 grade 0 engine / keyword |')
  console.log('|---|---|---|---|---|')
  for (const [label, split] of [['tune', 'tune'], ['test (frozen)', 'held-out']] as const) {
    const rs = evaluation.results.filter((r) => r.split === split)
    const names = [...new Set(rs.flatMap((r) => r.slices))].sort()
    const slices = [['all', rs], ...names.map((name) => [name, rs.filter((r) => r.slices.includes(name))] as const)] as const
    for (const [name, group] of slices) {
      const m = summarise([...group]).metrics
      const none = group.filter((r) => !rankable(r)).length
      console.log(`| ${label} | ${name} (${group.length}${none ? `; ${none} with nothing to send` : ''}) | `
        + `${f(m.engine.ndcg10)} / ${f(m.rule_only.ndcg10)} / `
        + `${f(m.keyword.ndcg10)} / ${f(m.random.ndcg10)} | ` +
        `${f(m.engine.p5)} / ${f(m.rule_only.p5)} | ${f(m.engine.zero10)} / ${f(m.keyword.zero10)} |`)
    }
  }
  for (const [label, split] of [['tune', 'tune'], ['test (frozen)', 'held-out']] as const) {
    const rs = evaluation.results.filter((r) => r.split === split)
    const interval = meanInterval(rs.filter(rankable).map((r) => r.metrics.engine.ndcg10))
    console.log(`${label}: engine nDCG@10, 95% bootstrap interval ${interval}`)
  }
  const unjudged = evaluation.results.reduce((n, r) => n + r.unjudgedTop10, 0)
  console.log(`\nThe engine's top 10s hold ${unjudged} of ${evaluation.results.length * 10} grants nobody judged (counted 0 above but in the last column).`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const weights = process.argv[process.argv.indexOf('--weights') + 1]
  const env = process.argv.includes('--weights') && weights ? { MATCH_WEIGHTS: weights } : {}
  const explain = process.argv.includes('--explain') ? process.argv[process.argv.indexOf('--explain') + 1] : undefined
  const setName: SetName = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1] as SetName : 'advisor'
  const evaluation = await evaluateMatching(env, undefined, setName)
  print(evaluation, process.argv.includes('--profiles'), explain)
  if (process.argv.includes('--pool')) {
    const file = process.argv[process.argv.indexOf('--pool') + 1]!
    const profiles = loadRelevanceSet(setName).profiles
    const pool = evaluation.results.map((r) => {
      const p = profiles.find((x) => x.id === r.id)!
      return { id: r.id, company: p.company, carbon_profile: p.carbon_profile, to_judge: r.pool }
    })
    writeFileSync(file, JSON.stringify(pool, null, 1))
    console.log(`\n${pool.reduce((n, p) => n + p.to_judge.length, 0)} grants to judge written to ${file}`)
  }
}
