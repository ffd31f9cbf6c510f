// `npx tsx bench/first-view.ts`: what drawing a visitor's first view costs the server (issue 24).
// Starts `node dist/server.js` on a fresh data directory with the bundled grants, then asks for
// distinct search pages (every query new to the server: no cache helps) one after another, as a
// visitor (the page drawn: `web/dist/.ssr`) and as a signed-in browser (the plain shell, a cookie),
// timing each whole answer. Then the same pages with 8 at once (renders take turns in one process).
// Build first (`npm run build:web`).
import { ROOT, runBenchmark, startServerWithBundledGrants } from './lib.js'

const TOPICS = [
  'hydrogen', 'heat pump', 'solar', 'wind', 'battery storage', 'circular economy', 'recycling', 'biogas',
  'energy efficiency', 'electric vehicles', 'charging', 'carbon capture', 'water', 'flood', 'forest',
  'biodiversity', 'agriculture', 'food waste', 'textiles', 'plastics', 'steel', 'cement', 'buildings',
  'renovation', 'district heating', 'geothermal', 'offshore', 'grid', 'smart city', 'mobility',
  'aviation', 'shipping', 'rail', 'digital', 'artificial intelligence', 'startups', 'sme', 'innovation',
  'research', 'skills', 'tourism', 'culture', 'health', 'chemicals', 'batteries', 'critical raw materials',
  'soil', 'methane', 'ocean', 'climate adaptation',
]
const PAGES = (process.env.BENCH_PAGES ? Number(process.env.BENCH_PAGES) : 100)

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!
const row = (label: string, ms: number[]) => `| ${label} | ${ms.length} | ` +
  `${quantile(ms, 0.5).toFixed(0)} | ${quantile(ms, 0.99).toFixed(0)} | ${Math.max(...ms).toFixed(0)} |`

/** The n-th distinct search page: a topic, then a topic with a filter, a page or a sort. */
function page (n: number): string {
  const q = encodeURIComponent(TOPICS[n % TOPICS.length]!).replace(/%20/g, '+')
  const variant = Math.floor(n / TOPICS.length)
  const extra = ['', '&status=active', '&sort_by=deadline&sort_order=asc', '&page=2', '&country=DE', '&country=FR'][variant % 6]
  return `/grants?q=${q}${extra}`
}

async function fetchPage (url: string, headers: Record<string, string>): Promise<{ ms: number; drawn: boolean }> {
  const started = performance.now()
  const res = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'br', ...headers } })
  const body = await res.text()
  return { ms: performance.now() - started, drawn: body.includes('id="gw-state"') }
}

await runBenchmark(async () => {
  const server = await startServerWithBundledGrants()
  console.log(`${ROOT}: ${PAGES} distinct search pages per row, each new to the server\n`)
  console.log('| answer | pages | p50 ms | p99 ms | slowest ms |')
  console.log('|---|---:|---:|---:|---:|')
  const plain: number[] = []
  const drawn: number[] = []
  let fellBack = 0
  // Alternating, each URL once per kind; the shell first, so the drawn page's API answer is not cached.
  for (let n = 0; n < PAGES; n++) {
    const a = await fetchPage(`${server.url}${page(n)}`, { cookie: 'gw_signed_in=1' })
    plain.push(a.ms)
    const b = await fetchPage(`${server.url}${page(n + PAGES)}`, {})
    drawn.push(b.ms)
    if (!b.drawn) fellBack++
  }
  console.log(row('plain shell (signed-in browser)', plain))
  console.log(row('first view drawn (visitor)', drawn))
  const burst: number[] = []
  for (let n = 0; n < PAGES; n += 8) {
    const urls = Array.from({ length: 8 }, (_, i) => `${server.url}${page(2 * PAGES + n + i)}`)
    const answers = await Promise.all(urls.map((url) => fetchPage(url, {})))
    for (const a of answers) { burst.push(a.ms); if (!a.drawn) fellBack++ }
  }
  console.log(row('first view drawn, 8 visitors at once', burst))
  console.log(`\n${fellBack} of ${drawn.length + burst.length} visitor pages fell back to the plain shell (over the time limit)`)
})
