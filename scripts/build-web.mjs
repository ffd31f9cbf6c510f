// Builds the web app (web/ → web/dist) when it is missing or older than its sources, so
// `npm start` serves the current app with no extra step; an unchanged app costs nothing.
// `--force` always builds. Vite's own build is ~10 s.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const OUT = 'web/dist/index.html'
const SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'package-lock.json']

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
  console.log(`web app built into web/dist in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
