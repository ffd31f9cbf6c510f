// Transpiles src/ to dist/ (no bundling, no type check: `npm run typecheck` does that) and copies
// the bundled data files. About 0.2 s, and nothing when dist/ is current (a stamp of the sources:
// scripts/fresh-build.mjs, which also keeps concurrent starters from racing), so `npm start`
// always runs the current source without paying for an on-the-fly TypeScript loader.
// `--outdir DIR` builds elsewhere (the tests' global setup builds dist-test/, which must sit beside
// src/: files are found relative to it); the processes the tests spawn run it, as `npm start`
// runs dist/. `--force` builds even when current.
import { cpSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { freshBuild } from './fresh-build.mjs'

const flag = process.argv.indexOf('--outdir')
const outdir = flag === -1 ? 'dist' : process.argv[flag + 1]
// This script and its helper count as sources: a change to how dist/ is made rebuilds it, and so
// does a new esbuild (the lockfile).
const SOURCES = ['src', 'scripts/build.mjs', 'scripts/fresh-build.mjs', 'package-lock.json']

await freshBuild({
  outdir,
  sources: SOURCES,
  force: process.argv.includes('--force'),
  async build (tmp) {
    const { build } = await import('esbuild')
    const files = readdirSync('src', { recursive: true }).map((f) => join('src', f))
    const entryPoints = files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    await build({
      entryPoints, outdir: tmp, outbase: 'src', platform: 'node', format: 'esm', target: 'node20', sourcemap: 'linked', logLevel: 'warning',
    })
    for (const dir of files.filter((f) => f.endsWith(`${join('/', 'data')}`))) cpSync(dir, dir.replace(/^src/, tmp), { recursive: true })
  },
})
