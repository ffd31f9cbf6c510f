import type { JobDefinition } from '../../../core/jobs/scheduler.js'
import type { Config } from '../../../core/config.js'
import { GRANT_SOURCES } from '../grants.tables.js'
import type { IngestionService } from './ingestion.service.js'

/** One scheduled live import per source (cron in settings; daily by default, off in tests). */
export const ingestionJobs = (ingestion: IngestionService, schedule: Config['ingestion']['schedule']): JobDefinition[] =>
  GRANT_SOURCES.map((source) => ({
    name: `grants.ingest-${source.replace('_', '-')}`,
    cron: schedule[source],
    run: () => ingestion.run({ source, input: { kind: 'live' }, trigger: 'schedule' }),
  }))
