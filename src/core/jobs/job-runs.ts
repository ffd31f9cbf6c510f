import { desc, eq } from 'drizzle-orm'
import type { Clock } from '../clock.js'
import type { Db } from '../db/client.js'
import { jobRuns, type JobRunRow } from './job-runs.tables.js'

export type JobCounts = Record<string, number>

// The job-run log: a row when a run starts, completed with its counts or its error when it ends,
// so a run that never finished (the process died) stays visible as `running`.
export function createJobRuns ({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async record<T extends JobCounts | void> (job: string, run: () => Promise<T>): Promise<T> {
      const [row] = await db.insert(jobRuns).values({ job, started_at: clock.now() }).returning({ id: jobRuns.id })
      try {
        const counts = await run()
        await db.update(jobRuns).set({ status: 'succeeded', finished_at: clock.now(), counts: counts ?? {} }).where(eq(jobRuns.id, row!.id))
        return counts
      } catch (err) {
        await db.update(jobRuns).set({ status: 'failed', finished_at: clock.now(), error: (err as Error).message.slice(0, 2000) }).where(eq(jobRuns.id, row!.id))
        throw err
      }
    },

    async list ({ job, limit }: { job?: string; limit: number }): Promise<JobRunRow[]> {
      return db.select().from(jobRuns).where(job ? eq(jobRuns.job, job) : undefined).orderBy(desc(jobRuns.started_at), desc(jobRuns.id)).limit(limit)
    },
  }
}

export type JobRuns = ReturnType<typeof createJobRuns>
