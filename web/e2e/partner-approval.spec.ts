import type { Page } from '@playwright/test'
import { acceptTermsIfPublished, bearer, login, OPERATOR, PASSWORD, registerPartner, signIn, uniqueEmail } from './support/api'
import { activePartner, operatorTokens, settledA11y, uniqueCompany } from './support/partner-setup'
import { expect, screenshot, test } from './support/test'

// Scenario 8: operator approval → partner link → attributed sign-up. Also run on a phone, where
// the header navigation sits behind the menu button.

/** Follows a header navigation link: in the bar on a desktop, behind the burger on a phone. */
async function navigate (page: Page, name: string): Promise<void> {
  if (test.info().project.name === 'phone') {
    await page.getByRole('button', { name: 'Open the menu' }).click()
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name, exact: true }).click()
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click()
  }
}

test.describe('operator approval, referral link and attributed sign-up', () => {
  test('the operator signing in lands on the operator overview, not the company dashboard', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('E-mail address').fill(OPERATOR.email)
    await page.getByLabel(/^Password/).fill(OPERATOR.password)
    await page.getByRole('button', { name: 'Sign in' }).last().click()
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('the operator approves a pending partner (listed first) with a note and sets tier gold at 25 % / 10 %; the partner sees the account active', async ({ page, request, browser }) => {
    // Set-up: the partner applied (scenario 7 does it through the UI); a partner registered after
    // it and already active shows that pending ones are listed first, not merely newest first.
    const company = uniqueCompany()
    const partner = await registerPartner(request, uniqueEmail('partner'), company)
    const operatorApi = await operatorTokens(request)
    const newer = await activePartner(request, operatorApi)

    // 1. The operator opens Partners, approves with a note, and sets tier gold at 25 % / 10 %.
    await signIn(page, 'user', await login(request, OPERATOR.email, OPERATOR.password))
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible()
    await settledA11y(page)
    await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Partners', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible()
    const rows = page.getByRole('row')
    const ours = rows.filter({ hasText: company })
    await expect(ours.getByText('Pending', { exact: true })).toBeVisible()
    await expect(rows.filter({ hasText: newer.company }).getByText('Active', { exact: true })).toBeVisible()
    const names = await rows.allInnerTexts()
    const index = (name: string) => names.findIndex((text) => text.includes(name))
    expect(index(company), 'the pending partner is listed before the newer active one').toBeLessThan(index(newer.company))
    const statuses = await page.getByRole('table').getByRole('row').evaluateAll((trs) => trs.slice(1).map((tr) => tr.children[2]?.textContent ?? ''))
    expect(statuses.slice(0, statuses.lastIndexOf('Pending') + 1).every((s) => s === 'Pending'), `pending first: ${statuses.join(', ')}`).toBe(true)
    await settledA11y(page)
    await screenshot(page, 'admin-partners')

    await ours.getByRole('button', { name: `Approve ${company}` }).click()
    const dialog = page.getByRole('dialog', { name: `Approve: ${company}` })
    await dialog.getByLabel('Notes').fill('Welcome aboard: documents checked.')
    await settledA11y(page)
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(`${company} is now “Active”.`)).toBeVisible()
    await expect(ours.getByText('Active', { exact: true })).toBeVisible()

    await ours.getByRole('link', { name: company }).click()
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible()
    await expect(page.getByRole('table', { name: /Status changes/ }).getByRole('row', { name: /Pending → Active/ }))
      .toContainText('Welcome aboard: documents checked.')
    await page.getByRole('combobox', { name: 'Tier' }).selectOption({ label: 'Gold' })
    // Rates of its own, not the tier's defaults (a partner follows those unless the box is cleared).
    await page.getByRole('checkbox', { name: 'Use the tier\'s default rates' }).uncheck()
    await page.getByRole('textbox', { name: 'First-year rate' }).fill('25')
    await page.getByRole('textbox', { name: 'Ongoing rate' }).fill('10')
    await page.getByRole('button', { name: 'Save tier and rates' }).click()
    await expect(page.getByText('Tier and rates saved.')).toBeVisible()
    await settledA11y(page)
    const stored = await (await request.get(`/api/v1/admin/partners/${partner.id}`, { headers: bearer(operatorApi) })).json() as Record<string, unknown>
    expect(stored).toMatchObject({
      status: 'active', tier: 'gold', first_year_commission_rate: 0.25, ongoing_commission_rate: 0.1, custom_rates: true,
    })

    // 2. The partner (another browser) sees the account active, with the referral code.
    const partnerContext = await browser.newContext()
    const partnerPage = await partnerContext.newPage()
    await signIn(partnerPage, 'partner', await login(request, partner.email, PASSWORD, 'partner'))
    await partnerPage.goto('/partners')
    await expect(partnerPage.getByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeVisible()
    await expect(partnerPage.getByText('Active', { exact: true })).toBeVisible()
    await expect(partnerPage.getByText(partner.referral_code, { exact: true })).toBeVisible()
    await expect(partnerPage.getByText('Gold', { exact: true })).toBeVisible()
    await expect(partnerPage.getByRole('alert', { name: /awaiting approval/ })).toHaveCount(0)
    await settledA11y(partnerPage)
    await partnerContext.close()
  })

  test('an approved partner\'s LinkedIn link is clicked by a visitor who signs up, and the referral shows as signed up', async ({ page: partnerPage, request, browser }) => {
    // Set-up: an approved partner (the approval itself is the test above).
    const partner = await activePartner(request, await operatorTokens(request))
    const company = partner.company
    await partnerPage.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await signIn(partnerPage, 'partner', partner.tokens)

    // 1. The partner builds a LinkedIn link, previews it and copies it.
    await partnerPage.goto('/partners/links')
    await expect(partnerPage.getByRole('heading', { level: 1, name: 'Referral links' })).toBeVisible()
    await expect(partnerPage.getByRole('alert', { name: 'Your links are inactive' })).toHaveCount(0)
    await partnerPage.getByRole('button', { name: 'LinkedIn' }).click()
    await expect(partnerPage.getByRole('textbox', { name: 'Source' })).toHaveValue('linkedin')
    const origin = new URL(partnerPage.url()).origin
    const expected = `${origin}/?ref=${partner.referral_code}&utm_source=linkedin&utm_medium=social`
    await expect(partnerPage.getByRole('textbox', { name: 'Your link' })).toHaveValue(expected)
    await settledA11y(partnerPage)
    await screenshot(partnerPage, 'link-builder')
    await partnerPage.getByRole('button', { name: 'Copy link' }).click()
    await expect(partnerPage.getByText('Link copied')).toBeVisible()
    const copied = await partnerPage.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(expected)

    // 2. A visitor (a fresh browser) opens the link: the click is recorded; the visitor signs up.
    const visitorContext = await browser.newContext()
    const visitor = await visitorContext.newPage()
    const clicked = visitor.waitForResponse((r) => r.url().endsWith('/api/v1/referrals/click') && r.request().method() === 'POST')
    await visitor.goto(copied)
    const click = await clicked
    expect(click.status()).toBe(200)
    const body = await click.json() as { counted: boolean; referral_id: string | null; partner_company: string }
    expect(body).toMatchObject({ counted: true, partner_company: company })
    expect(body.referral_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(JSON.parse(click.request().postData() ?? '{}')).toMatchObject({ referral_code: partner.referral_code, utm_source: 'linkedin', utm_medium: 'social', landing_page: '/' })
    await expect(visitor.getByRole('status').filter({ hasText: `Referred by ${company}` })).toBeVisible()
    await settledA11y(visitor)

    // On a phone the account buttons sit in the menu.
    if (test.info().project.name === 'phone') await visitor.getByRole('button', { name: 'Open the menu' }).click()
    await visitor.getByRole('link', { name: 'Create account' }).click()
    await expect(visitor.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    await expect(visitor.getByText(`You were referred by ${company}.`)).toBeVisible()
    await settledA11y(visitor)
    const customer = uniqueEmail('customer')
    await visitor.getByLabel('Full name').fill('Jonas Weber')
    await visitor.getByLabel('E-mail address').fill(customer)
    await visitor.getByLabel(/^Password/).fill(PASSWORD)
    await acceptTermsIfPublished(visitor)
    const registered = visitor.waitForResponse((r) => r.url().endsWith('/api/v1/auth/register') && r.request().method() === 'POST')
    await visitor.getByRole('button', { name: 'Create account' }).click()
    const registration = await registered
    expect(registration.status()).toBe(201)
    expect(JSON.parse(registration.request().postData() ?? '{}')).toMatchObject({ email: customer, referral_id: body.referral_id })
    await expect(visitor).toHaveURL(/\/dashboard$/)
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
    await settledA11y(visitor)
    await visitorContext.close()

    // 3. The partner's referrals table shows the sign-up, its customer (no company profile yet, the
    // e-mail masked) and the LinkedIn source.
    await navigate(partnerPage, 'Referrals')
    await expect(partnerPage.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible()
    await expect(partnerPage.getByText('1 referral', { exact: true })).toBeVisible()
    const referral = partnerPage.getByRole('table', { name: 'Your referrals' }).getByRole('row').nth(1)
    await expect(referral.getByRole('cell').nth(1)).toHaveText('Signed up')
    await expect(referral.getByRole('cell').nth(2)).toContainText(`c•••${customer.slice(customer.indexOf('@'))}`)
    await expect(referral.getByRole('cell').nth(2)).not.toContainText(customer)
    await expect(referral.getByRole('cell').nth(3)).toHaveText('linkedin')
    await expect(referral.getByRole('cell').nth(4)).toHaveText('social')
    await settledA11y(partnerPage)
  })
})
