// `npx tsx bench/ingest.ts`: ingesting a generated file in the EU portal's bulk format
// (grantsTenders.json) with the CLI, as an operator would: wall time and peak RSS of the CLI
// process (/usr/bin/time), on PostgreSQL (the target) and PGlite (reported), then a second run of
// the same file (every record unchanged). RECORDS (default 100000) sets the size.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { build, childEnv, createBenchDatabase, fmt, machine, ROOT, runBenchmark, tempDir, writeResult } from './lib.js'

const RECORDS = Number(process.env.RECORDS ?? 100_000)
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

interface Result { label: string; seconds: number; rssMb: number; summary: string }

function ingest (label: string, file: string, env: NodeJS.ProcessEnv): Result {
  const run = spawnSync('/usr/bin/time', ['-f', 'TIME %e %M', process.execPath, 'dist/cli.js', 'ingest', 'eu_portal', '--file', file], {
    cwd: ROOT, env: childEnv({ ...env, LOG_LEVEL: 'warn', BUNDLED_DATA: 'off' }), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024,
  })
  const time = /TIME ([\d.]+) (\d+)/.exec(run.stderr)
  if (run.status !== 0 || !time) throw new Error(`${label}: ingest failed (${run.status})\n${run.stdout}\n${run.stderr}`)
  const summary = run.stdout.split('\n')[0]!
  console.log(`${label}: ${time[1]} s, peak RSS ${(Number(time[2]) / 1024).toFixed(0)} MB — ${summary}`)
  return { label, seconds: Number(time[1]), rssMb: Number(time[2]) / 1024, summary }
}

await runBenchmark(async () => {
  build()
  const dir = tempDir()
  const file = join(dir, 'grantsTenders.json')
  const generated = spawnSync(process.execPath, ['--import', 'tsx', 'bench/generate-eu-bulk.ts', '--count', String(RECORDS), '--out', file], { cwd: ROOT, stdio: 'inherit' })
  if (generated.status !== 0) throw new Error('generating the bulk file failed')

  const results: Result[] = []
  const pgUrl = await createBenchDatabase(BASE_URL, { prefix: 'gw_bench_ingest' })
  results.push(ingest('PostgreSQL, first run', file, { DATABASE_URL: pgUrl }))
  results.push(ingest('PostgreSQL, same file again', file, { DATABASE_URL: pgUrl }))
  const dataDir = tempDir()
  results.push(ingest('PGlite, first run', file, { DATA_DIR: dataDir, DATABASE_URL: '' }))
  results.push(ingest('PGlite, same file again', file, { DATA_DIR: dataDir, DATABASE_URL: '' }))

  const markdown = [
    `### Ingestion: ${RECORDS.toLocaleString('en-US')} records, eu_portal bulk format`, '',
    `${machine()}; \`npx tsx bench/ingest.ts\` (RECORDS=${RECORDS})`, '',
    '| run | wall time (s) | peak RSS (MB) | result |', '|---|---:|---:|---|',
    ...results.map((r) => `| ${r.label} | ${fmt(r.seconds, 1)} | ${fmt(r.rssMb, 0)} | ${r.summary.replace(/\|/g, '/')} |`),
  ].join('\n')
  console.log(`\n${markdown}\n\nWritten to ${writeResult(markdown, '-ingest')}`)
})
