import type { APIRequestContext, Page } from '@playwright/test'
import { bearer, registerUser, signIn, type Tokens } from './support/api'
import { bundledDataHook } from './support/ready'
import { a11y, expect, screenshot, test } from './support/test'

// Scenario 4: matches, in two tests to stay within the time budget. First: calculate through the
// page; a list sorted by score, each row with its reasons and expandable sub-scores. Second, with
// matches calculated in the set-up: save one, dismiss another, "Undo" restores it, dismiss it
// again; the Saved and Dismissed tabs show them with the tab in the URL; the dashboard's saved
// count agrees with GET /matches/stats.

const SUB_SCORES = ['Eligibility rules', 'Text similarity', 'Recency', 'Similar companies', 'Carbon fit']
const PAGE_SIZE = 20

/** A user with one company (DE, small, C25.11, heat pumps), signed in in the browser. */
async function companyUser (page: Page, request: APIRequestContext): Promise<{ tokens: Tokens; companyId: string }> {
  const { tokens } = await registerUser(request)
  const res = await request.post('/api/v1/companies', {
    headers: bearer(tokens),
    data: { name: 'Wärmetechnik Schulz GmbH', country: 'DE', company_size: 'small', nace_codes: ['C25.11'], keywords: ['heat pump', 'energy efficiency'] },
  })
  expect(res.status(), await res.text()).toBe(201)
  const company = await res.json() as { id: string }
  await signIn(page, 'user', tokens)
  return { tokens, companyId: company.id }
}

const matchCount = (page: Page, n: number) => page.getByText(`${n} match${n === 1 ? '' : 'es'}`, { exact: true })
/** The match cards of a tab's list (not the reason items inside them). */
const matchRows = (page: Page, tab: string) => page.getByRole('list', { name: tab }).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Open match' }) })

