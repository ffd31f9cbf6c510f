import { HttpStatusError, type ConnectorContext, type ConnectorItem } from '../connector.js'
import { competitionItem, IFS_BASE, keptSince, withListing, type IfsCompetition } from './ifs-competition.js'
import { parseOverviewHtml, parseSearchHtml } from './ifs-html.js'
import { createFundingLineAggregator } from './gtr-aggregate.js'
import { gtrItem, readGtrText } from './gtr.js'

// The live public endpoints: IFS competition search pages (following each page's "next" link),
// each listed competition's overview page, then GtR-2 project pages (p = 1.., s = 100) until the
// last page. Every request goes through ctx.fetch inside ctx.retry.

export const IFS_SEARCH = `${IFS_BASE}/competition/search`
export const GTR_API = 'https://gtr.ukri.org/gtr/api/projects'
export const GTR_ACCEPT = 'application/vnd.rcuk.gtr.json-v7'
const GTR_PAGE_SIZE = 100
const MAX_PAGES = 500 // a guard against a pager that never ends, far above either source's size

export interface LiveOptions {
  /** GtR-2 full-text query; lead funders are filtered here, whatever the query matches. */
  gtrQuery: string
}

async function getText (ctx: ConnectorContext, what: string, url: string, accept?: string): Promise<string> {
  return ctx.retry(what, async () => {
    const res = await ctx.fetch(url, accept ? { headers: { Accept: accept } } : undefined)
    if (!res.ok) throw new HttpStatusError(res.status, `${what}: HTTP ${res.status} from ${url}`)
    return res.text()
  })
}

async function * competitions (ctx: ConnectorContext): AsyncIterable<ConnectorItem> {
  const listed = new Map<string, { listing: IfsCompetition; url: string }>()
  const visited = new Set<string>()
  let url: string | null = IFS_SEARCH
  // A search page that cannot be read fails the run: carrying on would make every competition
  // of the unread pages look withdrawn.
  while (url && !visited.has(url) && visited.size < MAX_PAGES) {
    visited.add(url)
    const page = parseSearchHtml(await getText(ctx, `IFS search page ${visited.size}`, url))
    for (const { competition, href } of page.listings) {
      if (competition.id && !listed.has(competition.id)) listed.set(competition.id, { listing: competition, url: new URL(href, IFS_SEARCH).href })
    }
    url = page.listings.length && page.next ? new URL(page.next, url).href : null
  }
  ctx.log.info({ competitions: listed.size, pages: visited.size }, 'innovate_uk: IFS search read')

  for (const [id, { listing, url: overview }] of listed) {
    // The listing's closing date already tells whether `since` keeps it: no request otherwise.
    if (!keptSince(competitionItem(listing), ctx.since)) continue
    let page: IfsCompetition
    try {
      page = parseOverviewHtml(await getText(ctx, `IFS competition ${id} overview`, overview), id)
    } catch (err) {
      // The listing alone still describes the competition; say so rather than lose it.
      ctx.log.warn({ err, id }, 'innovate_uk: overview page unreadable, using the search listing')
      page = listing
    }
    const item = competitionItem(withListing(page, listing))
    if (keptSince(item, ctx.since)) yield item
  }
}

async function * projects (ctx: ConnectorContext, options: LiveOptions): AsyncIterable<ConnectorItem> {
  const aggregator = createFundingLineAggregator()
  const seen = new Set<string>()
  for (let p = 1; p <= MAX_PAGES; p++) {
    const url = `${GTR_API}?q=${encodeURIComponent(options.gtrQuery)}&p=${p}&s=${GTR_PAGE_SIZE}`
    const page = await readGtrText(await getText(ctx, `GtR projects page ${p}`, url, GTR_ACCEPT))
    if (page.truncated) yield { kind: 'skip', reference: url, reason: `GtR response is not complete JSON: ${page.truncated}`, truncated: true }
    for (const [i, raw] of page.records.entries()) {
      const item = gtrItem(raw, i, `GtR page ${p}`)
      if (item.kind === 'project') {
        if (seen.has(item.project.external_id) || !keptSince(item, ctx.since)) continue
        seen.add(item.project.external_id)
        aggregator.add(item.project)
      }
      yield item
    }
    const last = page.total_pages !== null ? p >= page.total_pages : page.records.length < GTR_PAGE_SIZE
    if (last || !page.records.length) break
  }
  yield * aggregator.grants()
}

export async function * readLive (ctx: ConnectorContext, options: LiveOptions): AsyncIterable<ConnectorItem> {
  yield * competitions(ctx)
  yield * projects(ctx, options)
}
