import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { basename, join } from 'node:path'
import pRetry from 'p-retry'
import type { Clock } from '../../../core/clock.js'
import type { Db } from '../../../core/db/client.js'
import type { Logger } from '../../../core/logger.js'
import { offsetOf, page } from '../../../core/http/pagination.js'
import { GRANT_SOURCES, type GrantInsert, type GrantSource } from '../grants.tables.js'
import type { GrantsService } from '../grants.service.js'
import { HttpStatusError, type ConnectorContext, type ConnectorItem, type GrantSourceConnector } from './connector.js'
import { createIngestionRepository } from './ingestion.repository.js'
import type { FundedProjectInsert, IngestionRunRow, RunError, SkippedRecord } from './ingestion.tables.js'
import { contentHash, draftProblem, prepareGrant, prepareProject, shiftDaysFor, type Origin } from './prepare.js'

// One ingestion run: read a source (file, directory, live endpoint or the bundled files), prepare
// every draft, upsert in batches, close what disappeared, record the run. One bad record is a skip,
// never an abort; a failure of the source itself (network down after the retries) fails the run
// but keeps what was written before it.

const BATCH = 500
const KEPT_DETAILS = 100 // skipped records and errors listed on the run row (the counters hold all)
const DATA_DIR = fileURLToPath(new URL('./data/', import.meta.url))

export type RunInput = { kind: 'file'; path: string } | { kind: 'live' } | { kind: 'bundled' }
export interface RunRequest {
  source: GrantSource
  input: RunInput
  trigger: IngestionRunRow['trigger']
  since?: Date | null
  /** The input is not the source's full listing: nothing missing from it is closed. */
  partial?: boolean
}

interface Deps {
  db: Db
  grants: Pick<GrantsService, 'toRow' | 'changed'>
  connectors: Record<GrantSource, GrantSourceConnector>
  clock: Clock
  log: Logger
  fetch?: typeof fetch
  /** Delay of the first retry (doubled each time, with jitter); tests make it tiny. */
  retryMinMs?: number
  /** Tells followers of the grants a run changed in a way that matters (the announcer). */
  announceChanges?: () => Promise<unknown>
}

interface Read {
  items: AsyncIterable<ConnectorItem>
  origin: Origin
}