test.describe('matches', () => {
  // Matches depend on the catalogue: it must be complete before the first calculation.
  test.beforeAll(bundledDataHook)

  test('calculate: a list sorted by score, each row with its reasons and expandable sub-scores', async ({ page, request }) => {
    const { tokens, companyId } = await companyUser(page, request)
    await page.goto('/matches')
    await expect(page.getByRole('heading', { level: 1, name: 'Matches' })).toBeVisible()
    // The only company is chosen and written into the URL; nothing calculated yet.
    await expect(page).toHaveURL(new RegExp(`company_id=${companyId}`))
    await expect(page.getByRole('tab', { name: 'Active', selected: true })).toBeVisible()
    await expect(page.getByText('No matches yet.', { exact: false })).toBeVisible()
    await a11y(page)

    await page.getByRole('button', { name: 'Calculate matches' }).click()
    const done = page.getByRole('status').filter({ hasText: /^Calculation finished: \d+ match(es)?, \d+ new\.$/ })
    await expect(done).toBeVisible()
    const total = Number(/(\d+) match/.exec((await done.textContent())!)![1])
    expect(total, 'the scenario needs at least two matches').toBeGreaterThanOrEqual(2)
    await expect(matchCount(page, total)).toBeVisible()
    const rows = matchRows(page, 'Active')
    const count = Math.min(total, PAGE_SIZE)
    await expect(rows).toHaveCount(count)

    // Best first; each score also as a number, each row with one to three reasons.
    const scores = await rows.getByRole('progressbar', { name: 'Match score' }).evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('aria-valuenow'))))
    expect(scores).toHaveLength(count)
    expect(scores, 'sorted by score, best first').toEqual([...scores].sort((a, b) => b - a))
    await expect(rows.getByText(/^\d+\s?%$/)).toHaveCount(count)
    const reasons = rows.getByRole('list', { name: 'Main reasons' })
    await expect(reasons).toHaveCount(count)
    const perRow = await Promise.all((await reasons.all()).map((l) => l.getByRole('listitem').count()))
    expect(perRow.every((n) => n >= 1 && n <= 3), `reasons per row: ${perRow.join(', ')}`).toBe(true)

    // The deadline shown is the next cut-off, with "in N days" from the API's day count (which is
    // to `deadline`; another cut-off is shifted by the gap, never the browser clock).
    // A programme or past topic has no deadline to meet: its row says what stands in its place.
    const api = await (await request.get(`/api/v1/matches?company_id=${companyId}&status=active&page=1&page_size=${PAGE_SIZE}`, { headers: bearer(tokens) })).json() as {
      items: {
        id: string
        grant_id: string
        grant: {
          title: string; record_type: 'call' | 'programme' | 'past_topic'; end_date: string | null
          deadline: string | null; next_deadline: string | null; days_until_deadline: number | null
        }
      }[]
    }
    const inDays = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' })
    const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })
    const programme = 'No deadline here: calls are published by the programme’s managing authority'
    const expected = api.items.map(({ grant: g }) => {
      if (g.record_type === 'programme') {
        return `${g.title}: ${programme}${g.end_date ? `; eligible until ${date.format(new Date(g.end_date))}` : ''}`
      }
      if (g.record_type === 'past_topic') return `${g.title}: Closed call — evidence of what was funded`
      const cut = g.next_deadline ?? g.deadline
      if (!cut) return `${g.title}: No deadline stated`
      const days = g.deadline && g.days_until_deadline !== null ? g.days_until_deadline + Math.round((Date.parse(cut) - Date.parse(g.deadline)) / 86_400_000) : null
      return `${g.title}: ${days !== null && days >= 0 ? `(${inDays.format(days, 'day')})` : 'no days'}`
    })
    const titles = await rows.evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')))
    const deadlines = await rows.getByText(/^(Deadline: |No deadline stated|No deadline here: |Closed call — )/).allTextContents()
    const shown = deadlines.map((text, i) => `${titles[i]}: ` +
      `${!text.startsWith('Deadline: ') ? text : /\((?:in [\d,]+ days?|today|tomorrow)\)$/.exec(text)?.[0] ?? 'no days'}`)
    expect(shown).toEqual(expected)

    // Only a call can be saved (saving tracks its deadline); the others say why, with their source.
    for (const [i, { grant: g }] of api.items.entries()) {
      const row = rows.nth(i)
      if (g.record_type === 'call') {
        await expect(row.getByRole('button', { name: 'Save', exact: true }), g.title).toBeVisible()
      } else {
        await expect(row.getByRole('button', { name: 'Save', exact: true }), g.title).toHaveCount(0)
        await expect(row.getByText(g.record_type === 'programme' ? /^Not a call: / : /^A closed past topic: /), g.title).toBeVisible()
      }
    }

    // The five sub-scores are behind "Details", each labelled with its value and weight.
    const first = rows.first()
    const details = first.getByRole('button', { name: 'Details' })
    await expect(details).toHaveAttribute('aria-expanded', 'false')
    await expect(first.getByRole('table', { name: 'Score breakdown' })).toBeHidden()
    await details.click()
    const hide = first.getByRole('button', { name: 'Hide details' })
    await expect(hide).toHaveAttribute('aria-expanded', 'true')
    const breakdown = first.getByRole('table', { name: 'Score breakdown' })
    await expect(breakdown).toBeVisible()
    await expect(breakdown.getByRole('rowheader')).toHaveText(SUB_SCORES)
    for (const name of SUB_SCORES) await expect(breakdown.getByRole('row', { name: new RegExp(`^${name} \\d+\\s?% \\d+\\s?%`) })).toBeVisible()
    await a11y(page)
    // The list from the tabs down, so the open breakdown is in the picture (below the fixed header).
    await page.getByRole('tablist', { name: 'Match lists' }).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72))
    await screenshot(page, 'matches')
    await hide.click()
    await expect(breakdown).toBeHidden()

    // A match's page lists its eligibility checklist: per criterion its status in words and its name.
    await page.goto(`/matches/${api.items[0]!.id}`)
    await expect(page.getByRole('list', { name: 'Eligibility checklist' }).getByRole('listitem').first())
      .toHaveText(/(Met|Not met|Unknown|Warning): (Who may apply|Company size|Country|Region|Sector|Developer or adopter|Consortium)/)

    // A programme's match offers no application: it says why and links to the programme's source.
    const other = api.items.find((m) => m.grant.record_type === 'programme')
    if (other) {
      await page.goto(`/matches/${other.id}`)
      await expect(page.getByRole('heading', { level: 1, name: other.grant.title })).toBeVisible()
      await expect(page.getByText(/^An application cannot be started for a funding programme/)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Start application' })).toHaveCount(0)
      await a11y(page)
    }

    // In German the reasons are German sentences made from their codes, not the API's English.
    const best = await (await request.get(`/api/v1/matches?company_id=${companyId}&grant_id=${api.items[0]!.grant_id}`,
      { headers: bearer(tokens) })).json() as { items: { match_reasons: string[] }[] }
    const english = best.items[0]!.match_reasons
    await page.goto(`/matches/${api.items[0]!.id}?lang=de`)
    const why = page.locator('section, div').filter({ has: page.getByRole('heading', { name: 'Warum es passt' }) }).last()
    const items = why.getByRole('listitem')
    await expect(items).toHaveCount(english.length)
    const german = await items.allTextContents()
    expect(german.filter((s) => english.includes(s)), `German: ${german.join(' | ')}`).toEqual([])
    await a11y(page)
  })

  test('save one, dismiss one, Undo, dismiss again; Saved and Dismissed tabs in the URL; the dashboard agrees with the stats', async ({ page, request }) => {
    const { tokens, companyId } = await companyUser(page, request)
    const calc = await request.post('/api/v1/matches/calculate', { headers: bearer(tokens), data: { company_id: companyId } })
    expect(calc.status(), await calc.text()).toBe(200)
    const { total_matches: total } = await calc.json() as { total_matches: number }
    expect(total, 'the scenario needs at least two matches').toBeGreaterThanOrEqual(2)

    await page.goto(`/matches?company_id=${companyId}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Matches' })).toBeVisible()
    await expect(matchCount(page, total)).toBeVisible()
    const list = page.getByRole('list', { name: 'Active' })
    const rows = matchRows(page, 'Active')
    const first = rows.nth(0)
    const firstTitle = (await first.getByRole('link').first().textContent())!
    const secondTitle = (await rows.nth(1).getByRole('link').first().textContent())!

    // Save the first.
    await first.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(first.getByText('Saved', { exact: true })).toBeVisible()
    await expect(first.getByRole('button', { name: 'Remove from saved' })).toBeVisible()

    // Dismiss the second: it leaves the active list, and a notice offers "Undo".
    const second = list.getByRole('listitem', { name: secondTitle, exact: true })
    await second.getByRole('button', { name: 'Dismiss' }).click()
    await expect(second).toBeHidden()
    await expect(matchCount(page, total - 1)).toBeVisible()
    const notice = page.getByRole('status').filter({ hasText: `Dismissed “${secondTitle}”.` })
    await expect(notice).toBeVisible()
    await a11y(page)

    // "Undo" restores it (back in the list, in its place by score); dismiss it again.
    await notice.getByRole('button', { name: 'Undo' }).click()
    await expect(notice).toBeHidden()
    await expect(rows.nth(1)).toHaveAccessibleName(secondTitle)
    await expect(matchCount(page, total)).toBeVisible()
    await second.getByRole('button', { name: 'Dismiss' }).click()
    await expect(second).toBeHidden()
    await expect(notice).toBeVisible()
    await expect(matchCount(page, total - 1)).toBeVisible()

    // The Saved and Dismissed tabs, with the tab in the URL (and kept on reload).
    await page.getByRole('tab', { name: 'Saved' }).click()
    await expect(page).toHaveURL(/[?&]status=saved/)
    await expect(page.getByRole('tab', { name: 'Saved', selected: true })).toBeVisible()
    await expect(matchRows(page, 'Saved')).toHaveCount(1)
    await expect(matchRows(page, 'Saved')).toHaveAccessibleName(firstTitle)
    await a11y(page)

    await page.getByRole('tab', { name: 'Dismissed' }).click()
    await expect(page).toHaveURL(/[?&]status=dismissed/)
    await expect(matchRows(page, 'Dismissed')).toHaveCount(1)
    await expect(matchRows(page, 'Dismissed')).toHaveAccessibleName(secondTitle)
    await expect(matchRows(page, 'Dismissed').getByRole('button', { name: 'Restore' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('tab', { name: 'Dismissed', selected: true })).toBeVisible()
    await expect(matchRows(page, 'Dismissed')).toHaveAccessibleName(secondTitle)
    await a11y(page)

    // The dashboard's saved count equals GET /matches/stats (the dashboard's own, tenant-wide).
    const stats = await (await request.get('/api/v1/matches/stats', { headers: bearer(tokens) })).json() as { saved: number; dismissed: number; total_matches: number }
    expect(stats).toMatchObject({ saved: 1, dismissed: 1, total_matches: total })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('link', { name: `Saved matches ${stats.saved}`, exact: true })).toBeVisible()
    await a11y(page)
  })
})
