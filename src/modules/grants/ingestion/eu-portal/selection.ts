import type { ConnectorContext, ConnectorItem } from '../connector.js'
import type { RowResult } from './sedia.mapper.js'
import { topicToItem, type Topic } from './topic.js'

// One read (a directory of files, or every page of a live read) keeps one of these, so duplicates
// are resolved across the whole read and not page by page. The search index returns several rows
// per identifier (a stub without status or description can sort first, legacy
// SEDIA_PRD_CENTRICITY copies sit beside current ones): a row of the best possible quality is
// handed on at once and settles its identifier; lesser rows wait, the best of them per identifier,
// until the read ends. Memory: one id per topic seen plus the waiting rows, never the whole read.

/** Status + description + current (SEDIA) data source: nothing can beat such a row. */
export const BEST_SEARCH_ROW = 5

/**
 * A copy of the key that owns its characters. Strings the streaming parser hands out are slices of
 * its 64 KB input chunks; a Set of such slices would pin every chunk, i.e. the whole file.
 */
const ownCopy = (s: string) => Buffer.from(s, 'utf8').toString('utf8')

export class ReadState {
  private readonly settled = new Set<string>()
  private readonly waiting = new Map<string, Topic>()
  duplicates = 0
  olderThanSince = 0
  grants = 0
  skipped = 0

  constructor (private readonly ctx: ConnectorContext) {}

  /** The items for one mapped row: nothing while it waits or when it is a duplicate. */
  offer (result: RowResult, reference: string, best: number): ConnectorItem[] {
    if ('skip' in result) return [this.count({ kind: 'skip', reference, reason: result.skip })]
    const topic = result.topic
    const key = ownCopy(topic.identifier.toUpperCase())
    if (this.settled.has(key)) {
      this.duplicates++
      return []
    }
    if (topic.quality >= best) {
      if (this.waiting.delete(key)) this.duplicates++
      return this.settle(key, topic)
    }
    const held = this.waiting.get(key)
    if (held) this.duplicates++
    if (!held || topic.quality > held.quality) this.waiting.set(key, topic)
    return []
  }

  /** Hands on the waiting rows (end of the search-API part of a read). */
  flush (): ConnectorItem[] {
    const items = [...this.waiting].flatMap(([key, topic]) => this.settle(key, topic))
    this.waiting.clear()
    return items
  }

  private settle (key: string, topic: Topic): ConnectorItem[] {
    this.settled.add(key)
    const { since } = this.ctx
    if (since && topic.sortDate && topic.sortDate < since) {
      this.olderThanSince++
      return []
    }
    return [this.count(topicToItem(topic))]
  }

  private count (item: ConnectorItem): ConnectorItem {
    if (item.kind === 'grant') this.grants++
    else this.skipped++
    return item
  }

  report (what: string): void {
    this.ctx.log.info({ source: 'eu_portal', grants: this.grants, skipped: this.skipped, duplicates: this.duplicates, older_than_since: this.olderThanSince },
      `eu_portal: ${what} read`)
  }
}
