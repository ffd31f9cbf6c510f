// `npx tsx bench/web-first-load.ts`: what a phone on a slow 4G network gets on its first visit
// (issue 24). Starts `node dist/server.js` on a fresh data directory with the bundled grants, then
// opens each page in Debian's Chromium with an empty cache, throttled as Lighthouse's "slow 4G"
// DevTools preset (562.5 ms request latency, 1.47 Mbit/s down, 675 kbit/s up, CPU 4× slower) on a
// 412 × 823 phone screen. Reports the bytes on the wire (every response's encoded length: headers
// and compressed bodies, API answers and lazy chunks included, until the network is idle) and the
// largest contentful paint; 3 runs per page, median. Build first (`npm run build:web`).
import { chromium, type Page } from '@playwright/test'
import { ROOT, runBenchmark, sleep, startServerWithBundledGrants } from './lib.js'

const PAGES = (process.env.BENCH_PAGES ?? '/,/grants?q=hydrogen').split(',')
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
}

// Run in the page (a string: this file is type-checked without the DOM's types).
const LARGEST_PAINT = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1)
    const text = last.element ? '<' + last.element.tagName.toLowerCase() + '> ' + (last.element.textContent ?? '').slice(0, 40) : '?'
    resolve({ lcp: last.startTime, element: text + ' (' + last.size + ' px²)' })
  }).observe({ type: 'largest-contentful-paint', buffered: true })
})`

interface Load { bytes: number; requests: number; lcp: number }

async function measure (page: Page, url: string): Promise<Load> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let bytes = 0
  let requests = 0
  const urls = new Map<string, string>()
  cdp.on('Network.requestWillBeSent', (event: { requestId: string, request: { url: string } }) => {
    urls.set(event.requestId, event.request.url)
  })
  cdp.on('Network.loadingFinished', (event: { requestId: string, encodedDataLength: number }) => {
    bytes += event.encodedDataLength
    requests++
    if (process.env.BENCH_VERBOSE) console.log(`  ${event.encodedDataLength} ${urls.get(event.requestId)}`)
  })
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 })
  await sleep(500)   // a last paint after the final answer
  const { lcp, element } = await page.evaluate(LARGEST_PAINT) as { lcp: number, element: string }
  if (process.env.BENCH_VERBOSE) console.log(url, Math.round(lcp), element)
  return { bytes, requests, lcp }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

await runBenchmark(async () => {
  const server = await startServerWithBundledGrants()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
      '--disable-component-update', '--no-first-run', '--disable-sync',
    ],
  })
  try {
    console.log(`${ROOT}: first visit on a throttled phone (slow 4G, CPU ×4), ${RUNS} runs per page, median\n`)
    console.log('| page | kB on the wire | requests | LCP s |')
    console.log('|---|---:|---:|---:|')
    for (const path of PAGES) {
      const runs: Load[] = []
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'en-GB',
        })
        runs.push(await measure(await context.newPage(), `${server.url}${path}`))
        await context.close()
      }
      const kB = (median(runs.map((r) => r.bytes)) / 1000).toFixed(1)
      const lcp = (median(runs.map((r) => r.lcp)) / 1000).toFixed(2)
      const all = runs.map((r) => `${(r.lcp / 1000).toFixed(2)}`).join(', ')
      console.log(`| \`${path}\` | ${kB} | ${median(runs.map((r) => r.requests))} | ${lcp} (${all}) |`)
    }
  } finally {
    await browser.close()
  }
})
