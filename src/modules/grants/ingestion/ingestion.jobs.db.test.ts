import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../test/app.js'
import { sediaPage, sediaTopic } from '../../../../test/sedia.js'
import { ingestionJobs } from './ingestion.jobs.js'

// The scheduled import through the real job queue (pg-boss in the test database): the job runs a
// live import and records it as a scheduled run; a source that stays down fails the job.

let up = true
const fakeFetch: typeof fetch = async (input) => {
  if (!up) return new Response('Bad Gateway', { status: 502 })
  const page = new URL(input instanceof Request ? input.url : String(input)).searchParams.get('pageNumber')
  return Response.json(sediaPage(page === '1' ? [sediaTopic('CEF-E-2026-PCI-WORKS', 'Cross-border electricity interconnectors')] : []))
}
const t = useTestApp({ fetch: fakeFetch })

const until = async <T>(probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> => {
  const end = performance.now() + ms
  for (;;) {
    const found = await probe()
    if (found !== undefined) return found
    if (performance.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('grants.ingest-<source> jobs', () => {
  it('are one per source, scheduled by the settings', () => {
    const jobs = ingestionJobs(t.container.ingestion, { eu_portal: '0 3 * * *', cordis: null, cohesion: '30 4 * * 1', innovate_uk: null })
    expect(jobs.map((j) => [j.name, j.cron])).toEqual([
      ['grants.ingest-cordis', null], ['grants.ingest-eu-portal', '0 3 * * *'], ['grants.ingest-cohesion', '30 4 * * 1'], ['grants.ingest-innovate-uk', null],
    ])
  })

  it('run a live import through the queue, recorded as a scheduled run', async () => {
    const jobs = ingestionJobs(t.container.ingestion, { eu_portal: '0 3 * * *', cordis: null, cohesion: null, innovate_uk: null })
    await t.container.scheduler.start(jobs)
    expect(await t.container.scheduler.trigger('grants.ingest-eu-portal')).toEqual(expect.any(String))
    const run = await until(async () => (await t.container.ingestion.listRuns({ page: 1, page_size: 5 })).items.find((r) => r.finished_at))
    expect(run).toMatchObject({ source: 'eu_portal', trigger: 'schedule', input: 'live', status: 'succeeded', inserted: 1 })
  }, 30_000)

  it('fail when the source stays down, so the queue retries', async () => {
    up = false
    const jobs = ingestionJobs(t.container.ingestion, { eu_portal: null, cordis: null, cohesion: null, innovate_uk: null })
    await expect(jobs.find((j) => j.name === 'grants.ingest-eu-portal')!.run()).rejects.toThrow(/eu_portal import failed: .*502/)
  })
})
