// `BENCH_DATABASE_URL=postgres://…/<db with grants> npx tsx bench/matching-cold.ts`: what a new
// company waits for its first matches. The real server on a database already holding the grants
// (e.g. one `bench/search.ts` or `grants generate --count 50000` filled); once its search index is
// built, COMPANIES (default 60) new companies — 14 countries, 12 NACE divisions, three sizes,
// keywords and a sentence each — are created and each one's GET /matches/{id} is timed once,
// sequentially: no cache can answer. Target (issue "Matching an advisor would sign"): p50 ≤ 100 ms,
// p99 ≤ 300 ms at 50,000 grants on PostgreSQL. Method: docs/benchmarks.md.
import { fileURLToPath } from 'node:url'
import {
  benchCompany, build, fmt, percentile, reusedBenchDatabase, runBenchmark, searchIndexWatch, signIn, startServer,
  tempDir, writeResult,
} from './lib.js'

const COMPANIES = Number(process.env.COMPANIES ?? 60)

async function main (): Promise<void> {
  const url = reusedBenchDatabase()
  if (!url) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL database that holds the grants')
  build()
  const index = searchIndexWatch()
  const app = await startServer('postgres server', ['dist/server.js'],
    { DATABASE_URL: url, DATA_DIR: tempDir(), LOG_LEVEL: 'info', BUNDLED_DATA: 'off' },
    { startTimeoutMs: 300_000, onLine: index.onLine })
  try {
    const { grants } = await index.ready
    const headers = { authorization: `Bearer ${await signIn(app.url)}`, 'content-type': 'application/json' }
    const samples: number[] = []
    for (let i = 0; i < COMPANIES; i++) {
      const company = benchCompany(i, 'Cold')
      const created = await fetch(`${app.url}/api/v1/companies`, { method: 'POST', headers, body: JSON.stringify(company) })
      if (!created.ok) throw new Error(`POST /companies answered ${created.status}: ${await created.text()}`)
      const { id } = await created.json() as { id: string }
      const started = performance.now()
      const matches = await fetch(`${app.url}/api/v1/matches/${id}`, { headers })
      if (!matches.ok) throw new Error(`GET /matches answered ${matches.status}`)
      await matches.arrayBuffer()
      samples.push(performance.now() - started)
    }
    const sorted = Float64Array.from(samples).sort()
    const lines = [
      `### Cold matching, PostgreSQL, ${fmt(grants, 0)} grants`, '',
      `${COMPANIES} new companies, each GET /matches/{id} once, sequential: p50 ${fmt(percentile(sorted, 0.5))} ms,`
        + ` p90 ${fmt(percentile(sorted, 0.9))} ms, p99 ${fmt(percentile(sorted, 0.99))} ms, max ${fmt(sorted.at(-1)!)} ms`, '',
    ]
    console.log(lines.join('\n'))
    console.log(`written to ${writeResult(lines.join('\n'), '-matching-cold')}`)
  } finally {
    await app.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runBenchmark(main)
