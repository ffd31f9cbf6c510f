import { expect as apiExpect, type APIRequestContext } from '@playwright/test'
import { bearer, registerUser, signIn, type Tokens } from './support/api'
import { bundledDataHook } from './support/ready'
import { a11y, expect, screenshot, test } from './support/test'

// Scenario 5: applications pipeline and in-app notifications. From a saved match the user starts
// an application (draft); a forbidden move (draft → approved) shows the server's 409 message;
// Submit and "Move to under review" follow the flow; the header bell counts the new
// application_status notifications; in the inbox one is marked read, then all, and the bell's
// badge disappears.

interface SavedMatch { companyId: string; matchId: string; title: string }

/** A company (DE, small, C25.11, "heat pump"), its calculated matches, and the best one saved. */
async function savedMatch (request: APIRequestContext, tokens: Tokens): Promise<SavedMatch> {
  const headers = bearer(tokens)
  const company = await request.post('/api/v1/companies', {
    headers, data: { name: 'Musterwerk Metallbau GmbH', country: 'DE', company_size: 'small', nace_codes: ['C25.11'], keywords: ['heat pump'] },
  })
  apiExpect(company.status(), await company.text()).toBe(201)
  const { id: companyId } = await company.json() as { id: string }
  const calculated = await request.post('/api/v1/matches/calculate', { headers, data: { company_id: companyId } })
  apiExpect(calculated.ok(), await calculated.text()).toBe(true)
  const list = await request.get(`/api/v1/matches?company_id=${companyId}&status=active&page_size=20`, { headers })
  const { items } = await list.json() as {
    items: { id: string; grant: { title: string; record_type: string; days_until_deadline: number | null } }[]
  }
  // A call (only a call can be applied to), and not one closing within 14 days: the hourly scan
  // would add a deadline notification to the bell.
  const match = items.find((m) => m.grant.record_type === 'call' &&
    (m.grant.days_until_deadline === null || m.grant.days_until_deadline > 14))
  if (!match) throw new Error(`no call without a near deadline among ${items.length} matches`)
  const saved = await request.patch(`/api/v1/matches/match/${match.id}/action`, { headers, data: { action: 'save' } })
  apiExpect(saved.ok(), await saved.text()).toBe(true)
  return { companyId, matchId: match.id, title: match.grant.title }
}

async function unreadCount (request: APIRequestContext, tokens: Tokens): Promise<number> {
  const res = await request.get('/api/v1/notifications?read=false&page_size=1', { headers: bearer(tokens) })
  return (await res.json() as { total: number }).total
}

