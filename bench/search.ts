// `npx tsx bench/search.ts`: search as new users meet it, every cache cold. A fresh PostgreSQL
// database (DATABASE_URL, required) is filled with GRANTS synthetic grants (default 50,000), the
// real server starts, and autocannon sends QUERIES distinct realistic queries once each (short
// topics, sentences, other languages, typos, countries, about a third with a filter): none can be
// a cache hit. Then the first 200 are sent again, each from the response cache, for the labelled
// cache-hit figure. Targets (issue "Search that finds what people mean"): cold p50 ≤ 20 ms,
// p99 ≤ 80 ms at 50,000 grants; at 200,000 no more than twice that. Method: docs/benchmarks.md.
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { lexicon } from '../src/modules/reference/concepts.js'
import { mulberry32 } from '../src/core/seeded-random.js'
import {
  build,
  CONNECTIONS,
  createBenchDatabase,
  fmt,
  generateGrants,
  machine,
  percentile,
  peakRssMb,
  runBenchmark,
  searchIndexWatch,
  reusedBenchDatabase,
  startServer,
  tempDir,
  writeResult,
} from './lib.js'

const GRANTS = Number(process.env.GRANTS ?? 50_000)
const QUERIES = Number(process.env.QUERIES ?? 1_200)
// One client measures an answer's own time; ten, what the two cores serve at once.
const CLIENTS = Number(process.env.CLIENTS ?? CONNECTIONS)
const CACHED = 200

const SENTENCES = [
  'we want to install {t} in our {s}',
  'funding for {t} for a small {s}',
  'is there money for {t}?',
  'grants to help our {s} with {t}',
  'we are a {s} and need support for {t}',
  'subsidy for {t} in {c}',
  '{t} for a {s} in {c}',
]
const FILTERS = [
  '',
  '',
  '',
  '&country=DE',
  '&country=FR,ES',
  '&status=active',
  '&status=active,upcoming',
  '&company_size=small',
  '&open_only=true',
]
const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pl']

/** Distinct queries people type, built from the lexicon's words (seeded: the same list each run). */
export function realisticQueries(count: number, seed = 11): string[] {
  const random = mulberry32(seed)
  const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)]!
  const concepts = [...lexicon().concepts.values()]
  const terms = (kind: string, language = 'en') =>
    concepts.filter((c) => c.kind === kind).flatMap((c) => c.terms[language] ?? [])
  const topics = [...terms('technology'), ...terms('topic')]
  const sectors = terms('sector')
  const countries = terms('country')
  const typo = (w: string) => {
    const i = 1 + Math.floor(random() * (w.length - 2))
    return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)
  }
  const out = new Set<string>()
  for (let guard = 0; out.size < count && guard < count * 50; guard++) {
    const kind = random()
    let q: string
    if (kind < 0.3)
      q = pick(SENTENCES).replace('{t}', pick(topics)).replace('{s}', pick(sectors)).replace('{c}', pick(countries))
    else if (kind < 0.55) {
      const l = pick(LANGUAGES.slice(1))
      q = `${pick([...terms('technology', l), ...terms('topic', l)])}${random() < 0.4 ? ` ${pick(terms('sector', l))}` : ''}`
    } else if (kind < 0.75) q = `${pick(topics)}${random() < 0.5 ? ` ${pick(topics)}` : ''}`
    else if (kind < 0.9) q = `${pick(topics)} ${pick(countries)}`
    else
      q = pick(topics)
        .split(' ')
        .map((w) => (w.length > 5 ? typo(w) : w))
        .join(' ')
    out.add(`/api/v1/grants/search?q=${encodeURIComponent(q)}${pick(FILTERS)}`)
  }
  return [...out]
}

async function once(
  base: string,
  paths: string[],
): Promise<{ p50: number; p99: number; rps: number; failures: number }> {
  const latencies: number[] = []
  let next = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CLIENTS,
        amount: paths.length,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    )
    instance.on('response', (_client, _status, _bytes, time) => {
      latencies.push(time)
    })
  })
  const sorted = Float64Array.from(latencies).sort()
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    rps: result.requests.average,
    failures: result.non2xx + result.errors,
  }
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('bench/search.ts measures PostgreSQL: set DATABASE_URL')
  build()
  // BENCH_DATABASE_URL: a database already holding the grants (iterating); otherwise a new one.
  const reused = reusedBenchDatabase()
  const url = reused ?? (await createBenchDatabase(process.env.DATABASE_URL, { prefix: 'gw_bench_search' }))
  const generateSeconds = reused ? NaN : await generateGrants(GRANTS, { DATABASE_URL: url, DATA_DIR: tempDir() })
  let fallbacks = 0
  const index = searchIndexWatch()
  const onLine = (line: string) => {
    if (line.includes('search engine failed')) fallbacks++
    index.onLine(line)
  }
  const app = await startServer(
    'postgres server',
    ['dist/server.js'],
    // The per-client limit of public routes is off: the benchmark is one client sending thousands.
    { DATABASE_URL: url, DATA_DIR: tempDir(), LOG_LEVEL: 'info', PUBLIC_RATE_PER_MINUTE: '0' },
    { startTimeoutMs: 300_000, onLine },
  )
  try {
    // The engine's in-memory index is built once after start-up (and after writes); searches
    // meanwhile are answered by SQL. Measured once it is ready, and its build time reported.
    const built = await index.ready
    const paths = realisticQueries(QUERIES)
    const probe = (await (await fetch(app.url + paths[0])).json()) as { used_search_engine: boolean }
    if (!probe.used_search_engine) throw new Error('the probe query was answered by the fallback')
    console.log(`${fmt(paths.length, 0)} distinct queries, ${CLIENTS} connections`)
    const cold = await once(app.url, paths.slice(1))
    const coldFallbacks = fallbacks
    const cached = await once(app.url, paths.slice(-CACHED)) // the last sent: still in the 60 s cache
    const rss = peakRssMb(app.pid)
    const lines = [
      `### Search, PostgreSQL, ${fmt(GRANTS, 0)} grants (${machine()})`,
      '',
      `- \`grants generate --count ${GRANTS}\`: ${fmt(generateSeconds, 1)} s; server peak RSS ${fmt(rss, 0)} MB`,
      `- search index built after start-up: ${fmt(built.grants, 0)} grants in ${fmt(built.ms / 1000, 1)} s`,
      `- ${fmt(paths.length - 1, 0)} distinct queries sent once each (cold: no cache can answer), `
        + `then ${CACHED} of them again (cache hits)`,
      '',
      '| run | requests | req/s | p50 ms | p99 ms | fallback answers | failures |',
      '|---|---:|---:|---:|---:|---:|---:|',
      `| cold, distinct queries | ${fmt(paths.length - 1, 0)} | ${fmt(cold.rps, 0)} | ${fmt(cold.p50)} | ${fmt(cold.p99)} `
        + `| ${coldFallbacks} | ${cold.failures} |`,
      `| cache hits (labelled: the same queries again) | ${CACHED} | ${fmt(cached.rps, 0)} | ${fmt(cached.p50)} `
        + `| ${fmt(cached.p99)} | ${fallbacks - coldFallbacks} | ${cached.failures} |`,
      '',
      `Sample queries: ${paths
        .slice(1, 7)
        .map((p) => `\`${decodeURIComponent(p.replace('/api/v1/grants/search?q=', ''))}\``)
        .join(', ')}`,
      '',
    ]
    console.log(lines.join('\n'))
    console.log(`written to ${writeResult(lines.join('\n'), '-search')}`)
  } finally {
    await app.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runBenchmark(main)
