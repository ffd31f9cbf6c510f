import { bundledDataHook } from './support/ready'
import { a11y, expect, test } from './support/test'

// A visitor's first view is drawn on the server (src/core/http/first-view.ts): the results are in
// the page before any JavaScript runs, in the visitor's language; then the app takes the page over
// (no second request for the same data, and links navigate inside the app).

test.beforeAll(bundledDataHook)

test('the search results are in the page itself, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' })
  const page = await context.newPage()
  await page.goto('/grants?q=hydrogen')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ Förderungen$/)
  const results = page.locator('article.gw-result')
  expect(await results.count()).toBeGreaterThan(3)
  await expect(results.first().getByRole('heading', { level: 2 })).toContainText(/hydrogen/i)
  await context.close()
})

test('the app takes the drawn page over without asking for its data again', async ({ page }) => {
  const searches: string[] = []
  page.on('request', (request) => { if (request.url().includes('/api/v1/grants/search')) searches.push(request.url()) })
  await page.goto('/grants?q=hydrogen')
  await page.waitForLoadState('networkidle')
  expect(searches).toEqual([])
  // Links are the app's now: a result opens inside it (the window's state survives the navigation).
  await page.evaluate(() => { (window as unknown as { kept: boolean }).kept = true })
  const first = page.locator('article.gw-result').first().getByRole('link')
  const title = (await first.textContent())!.trim()
  await first.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true)
  await a11y(page)
  // And the search box works as before.
  await page.goBack()
  await page.getByRole('searchbox', { name: 'Search grants' }).fill('heat pump')
  await page.getByRole('searchbox', { name: 'Search grants' }).press('Enter')
  await expect(page).toHaveURL(/q=heat(\+|%20)pump/)
  await expect(page.getByText('Results for “heat pump”')).toBeVisible()
})
