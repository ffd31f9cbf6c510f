// Prints what a first visit downloads: the JavaScript and CSS that web/dist/index.html loads
// (entry script, its static imports, style sheets), raw and gzip. Lazily loaded pages and the
// chart chunk are listed apart. Reported in docs/benchmarks.md; the budget is 250 kB gzip of JS.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = process.argv[2] ?? 'web/dist'
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1])
const size = (file) => {
  const bytes = readFileSync(join(dist, file))
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
}
const kb = (n) => `${(n / 1024).toFixed(1)} kB`
const sum = (files) => files.map(size).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 })
const js = referenced.filter((f) => f.endsWith('.js'))
const css = referenced.filter((f) => f.endsWith('.css'))
const lazy = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`).filter((f) => f.endsWith('.js') && !js.includes(f))
const first = sum(js)
const styles = sum(css)
const rest = sum(lazy)
console.log(`first load: JS ${kb(first.raw)} (${kb(first.gzip)} gzip), CSS ${kb(styles.raw)} (${kb(styles.gzip)} gzip); ` +
  `${lazy.length} lazy chunks ${kb(rest.raw)} (${kb(rest.gzip)} gzip)`)
