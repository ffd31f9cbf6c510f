import { readFileSync } from 'node:fs'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { components } from '../src/api/schema'
import { bundledDataHook } from './support/ready'
import { a11y, expect, screenshot, test } from './support/test'

// Scenario 2: grant detail, deadlines and back navigation, plus the CSV and iCal exports. The
// expected values come from the API (days until a deadline are the API's `days_until_deadline`),
// formatted the way a British English reader sees them.

type S = components['schemas']
type Grant = S['Grant']

const EN = JSON.parse(readFileSync(new URL('../src/i18n/en/grants.json', import.meta.url), 'utf8')) as { carbonCategory: Record<string, string> }

const number = (n: number) => new Intl.NumberFormat('en-GB').format(n)
const money = (n: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: n % 1 === 0 ? 0 : 2 }).format(n)
const percent = (f: number) => new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 }).format(f)
const date = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))
const inDays = (days: number) => new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' }).format(days, 'day')
const ZONES: Record<string, string> = { 'Europe/Brussels': 'Brussels time', 'Europe/London': 'UK time' }
const at = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso))
/** A cut-off as the page says it: the source's closing time, and the reader's when that differs. */
function closes (iso: string, zone: string | null): string {
  if (!zone) return date(iso)
  const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(new Date(iso))
  const here = at(iso) === at(iso, zone) ? '' : ` · ${time} your time`
  return `${at(iso, zone)} ${ZONES[zone]}${here}`
}

// The catalogue is complete before the server answers (the config loads it first); the shared
// guard checks it as the operator sees it before any count is read.
test.beforeAll(bundledDataHook)

async function getJson<T> (request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url)
  expect(res.status(), url).toBe(200)
  return await res.json() as T
}

/** The key facts as term → definition (the page's <dl>). */
async function facts (page: Page): Promise<Record<string, string>> {
  const box = page.getByRole('region', { name: 'Key facts' })
  await expect(box.getByRole('term').first()).toBeVisible()
  const terms = await box.getByRole('term').allInnerTexts()
  const definitions = await box.getByRole('definition').allInnerTexts()
  expect(definitions).toHaveLength(terms.length)
  return Object.fromEntries(terms.map((term, i) => [term.trim(), definitions[i]!.trim().replace(/\s+/g, ' ')]))
}

const resultTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 })
const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

