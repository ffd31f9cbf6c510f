import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { components } from '../src/api/schema'
import { bundledDataHook } from './support/ready'
import { a11y, expect, screenshot, test } from './support/test'

// Scenario 1: public search, facets and URL state (EN → DE). Runs on the desktop and on a phone,
// where the facets live in a "Filters" drawer instead of the left column.

type S = components['schemas']

const en = (n: number) => new Intl.NumberFormat('en-GB').format(n)
const de = (n: number) => new Intl.NumberFormat('de-DE').format(n)

// The catalogue is complete before the server answers (the config loads it first); the shared
// guard checks it as the operator sees it before any count is read.
test.beforeAll(bundledDataHook)

async function searchTotal (request: APIRequestContext, query: string): Promise<S['GrantFacetedSearchResponse']> {
  const res = await request.get(`/api/v1/grants/search?${query}`)
  expect(res.status()).toBe(200)
  return await res.json() as S['GrantFacetedSearchResponse']
}

const isPhone = () => test.info().project.name === 'phone'

/** The facet panel: the left column on a desktop, the "Filters" drawer on a phone. */
async function openFilters (page: Page): Promise<Locator> {
  if (!isPhone()) return page.getByRole('region', { name: 'Filters' })
  await page.getByRole('button', { name: /^Filters/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  await expect(drawer).toBeVisible()
  // Until its slide-in ends the drawer is half transparent, and axe would measure blended colours.
  await expect(drawer).toHaveCSS('opacity', '1')
  return drawer
}

async function closeFilters (page: Page): Promise<void> {
  if (!isPhone()) return
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  // The drawer's foot says how many grants the filters leave, as the heading does, and closes it.
  const show = drawer.getByRole('button', { name: /^Show [\d,]+ grants?$/ })
  await expect(show).toHaveText(`Show ${await page.getByRole('heading', { level: 1 }).innerText()}`)
  await show.click()
  await expect(drawer).toBeHidden()
}

/** "Germany (93)" → 93 */
async function facetCount (checkbox: Locator): Promise<number> {
  const id = await checkbox.getAttribute('id')
  const label = await checkbox.page().locator(`label[for="${id}"]`).innerText()
  const m = /\(([\d,.]+)\)$/.exec(label.trim())
  expect(m, `a count in the facet label "${label}"`).not.toBeNull()
  return Number(m![1]!.replace(/[,.]/g, ''))
}

/**
 * Ticks a facet and logs how long the h1 took to show the new count (reported, not asserted).
 * Timed inside the page, from the click event to the first frame painted after the h1 changed:
 * Playwright's own waits (actionability, expect's 100/250/500 ms polling) are not in the figure.
 */
async function tick (page: Page, checkbox: Locator, heading: string): Promise<void> {
  await page.evaluate((expected) => {
    const w = window as unknown as { facetClick?: Promise<number> }
    w.facetClick = new Promise((resolve) => {
      let start = 0
      document.addEventListener('click', () => { start = performance.now() }, { capture: true, once: true })
      const observer = new MutationObserver(() => {
        if (!start || document.querySelector('h1')?.textContent !== expected) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
      })
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    })
  }, heading)
  await checkbox.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  const ms = await page.evaluate(() => (window as unknown as { facetClick: Promise<number> }).facetClick)
  console.log('facet-click-to-results-ms', Math.round(ms), test.info().project.name)
}

const resultTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 })

