import type { JobDefinition } from '../../../core/jobs/scheduler.js'
import type { Config } from '../../../core/config.js'
import { GRANT_SOURCES } from '../grants.tables.js'
import type { IngestionService } from './ingestion.service.js'

/** One scheduled live import per source (cron in settings; daily by default, off in tests). */
export const ingestionJobs = (ingestion: IngestionService, schedule: Config['ingestion']['schedule']): JobDefinition[] =>
  GRANT_SOURCES.map((source) => ({
    name: `grants.ingest-${source.replace('_', '-')}`,
    cron: schedule[source],
    // A failed run (source down after the connector's own retries) fails the job, so the queue
    // tries again later (twice, backing off from 5 minutes); each attempt is its own run row.
    run: async () => {
      const run = await ingestion.run({ source, input: { kind: 'live' }, trigger: 'schedule' })
      if (run.status === 'failed') throw new Error(`${source} import failed: ${run.errors[0]?.message ?? 'unknown error'}`)
      return { fetched: run.fetched, inserted: run.inserted, updated: run.updated, unchanged: run.unchanged, skipped: run.skipped }
    },
  }))
