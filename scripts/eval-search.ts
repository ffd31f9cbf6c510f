// Measures search on the blind-graded query set (src/modules/grants/data/search-queries.json): a
// fresh database holds the bundled dataset with the clock at the set's date, every query goes
// through GET /grants/search (and /grants/search/simple) over HTTP, and the answers are scored
// against two baselines on the same catalogue: a keyword count (grants ranked by how many of the
// query's content words their text contains) and random order (mean of 20 seeded shuffles).
// Relevant = grade ≥ 2; unjudged grants count as 0. The split is fixed in the file: choose on
// `tune`, report `test`, never choose on it.
//   npm run eval:search                     summary per split, kind and language
//   npm run eval:search -- --queries        plus one line per tune query (test: summaries only)
//   npm run eval:search -- --explain ID     plus tune query ID's top 10 and the relevant grants it missed
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from '../src/app.js'
import { createDrivers } from '../src/container.js'
import { openContainer } from '../src/open-container.js'
import { fixedClock } from '../src/core/clock.js'
import { loadConfig } from '../src/core/config.js'
import { createLogger } from '../src/core/logger.js'
import { mulberry32 } from '../src/core/seeded-random.js'
import { keywordDoc, keywordRanking, type KeywordDoc } from './eval-baselines.js'
import { readWrappedJson } from './wrapped-json.js'
import { ndcg } from './eval-matching.js'
import { meanInterval } from './bootstrap.js'

interface Judgement {
  key: string
  grade: number
  reason: string
}
export interface Query {
  id: string
  kind: string
  language: string
  split: 'tune' | 'test'
  q: string
  judgements: Judgement[]
}
interface QuerySet {
  as_of: string
  queries: Query[]
}
export const RANKERS = ['engine', 'simple', 'keyword', 'random'] as const
export type Ranker = (typeof RANKERS)[number]
export interface Scores {
  ndcg10: number
  recall20: number
  zero: boolean
}
export interface QueryResult {
  query: Query
  answerable: boolean
  scores: Record<Ranker, Scores>
  /** No-answer queries: the engine returned nothing, or said its results are relaxed. */
  honestNoAnswer: boolean
  corrected: string | null
  relaxed: boolean
  top: string[]
  missed: string[]
}
export interface Summary {
  queries: number
  answerable: number
  ndcg10: Record<Ranker, number>
  recall20: Record<Ranker, number>
  zeroRate: Record<Ranker, number>
}

const SET = new URL('../src/modules/grants/data/search-queries.json', import.meta.url)
export const loadQuerySet = (): QuerySet => readWrappedJson<QuerySet>(SET)
const RELEVANT = 2
const SHUFFLES = 20
const keyOf = (g: { source: string; external_id: string }) => `${g.source}/${g.external_id}`
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0)

function scoresOf(ranked: string[], total: number, grades: Map<string, number>): Scores {
  const gains = ranked.map((k) => grades.get(k) ?? 0)
  const relevant = [...grades.values()].filter((g) => g >= RELEVANT).length
  const found = ranked.slice(0, 20).filter((k) => (grades.get(k) ?? 0) >= RELEVANT).length
  return { ndcg10: ndcg(gains, [...grades.values()]), recall20: relevant ? found / relevant : 0, zero: total === 0 }
}

function summarise(results: QueryResult[]): Summary {
  const answerable = results.filter((r) => r.answerable)
  const per = (f: (s: Scores) => number, rs = answerable) =>
    Object.fromEntries(RANKERS.map((k) => [k, mean(rs.map((r) => f(r.scores[k])))])) as Record<Ranker, number>
  return {
    queries: results.length,
    answerable: answerable.length,
    ndcg10: per((s) => s.ndcg10),
    recall20: per((s) => s.recall20),
    zeroRate: per((s) => Number(s.zero)),
  }
}

