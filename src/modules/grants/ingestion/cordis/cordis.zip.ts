import { Unzip, UnzipInflate } from 'fflate'

// Streaming unzip of the CORDIS dumps (cordis-HORIZONprojects-csv.zip is tens of megabytes, and
// its project.csv several times that unpacked): the archive is read chunk by chunk and every
// wanted member is handed over as its own stream of chunks, in archive order. fflate calls back
// synchronously while a chunk is pushed, so the callbacks only queue events that the generators
// below hand out as the consumer pulls.

export interface ZipMember {
  /** The member's path inside the archive (`project.csv`, `json/project.json`). */
  name: string
  /** Its unpacked bytes; read it to the end or not at all, before asking for the next member. */
  data: AsyncIterable<Uint8Array>
}

type ZipEvent = { type: 'start'; name: string } | { type: 'data'; chunk: Uint8Array; final: boolean }

export async function * unzipMembers (archive: AsyncIterable<Uint8Array>, wanted: (name: string) => boolean): AsyncGenerator<ZipMember> {
  const queue: ZipEvent[] = []
  let failure: Error | null = null
  const unzip = new Unzip((file) => {
    if (file.name.endsWith('/') || !wanted(file.name)) {
      file.ondata = () => {}    // fflate may start a member by itself: its data is dropped
      return
    }
    queue.push({ type: 'start', name: file.name })
    file.ondata = (error, chunk, final) => {
      if (error) failure = error
      else queue.push({ type: 'data', chunk, final })
    }
    file.start()
  })
  unzip.register(UnzipInflate)

  const source = archive[Symbol.asyncIterator]()
  let ended = false
  // A download cut between two members still unzips cleanly up to the cut: only the end of
  // central directory record, which closes every archive, tells that nothing is missing.
  let tail: Uint8Array = new Uint8Array(0)
  /** The next event, pushing archive chunks until there is one; null at the end of the archive. */
  async function next (): Promise<ZipEvent | null> {
    while (queue.length === 0) {
      if (ended) return null
      const read = await source.next()
      if (read.done) {
        ended = true
        unzip.push(new Uint8Array(0), true)
        if (!hasEndRecord(tail)) throw new Error('the archive is cut short (no end of central directory record)')
      } else {
        tail = keepTail(tail, read.value)
        unzip.push(read.value)
      }
      if (failure) throw failure
    }
    return queue.shift()!
  }

  for (let event = await next(); event; event = await next()) {
    if (event.type !== 'start') continue      // the rest of a member nobody wanted to read on
    const name = event.name
    let done = false
    const pull = async (): Promise<Uint8Array | null> => {
      if (done) return null
      const data = await next()
      if (!data) throw new Error(`the archive ends inside ${name}`)
      if (data.type !== 'data') throw new Error(`${name} ends without its last block`)
      done = data.final
      return data.chunk
    }
    yield {
      name,
      data: (async function * () {
        for (let chunk = await pull(); chunk; chunk = await pull()) if (chunk.length > 0) yield chunk
      })(),
    }
    while (await pull());       // what the consumer left of this member
  }
}

// The end record is 22 bytes plus a comment of at most 65,535.
const TAIL = 22 + 65_535

function keepTail (tail: Uint8Array, chunk: Uint8Array): Uint8Array {
  if (chunk.length >= TAIL) return chunk.slice(chunk.length - TAIL)
  const keep = Math.min(tail.length, TAIL - chunk.length)
  const next = new Uint8Array(keep + chunk.length)
  next.set(tail.subarray(tail.length - keep))
  next.set(chunk, keep)
  return next
}

function hasEndRecord (tail: Uint8Array): boolean {
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail[i] === 0x50 && tail[i + 1] === 0x4b && tail[i + 2] === 0x05 && tail[i + 3] === 0x06) return true
  }
  return false
}