export function createIngestionService({
  db,
  grants,
  connectors,
  clock,
  log,
  fetch = globalThis.fetch,
  retryMinMs = 1_000,
  announceChanges,
}: Deps) {
  const repo = createIngestionRepository(db)

  const context = (since: Date | null): ConnectorContext => ({
    fetch,
    since,
    log,
    retry: (what, call) =>
      pRetry(call, {
        retries: 4,
        factor: 2,
        minTimeout: retryMinMs,
        maxTimeout: 30 * retryMinMs,
        randomize: true,
        // A refusal (404, 403, 400...) will be the same a minute later: fail at once.
        shouldRetry: ({ error }) => !(error instanceof HttpStatusError) || error.retryable,
        onFailedAttempt: ({ error, attemptNumber, retriesLeft }) =>
          log.warn({ err: error, what, attemptNumber, retriesLeft }, 'source request failed, retrying'),
      }),
  })

  function reads(req: RunRequest): Read[] {
    const connector = connectors[req.source]
    const ctx = context(req.since ?? null)
    const real: Origin = { source: req.source, sample: false, shiftDays: 0 }
    if (req.input.kind === 'live') return [{ items: connector.readLive(ctx), origin: real }]
    if (req.input.kind === 'file') return [{ items: connector.readFiles(req.input.path, ctx), origin: real }]
    const { snapshot_date } = JSON.parse(readFileSync(join(DATA_DIR, 'sample', 'manifest.json'), 'utf8')) as {
      snapshot_date: string
    }
    return [
      { items: connector.readFiles(join(DATA_DIR, 'fixtures', req.source), ctx), origin: real },
      {
        items: connector.readFiles(join(DATA_DIR, 'sample', req.source), ctx),
        origin: { ...real, sample: true, shiftDays: shiftDaysFor(new Date(snapshot_date), clock.now()) },
      },
    ]
  }

  async function run(req: RunRequest, { refresh = true } = {}): Promise<IngestionRunRow> {
    const started = await repo.startRun({
      source: req.source,
      trigger: req.trigger,
      since: req.since ?? null,
      started_at: clock.now(),
      input: req.input.kind === 'file' ? basename(req.input.path) : req.input.kind,
    })
    const totals = { fetched: 0, inserted: 0, updated: 0, unchanged: 0, closed: 0, projects: 0, skipped: 0 }
    let meaningful = 0 // changes to announce (not a column of the run row)
    const skipped: SkippedRecord[] = []
    const errors: RunError[] = []
    let failed = false
    const imported = new Set<string>() // across the run's reads: the bundled fixtures (real) win over samples
    const skip = (reference: string, reason: string) => {
      totals.skipped++
      if (skipped.length < KEPT_DETAILS) skipped.push({ reference, reason })
    }
    const fail = (reference: string | null, err: unknown) => {
      if (errors.length < KEPT_DETAILS)
        errors.push({ reference, message: err instanceof Error ? err.message : String(err) })
    }

    // Whatever fails after the run row exists (the source, a write, the clean-up) fails the run and
    // is recorded on it: a run is never left "running".
    try {
      for (const { items, origin } of reads(req)) {
        const seen = new Set<string>()
        let truncated = false
        let grantBatch: GrantInsert[] = []
        let projectBatch: FundedProjectInsert[] = []
        // One write in flight while the next batch is read and prepared: the database works on
        // its own core meanwhile (PostgreSQL). A failed write surfaces at the next flush; until
        // then it is marked handled, or Node would end the process on an unhandled rejection.
        let writing: Promise<void> = Promise.resolve()
        const flush = async (write: () => Promise<void>) => {
          await writing
          writing = write()
          writing.catch(() => {})
        }
        const flushGrants = () => {
          const batch = grantBatch
          grantBatch = []
          return flush(async () => {
            // One transaction per batch: the rewrites and their change records commit together.
            const counts = await db.transaction((tx) => createIngestionRepository(tx).upsertGrants(batch, clock.now()))
            totals.inserted += counts.inserted
            totals.updated += counts.updated
            totals.unchanged += counts.unchanged
            meaningful += counts.meaningful
          })
        }
        const flushProjects = () => {
          const batch = projectBatch
          projectBatch = []
          return flush(async () => {
            totals.projects += await repo.upsertProjects(batch)
          })
        }
        for await (const item of items) {
          if (item.kind === 'skip') {
            totals.fetched++
            skip(item.reference, item.reason)
            if (item.truncated) truncated = true
            continue
          }
          const draft = item.kind === 'grant' ? item.grant : item.project
          if (!(item.kind === 'grant' && item.derived)) totals.fetched++
          const problem = draftProblem(draft)
          if (problem) {
            skip(draft.external_id || '(none)', problem)
            continue
          }
          try {
            if (item.kind === 'project') {
              const row = prepareProject(item.project, origin)
              projectBatch.push({ ...row, content_hash: contentHash(row) })
              if (projectBatch.length >= BATCH) await flushProjects()
              continue
            }
            // A copy that owns its characters: a streaming parser's strings are slices of its input
            // chunks, and a set of slices would keep the whole file in memory.
            const id = Buffer.from(item.grant.external_id).toString()
            if (imported.has(id)) {
              skip(id, 'duplicate identifier in this run (first kept)')
              continue
            }
            imported.add(id)
            seen.add(id)
            const row = grants.toRow(prepareGrant(item.grant, origin))
            grantBatch.push({ ...row, content_hash: contentHash(row) })
            if (grantBatch.length >= BATCH) await flushGrants()
          } catch (err) {
            skip(draft.external_id, `could not be prepared: ${err instanceof Error ? err.message : String(err)}`)
            fail(draft.external_id, err)
          }
        }
        await flushGrants()
        await flushProjects()
        await writing
        // Only a full listing closes what it lacks. The bundled fixtures are a handful of real
        // records, not the source's listing: they must not close grants a live import brought.
        const complete = !req.partial && !req.since && !truncated && (req.input.kind !== 'bundled' || origin.sample)
        if (complete) {
          const done = await db.transaction((tx) =>
            createIngestionRepository(tx).closeMissing(req.source, origin.sample, [...seen], clock.now()),
          )
          totals.closed += done.closed
          meaningful += done.meaningful
        }
      }
      if (req.input.kind === 'live') await repo.deleteSamples(req.source)
    } catch (err) {
      failed = true
      fail(null, err)
      log.error({ err, source: req.source }, 'ingestion run failed')
    }
    try {
      // Fresh caches, planner statistics and search dictionary, unless the run changed nothing.
      if (totals.inserted + totals.updated + totals.closed > 0 || (!failed && req.input.kind === 'live'))
        await grants.changed({ refresh })
    } catch (err) {
      failed = true
      fail(null, err)
      log.error({ err, source: req.source }, 'refreshing after the ingestion run failed')
    }
    // Followers hear of the changes now; should this fail, the scheduled announcer catches up.
    if (meaningful > 0 && announceChanges) {
      await announceChanges().catch((err: unknown) =>
        log.error({ err, source: req.source }, 'announcing grant changes failed'),
      )
    }
    return repo.finishRun(started.id, {
      ...totals,
      status: failed ? 'failed' : 'succeeded',
      finished_at: clock.now(),
      skipped_records: skipped,
      errors,
    })
  }

  return {
    run,

    /**
     * First start of the embedded default: fill an empty catalogue from the bundled files. A stop
     * (`signal`) ends the load between sources; the next start loads the sources still owed.
     */
    async loadBundledIfOwed(signal?: AbortSignal): Promise<IngestionRunRow[] | null> {
      const owed = await repo.bundledSourcesOwed(GRANT_SOURCES)
      if (owed.length === 0) return null
      const runs: IngestionRunRow[] = []
      // One refresh of the search dictionary and planner statistics for the four sources, not four.
      for (const source of owed) {
        if (signal?.aborted) return runs // the next start loads the rest, and refreshes then
        runs.push(await run({ source, input: { kind: 'bundled' }, trigger: 'startup' }, { refresh: false }))
      }
      await grants.changed()
      return runs
    },

    async listRuns(q: { page: number; page_size: number; source?: GrantSource; status?: IngestionRunRow['status'] }) {
      const { items, total } = await repo.listRuns(q, q.page_size, offsetOf(q))
      return page(items, total, q)
    },
  }
}
export type IngestionService = ReturnType<typeof createIngestionService>
