import type { Page } from '@playwright/test'
import { registerUser } from './support/api'
import { a11y, expect, test } from './support/test'

// One session across tabs. Refresh tokens are single use and a reused one revokes the whole
// family, so two tabs renewing at once used to sign the user out; they now take turns (a lock)
// and the second reuses the pair the first got.

test.describe('one session across tabs', () => {
  test('two tabs renewing at once stay signed in with one refresh; signing out in one signs out both', async ({
    page, context, request,
  }) => {
    const { tokens } = await registerUser(request)
    const refreshes: string[] = []
    context.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/auth/refresh')) refreshes.push(r.url())
    })
    await page.goto('/grants')
    // As after the access token expired: only the refresh token is known, so both tabs must renew.
    await page.evaluate((refresh) => {
      localStorage.setItem('grantwise.session', JSON.stringify({ kind: 'user', refresh }))
    }, tokens.refresh_token)
    const second = await context.newPage()
    // A tab that has made an authorised request with success holds its access token: whatever
    // renewing it did is over (waiting for the network to go idle instead timed out on a busy run).
    // (`headers()` leaves security headers out: `headerValue` reads the Authorization header.)
    const authorised = (tab: Page) => tab.waitForResponse(async (r) =>
      r.ok() && !r.url().endsWith('/auth/refresh') && !!(await r.request().headerValue('authorization')))
    await Promise.all([page.goto('/dashboard'), second.goto('/dashboard'), authorised(page), authorised(second)])
    for (const tab of [page, second]) {
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(tab).toHaveURL(/\/dashboard$/)
      await expect(tab.getByRole('button', { name: 'Sign out' })).toBeVisible()
    }
    expect(refreshes).toHaveLength(1)
    // Both still hold a working pair: reloading both at once needs no renewal and keeps both in.
    await Promise.all([page.reload(), second.reload()])
    for (const tab of [page, second]) await expect(tab.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await a11y(second)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login/)
    // The other tab leaves the private page at once, with a way back after signing in.
    await expect(second).toHaveURL(/\/login\?redirect=/)
    await expect(second.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
  })
})
