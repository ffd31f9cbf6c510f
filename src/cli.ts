import { parseArgs } from 'node:util'
import type { openContainer } from './open-container.js'
import { AppError } from './core/http/errors.js'
import { ConfigError, loadConfig, type Config } from './core/config.js'
import { DataDirLockedError } from './core/db/lock.js'
import { createLogger } from './core/logger.js'
import { generateGrants } from './modules/grants/grants.generate.js'
import { GRANT_SOURCES, type GrantSource } from './modules/grants/grants.tables.js'
import type { IngestionRunRow } from './modules/grants/ingestion/ingestion.tables.js'

// Operator commands, on the same DATA_DIR / DATABASE_URL as the server. With PGlite the data
// directory is locked: while the server runs, the CLI refuses (it never opens the directory twice).

const USAGE = `Usage: npm run cli -- <command>

  users create --email E --password P --full-name N [--platform-admin]
  users promote E                       make an existing user a platform operator
  grants generate --count N [--seed S]  add N synthetic grants (marked is_synthetic) for demos and benchmarks
  ingest <source> [--file PATH | --live] [--since YYYY-MM-DD] [--partial]
                                        import eu_portal, cordis, cohesion or innovate_uk from a file or
                                        directory, the live endpoint, or (neither) the bundled files;
                                        --since/--partial: the input is not the full listing (nothing is closed)
  jobs run NAME                         run a scheduled job once now, in this process (recorded in job-runs);
                                        safe beside running servers and workers: every job is idempotent
  db template                           (install time) dump a migrated PGlite database for fast first starts`

type Command = (config: Config, args: string[]) => Promise<string>

const commands: Record<string, Command> = {
  'users create': async (config, args) => {
    const { values } = parseArgs({
      args, strict: true,
      options: { email: { type: 'string' }, password: { type: 'string' }, 'full-name': { type: 'string' }, 'platform-admin': { type: 'boolean', default: false } },
    })
    if (!values.email || !values.password || !values['full-name']) throw new UsageError('users create needs --email, --password and --full-name')
    return withContainer(config, async (c) => {
      const user = await c.auth.createUser({ email: values.email!, password: values.password!, full_name: values['full-name']!, platformAdmin: values['platform-admin']! })
      return `Created ${user.email} (id ${user.id}, tenant ${user.tenant_id})${user.is_platform_admin ? ' as platform operator' : ''}`
    })
  },

  'users promote': async (config, args) => {
    const email = args[0]
    if (!email || args.length > 1) throw new UsageError('users promote needs exactly one e-mail address')
    return withContainer(config, async (c) => `${(await c.auth.promote(email)).email} is now a platform operator`)
  },

  'grants generate': async (config, args) => {
    const { values } = parseArgs({ args, strict: true, options: { count: { type: 'string' }, seed: { type: 'string', default: '1' } } })
    const count = Number(values.count)
    const seed = Number(values.seed)
    if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) throw new UsageError('grants generate needs --count N (a positive integer) and an integer --seed')
    return withContainer(config, async (c) => {
      const started = performance.now()
      const written = await generateGrants({ grants: c.grants, reference: c.reference, clock: c.drivers.clock }, { count, seed })
      return `Generated ${count} synthetic grants (${written.inserted} new, ${written.updated} updated) in ${((performance.now() - started) / 1000).toFixed(1)} s`
    })
  },

  ...Object.fromEntries(GRANT_SOURCES.map((source) => [`ingest ${source}`, (config: Config, args: string[]) => ingest(config, source, args)])),

  // After an outage, or to try a schedule: the job runs here, not through the queue, so it does not
  // wait for a worker; the scans' unique keys make a run beside the scheduled one write nothing twice.
  'jobs run': async (config, args) => {
    const name = args[0]
    if (!name || args.length > 1) throw new UsageError('jobs run needs exactly one job name')
    return withContainer(config, async (c) => {
      const job = c.jobs.find((j) => j.name === name)
      if (!job) throw new UsageError(`Unknown job ${name}; jobs: ${c.jobs.map((j) => j.name).join(', ')}`)
      const counts = await c.jobRuns.record(job.name, job.run)
      return `${job.name}: ${JSON.stringify(counts ?? {})}`
    })
  },

  'db template': async (config) => {
    const { ensurePgliteTemplate } = await import('./open-container.js')
    const { dir, created } = await ensurePgliteTemplate(config, createLogger('warn'))
    return created ? `PGlite template written: ${dir}` : `PGlite template is current: ${dir}`
  },
}

