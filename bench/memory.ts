// `BENCH_DATABASE_URL=postgres://…/<db with grants> npx tsx bench/memory.ts`: an API process's
// memory through the benchmarks' load (issue "Several processes, one truth": under 500 MB RSS at
// 50,000 grants, back within 20% of idle once the caches expire). The real server on a database
// already holding the grants; once its search index is built: idle RSS, then COMPANIES (default
// 200) new companies each matched once, then SEARCHES (default 600) distinct searches from 10
// clients, RSS sampled every 200 ms throughout; then quiet for EXPIRY_SECONDS (default 120: the
// caches' minute, a sweep, and V8's memory reducer) and RSS again. CACHE_MAX_MB passes through.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  benchCompany, build, fmt, reusedBenchDatabase, runBenchmark, searchIndexWatch, signIn, sleep, startServer, tempDir, writeResult,
} from './lib.js'
import { realisticQueries } from './search.js'

const COMPANIES = Number(process.env.COMPANIES ?? 200)
const SEARCHES = Number(process.env.SEARCHES ?? 600)
const EXPIRY_SECONDS = Number(process.env.EXPIRY_SECONDS ?? 120)

/** Current resident set of a process in MB (Linux: VmRSS). */
const rssMb = (pid: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024

async function main (): Promise<void> {
  const url = reusedBenchDatabase()
  if (!url) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL database that holds the grants')
  build()
  const index = searchIndexWatch()
  const cacheMb = process.env.CACHE_MAX_MB
  const app = await startServer('postgres server', ['dist/server.js'], {
    DATABASE_URL: url, DATA_DIR: tempDir(), LOG_LEVEL: 'info', BUNDLED_DATA: 'off', PUBLIC_RATE_PER_MINUTE: '0',
    ...(cacheMb ? { CACHE_MAX_MB: cacheMb } : {}),
  }, { startTimeoutMs: 300_000, onLine: index.onLine })
  let peak = 0
  const sampler = setInterval(() => { peak = Math.max(peak, rssMb(app.pid)) }, 200)
  try {
    const { grants } = await index.ready
    await sleep(5_000)
    const idle = rssMb(app.pid)
    const headers = { authorization: `Bearer ${await signIn(app.url)}`, 'content-type': 'application/json' }
    for (let i = 0; i < COMPANIES; i++) {
      const company = benchCompany(i, 'Memory')
      const created = await fetch(`${app.url}/api/v1/companies`, { method: 'POST', headers, body: JSON.stringify(company) })
      const { id } = await created.json() as { id: string }
      await (await fetch(`${app.url}/api/v1/matches/${id}`, { headers })).arrayBuffer()
    }
    const afterMatching = rssMb(app.pid)
    const paths = realisticQueries(SEARCHES, 23)
    let next = 0
    await Promise.all(Array.from({ length: 10 }, async () => {
      while (next < paths.length) await (await fetch(app.url + paths[next++]!)).arrayBuffer()
    }))
    const afterSearch = rssMb(app.pid)
    const loadPeak = peak
    await sleep(EXPIRY_SECONDS * 1000)
    const expired = rssMb(app.pid)
    const lines = [
      `### Memory of one API process, PostgreSQL, ${fmt(grants, 0)} grants (CACHE_MAX_MB=${cacheMb ?? '128 (default)'})`, '',
      `- idle, index built: **${fmt(idle, 0)} MB** RSS`,
      `- after ${COMPANIES} distinct companies matched once each: ${fmt(afterMatching, 0)} MB`,
      `- after ${paths.length} distinct searches (10 clients): ${fmt(afterSearch, 0)} MB; **peak ${fmt(loadPeak, 0)} MB**`,
      `- ${EXPIRY_SECONDS} s later (caches expired and swept): **${fmt(expired, 0)} MB** ` +
        `(${fmt((expired / idle - 1) * 100, 0)} % above idle)`, '',
    ]
    console.log(lines.join('\n'))
    console.log(`written to ${writeResult(lines.join('\n'), '-memory')}`)
  } finally {
    clearInterval(sampler)
    await app.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runBenchmark(main)
