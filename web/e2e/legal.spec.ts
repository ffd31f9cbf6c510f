import { login, OPERATOR, PASSWORD, signIn, TERMS, uniqueEmail } from './support/api'
import { a11y, expect, test } from './support/test'

// The operator publishes the imprint and the privacy notice on the operator console (the terms
// are published before every scenario: legal.setup.ts); every page's footer links them; a sign-up
// has to accept the current terms, and the account's data export shows which version and when.

test('the operator publishes the legal pages; the footer links them; signing up accepts the current terms', async ({ page, browser }) => {
  const stamp = new Date().toISOString()
  await signIn(page, 'user', await login(page.request, OPERATOR.email, OPERATOR.password))
  await page.goto('/admin/legal')
  await expect(page.getByRole('heading', { level: 1, name: 'Legal pages' })).toBeVisible()
  await a11y(page)
  for (const [name, text] of [
    ['Imprint', `Grantwise GmbH\nMusterstraße 1, 10115 Berlin\n\nPublished ${stamp}`],
    ['Privacy notice', `We process your data to find grants for you.\n\nPublished ${stamp}`],
  ] as const) {
    const section = page.getByRole('region', { name })
    await section.getByLabel('Text').fill(text)
    await section.getByRole('button', { name: /^Publish as version \d+$/ }).click()
    await expect(page.getByText(new RegExp(`^${name}: version \\d+ published\\.$`))).toBeVisible()
  }

  // The terms cannot be published from here: a new version would change every other scenario's
  // sign-up form under it. The editor shows the current one.
  await expect(page.getByRole('region', { name: 'Terms of use' }).getByLabel('Text')).toHaveValue(TERMS)
  await a11y(page)

  // A visitor: the footer's links show the current texts, paragraph by paragraph.
  const visitor = await browser.newPage()
  await visitor.goto('/')
  await visitor.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms' }).click()
  await expect(visitor.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
  await expect(visitor.getByText(TERMS.split('\n\n')[1]!)).toBeVisible()
  await expect(visitor).toHaveTitle(/Terms of use/)
  await a11y(visitor)
  await visitor.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Imprint' }).click()
  await expect(visitor.getByText('Grantwise GmbH\nMusterstraße 1, 10115 Berlin')).toBeVisible()

  // Signing up: the box must be ticked (said on the field), then the account records the version.
  await visitor.goto('/register')
  const email = uniqueEmail('consent')
  await visitor.getByLabel('Full name').fill('Clara Consent')
  await visitor.getByLabel('E-mail address').fill(email)
  await visitor.getByLabel(/^Password/).fill(PASSWORD)
  const consent = visitor.getByRole('checkbox', { name: /^I accept the terms of use/ })
  await visitor.getByRole('button', { name: 'Create account' }).click()
  await expect(visitor.getByText('Please accept the terms of use to create an account.')).toBeVisible()
  await expect(consent).toHaveAttribute('aria-invalid', 'true')
  await a11y(visitor)
  await consent.check()
  const registered = visitor.waitForResponse((r) => r.url().endsWith('/api/v1/auth/register') && r.request().method() === 'POST')
  await visitor.getByRole('button', { name: 'Create account' }).click()
  expect((await registered).status()).toBe(201)
  await expect(visitor).toHaveURL(/\/dashboard$/)
  const current = await (await visitor.request.get('/api/v1/legal/terms')).json() as { version: number }
  const tokens = await login(visitor.request, email)
  const exported = await (await visitor.request.get('/api/v1/account/export', {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  })).json() as { account: { terms_version: number; terms_accepted_at: string } }
  expect(exported.account).toMatchObject({ terms_version: current.version, terms_accepted_at: expect.any(String) })
  await visitor.close()
})