test.describe('public search, facets and URL state', () => {
  test('a country facet filters with the count it showed, lives in the URL and survives a reload', async ({ page, request }) => {
    const all = await searchTotal(request, 'q=energy')
    const h1 = page.getByRole('heading', { level: 1 })

    // 1.1
    await page.goto('/grants?q=energy')
    await expect(h1).toHaveText(`${en(all.total)} grants`)
    await expect(page.getByText('Results for “energy”')).toBeVisible()
    await expect(resultTitles(page)).toHaveCount(20)
    await a11y(page)
    await screenshot(page, 'search')
    // The exports are of the same search: keyword included.
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/v1/grants/export.csv?q=energy')
    await expect(page.getByRole('link', { name: 'Deadlines calendar (iCal)' })).toHaveAttribute('href', '/api/v1/grants/deadlines.ics?q=energy')

    // On page 2, so that ticking a facet visibly resets the page.
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('button', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(/[?&]page=2(&|$)/)

    // 1.2: the h1 shows the count the facet showed.
    let filters = await openFilters(page)
    const countries = filters.getByRole('group', { name: 'Country' })
    await countries.getByRole('button', { name: /^Show all/ }).click()
    const germany = countries.getByRole('checkbox', { name: /^Germany \(/ })
    const shown = await facetCount(germany)
    expect(shown).toBe(all.facets?.countries.DE)
    await tick(page, germany, `${en(shown)} grants`)
    await expect(germany).toBeChecked()

    // 1.3
    await expect(page).toHaveURL(/[?&]country=DE(&|$)/)
    await expect(page).not.toHaveURL(/[?&]page=/)
    await closeFilters(page)
    const before = await resultTitles(page).allInnerTexts()
    expect(before.length).toBeGreaterThan(0)

    // 1.4
    await page.reload()
    await expect(h1).toHaveText(`${en(shown)} grants`)
    await expect(resultTitles(page)).toHaveText(before)
    await expect(page.getByRole('button', { name: 'Remove filter Country: Germany' })).toBeVisible()
    await a11y(page)
    filters = await openFilters(page)
    await expect(filters.getByRole('checkbox', { name: /^Germany \(/ })).toBeChecked()
    if (isPhone()) await a11y(page)   // the open "Filters" drawer
  })

  test('removing a chip and "Clear all" drop the filters from the results and the URL', async ({ page, request }) => {
    const all = await searchTotal(request, 'q=energy')
    const both = await searchTotal(request, 'q=energy&country=DE&status=active')
    const openOnly = await searchTotal(request, 'q=energy&status=active')
    const h1 = page.getByRole('heading', { level: 1 })

    // 1.5
    await page.goto('/grants?q=energy&country=DE&status=active')
    await expect(h1).toHaveText(`${en(both.total)} grants`)
    if (isPhone()) await expect(page.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible()
    await page.getByRole('button', { name: 'Remove filter Country: Germany' }).click()
    await expect(h1).toHaveText(`${en(openOnly.total)} grants`)
    await expect(page).not.toHaveURL(/country=/)
    await expect(page).toHaveURL(/[?&]status=active(&|$)/)
    await page.getByRole('button', { name: 'Clear all' }).click()
    await expect(h1).toHaveText(`${en(all.total)} grants`)
    await expect(page).toHaveURL(/\/grants\?q=energy$/)
    await expect(page.getByRole('group', { name: 'Active filters' })).toBeHidden()
    const filters = await openFilters(page)
    await expect(filters.getByRole('checkbox', { checked: true })).toHaveCount(0)
    await closeFilters(page)
    await a11y(page)
  })

  test('an invalid filter in the link is dropped with a notice', async ({ page, request }) => {
    const all = await searchTotal(request, 'q=energy')
    await page.goto('/grants?q=energy&status=bogus')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${en(all.total)} grants`)
    await expect(page.getByRole('status').filter({ hasText: 'A filter in the link was not valid and was ignored: status.' })).toBeVisible()
    await expect(page).not.toHaveURL(/status=/)
    await expect(page.getByRole('group', { name: 'Active filters' })).toBeHidden()
    await a11y(page)
  })

  test('"Copy link" puts the URL with the filters on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/grants?q=energy&country=DE&status=active')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d[\d,]* grants?$/)
    await page.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('Link copied to the clipboard')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(page.url())
    expect(new URL(copied).search).toBe('?q=energy&country=DE&status=active')
    await a11y(page)
  })

  test('in German: heading and plurals, EUR amounts and dates in German format, <html lang="de">', async ({ page, request }) => {
    const all = await searchTotal(request, 'q=energy')
    // A keyword with a status value that has exactly one grant, for the singular.
    let single: { q: string; status: 'active' | 'upcoming' | 'closed' } | undefined
    for (const q of ['methane', 'water', 'fisheries', 'tipping', 'geothermal']) {
      const found = Object.entries((await searchTotal(request, `q=${q}`)).facets?.status ?? {}).find(([, n]) => n === 1)
      if (found) { single = { q, status: found[0] as 'active' | 'upcoming' | 'closed' }; break }
    }
    expect(single, 'a keyword with a one-grant status facet in the bundled data').toBeDefined()

    await page.goto('/grants?q=energy')
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveText(`${en(all.total)} grants`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' })
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(h1).toHaveText(`${de(all.total)} Förderungen`)
    await expect(page.getByText('Ergebnisse für „energy“')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Link kopieren' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main).toContainText(/\d{1,3}(\.\d{3})+\s€/)          // 1.500.000 €
    await expect(main).toContainText(/Frist: \d{2}\.\d{2}\.\d{4}/)     // 27.09.2027
    await a11y(page)

    // The singular, through the German search box and facet.
    await page.getByRole('searchbox', { name: 'Förderungen suchen' }).fill(single!.q)
    await page.getByRole('button', { name: 'Suchen', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]q=${single!.q}(&|$)`))
    const statusLabel = { active: 'Offen', upcoming: 'Demnächst', closed: 'Geschlossen' }[single!.status]
    const isPhoneRun = isPhone()
    if (isPhoneRun) await page.getByRole('button', { name: /^Filter/ }).click()
    const panel = isPhoneRun ? page.getByRole('dialog', { name: 'Filter' }) : page.getByRole('region', { name: 'Filter' })
    await tick(page, panel.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: `${statusLabel} (1)` }), '1 Förderung')
    if (isPhoneRun) {
      await panel.getByRole('button', { name: 'Schließen' }).click()
      await expect(panel).toBeHidden()
    }
    await expect(page.getByRole('button', { name: `Filter entfernen: Status: ${statusLabel}` })).toBeVisible()
    await a11y(page)
  })

  test('several statuses at once, the type of record and a narrowed climate-category list; ' +
    'each count is the API\'s', async ({ page, request }) => {
    const h1 = page.getByRole('heading', { level: 1 })
    const list = async (query: string) => {
      const res = await request.get(`/api/v1/grants?${query}`)
      expect(res.status()).toBe(200)
      return (await res.json() as S['GrantList']).total
    }
    await page.goto('/grants')
    await expect(h1).toHaveText(`${en(await list(''))} grants`)

    // Ticking "Open" leaves "Upcoming" to tick as well (OR within the group).
    const filters = await openFilters(page)
    const status = filters.getByRole('group', { name: 'Status' })
    await status.getByRole('checkbox', { name: /^Open \(/ }).click()
    await expect(h1).toHaveText(`${en(await list('status=active'))} grants`)
    await status.getByRole('checkbox', { name: /^Upcoming \(/ }).click()
    await expect(page).toHaveURL(/[?&]status=active,upcoming(&|$)/)
    await expect(h1).toHaveText(`${en(await list('status=active,upcoming'))} grants`)
    await expect(status.getByRole('checkbox', { checked: true })).toHaveCount(2)

    // Type of record: the programmes among them, each saying what it is instead of a deadline.
    const programmes = await list('status=active,upcoming&record_type=programme')
    expect(programmes, 'running or upcoming programmes in the bundled data').toBeGreaterThan(0)
    await filters.getByRole('group', { name: 'Type of record' }).getByRole('checkbox', { name: /^Funding programme \(/ }).click()
    await expect(page).toHaveURL(/[?&]record_type=programme(&|$)/)
    await expect(h1).toHaveText(`${en(programmes)} grant${programmes === 1 ? '' : 's'}`)

    // The climate categories narrowed by their filter box, then one ticked.
    const climate = filters.getByRole('group', { name: 'Climate category' })
    await climate.getByRole('searchbox', { name: 'Filter the Climate category options' }).fill('effic')
    await expect(climate.getByRole('checkbox')).toHaveCount(1)
    await climate.getByRole('checkbox', { name: /^Energy efficiency \(/ }).click()
    await expect(page).toHaveURL(/[?&]carbon_category=energy_efficiency(&|$)/)
    const efficient = await list('status=active,upcoming&record_type=programme&carbon_category=energy_efficiency')
    await expect(h1).toHaveText(`${en(efficient)} grant${efficient === 1 ? '' : 's'}`)
    await closeFilters(page)
    if (efficient > 0) {
      const first = page.getByRole('article').first()
      await expect(first.getByText('Funding programme', { exact: true })).toBeVisible()
      await expect(first.getByText(/^No deadline here: calls are published by the programme’s managing authority/)).toBeVisible()
    }
    await expect(page.getByRole('button', { name: 'Remove filter Type of record: Funding programme' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Remove filter Climate category: Energy efficiency' })).toBeVisible()
    await a11y(page)
    if (isPhone()) {   // the open "Filters" drawer with its filter boxes
      await openFilters(page)
      await a11y(page)
      await closeFilters(page)
    }
  })

  test('what the engine read from the words is a removable chip; ' +
    'a corrected query offers the words as typed', async ({ page, request }) => {
    const h1 = page.getByRole('heading', { level: 1 })
    const read = await searchTotal(request, 'q=energy%20efficiency%20Germany')
    expect(read.understood, 'a country read from the words').toEqual([{ field: 'country', value: ['DE'], text: 'Germany' }])
    const literal = await searchTotal(request, 'q=energy%20efficiency%20Germany&understand=false')

    await page.goto('/grants?q=energy%20efficiency%20Germany')
    await expect(h1).toHaveText(`${en(read.total)} grants`)
    await a11y(page)
    await page.getByRole('button', { name: 'Remove filter Country: Germany (from “Germany”)' }).click()
    await expect(page).toHaveURL(/[?&]understand=false(&|$)/)
    await expect(h1).toHaveText(`${en(literal.total)} grant${literal.total === 1 ? '' : 's'}`)
    await expect(page.getByRole('group', { name: 'Active filters' })).toBeHidden()

    // A misspelt query was replaced; "Search instead for" runs the words as typed (correct=false).
    const corrected = await searchTotal(request, 'q=enrgy%20efficency')
    expect(corrected.corrected_query, 'the misspelling is corrected').toBe('energy efficiency')
    const asTyped = await searchTotal(request, 'q=enrgy%20efficency&correct=false')
    await page.goto('/grants?q=enrgy%20efficency')
    await expect(h1).toHaveText(`${en(corrected.total)} grants`)
    await expect(page.getByRole('status').filter({ hasText: 'Showing results for “energy efficiency”.' })).toBeVisible()
    await page.getByRole('link', { name: 'Search instead for “enrgy efficency”' }).click()
    await expect(page).toHaveURL(/\/grants\?q=enrgy%20efficency&correct=false$/)
    await expect(h1).toHaveText(`${en(asTyped.total)} grant${asTyped.total === 1 ? '' : 's'}`)
    if (asTyped.total === 0) {
      // Nothing found: what was searched, and only the ways out that apply (no filter is set).
      const empty = page.getByRole('status').filter({ hasText: 'No grants found for “enrgy efficency”.' })
      await expect(empty).toBeVisible()
      await expect(empty).not.toContainText(/filter/i)
      if (asTyped.suggestion) await expect(empty.getByRole('link', { name: `Search for “${asTyped.suggestion}”` })).toBeVisible()
      await expect(empty.getByRole('link', { name: 'Browse all grants' })).toHaveAttribute('href', '/grants')
    }
    await a11y(page)
  })

  test('on a phone, a grant page says its deadline and funding under the title, before the description', async ({ page, request }) => {
    test.skip(!isPhone(), 'the line is for phones; a desktop shows the facts beside the text')
    const found = await searchTotal(request, 'q=hydrogen&open_only=true&page_size=50')
    const grant = found.items.find((g) => g.deadline && g.funding_amount_max !== null)
    expect(grant, 'an open hydrogen call with a deadline and funding').toBeDefined()
    await page.goto(`/grants/${grant!.id}`)
    await expect(page.getByRole('heading', { level: 1, name: grant!.title })).toBeVisible()
    const line = page.getByText(/^Deadline: .+ · Funding: /)
    await expect(line).toBeVisible()
    const description = page.getByRole('heading', { level: 2, name: 'Description' })
    expect((await line.boundingBox())!.y).toBeLessThan((await description.boundingBox())!.y)
    await a11y(page)
  })
})
