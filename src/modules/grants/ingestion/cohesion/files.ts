import { createReadStream } from 'node:fs'
import { open, readdir, readFile, stat } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import { parse } from 'csv-parse'
import { isGlimpse, parseGlimpse } from './glimpse.js'
import { isInforegio, mapInforegioRecord } from './inforegio.js'
import { mapApiItem } from './kohesio-api.js'
import { mapKohesioRow, type Mapped, type RowHints } from './kohesio-row.js'
import { isListOfOperations, mapListOfOperationsRow } from './list-of-operations.js'
import type { Operation } from './operation.js'
import { countryInFileName, programmingPeriod } from './places.js'
import { normaliseKey } from './values.js'

// Files in the cohesion formats, one operation at a time: a file or a directory (recursively,
// sorted, so a read is reproducible). The format is picked from the extension and the content:
// a CSV by its header, a JSON file by its shape, a text file if it is a glimpse print.

export type Read = { op: Operation; reference: string } | { skip: string; reference: string; truncated?: true }

const IGNORED = /^(readme.*|\.gitkeep|manifest\.json|.*\.md)$/i

async function listFiles (path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path]
  const entries = (await readdir(path, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))
  const files: string[] = []
  for (const entry of entries) {
    if (entry.name.startsWith('.') || IGNORED.test(entry.name)) continue
    const full = join(path, entry.name)
    if (entry.isDirectory()) files.push(...await listFiles(full))
    else files.push(full)
  }
  return files
}

const hintsOf = (file: string): RowHints => ({ country: countryInFileName(basename(file)), period: programmingPeriod(basename(file)) })

const result = (mapped: Mapped, reference: string): Read => ('op' in mapped ? { op: mapped.op, reference } : { skip: mapped.skip, reference })

/** A record whose keys tell its format: Kohesio row, Inforegio record or list-of-operations row. */
export function mapRecord (record: Record<string, unknown>, file: string): Mapped {
  const keys = Object.keys(record)
  const hints = hintsOf(file)
  if (keys.map(normaliseKey).includes('operationuniqueidentifier')) {
    const values = Object.fromEntries(Object.entries(record).map(([k, v]) => [normaliseKey(k), v === null || v === undefined ? null : String(v)]))
    return mapKohesioRow({ values }, hints)
  }
  if (isInforegio(keys)) return mapInforegioRecord(record)
  if (isListOfOperations(keys)) return mapListOfOperationsRow(record, { fileName: basename(file), country: hints.country })
  return { skip: 'not a Kohesio, Inforegio or list-of-operations record (unknown columns)' }
}

/** The delimiter of a CSV: the most frequent of `,` `;` tab in the header line, outside quotes. */
async function sniffDelimiter (file: string): Promise<string> {
  const handle = await open(file, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(65_536), 0, 65_536, 0)
    const header = buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/)[0] ?? ''
    const counts = { ',': 0, ';': 0, '\t': 0 }
    let quoted = false
    for (const char of header) {
      if (char === '"') quoted = !quoted
      else if (!quoted && char in counts) counts[char as keyof typeof counts]++
    }
    return Object.entries(counts).sort((a, b) => b[1] - a[1])[0]![0]
  } finally {
    await handle.close()
  }
}

async function * readCsv (file: string): AsyncGenerator<Read> {
  const name = basename(file)
  const parser = createReadStream(file).pipe(parse({ bom: true, delimiter: await sniffDelimiter(file), relax_column_count: true, skip_empty_lines: true, info: true }))
  let header: string[] | null = null
  let kind: 'kohesio' | 'other' = 'other'
  let line = 0
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      line = info.lines
      if (!header) {
        header = record.map((h) => h.trim())
        const keys = header.map(normaliseKey)
        if (keys.includes('operationuniqueidentifier')) kind = 'kohesio'
        else if (!isInforegio(header) && !isListOfOperations(header)) {
          yield { skip: 'CSV header is not a Kohesio, Inforegio or list-of-operations layout', reference: name }
          return
        }
        continue
      }
      const reference = `${name}:${line}`
      // A row with more or fewer fields than the header is shifted: its values are in the wrong columns.
      if (record.length !== header.length) {
        yield { skip: `row has ${record.length} fields, the header ${header.length}: columns are shifted`, reference }
        continue
      }
      const row = Object.fromEntries(header.map((h, i) => [kind === 'kohesio' ? normaliseKey(h) : h, record[i]]))
      yield result(kind === 'kohesio' ? mapKohesioRow({ values: row }, hintsOf(file)) : mapRecord(row, file), reference)
    }
  } catch (err) {
    yield { skip: `CSV could not be parsed after line ${line}: ${err instanceof Error ? err.message : String(err)}`, reference: name, truncated: true }
  }
}

async function * readJson (file: string): AsyncGenerator<Read> {
  const name = basename(file)
  let body: unknown
  try {
    body = JSON.parse(await readFile(file, 'utf8'))
  } catch (err) {
    yield { skip: `not valid JSON: ${err instanceof Error ? err.message : String(err)}`, reference: name }
    return
  }
  // A saved Kohesio API page reads like a live one.
  if (body && typeof body === 'object' && !Array.isArray(body) && Array.isArray((body as { list?: unknown }).list)) {
    const country = hintsOf(file).country ?? ''
    const list = (body as { list: unknown[] }).list
    for (const [i, item] of list.entries()) {
      yield item && typeof item === 'object' ? result(mapApiItem(item as Record<string, unknown>, country), `${name}:list[${i}]`) : { skip: 'list item is not an object', reference: `${name}:list[${i}]` }
    }
    return
  }
  const records = Array.isArray(body) ? body : [body]
  for (const [i, record] of records.entries()) {
    const reference = records.length > 1 ? `${name}[${i}]` : name
    yield record && typeof record === 'object' ? result(mapRecord(record as Record<string, unknown>, file), reference) : { skip: 'not a JSON object', reference }
  }
}

async function * readText (file: string): AsyncGenerator<Read> {
  const text = await readFile(file, 'utf8')
  if (!isGlimpse(text)) {
    yield { skip: 'text file is not an R glimpse() print of a Kohesio export', reference: basename(file) }
    return
  }
  const parsed = parseGlimpse(text)
  yield 'skip' in parsed ? { skip: parsed.skip, reference: basename(file) } : result(mapKohesioRow(parsed.row, hintsOf(file)), basename(file))
}

export async function * readOperationFiles (path: string): AsyncGenerator<Read> {
  for (const file of await listFiles(path)) {
    const extension = extname(file).toLowerCase()
    if (extension === '.csv') yield * readCsv(file)
    else if (extension === '.json') yield * readJson(file)
    else if (extension === '.txt') yield * readText(file)
    else yield { skip: `unsupported file type "${extension || '(none)'}"`, reference: basename(file) }
  }
}
