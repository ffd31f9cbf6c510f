// Transpiles src/ to dist/ (no bundling, no type check: `npm run typecheck` does that) and copies
// the bundled data files. About 0.1 s, so `npm start` always runs the current source, and the
// server starts without paying for an on-the-fly TypeScript loader. `--outdir DIR` builds elsewhere
// (the tests' global setup builds dist-test/, which must sit beside src/: files are found relative
// to it); the processes the tests spawn run it, as `npm start` runs dist/.
import { cpSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

const flag = process.argv.indexOf('--outdir')
const outdir = flag === -1 ? 'dist' : process.argv[flag + 1]
const files = readdirSync('src', { recursive: true }).map((f) => join('src', f))
const entryPoints = files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
rmSync(outdir, { recursive: true, force: true })
await build({ entryPoints, outdir, outbase: 'src', platform: 'node', format: 'esm', target: 'node20', sourcemap: 'linked', logLevel: 'warning' })
for (const dir of files.filter((f) => f.endsWith(`${join('/', 'data')}`))) cpSync(dir, dir.replace(/^src/, outdir), { recursive: true })
