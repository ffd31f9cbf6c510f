import { type Page } from '@playwright/test'
import { PASSWORD, registerPartner, uniqueEmail } from './support/api'
import { operatorTokens, setPartnerStatus, settledA11y, uniqueCompany } from './support/partner-setup'
import { expect, test } from './support/test'

// Scenario 7: partner registration and the pending state.

/** A KPI card (a link to its list): its label, then its figure. */
const kpi = (page: Page, label: string, value: string) =>
  page.getByRole('link', { name: new RegExp(`^${label}\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`) })

test.describe('partner registration and the pending state', () => {
  test('a tax advisor registers, signs in, and sees the account awaiting approval with inactive links', async ({ page }) => {
    const email = uniqueEmail('advisor')
    const company = uniqueCompany('Steuerkanzlei Vogel')

    await page.goto('/partners/register')
    await expect(page.getByRole('heading', { level: 1, name: 'Become a referral partner' })).toBeVisible()
    await settledA11y(page)
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel(/^Password/).fill(PASSWORD)
    await page.getByLabel('Company name').fill(company)
    await page.getByLabel('Contact person').fill('Petra Vogel')
    await page.getByRole('combobox', { name: 'Type of practice' }).click()
    await page.getByRole('option', { name: 'Tax advisor' }).click()
    await expect(page.getByRole('combobox', { name: 'Type of practice' })).toHaveValue('Tax advisor')
    // The operator's terms (published by the setup project): applying accepts them, as a sign-up does.
    await page.getByRole('checkbox', { name: 'I accept the terms of use and have read the privacy notice.' }).check()
    await page.getByRole('button', { name: 'Apply' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Application received' })).toBeVisible()
    await expect(page.getByText(`We have created the partner account for ${email}`)).toBeVisible()
    await settledA11y(page)
    await page.getByRole('link', { name: 'Go to partner sign-in' }).click()

    await expect(page).toHaveURL(/\/partners\/login/)
    await expect(page.getByRole('heading', { level: 1, name: 'Partner sign-in' })).toBeVisible()
    await settledA11y(page)
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel(/^Password/).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()

    // The dashboard: awaiting approval, every figure zero.
    await expect(page).toHaveURL(/\/partners$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeVisible()
    await expect(page.getByText(`Welcome, ${company}.`)).toBeVisible()
    await expect(page.getByRole('alert', { name: 'Your partner account is awaiting approval' })).toContainText('your referral links are inactive')
    await expect(page.getByText('Awaiting approval', { exact: true })).toBeVisible()
    for (const [label, value] of [
      ['Clicks', '0'], ['Sign-ups', '0'], ['Paying customers', '0'], ['Conversion rate', '0%'],
      ['Commission earned', '€0'], ['Pending commission', '€0'], ['Paid commission', '€0'],
    ] as const) {
      await expect(kpi(page, label, value), `${label} is ${value}`).toBeVisible()
    }
    await settledA11y(page)

    // The link builder says the links do not count yet.
    await page.getByRole('link', { name: 'Build a referral link' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Referral links' })).toBeVisible()
    await expect(page.getByRole('alert', { name: 'Your links are inactive' }))
      .toContainText('clicks are only recorded once your partner account is active')
    await settledA11y(page)
  })

  test('a partner suspended by the operator gets the explanation at sign-in, not a wrong-password message', async ({ page, request }) => {
    const partner = await registerPartner(request, uniqueEmail('suspended'), uniqueCompany())
    const operator = await operatorTokens(request)
    await setPartnerStatus(request, operator, partner.id, 'active', 'approved')
    await setPartnerStatus(request, operator, partner.id, 'suspended', 'Complaints about spam')

    await page.goto('/partners/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Partner sign-in' })).toBeVisible()
    await page.getByLabel('E-mail address').fill(partner.email)
    await page.getByLabel(/^Password/).fill(PASSWORD)
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/partners/login') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Sign in' }).click()
    expect((await answer).status()).toBe(403)

    await expect(page.getByRole('alert', { name: 'Sign-in failed' }))
      .toContainText('Your partner account is suspended or not active, so you cannot sign in.')
    await expect(page).toHaveURL(/\/partners\/login/)
    await settledA11y(page)
  })
})
