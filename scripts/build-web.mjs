// Builds the web app (web/ → web/dist) when it is missing or older than its sources, so
// `npm start` serves the current app with no extra step; an unchanged app costs nothing.
// `--force` always builds. Vite's own build is ~10 s. Every text file of the build then gets a
// brotli (best quality) and a gzip twin, which the server sends as they are (`preCompressed` in
// src/core/http/web-app.ts): compressing at that quality per request would cost ~1 s of CPU.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const DIST = 'web/dist'
const OUT = `${DIST}/index.html`
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
// Below this a compressed copy saves less than its headers cost (the server's threshold too).
const MIN_BYTES = 1024
const SOURCES = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'package-lock.json']

function newest (path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

const stale = process.argv.includes('--force') || !existsSync(OUT) ||
  Math.max(...SOURCES.filter((p) => existsSync(p)).map(newest)) > statSync(OUT).mtimeMs
if (stale) {
  const { build } = await import('vite')
  const started = performance.now()
  await build({ configFile: 'web/vite.config.ts', logLevel: 'warn' })
  precompress(DIST)
  console.log(`web app built into web/dist in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

/** Writes `file.br` and `file.gz` beside each text file of `dir` where they are smaller. */
function precompress (dir) {
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = join(dir, name)
    if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue
    const body = readFileSync(file)
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    })
    const gz = gzipSync(body, { level: 9 })
    if (br.length < body.length) writeFileSync(`${file}.br`, br)
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz)
  }
}
