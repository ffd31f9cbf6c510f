import PgBoss from 'pg-boss'
import type { Database } from '../db/client.js'
import type { Logger } from '../logger.js'
import type { JobCounts, JobRuns } from './job-runs.js'

// Scheduled jobs on pg-boss, in the service's own database (PGlite or PostgreSQL, through the
// same connection): cron slots are claimed in the database, so with several processes each slot
// runs once, and a job left running by a crash is expired and retried.

export interface JobDefinition {
  /** `<module>.<verb-noun>` */
  name: string
  /** Five-field cron in UTC; null leaves the job unscheduled (and removes an earlier schedule). */
  cron: string | null
  /** Returns what it did (counts), recorded in the run's job_runs row. */
  run: () => Promise<JobCounts | void>
}

export interface Scheduler {
  start (jobs: JobDefinition[]): Promise<void>
  /** Runs a job now, through the queue (the operator's "import now"). */
  trigger (name: string): Promise<string | null>
  stop (): Promise<void>
}

export function createScheduler ({ database, log, runs }: { database: Database; log: Logger; runs: JobRuns }): Scheduler {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    expireInHours: 6, retryLimit: 2, retryDelay: 300, retryBackoff: true,
  })
  boss.on('error', (err) => log.error({ err }, 'job queue error'))
  let started = false

  return {
    async start (jobs) {
      if (!jobs.some((j) => j.cron)) return   // nothing scheduled: no queue, no polling
      await boss.start()
      started = true
      for (const job of jobs) {
        // `singleton`: at most one run of a job active at a time, however many processes.
        await boss.createQueue(job.name, { name: job.name, policy: 'singleton' })
        if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' })
        else await boss.unschedule(job.name)
        // Imports are long and rare: a slow poll keeps the single PGlite connection free for requests.
        await boss.work(job.name, { pollingIntervalSeconds: 5 }, async () => {
          log.info({ job: job.name }, 'job started')
          const counts = await runs.record(job.name, job.run)
          log.info({ job: job.name, ...counts }, 'job finished')
        })
      }
      log.info({ scheduled: jobs.filter((j) => j.cron).map((j) => `${j.name} ${j.cron}`) }, 'scheduler started')
    },

    trigger: (name) => boss.send(name, {}),

    async stop () {
      if (!started) return
      started = false
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 8_000 })
    },
  }
}
