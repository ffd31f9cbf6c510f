// Builds the web app (web/ → web/dist). `npm install` runs it (`prepare`), so the first
// `npm start` finds the app built; `npm start` runs it again, which costs nothing while web/dist is
// current with its sources (a stamp: scripts/fresh-build.mjs, which also serialises concurrent
// starters and swaps the new build in whole). `--force` always builds. `--optional` (the install
// step) only warns when Vite is absent, as after `npm install --omit=dev`. Vite's own build is
// ~10 s. Every text file of the build then gets a brotli (best quality) and a gzip twin, which the
// server sends as they are (`preCompressed` in src/core/http/web-app.ts): compressing at that
// quality per request would cost ~1 s of CPU.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { freshBuild } from './fresh-build.mjs'

const DIST = 'web/dist'
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
// Below this a compressed copy saves less than its headers cost (the server's threshold too).
const MIN_BYTES = 1024
const SOURCES = [
  'web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'package-lock.json',
  'scripts/build-web.mjs', 'scripts/fresh-build.mjs',
]

const started = performance.now()
const skip = new Error('Vite is not installed')
try {
  const built = await freshBuild({
    outdir: DIST,
    sources: SOURCES,
    force: process.argv.includes('--force'),
    async build (tmp) {
      // Loaded here, not at the top: importing Vite alone takes ~0.4 s, which a current app skips.
      const vite = await import('vite').catch((err) => {
        throw process.argv.includes('--optional') && err?.code === 'ERR_MODULE_NOT_FOUND' ? skip : err
      })
      // An absolute outDir: Vite resolves a relative one against web/.
      await vite.build({ configFile: 'web/vite.config.ts', logLevel: 'warn', build: { outDir: resolve(tmp) } })
      precompress(tmp)
    },
  })
  if (built) console.log(`web app built into ${DIST} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} catch (err) {
  if (err !== skip) throw err
  console.warn('Vite is not installed (dev dependencies omitted?): the web app is not built; `npm start` will need it')
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
