import { open, readdir, readFile, stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { ConnectorContext, ConnectorItem, GrantSourceConnector } from '../connector.js'
import { bulkObjects } from './bulk.reader.js'
import { bulkObjectToTopic } from './bulk.mapper.js'
import { livePages } from './live.js'
import { sediaRowToTopic } from './sedia.mapper.js'
import { BEST_SEARCH_ROW, ReadState } from './selection.js'

// EU Funding & Tenders Portal: SEDIA search API responses (files or live) and the bulk reference
// file grantsTenders.json (streamed). See README.md for the formats, the mapping and the quirks.

const IGNORED = /^(readme(\..*)?|\.gitkeep|manifest\.json)$/i
/** A search response is one page (≤ 100 rows); anything bigger is not one and is never slurped. */
const MAX_SEARCH_FILE = 64 * 1024 * 1024
const SNIFF_BYTES = 4_096

type Kind = 'search' | 'bulk' | 'unknown'

async function listFiles (path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path]
  const entries = await readdir(path, { withFileTypes: true })
  const nested = await Promise.all(entries
    .filter((e) => !IGNORED.test(e.name))
    .map((e) => (e.isDirectory() ? listFiles(join(path, e.name)) : Promise.resolve(e.isFile() ? [join(path, e.name)] : []))))
  // Numeric order, so search-page-10 follows search-page-9.
  return nested.flat().sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
}

/** Tells the two JSON shapes apart by their opening bytes (the bulk file names fundingData first). */
async function sniff (file: string): Promise<Kind> {
  const handle = await open(file, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0)
    const head = buffer.subarray(0, bytesRead).toString('utf8')
    if (head.includes('"fundingData"')) return 'bulk'
    if (/"(results|totalResults|apiVersion)"/.test(head)) return 'search'
    return 'unknown'
  } finally {
    await handle.close()
  }
}

function * searchFile (file: string, text: string, state: ReadState): Generator<ConnectorItem> {
  const name = basename(file)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (err) {
    yield { kind: 'skip', reference: name, reason: `not valid JSON (${(err as Error).message})` }
    return
  }
  const results = typeof body === 'object' && body !== null ? (body as { results?: unknown }).results : undefined
  if (!Array.isArray(results)) {
    yield { kind: 'skip', reference: name, reason: 'not a SEDIA search response: no results array' }
    return
  }
  for (const [i, row] of results.entries()) {
    const reference = `${name}#${i}`
    yield * state.offer(sediaRowToTopic(row, reference), reference, BEST_SEARCH_ROW)
  }
}

async function * bulkFile (file: string, state: ReadState): AsyncGenerator<ConnectorItem> {
  const name = basename(file)
  let count = 0
  try {
    for await (const { index, value } of bulkObjects(file)) {
      count++
      const reference = `${name}#${index}`
      // The bulk file has one object per identifier; the first one read wins.
      yield * state.offer(bulkObjectToTopic(value, reference), reference, 0)
    }
  } catch (err) {
    yield { kind: 'skip', reference: name, reason: `the file breaks off after ${count} entries: ${(err as Error).message}`, truncated: true }
    return
  }
  if (count === 0) yield { kind: 'skip', reference: name, reason: 'no entries under fundingData.GrantTenderObj' }
}

export const euPortalConnector: GrantSourceConnector = {
  source: 'eu_portal',

  async * readFiles (path: string, ctx: ConnectorContext): AsyncIterable<ConnectorItem> {
    const state = new ReadState(ctx)
    const kinds = await Promise.all((await listFiles(path)).map(async (file) => ({ file, kind: await sniff(file) })))
    // Search responses first (they carry descriptions and budgets), then the bulk files, whose
    // topics already read from a search page are not read again.
    for (const { file } of kinds.filter((k) => k.kind === 'search')) {
      if ((await stat(file)).size > MAX_SEARCH_FILE) {
        yield { kind: 'skip', reference: basename(file), reason: 'too large for a search response page' }
        continue
      }
      yield * searchFile(file, await readFile(file, 'utf8'), state)
    }
    yield * state.flush()
    for (const { file } of kinds.filter((k) => k.kind === 'bulk')) yield * bulkFile(file, state)
    for (const { file } of kinds.filter((k) => k.kind === 'unknown')) {
      yield { kind: 'skip', reference: basename(file), reason: 'neither a SEDIA search response nor the grantsTenders.json bulk file' }
    }
    state.report(`files at ${path}`)
  },

  async * readLive (ctx: ConnectorContext): AsyncIterable<ConnectorItem> {
    const state = new ReadState(ctx)
    for await (const page of livePages(ctx)) {
      for (const [i, row] of page.results.entries()) {
        const reference = `live page ${page.number} #${i}`
        yield * state.offer(sediaRowToTopic(row, reference), reference, BEST_SEARCH_ROW)
      }
    }
    yield * state.flush()
    state.report('live search')
  },
}
