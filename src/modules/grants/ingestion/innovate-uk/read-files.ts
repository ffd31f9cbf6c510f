import { readdir, readFile, stat } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import type { ConnectorContext, ConnectorItem } from '../connector.js'
import { competitionItem, keptSince, withListing, type IfsCompetition } from './ifs-competition.js'
import { parseOverviewText } from './ifs-excerpt.js'
import { ifsPageKind, parseOverviewHtml, parseSearchHtml } from './ifs-html.js'
import { joinPublicContent, publicContentItem, testDataKind, type TestDataKind } from './ifs-testdata.js'
import { createFundingLineAggregator } from './gtr-aggregate.js'
import { gtrItem, readGtrText } from './gtr.js'

// Files in the source's public formats: IFS search and overview pages (HTML), overview pages as
// extracted text, the IFS public-content test-data CSVs, and GtR JSON responses. A directory is
// read whole, search pages first, so an overview page can borrow what only its listing states,
// and the funding-line aggregates come last, over every project read.

const IGNORED = /^(readme(\..*)?|\.gitkeep|manifest\.json)$/i

async function filesOf (path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path]
  const entries = await readdir(path, { withFileTypes: true })
  const nested = await Promise.all(entries
    .filter((e) => !e.name.startsWith('.') || e.name === '.gitkeep')
    .map((e) => (e.isDirectory() ? filesOf(join(path, e.name)) : Promise.resolve([join(path, e.name)]))))
  return nested.flat().filter((f) => !IGNORED.test(basename(f))).sort()
}

type Kind = 'search' | 'overview_html' | 'overview_text' | 'gtr' | TestDataKind

function kindOf (file: string, text: string): Kind | null {
  const ext = extname(file).toLowerCase()
  const head = text.replace(/^\uFEFF/, '').trimStart()
  if (ext === '.html' || ext === '.htm') {
    const page = ifsPageKind(text)
    return page === 'search' ? 'search' : page === 'overview' ? 'overview_html' : null
  }
  if (ext === '.json' || ((ext === '.txt' || ext === '') && /^[{[]/.test(head))) return 'gtr'
  if (ext === '.txt' && /^Funding competition\b/i.test(head)) return 'overview_text'
  if (ext === '.csv') return testDataKind(text)
  return null
}

/** The competition id a file name carries (`competition-2011-overview.html`, `ifs_competition_243_...`). */
const idFromName = (file: string) => /competition[_-](\d+)/i.exec(basename(file))?.[1] ?? null

export async function * readFiles (path: string, ctx: ConnectorContext): AsyncIterable<ConnectorItem> {
  const read: { file: string; kind: Kind; text: string }[] = []
  for (const file of await filesOf(path)) {
    const text = await readFile(file, 'utf8')
    const kind = kindOf(file, text)
    if (kind) read.push({ file, kind, text })
    else yield { kind: 'skip', reference: basename(file), reason: 'Not a recognised Innovate UK format (IFS page, IFS test-data CSV or GtR JSON)' }
  }
  const since = ctx.since
  const of = (...kinds: Kind[]) => read.filter((r) => kinds.includes(r.kind))

  // IFS competitions: one per id, the fullest rendering wins (HTML page > text page > listing).
  const listings = new Map<string, IfsCompetition>()
  for (const r of of('search')) {
    for (const { competition } of parseSearchHtml(r.text).listings) if (competition.id) listings.set(competition.id, competition)
  }
  const pages = new Map<string, IfsCompetition>()
  for (const r of of('overview_html', 'overview_text')) {
    const c = r.kind === 'overview_html' ? parseOverviewHtml(r.text, idFromName(r.file)) : parseOverviewText(r.text, idFromName(r.file))
    const id = c.id ?? basename(r.file)
    const held = pages.get(id)
    if (held) {
      const keepHeld = held.origin === 'overview_html' || c.origin === 'overview_text'
      yield { kind: 'skip', reference: `ifs:${id} (${keepHeld ? basename(r.file) : held.origin})`, reason: `Competition ${id} is read twice: the ${keepHeld ? 'first' : 'HTML'} rendering is kept` }
      if (keepHeld) continue
    }
    pages.set(id, c)
  }
  for (const [id, listing] of listings) if (!pages.has(id)) pages.set(id, listing)
  for (const c of pages.values()) {
    const item = competitionItem(withListing(c, c.id ? listings.get(c.id) : undefined))
    if (keptSince(item, since)) yield item
  }

  const testData = of('public_content_groups', 'public_content_dates', 'competition_funders')
  if (testData.length) {
    const { records, skips } = joinPublicContent(testData.map((r) => ({ kind: r.kind as TestDataKind, text: r.text, name: basename(r.file) })))
    yield * skips
    for (const record of records) {
      const item = publicContentItem(record)
      if (keptSince(item, since)) yield item
    }
  }

  const aggregator = createFundingLineAggregator()
  const seen = new Set<string>()
  for (const r of of('gtr')) {
    const page = await readGtrText(r.text)
    if (page.truncated) yield { kind: 'skip', reference: basename(r.file), reason: `GtR response is not complete JSON: ${page.truncated}`, truncated: true }
    for (const [i, raw] of page.records.entries()) {
      const item = gtrItem(raw, i, basename(r.file))
      if (item.kind === 'project') {
        if (seen.has(item.project.external_id)) { yield { kind: 'skip', reference: `gtr:${item.project.external_id}`, reason: 'The same project appears twice: the first is kept' }; continue }
        seen.add(item.project.external_id)
        if (!keptSince(item, since)) continue
        aggregator.add(item.project)
      }
      yield item
    }
  }
  yield * aggregator.grants()
}