class UsageError extends Error {}

async function ingest (config: Config, source: GrantSource, args: string[]): Promise<string> {
  const { values } = parseArgs({ args, strict: true, options: { file: { type: 'string' }, live: { type: 'boolean', default: false }, since: { type: 'string' }, partial: { type: 'boolean', default: false } } })
  if (values.file && values.live) throw new UsageError('ingest takes --file or --live, not both')
  const since = values.since ? new Date(`${values.since}T00:00:00Z`) : null
  // Round-tripped, so 2024-02-31 (which Date rolls over to March 2) is refused, not moved.
  if (since && (Number.isNaN(since.getTime()) || since.toISOString().slice(0, 10) !== values.since)) throw new UsageError('--since must be a date, YYYY-MM-DD')
  const input = values.file ? { kind: 'file' as const, path: values.file } : values.live ? { kind: 'live' as const } : { kind: 'bundled' as const }
  return withContainer(config, async (c) => {
    const run = await c.ingestion.run({ source, input, since, partial: values.partial!, trigger: 'cli' })
    if (run.status === 'failed') throw new RunFailed(describeRun(run))
    return describeRun(run)
  })
}

function describeRun (run: IngestionRunRow): string {
  const seconds = ((run.finished_at!.getTime() - run.started_at.getTime()) / 1000).toFixed(1)
  const lines = [
    `${run.source} (${run.input}): ${run.status} in ${seconds} s — fetched ${run.fetched}, inserted ${run.inserted}, updated ${run.updated}, unchanged ${run.unchanged}, closed ${run.closed}, projects ${run.projects}, skipped ${run.skipped}`,
    ...run.skipped_records.slice(0, 10).map((s) => `  skipped ${s.reference}: ${s.reason}`),
    ...run.errors.slice(0, 10).map((e) => `  error${e.reference ? ` ${e.reference}` : ''}: ${e.message}`),
  ]
  return lines.join('\n')
}

class RunFailed extends Error {}

// The container (every module, both database drivers) loads only for a command that needs it:
// about a second and a half, which a usage error should not cost.
async function withContainer (config: Config, run: (c: Awaited<ReturnType<typeof openContainer>>['container']) => Promise<string>): Promise<string> {
  const { openContainer } = await import('./open-container.js')
  const { container, close } = await openContainer(config, createLogger('warn'))
  try {
    return await run(container)
  } finally {
    await close()
  }
}

async function main (argv: string[]): Promise<number> {
  const name = argv.slice(0, 2).join(' ')
  const command = commands[name]
  if (!command) {
    console.error(argv.length ? `Unknown command: ${argv.join(' ')}\n\n${USAGE}` : USAGE)
    return 2
  }
  try {
    console.log(await command(loadConfig(), argv.slice(2)))
    return 0
  } catch (err) {
    if (err instanceof UsageError || (err instanceof TypeError && 'code' in err)) {
      console.error(`${err.message}\n\n${USAGE}`)
      return 2
    }
    if (err instanceof AppError) {
      console.error(err.extra.errors?.map((e) => e.msg).join('\n') ?? err.detail)
      return 1
    }
    if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof RunFailed) {
      console.error(err.message)
      return 1
    }
    throw err
  }
}

process.exitCode = await main(process.argv.slice(2))
