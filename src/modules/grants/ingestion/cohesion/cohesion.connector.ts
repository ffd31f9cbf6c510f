import { HttpStatusError, type ConnectorContext, type ConnectorItem, type GrantSourceConnector } from '../connector.js'
import { createAggregator } from './aggregate.js'
import { readOperationFiles, type Read } from './files.js'
import { countryPages, mapApiItem } from './kohesio-api.js'
import { toProjectDraft } from './operation.js'
import { euMemberStates } from './places.js'
import { LINKED_OPEN_DATA } from './values.js'

// EU cohesion policy (Kohesio, lists of operations, Inforegio). These sources publish FUNDED
// OPERATIONS, not open calls: every operation becomes a `project` item, and at the end of the read
// the operations are folded into derived grant-level records (one per programme × category of
// intervention × NUTS-2 region, see aggregate.ts and README.md) that say where which cohesion
// money goes and whether that programming period still selects operations.

/** Operations in, project items out as they come, then the aggregates. */
async function * withAggregates (reads: AsyncIterable<Read>, ctx: ConnectorContext): AsyncGenerator<ConnectorItem> {
  const aggregator = createAggregator()
  // Real exports repeat an operation (one row per location or beneficiary): the first row counts.
  const seen = new Set<string>()
  let projects = 0
  let older = 0
  for await (const read of reads) {
    if ('skip' in read) {
      yield { kind: 'skip', reference: read.reference, reason: read.skip, ...(read.truncated ? { truncated: true } : {}) }
      continue
    }
    const { op } = read
    const id = op.external_id.startsWith(LINKED_OPEN_DATA) ? op.external_id.slice(LINKED_OPEN_DATA.length) : op.external_id
    if (seen.has(id)) {
      yield { kind: 'skip', reference: read.reference, reason: `operation ${op.external_id} repeated (first row kept)` }
      continue
    }
    seen.add(id)
    op.grant_external_id = aggregator.add(op)
    // `since` keeps operations starting on/after it; the aggregates still count every operation
    // read, or a since-run would overwrite them with partial statistics.
    if (ctx.since && op.start_date && op.start_date < ctx.since) { older++; continue }
    projects++
    yield { kind: 'project', project: toProjectDraft(op) }
  }
  for (const grant of aggregator.grants()) yield { kind: 'grant', grant, derived: true }
  ctx.log.info({ source: 'cohesion', projects, older_than_since: older, aggregates: aggregator.size(), not_aggregated: aggregator.unaggregated() }, 'cohesion read finished')
}

async function * liveReads (ctx: ConnectorContext): AsyncGenerator<Read> {
  for (const country of euMemberStates()) {
    let pages = 0
    try {
      for await (const page of countryPages(ctx, country)) {
        pages++
        for (const [i, item] of page.list.entries()) {
          const reference = `kohesio-api:${country}:page ${page.page}[${i}]`
          const mapped = mapApiItem(item, country)
          yield 'op' in mapped ? { op: mapped.op, reference } : { skip: mapped.skip, reference }
        }
      }
    } catch (err) {
      // A country the API refuses outright (4xx on its first page, after the retries) is
      // reported and passed over; anything else is the source failing, which fails the run.
      if (err instanceof HttpStatusError && err.status >= 400 && err.status < 500 && err.status !== 429 && pages === 0) {
        yield { skip: `Kohesio API refused country ${country}: ${err.message}`, reference: `kohesio-api:${country}` }
        continue
      }
      throw err
    }
  }
}

export const cohesionConnector: GrantSourceConnector = {
  source: 'cohesion',
  readFiles: (path, ctx) => withAggregates(readOperationFiles(path), ctx),
  readLive: (ctx) => withAggregates(liveReads(ctx), ctx),
}
