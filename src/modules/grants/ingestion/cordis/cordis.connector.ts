import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { HttpStatusError, type ConnectorContext, type ConnectorItem, type GrantSourceConnector } from '../connector.js'
import { createTopicAggregator } from './cordis.aggregate.js'
import { bundlesAt, readBundle, zipBundle, type Bundle } from './cordis.bundle.js'
import { toProject, type CordisProject } from './cordis.project.js'
import { text } from './cordis.values.js'

// CORDIS publishes funded projects, not calls. Every valid project is handed over as a `project`
// as soon as it is read; at the end of the read comes one aggregated grant per topic
// (`derived: true`), built from the topic's projects (README.md: "Aggregation rule").

export const CORDIS_LIVE_URL = 'https://cordis.europa.eu/data/cordis-HORIZONprojects-csv.zip'

async function * readAll (bundles: AsyncIterable<{ bundle: Bundle; explicit: boolean }>, ctx: ConnectorContext): AsyncGenerator<ConnectorItem> {
  const topics = createTopicAggregator()
  const seen = new Set<string>()
  let projects = 0
  let skipped = 0
  let filtered = 0
  for await (const { bundle, explicit } of bundles) {
    for await (const event of readBundle(bundle, explicit)) {
      if (event.kind === 'skip') { skipped += 1; yield event; continue }
      const { raw, index } = event
      const name = describeRow(raw.row)
      const mapped = toProject(raw, index)
      if ('reasons' in mapped) {
        skipped += 1
        yield { kind: 'skip', reference: `${raw.reference}${name}`, reason: `invalid row, not imported: ${mapped.reasons.join('; ')}` }
        continue
      }
      const id = mapped.project.external_id
      if (seen.has(id)) {
        skipped += 1
        yield { kind: 'skip', reference: `${raw.reference}${name}`, reason: `project ${id} was already read in this run` }
        continue
      }
      seen.add(id)
      // A topic's figures come from all its projects, even those `since` leaves out, so the
      // aggregate of a topic that got a new project is whole, not a partial recount.
      const fresh = isFresh(mapped, ctx.since)
      topics.add(mapped, fresh)
      if (!fresh) { filtered += 1; continue }
      projects += 1
      yield { kind: 'project', project: mapped.project }
    }
  }
  const grants = topics.grants()
  for (const grant of grants) yield { kind: 'grant', grant, derived: true }
  ctx.log.info({ projects, skipped, older_than_since: filtered, topics: grants.length }, 'cordis: read finished')
}

/** `since` keeps projects whose contentUpdateDate or startDate is on or after it. */
function isFresh (p: CordisProject, since: Date | null): boolean {
  if (!since) return true
  const start = p.project.start_date ?? null
  return (p.updated !== null && p.updated >= since) || (start !== null && start >= since)
}

const describeRow = (row: Record<string, unknown>) => {
  const id = text(row.id)
  const acronym = text(row.acronym)
  return id || acronym ? `: project ${id ?? '?'}${acronym ? ` (${acronym.slice(0, 40)})` : ''}` : ''
}

async function * single<T> (value: T) { yield value }

export const cordisConnector: GrantSourceConnector = {
  source: 'cordis',

  readFiles: (path, ctx) => readAll(bundlesAt(path), ctx),

  async * readLive (ctx) {
    // The dump is saved to a temporary file while it downloads (never held in memory), because
    // it is read twice: side files first, then projects (their order in the zip is not fixed).
    const dir = await mkdtemp(join(tmpdir(), 'grantwise-cordis-'))
    try {
      const file = join(dir, 'cordis-HORIZONprojects-csv.zip')
      await ctx.retry('download the CORDIS Horizon Europe projects dump', async () => {
        const response = await ctx.fetch(CORDIS_LIVE_URL)
        if (!response.ok || !response.body) throw new HttpStatusError(response.status, `CORDIS answered HTTP ${response.status} for ${CORDIS_LIVE_URL}`)
        await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(file))
      })
      yield * readAll(single({ bundle: zipBundle(CORDIS_LIVE_URL, () => createReadStream(file)), explicit: false }), ctx)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  },
}