async function expectResultsPage2 (page: Page, total: number, titles: string[], sortBox: Locator): Promise<void> {
  const wanted = JSON.stringify({ open_only: 'true', page: '2', sort_by: 'deadline', sort_order: 'asc' })
  await expect(page).toHaveURL((url) => url.pathname === '/grants' && JSON.stringify(Object.fromEntries([...url.searchParams].sort())) === wanted)
  await expect(h1(page)).toHaveText(`${number(total)} grants`)
  await expect(sortBox).toHaveValue('deadline:asc')
  await expect(page.getByRole('navigation', { name: 'Result pages' }).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(resultTitles(page)).toHaveText(titles)
}

test.describe('grant detail, deadlines and back navigation', () => {
  test('the landing page shows the catalogue, the calls closing soon, and links to all open calls by deadline', async ({ page, request }) => {
    const stats = await getJson<S['GrantStats']>(request, '/api/v1/grants/stats')
    const closing = await getJson<Grant[]>(request, '/api/v1/grants/deadlines?days=30&limit=6')

    await page.goto('/')
    await expect(h1(page)).toHaveText('Find EU funding for your company')
    await expect(page.getByRole('region', { name: 'The catalogue' })).toContainText(`${number(stats.total_grants)}Grants in total`)
    // "Open now" counts calls only (a running programme is active, but not applied to here).
    await expect(page.getByRole('region', { name: 'The catalogue' })).toContainText(`${number(stats.open_calls)}Calls open now`)
    await expect(page.getByRole('link', { name: 'Calls open now' })).toHaveAttribute('href', '/grants?status=active&record_type=call')
    await expect(page.getByRole('region', { name: 'Closing within 30 days' }).getByRole('heading', { level: 3 })).toHaveText(closing.map((g) => g.title))
    await a11y(page)
    await screenshot(page, 'landing')

    await page.getByRole('link', { name: 'All open calls by deadline' }).click()
    await expect(page).toHaveURL(/\/grants\?open_only=true&sort_by=deadline&sort_order=asc$/)
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('deadline:asc')
    const list = await getJson<S['GrantList']>(request, '/api/v1/grants?open_only=true&sort_by=deadline&sort_order=asc')
    await expect(h1(page)).toHaveText(`${number(list.total)} grants`)
    await expect(resultTitles(page)).toHaveText(list.items.map((g) => g.title))
    await a11y(page)
  })

  test('from page 2 sorted by deadline: the detail shows funding, rate, deadline, carbon and similar grants; Back returns to page 2', async ({ page, request }) => {
    // Where the landing page's "All open calls by deadline" leads (previous test).
    await page.goto('/grants?open_only=true&sort_by=deadline&sort_order=asc')
    const sortBox = page.getByRole('combobox', { name: 'Sort by' })
    await expect(sortBox).toHaveValue('deadline:asc')

    // 2.1: page 2, then a grant with a funding range, a co-funding rate and carbon categories.
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('button', { name: 'Page 2', exact: true }).click()
    const list2 = await getJson<S['GrantList']>(request, '/api/v1/grants?open_only=true&sort_by=deadline&sort_order=asc&page=2')
    const titles = list2.items.map((g) => g.title)
    await expectResultsPage2(page, list2.total, titles, sortBox)
    const pick = list2.items.find((g) => g.funding_amount_min !== null && g.funding_amount_max !== null && g.funding_amount_min !== g.funding_amount_max &&
      g.funding_rate_min !== null && g.funding_rate_max !== null && g.carbon_categories.length > 0 && g.days_until_deadline !== null && g.deadlines.length <= 1 &&
      titles.filter((t) => t === g.title).length === 1)
    expect(pick, 'page 2 has a grant with funding range, co-funding rate and carbon categories').toBeDefined()
    const g = pick!
    await page.getByRole('link', { name: g.title, exact: true }).click()

    // 2.2
    await expect(page).toHaveURL(new RegExp(`/grants/${g.id}$`))
    await expect(h1(page)).toHaveText(g.title)
    const f = await facts(page)
    expect(f.Funding).toBe(`${money(g.funding_amount_min!, g.currency)} – ${money(g.funding_amount_max!, g.currency)}`)
    expect(f['Co-funding rate']).toBe(g.funding_rate_min === g.funding_rate_max ? percent(g.funding_rate_max!) : `${percent(g.funding_rate_min!)} – ${percent(g.funding_rate_max!)}`)
    // One cut-off here (the multi-stage case has its own test): "in N days" is the API's count.
    expect(f['Next deadline']).toBe(`${closes(g.deadline!, g.deadline_time_zone)} (${inDays(g.days_until_deadline!)})`)
    const carbon = page.getByRole('region', { name: 'Climate and carbon' })
    for (const c of g.carbon_categories) await expect(carbon.getByText(EN.carbonCategory[c]!, { exact: true })).toBeVisible()
    const similar = await getJson<Grant[]>(request, `/api/v1/grants/${g.id}/similar?limit=5`)
    expect(similar.length).toBeGreaterThan(0)
    await expect(page.getByRole('region', { name: 'Similar grants' }).getByRole('link')).toHaveText(similar.map((s) => s.title))
    await a11y(page)
    await screenshot(page, 'grant-detail')

    // 2.3: the page's own "Back to results", then the browser's Back.
    await page.getByRole('button', { name: '← Back to results' }).click()
    await expectResultsPage2(page, list2.total, titles, sortBox)
    await page.getByRole('link', { name: g.title, exact: true }).click()
    await expect(h1(page)).toHaveText(g.title)
    await page.goBack()
    await expectResultsPage2(page, list2.total, titles, sortBox)
    await a11y(page)
  })

  test('a multi-stage call lists every cut-off; the next one a new applicant must meet ' +
    'with the API\'s day count', async ({ page, request }) => {
    // `deadline` is the cut-off a new applicant must meet (the next one while one is ahead); one
    // whose final cut-off comes later shows both apart.
    let grant: Grant | undefined
    for (let p = 1; !grant; p++) {
      const list = await getJson<S['GrantList']>(request, `/api/v1/grants?status=active&record_type=call&page_size=100&page=${p}`)
      grant = list.items.find((g) => g.deadlines.length > 1 && g.days_until_deadline !== null && g.deadline !== g.deadlines.at(-1))
      if (p >= list.pages) break
    }
    expect(grant, 'an open multi-stage call with a cut-off after the next one in the bundled data').toBeDefined()
    const g = grant!
    expect(g.next_deadline, 'the next cut-off is the deadline').toBe(g.deadline)

    // Opened from a link (no history): the back link leads to the search instead.
    await page.goto(`/grants/${g.id}`)
    await expect(h1(page)).toHaveText(g.title)
    await expect(page.getByRole('link', { name: '← Search all grants' })).toHaveAttribute('href', '/grants')
    const box = page.getByRole('region', { name: 'Key facts' })
    await expect(box.getByRole('term').filter({ hasText: 'All cut-off dates' })).toBeVisible()
    const items = box.getByRole('listitem')
    await expect(items).toHaveCount(g.deadlines.length)
    for (const [i, d] of g.deadlines.entries()) await expect(items.nth(i)).toContainText(date(d))
    const next = g.deadlines.indexOf(g.deadline!)
    expect(next, 'the deadline is one of the cut-offs').toBeGreaterThanOrEqual(0)
    const shown = `${closes(g.deadline!, g.deadline_time_zone)} (${inDays(g.days_until_deadline!)})`
    await expect(items.nth(next)).toHaveText(shown)
    expect((await facts(page))['Next deadline']).toBe(shown)
    // The final cut-off: the API's count shifted by the whole days between the two dates.
    const final = g.deadlines.at(-1)!
    const later = g.days_until_deadline! + Math.round((Date.parse(final) - Date.parse(g.deadline!)) / 86_400_000)
    await expect(items.last()).toHaveText(`${closes(final, g.deadline_time_zone)} (${inDays(later)})`)
    await a11y(page)
  })

  test('a programme and a past topic say what they are in place of a status and a deadline', async ({ page, request }) => {
    const [programme] = (await getJson<S['GrantList']>(request, '/api/v1/grants?record_type=programme&status=active&page_size=1')).items
    const [topic] = (await getJson<S['GrantList']>(request, '/api/v1/grants?record_type=past_topic&page_size=1')).items
    expect(programme, 'a running programme in the bundled data').toBeDefined()
    expect(topic, 'a past topic in the bundled data').toBeDefined()

    await page.goto(`/grants/${programme!.id}`)
    await expect(h1(page)).toHaveText(programme!.title)
    const box = page.getByRole('region', { name: 'Key facts' })
    await expect(box.getByText('Funding programme', { exact: true })).toBeVisible()
    await expect(box.getByText('Open', { exact: true })).toHaveCount(0)
    let f = await facts(page)
    const until = programme!.end_date ? `; eligible until ${date(programme!.end_date)}` : ''
    expect(f.Deadline).toBe(`No deadline here: calls are published by the programme’s managing authority${until}`)
    expect(f['Next deadline']).toBeUndefined()
    if (programme!.programme) expect(f.Programme).toBe(programme!.programme)
    await a11y(page)

    await page.goto(`/grants/${topic!.id}`)
    await expect(h1(page)).toHaveText(topic!.title)
    await expect(box.getByText('Past topic (closed)', { exact: true })).toBeVisible()
    f = await facts(page)
    expect(f.Deadline).toBe('Closed call — evidence of what was funded')
    await a11y(page)
  })

  test('the CSV and iCal links carry the filters and answer 200 with the right content types', async ({ page, request }) => {
    await page.goto('/grants?country=DE&open_only=true')
    const list = await getJson<S['GrantList']>(request, '/api/v1/grants?country=DE&open_only=true')
    await expect(h1(page)).toHaveText(`${number(list.total)} grants`)
    await a11y(page)

    const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')
    expect(csvHref).toBe('/api/v1/grants/export.csv?country=DE&open_only=true')
    const csv = await request.get(csvHref!)
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-type']).toMatch(/^text\/csv\b/)
    expect(csvRecords(await csv.text())).toBe(list.total + 1)   // a header row, then one per grant

    const icsHref = await page.getByRole('link', { name: 'Deadlines calendar (iCal)' }).getAttribute('href')
    expect(icsHref).toBe('/api/v1/grants/deadlines.ics?country=DE&open_only=true')
    const ics = await request.get(icsHref!)
    expect(ics.status()).toBe(200)
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar\b/)
    const body = await ics.text()
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(body).toMatch(/\r\nEND:VCALENDAR(\r\n)?$/)
    expect(body).toContain('BEGIN:VEVENT')

    // The CSV link also works as a download in the browser.
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download CSV' }).click()
    expect((await download).suggestedFilename()).toBe('grants.csv')
  })
})

/** Records in a CSV text (quoted fields may hold line breaks). */
function csvRecords (text: string): number {
  let records = 0
  let quoted = false
  let empty = true
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '"') quoted = !quoted
    else if (c === '\n' && !quoted) { if (!empty) records++; empty = true; continue }
    if (c !== '\r') empty = false
  }
  return empty ? records : records + 1
}
