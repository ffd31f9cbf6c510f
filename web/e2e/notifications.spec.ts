import { expect as apiExpect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test'
import { bearer, registerUser, signIn, type Tokens } from './support/api'
import { bundledDataHook } from './support/ready'
import { a11y, expect, screenshot, test } from './support/test'

// Scenario 6: notification preferences and the test e-mail, as two independent tests. Weekly,
// threshold 80, reminder days typed as "1, 7, 7, 3" (saved by the server as 7, 3, 1), digest on
// Friday; a reload keeps them; no reminder day at all is refused on the field without a request.
// "Send test e-mail" succeeds and the e-mail history gains a `test` row with its delivery status.

const DAYS = 'Reminder days before a deadline'

const daysInput = (page: Page) => page.getByRole('combobox', { name: DAYS, exact: true })

/** The reminder-day chips in the order shown: the tags beside the input, in its group. */
function reminderChips (page: Page): Locator {
  return daysInput(page).locator('xpath=..').getByText(/^\d+$/)
}

async function testEmails (request: APIRequestContext, tokens: Tokens): Promise<number> {
  const res = await request.get('/api/v1/notifications/history?notification_type=test', { headers: bearer(tokens) })
  return (await res.json() as { total: number }).total
}

test.describe('notification preferences and test e-mail', () => {
  // Not about grants, but the server stalls its answers while it loads them after start-up.
  test.beforeAll(bundledDataHook)

  test('weekly, 80 %, reminder days "1, 7, 7, 3" saved as 7, 3, 1, and Friday persist; no reminder day is refused on the field', async ({ page, request }) => {
    const { tokens } = await registerUser(request)
    await signIn(page, 'user', tokens)
    const patches: string[] = []
    const isSave = (r: Request) => r.method() === 'PATCH' && r.url().endsWith('/api/v1/notifications/preferences')
    page.on('request', (r) => { if (isSave(r)) patches.push(r.url()) })

    await page.goto('/settings/notifications')
    await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible()
    await expect(reminderChips(page)).toHaveText(['7', '3', '1'])   // the server's default

    // 1. Weekly, 80 %, "1, 7, 7, 3" typed as a user would, Friday.
    await page.getByRole('radio', { name: 'Weekly', exact: true }).check()
    const threshold = page.getByLabel('Threshold in per cent', { exact: true })
    await threshold.fill('80')
    await threshold.blur()
    await expect(page.getByRole('slider', { name: 'Match threshold' })).toHaveAttribute('aria-valuenow', '80')
    const days = daysInput(page)
    await days.click()
    for (let i = 0; i < 3; i++) await days.press('Backspace')
    await expect(reminderChips(page)).toHaveCount(0)
    await days.pressSequentially('1, 7, 7, 3')
    await days.press('Enter')
    await expect(reminderChips(page)).toHaveText(['1', '7', '3'])   // the repeated 7 is dropped as typed
    await page.getByRole('combobox', { name: 'Weekly digest day', exact: true }).click()
    await page.getByRole('option', { name: 'Friday', exact: true }).click()
    const answer = page.waitForResponse((r) => isSave(r.request()))
    await page.getByRole('button', { name: 'Save preferences' }).click()
    const res = await answer
    apiExpect(res.status()).toBe(200)
    apiExpect(await res.json()).toMatchObject({ notification_frequency: 'weekly', match_threshold: 80, deadline_reminder_days: [7, 3, 1], weekly_digest_day: 5 })
    await expect(page.getByRole('status').filter({ hasText: 'Preferences saved.' })).toBeVisible()
    // Shown as the server keeps them: deduplicated and sorted descending.
    await expect(reminderChips(page)).toHaveText(['7', '3', '1'])
    apiExpect(patches).toHaveLength(1)

    // 2. A reload shows the saved values.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Weekly', exact: true })).toBeChecked()
    await expect(page.getByLabel('Threshold in per cent', { exact: true })).toHaveValue('80 %')
    await expect(page.getByRole('slider', { name: 'Match threshold' })).toHaveAttribute('aria-valuenow', '80')
    await expect(reminderChips(page)).toHaveText(['7', '3', '1'])
    await expect(page.getByRole('combobox', { name: 'Weekly digest day', exact: true })).toHaveValue('Friday')
    const saved = await (await request.get('/api/v1/notifications/preferences', { headers: bearer(tokens) })).json() as Record<string, unknown>
    apiExpect(saved).toMatchObject({ notification_frequency: 'weekly', match_threshold: 80, deadline_reminder_days: [7, 3, 1], weekly_digest_day: 5 })
    await screenshot(page, 'notification-settings')

    // 3. Without any reminder day the form refuses to save, on the field, and sends nothing.
    await days.click()
    for (let i = 0; i < 3; i++) await days.press('Backspace')
    await expect(reminderChips(page)).toHaveCount(0)
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await expect(days).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Enter at least one reminder day.')).toBeVisible()
    await expect(days).toHaveAccessibleDescription(/Enter at least one reminder day\./)
    await expect(page.getByText('Preferences saved.')).toHaveCount(0)
    apiExpect(patches).toHaveLength(1)
    await a11y(page)   // with the field error showing
  })

  test('"Send test e-mail" shows success and the e-mail history gains a test row with its delivery status', async ({ page, request }) => {
    const { tokens } = await registerUser(request)
    await signIn(page, 'user', tokens)
    apiExpect(await testEmails(request, tokens)).toBe(0)

    // 4. Send it: the answer is shown, with a link to the history filtered to test e-mails.
    await page.goto('/settings/notifications')
    await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible()
    await page.getByRole('button', { name: 'Send test e-mail' }).click()
    const result = page.getByRole('status').filter({ hasText: 'Test e-mail sent' })
    await expect(result).toBeVisible()
    await a11y(page)
    await result.getByRole('link', { name: 'See it in the e-mail history' }).click()
    await expect(page).toHaveURL(/\/notifications\?.*tab=email/)
    await expect(page.getByRole('tab', { name: 'E-mail history' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('Test')
    const table = page.getByRole('table', { name: '1 e-mail' })
    await expect(table).toBeVisible()
    const rows = table.getByRole('row')
    await expect(rows).toHaveCount(2)   // the header and the one test e-mail
    const row = rows.nth(1)
    await expect(row.getByRole('cell').nth(1)).toHaveText('Test')
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^(Pending|Sent|Delivered|Bounced|Failed)$/)
    apiExpect(await testEmails(request, tokens)).toBe(1)
    await a11y(page)
  })
})