export async function evaluateSearch(env: NodeJS.ProcessEnv = {}): Promise<QueryResult[]> {
  const set = loadQuerySet()
  const dataDir = mkdtempSync(join(tmpdir(), 'gw-eval-search-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    BUNDLED_DATA: 'on',
    WEB_DIR: 'off',
    JWT_SECRET: 'evaluation-secret-that-is-long-enough-0123456789',
    // One client asking every query of the set: the public lane's per-client limit is not measured here.
    PUBLIC_RATE_PER_MINUTE: '0',
    ...env,
  })
  const { container, close } = await openContainer(config, createLogger('silent'), {
    drivers: createDrivers(config, fixedClock(set.as_of)),
  })
  const app = await buildApp(container)
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url })
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`)
    return res.json() as {
      items: { source: string; external_id: string; title: string }[]
      total: number
      corrected_query?: string | null
      relaxed?: boolean
    }
  }
  try {
    await container.loadBundledData()
    const docs: KeywordDoc[] = []
    for (let page = 1; ; page++) {
      const res = await get(`/api/v1/grants?page_size=100&page=${page}`)
      const items = res.items as unknown as {
        source: string
        external_id: string
        title: string
        summary: string
        description: string
      }[]
      docs.push(...items.map((g) => keywordDoc(keyOf(g), g)))
      if (items.length < 100) break
    }
    const random = mulberry32(7)
    const results: QueryResult[] = []
    for (const query of set.queries) {
      const grades = new Map(query.judgements.map((j) => [j.key, j.grade]))
      const engine = await get(`/api/v1/grants/search?q=${encodeURIComponent(query.q)}&page_size=20`)
      const simple = await get(`/api/v1/grants/search/simple?q=${encodeURIComponent(query.q)}&page_size=20`)
      const keyword = keywordRanking(query.q, docs)
      const shuffles = Array.from({ length: SHUFFLES }, () =>
        scoresOf(
          [...docs].sort(() => random() - 0.5).map((d) => d.key),
          docs.length,
          grades,
        ),
      )
      const ranked = engine.items.map(keyOf)
      const answerable = [...grades.values()].some((g) => g >= RELEVANT)
      results.push({
        query,
        answerable,
        corrected: engine.corrected_query ?? null,
        relaxed: engine.relaxed ?? false,
        honestNoAnswer: engine.total === 0 || engine.relaxed === true,
        top: engine.items
          .slice(0, 10)
          .map((g, i) => `#${i + 1} [${grades.get(keyOf(g)) ?? '-'}] ${keyOf(g)} ${g.title.slice(0, 80)}`),
        missed: query.judgements
          .filter((j) => j.grade >= RELEVANT && !ranked.slice(0, 20).includes(j.key))
          .map((j) => `[${j.grade}] ${j.key}: ${j.reason.slice(0, 90)}`),
        scores: {
          engine: scoresOf(ranked, engine.total, grades),
          simple: scoresOf(simple.items.map(keyOf), simple.total, grades),
          keyword: scoresOf(keyword, keyword.length, grades),
          random: {
            ndcg10: mean(shuffles.map((s) => s.ndcg10)),
            recall20: mean(shuffles.map((s) => s.recall20)),
            zero: false,
          },
        },
      })
    }
    return results
  } finally {
    await app.close()
    await close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function slices(results: QueryResult[]): Record<string, Summary> {
  const out: Record<string, Summary> = {}
  const by = (name: string, rs: QueryResult[]) => {
    if (rs.length) out[name] = summarise(rs)
  }
  by('all', results)
  for (const kind of [...new Set(results.map((r) => r.query.kind))])
    by(
      `kind ${kind}`,
      results.filter((r) => r.query.kind === kind),
    )
  by(
    'English',
    results.filter((r) => r.query.language === 'en'),
  )
  by(
    'other languages',
    results.filter((r) => r.query.language !== 'en'),
  )
  return out
}

const f = (n: number) => n.toFixed(3)

function print(results: QueryResult[], perQuery: boolean, explain?: string): void {
  // Per-query lines and explanations are for the tune split only: the frozen test split is
  // reported by its summaries, so no one reads (and tunes on) its queries' failures.
  for (const r of results.filter((x) => x.query.id === explain && x.query.split === 'tune')) {
    console.log(
      `${r.query.id} "${r.query.q}"${r.corrected ? ` → "${r.corrected}"` : ''}${r.relaxed ? ' (relaxed)' : ''}: `
        + 'top 10, then relevant grants missed from the top 20',
    )
    for (const l of [...r.top, '…', ...r.missed]) console.log(`  ${l}`)
    console.log()
  }
  if (perQuery) {
    for (const r of results.filter((x) => x.query.split === 'tune')) {
      const s = r.scores.engine
      console.log(
        `${r.query.id} ${r.query.split} ${r.query.kind} ${r.query.language} nDCG ${f(s.ndcg10)} R@20 ${f(s.recall20)} `
          + `kw ${f(r.scores.keyword.ndcg10)}` +
          `${s.zero ? ' ZERO' : ''}${r.relaxed ? ' relaxed' : ''}${r.corrected ? ` → "${r.corrected}"` : ''}  "${r.query.q}"`,
      )
    }
    console.log()
  }
  for (const split of ['tune', 'test'] as const) {
    const rs = results.filter((r) => r.query.split === split)
    console.log(
      `${split.toUpperCase()} (${rs.length} queries)${split === 'test' ? ' — frozen: report, never choose on it' : ''}`,
    )
    console.log(
      'slice                    | n (ans.) | nDCG@10 engine / simple / keyword / random '
        + '| recall@20 engine / simple / keyword | zero results engine / simple',
    )
    for (const [name, s] of Object.entries(slices(rs))) {
      console.log(
        `${name.padEnd(24)} | ${String(s.queries).padStart(2)} (${String(s.answerable).padStart(2)}) | ` +
          `${f(s.ndcg10.engine)} / ${f(s.ndcg10.simple)} / ${f(s.ndcg10.keyword)} / ${f(s.ndcg10.random)} | ` +
          `${f(s.recall20.engine)} / ${f(s.recall20.simple)} / ${f(s.recall20.keyword)} `
            + `| ${f(s.zeroRate.engine)} / ${f(s.zeroRate.simple)}`,
      )
    }
    const interval = (name: string, of: QueryResult[]) =>
      `${name} ${meanInterval(of.filter((r) => r.answerable).map((r) => r.scores.engine.ndcg10))}`
    console.log(`engine nDCG@10, 95% bootstrap interval: ${[interval('all', rs),
      ...['sentence', 'non_english', 'place_applicant'].map((k) => interval(k, rs.filter((r) => r.query.kind === k)))]
      .join('; ')}`)
    const noAnswer = rs.filter((r) => !r.answerable)
    console.log(
      'no-answer queries answered honestly (nothing, or labelled relaxed): '
        + `${noAnswer.filter((r) => r.honestNoAnswer).length} of ${noAnswer.length}`,
    )
    console.log(
      `corrected queries: ${
        rs
          .filter((r) => r.corrected)
          .map((r) => `"${r.query.q}" → "${r.corrected}"`)
          .join('; ') || 'none'
      }`,
    )
    console.log()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const explain = args.includes('--explain') ? args[args.indexOf('--explain') + 1] : undefined
  const results = await evaluateSearch()
  print(results, args.includes('--queries'), explain)
}
