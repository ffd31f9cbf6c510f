// Transpiles src/ to dist/ (no bundling, no type check: `npm run typecheck` does that) and copies
// the bundled data files. About 0.1 s, so `npm start` always runs the current source, and the
// server starts without paying for an on-the-fly TypeScript loader.
import { cpSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

const files = readdirSync('src', { recursive: true }).map((f) => join('src', f))
const entryPoints = files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
rmSync('dist', { recursive: true, force: true })
await build({ entryPoints, outdir: 'dist', outbase: 'src', platform: 'node', format: 'esm', target: 'node20', sourcemap: 'linked', logLevel: 'warning' })
for (const dir of files.filter((f) => f.endsWith(`${join('/', 'data')}`))) cpSync(dir, dir.replace(/^src/, 'dist'), { recursive: true })
