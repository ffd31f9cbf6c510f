import { createReadStream } from 'node:fs'
import { pipeline } from 'node:stream'
import pick from 'stream-json/filters/pick.js'
import streamArray from 'stream-json/streamers/stream-array.js'

// The bulk reference file (grantsTenders.json, ~130 MB, ~11,000 objects) is streamed: tokens of
// `fundingData.GrantTenderObj` only, assembled one array element at a time, each handed on before
// the next is read. Nothing keeps the file or the list of records, so memory stays flat whatever
// the size. A file that breaks off mid-way yields everything before the break, then throws.

export const BULK_ARRAY_PATH = 'fundingData.GrantTenderObj'

export async function * bulkObjects (path: string): AsyncGenerator<{ index: number; value: unknown }> {
  // Packed tokens only: the streamed (chunked) variants would double the token traffic for nothing.
  const tokens = pick.withParserAsStream({ filter: BULK_ARRAY_PATH, streamValues: false, packValues: true })
  const items = streamArray.asStream()
  // pipeline destroys every stage with the first error, so iterating the last one rethrows it.
  const tail = pipeline(createReadStream(path), tokens, items, () => {})
  for await (const item of tail) {
    const { key, value } = item as { key: number; value: unknown }
    yield { index: key, value }
  }
}
