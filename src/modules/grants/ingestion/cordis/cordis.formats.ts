import { Readable } from 'node:stream'
import { parse, type CsvError } from 'csv-parse'
import streamArray from 'stream-json/streamers/stream-array.js'

// Record readers over a stream of bytes (a file or a zip member): CORDIS CSV (header-driven,
// `;`-separated and quoted; the separator is sniffed from the header line) and JSON (a dump's
// top-level array, streamed item by item, or a single row object). Broken records come out as
// errors with their position instead of ending the read.

/** `row` counts data records from 1 (the header is not one); a quoted field may span lines. */
export type CsvRecord =
  | { row: number; values: Record<string, string>; got: number; expected: number }
  | { row: number; error: string }

const SNIFF_LIMIT = 64 * 1024
const SINGLE_OBJECT_LIMIT = 32 * 1024 * 1024

export async function * csvRecords (chunks: AsyncIterable<Uint8Array>): AsyncGenerator<CsvRecord> {
  const { head, rest } = await peek(chunks, (text) => text.includes('\n'))
  const firstLine = head.split('\n')[0] ?? ''
  const delimiter = count(firstLine, ';') >= count(firstLine, ',') ? ';' : ','
  const errors: CsvRecord[] = []
  const source = Readable.from(rest)
  const parser = source.pipe(parse({
    delimiter, bom: true, info: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true,
    skip_records_with_error: true,
  }))
  source.on('error', (error) => parser.destroy(error))
  parser.on('skip', (error: CsvError) => errors.push({ row: Number(error.records ?? 0), error: error.message }))

  let header: string[] | null = null
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { records: number } }>) {
    yield * errors.splice(0)
    if (!header) {
      header = record.map((name) => name.trim())
      continue
    }
    const values: Record<string, string> = {}
    header.forEach((name, i) => { values[name] = record[i] ?? '' })
    yield { row: info.records - 1, values, got: record.length, expected: header.length }
  }
  yield * errors.splice(0)
}

export type JsonRecord = { item: number | null; value: unknown } | { item: number | null; error: string; truncated?: true }

/** A JSON dump (`[{…}, …]`, streamed) or one object (a CSV row saved as JSON). */
export async function * jsonRecords (chunks: AsyncIterable<Uint8Array>): AsyncGenerator<JsonRecord> {
  const { head, rest } = await peek(chunks, (text) => text.trim().length > 0)
  if (head.trimStart().startsWith('[')) {
    const source = Readable.from(rest)
    const items = source.pipe(streamArray.withParserAsStream())
    source.on('error', (error) => items.destroy(error))
    let last = -1
    try {
      for await (const { key, value } of items as AsyncIterable<{ key: number; value: unknown }>) {
        last = key
        yield { item: key, value }
      }
    } catch (error) {
      yield { item: last + 1, error: `malformed JSON after item ${last}: ${(error as Error).message}`, truncated: true }
    }
    return
  }
  const parts: Buffer[] = []
  let size = 0
  for await (const chunk of rest) {
    size += chunk.length
    if (size > SINGLE_OBJECT_LIMIT) { yield { item: null, error: 'a single JSON object larger than 32 MiB' }; return }
    parts.push(Buffer.from(chunk))
  }
  try {
    yield { item: null, value: JSON.parse(Buffer.concat(parts).toString('utf8').replace(/^\uFEFF/, '')) }
  } catch (error) {
    yield { item: null, error: `malformed JSON: ${(error as Error).message}` }
  }
}

/** Reads chunks until `enough` holds for their text, and hands back all chunks as one stream again. */
async function peek (chunks: AsyncIterable<Uint8Array>, enough: (text: string) => boolean) {
  const iterator = chunks[Symbol.asyncIterator]()
  const taken: Uint8Array[] = []
  let head = ''
  while (!enough(head) && head.length < SNIFF_LIMIT) {
    const read = await iterator.next()
    if (read.done) break
    taken.push(read.value)
    head += Buffer.from(read.value).toString('utf8')
  }
  async function * rest () {
    yield * taken
    for (let read = await iterator.next(); !read.done; read = await iterator.next()) yield read.value
  }
  return { head: head.replace(/^\uFEFF/, ''), rest: rest() }
}

const count = (text: string, char: string) => text.split(char).length - 1
