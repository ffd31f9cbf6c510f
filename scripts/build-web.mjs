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
  'web/mantine-css.ts', 'scripts/build-web.mjs', 'scripts/fresh-build.mjs',
]

// The pages a first visit lands on (shared links, search engines, the home page) and their
// modules. `first-pages.json` lists, per path, the chunks and style sheets each one loads, which
// the server announces in the HTML (src/core/http/web-app.ts): the browser then fetches the page
// with the shell instead of after it, a round trip sooner (half a second on a slow phone network).
const FIRST_PAGES = {
  '/': 'src/features/grants/landing.page.tsx',
  '/grants': 'src/features/grants/search.page.tsx',
  '/grants/*': 'src/features/grants/grant-detail.page.tsx',
}

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
      // The renderer of a visitor's first view (web/src/entry-server.tsx), for the server only:
      // in a dot folder, which the server does not serve. Packages are bundled in, with React's
      // production build whatever NODE_ENV the server runs under (its development build renders
      // twice as slowly).
      await vite.build({
        configFile: 'web/vite.config.ts',
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
        build: {
          ssr: 'src/entry-server.tsx', outDir: resolve(tmp, '.ssr'), emptyOutDir: false, manifest: false,
          copyPublicDir: false, rollupOptions: { output: { manualChunks: undefined } },
        },
      })
      writeFirstPages(tmp)
      precompress(tmp)
    },
  })
  if (built) console.log(`web app built into ${DIST} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} catch (err) {
  if (err !== skip) throw err
  console.warn('Vite is not installed (dev dependencies omitted?): the web app is not built; `npm start` will need it')
}

/** Writes `first-pages.json`: path → the page chunk, the chunks it imports and their CSS. */
function writeFirstPages (dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'))
  const inShell = new Set(closure(manifest, Object.keys(manifest).find((key) => manifest[key].isEntry)))
  const pages = {}
  for (const [path, source] of Object.entries(FIRST_PAGES)) {
    if (!manifest[source]) throw new Error(`${source} (the page of ${path}) is not in the build`)
    const chunks = closure(manifest, source).filter((key) => !inShell.has(key)).map((key) => manifest[key])
    pages[path] = {
      scripts: chunks.map((c) => `/${c.file}`),
      styles: [...new Set(chunks.flatMap((c) => c.css ?? []))].map((file) => `/${file}`),
    }
  }
  writeFileSync(join(dir, 'first-pages.json'), JSON.stringify(pages, null, 2))
}

/** The manifest keys a chunk loads at once: itself and its static imports, recursively. */
function closure (manifest, key, seen = new Set()) {
  if (seen.has(key)) return [...seen]
  seen.add(key)
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen)
  return [...seen]
}

/** Writes `file.br` and `file.gz` beside each text file of `dir` where they are smaller. */
function precompress (dir) {
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = join(dir, name)
    if (name.startsWith('.ssr') || !TEXT.test(file) || statSync(file).size < MIN_BYTES) continue
    const body = readFileSync(file)
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    })
    const gz = gzipSync(body, { level: 9 })
    if (br.length < body.length) writeFileSync(`${file}.br`, br)
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz)
  }
}