test.describe('applications pipeline and in-app notifications', () => {
  test.beforeAll(bundledDataHook)

  test('start from a saved match, move through the flow, a 409 is explained, and the bell follows the inbox', async ({ page, request }) => {
    const { tokens } = await registerUser(request)
    const { companyId, matchId, title } = await savedMatch(request, tokens)
    await signIn(page, 'user', tokens)

    // The bell starts from whatever the calculation announced (new-match notifications).
    const before = await unreadCount(request, tokens)
    const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread$/ })

    // 1. From the Saved tab to the match, and "Start application".
    await page.goto(`/matches?company_id=${companyId}&status=saved`)
    await expect(page.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true')
    const savedRow = page.getByRole('listitem', { name: title })
    await expect(savedRow.getByText('Saved', { exact: true })).toBeVisible()
    await expect(bell).toHaveAccessibleName(`Notifications, ${before} unread`)
    await a11y(page)
    await savedRow.getByRole('link', { name: 'Open match' }).click()
    await expect(page).toHaveURL(new RegExp(`/matches/${matchId}$`))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Score breakdown' })).toBeVisible()
    await a11y(page)
    await page.getByRole('button', { name: 'Start application' }).click()

    // The pipeline, with the new application as a draft.
    await expect(page).toHaveURL(new RegExp(`/applications\\?company_id=${companyId}`))
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible()
    const draft = page.getByRole('region', { name: 'Draft' })
    const card = page.getByRole('listitem', { name: title })
    await expect(draft.getByRole('listitem', { name: title })).toBeVisible()
    await expect(card.getByText('Draft', { exact: true })).toBeVisible()
    await expect(draft.getByText('1 application')).toBeVisible()
    // The card says what the next step is measured against: the call's deadline (or that it has none).
    await expect(card.getByText(/^(Deadline: .+ \(.+\)|No deadline \(rolling\))$/)).toBeVisible()

    // 3. A forbidden move (draft → approved, through "Other status change") shows the server's 409.
    await card.getByLabel('Other status change').selectOption({ label: 'Approved' })
    const conflict = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/v1/applications/'))
    await card.getByRole('button', { name: 'Apply change' }).click()
    apiExpect((await conflict).status()).toBe(409)
    const alert = card.getByRole('alert')
    await expect(alert).toContainText('Status change not allowed')
    await expect(alert).toContainText('An application in status draft cannot become approved (allowed: submitted, withdrawn)')
    await expect(card.getByText('Draft', { exact: true })).toBeVisible()
    await a11y(page)   // the pipeline, with the error shown

    // 2. Submit, then move to under review: each move lands in its column.
    await card.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('region', { name: 'Submitted' }).getByRole('listitem', { name: title })).toBeVisible()
    await expect(card.getByText('Submitted', { exact: true })).toBeVisible()
    await expect(draft.getByText('None.')).toBeVisible()
    await card.getByRole('button', { name: 'Move to under review' }).click()
    const underReview = page.getByRole('region', { name: 'Under review' })
    await expect(underReview.getByRole('listitem', { name: title })).toBeVisible()
    await expect(card.getByText('Under review', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Mark approved' })).toBeVisible()

    // 4. Two application_status notifications (submitted, under review): the bell counts them.
    await expect(bell).toHaveAccessibleName(`Notifications, ${before + 2} unread`)
    await expect(bell.getByText(String(before + 2), { exact: true })).toBeVisible()
    await screenshot(page, 'applications')

    // The inbox: the new notification, unread, with a link to the applications.
    await bell.click()
    await expect(page).toHaveURL(/\/notifications/)
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
    const inbox = page.getByRole('list', { name: 'Inbox' })
    const latest = inbox.getByRole('listitem', { name: `Application under review: ${title}` })
    await expect(latest).toBeVisible()
    await expect(latest.getByText('Application', { exact: true })).toBeVisible()
    await expect(latest.getByText('Unread', { exact: true })).toBeVisible()
    await expect(latest.getByText('Musterwerk Metallbau GmbH\'s application moved from submitted to under review.')).toBeVisible()
    await expect(latest.getByRole('link', { name: 'View applications' })).toBeVisible()
    await expect(inbox.getByRole('listitem', { name: `Application submitted: ${title}` })).toBeVisible()
    await a11y(page)
    await screenshot(page, 'notifications')

    // Mark that one read: its badge says so and the bell counts one fewer.
    await latest.getByRole('button', { name: `Mark as read: Application under review: ${title}` }).click()
    await expect(latest.getByText('Read', { exact: true })).toBeVisible()
    await expect(latest.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0)
    await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`)

    // "Mark all read": every item is read and the bell's badge is gone.
    await page.getByRole('button', { name: 'Mark all read' }).click()
    await expect(page.getByRole('status').filter({ hasText: /marked as read/ }))
      .toHaveText(before + 1 === 1 ? '1 notification marked as read.' : `${before + 1} notifications marked as read.`)
    await expect(bell).toHaveAccessibleName('Notifications, 0 unread')
    await expect(bell.getByText(/^\d+$/)).toHaveCount(0)
    await expect(inbox.getByText('Unread', { exact: true })).toHaveCount(0)
    await expect(inbox.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0)
    apiExpect(await unreadCount(request, tokens)).toBe(0)
  })
})
