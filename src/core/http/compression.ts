import fastifyCompress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import { constants } from 'node:zlib'

// Response compression for everything the server answers on the fly: API JSON, /docs, CSV. The
// web app's own files are compressed once at build time (scripts/build-web.mjs) and served as
// they are by @fastify/static's `preCompressed`; the plugin leaves a response alone when it
// already carries a Content-Encoding.
// - Above 1 kB only: below that, headers and the compressor's frame eat the saving.
// - brotli at quality 5: 11 is ~20× slower for a few per cent, affordable only at build time; 5
//   rather than the plugin's 4 makes a page drawn on the server (first-view.ts) 8-10 % smaller
//   for the same ~3 ms (docs/decisions.md). Then gzip for clients without brotli. zstd is
//   left out (Node 20 has no zstd) and deflate (every client that sends it also takes gzip).
// - text/event-stream is never compressed (the plugin's default types): a compressor holds events
//   back until its buffer fills. The streamed grants CSV is compressed: rows still flow (zlib
//   emits as its window fills), the download is ~8× smaller, and a failure mid-stream still
//   ends the response (pipeline destroys both streams).

export async function installCompression (app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  })
}
