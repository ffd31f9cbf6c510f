import { bearer, registerPartner, registerUser, signIn } from './support/api'
import { a11y, expect, test } from './support/test'

// Scenario 10: access control and sessions.

test.describe('access control and sessions', () => {
  test('a partner session is sent to the user login on company pages, a user to the partner login', async ({ page, request }) => {
    const { email } = await registerPartner(request)
    const operator = await request.post('/api/v1/auth/login', { form: { username: 'operator@grantwise.test', password: 'Operator-2026!' } })
    const op = await operator.json() as { access_token: string; refresh_token: string }
    const partners = await (await request.get(`/api/v1/admin/partners?q=${encodeURIComponent(email)}`, { headers: bearer(op) })).json() as { items: { id: string; email: string }[] }
    const id = partners.items.find((p) => p.email === email)?.id
    await request.patch(`/api/v1/admin/partners/${id}/status`, { headers: bearer(op), data: { status: 'active', notes: 'e2e' } })
    const partnerTokens = await (await request.post('/api/v1/partners/login', { form: { username: email, password: 'Grant-Wise-2026!' } })).json() as { access_token: string; refresh_token: string }

    await signIn(page, 'partner', partnerTokens)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login\?redirect=/)

    const user = await registerUser(request)
    const other = await page.context().browser()!.newContext()
    const userPage = await other.newPage()
    await signIn(userPage, 'user', user.tokens)
    await userPage.goto('/partners/commissions')
    await expect(userPage).toHaveURL(/\/partners\/login\?redirect=/)
    await other.close()
  })

  test('a company user opening /admin gets the "not allowed" page, not a broken screen', async ({ page, request }) => {
    const { tokens } = await registerUser(request)
    await signIn(page, 'user', tokens)
    const refused = page.waitForResponse((r) => r.url().includes('/api/v1/admin/') && r.request().method() === 'GET')
    await page.goto('/admin')
    expect((await refused).status()).toBe(403)
    await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('link', { name: 'Operator' })).toHaveCount(0)
    await a11y(page)
  })

  test('many queries at once after a reload make exactly one refresh, and the page loads', async ({ page, request }) => {
    const { tokens } = await registerUser(request)
    const refreshes: string[] = []
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().endsWith('/api/v1/auth/refresh')) refreshes.push(r.url()) })
    let apiCalls = 0
    page.on('request', (r) => { if (r.url().includes('/api/v1/') && r.method() === 'GET') apiCalls++ })
    await signIn(page, 'user', tokens)   // only the refresh token, as after a reload
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(apiCalls).toBeGreaterThanOrEqual(4)
    expect(refreshes).toHaveLength(1)
    await a11y(page)
  })

  test('after logout, Back to a protected page goes to the login', async ({ page, request }) => {
    const { tokens } = await registerUser(request)
    await signIn(page, 'user', tokens)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login/)
    await page.goBack()
    await expect(page).toHaveURL(/\/login/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('keyboard: the skip link leads to the main content', async ({ page }) => {
    await page.goto('/grants')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main')).toBeFocused()
    await a11y(page)
  })
})
