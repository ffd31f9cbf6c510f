import { readFile } from 'node:fs/promises'
import { acceptTermsIfPublished, PASSWORD, registerUser, signIn, uniqueEmail } from './support/api'
import { a11y, expect, screenshot, test } from './support/test'

// Scenario 3: company onboarding, in two tests to stay within the time budget. First: register
// through the form (a weak password first: the live checklist, then the server's 422 on the
// field), then sign in through the sign-in form. Second, signed in: create a company with a NACE
// code found by a word and a country, save its carbon profile, and see two first-run steps ticked.

test.describe('company onboarding', () => {
  test('register: a weak password shows the checklist and the server\'s 422 on the field; a strong one works; then sign in', async ({ page }) => {
    const email = uniqueEmail('onboarding')

    // 1. Register: a weak password shows the live checklist, the server's 422 lands on the field.
    await page.goto('/register')
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    await a11y(page)
    await page.getByLabel('Full name').fill('Erika Mustermann')
    await page.getByLabel('E-mail address').fill(email)
    await acceptTermsIfPublished(page)
    const password = page.getByLabel(/^Password/)
    const rules = page.getByRole('list').filter({ hasText: 'at least 8 characters' })
    // Before the first character nothing has failed: the rules are a plain list.
    await expect(rules).toBeVisible()
    await expect(rules).not.toContainText('not yet met')
    await password.fill('weakpass')
    await expect(rules.getByRole('listitem').filter({ hasText: 'at least 8 characters' })).toContainText('(met)')
    await expect(rules.getByRole('listitem').filter({ hasText: 'a lowercase letter' })).toContainText('(met)')
    await expect(rules.getByRole('listitem').filter({ hasText: 'an uppercase letter' })).toContainText('(not yet met)')
    await expect(rules.getByRole('listitem').filter({ hasText: 'a digit' })).toContainText('(not yet met)')
    await expect(rules.getByRole('listitem').filter({ hasText: 'a special character' })).toContainText('(not yet met)')
    await expect(page.getByText('All password rules are met.')).toBeHidden()

    const register = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/register') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Create account' }).click()
    expect((await register).status()).toBe(422)
    // The server's own messages, on the password field (invalid, and described by them).
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible()
    await expect(password).toHaveAccessibleDescription(/Password must contain at least one uppercase letter/)
    await expect(password).toHaveAccessibleDescription(/Password must contain at least one digit/)
    await expect(page).toHaveURL(/\/register$/)
    await a11y(page)
    await screenshot(page, 'register')

    // A strong password: every rule met; the account is created and signed in.
    await password.fill(PASSWORD)
    for (const item of await rules.getByRole('listitem').all()) await expect(item).toContainText('(met)')
    await expect(page.getByText('All password rules are met.')).toBeVisible()
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Erika Mustermann' })).toBeVisible()
    // The dashboard says where the confirmation link went, and sends another on request.
    const inbox = page.getByRole('status').filter({ hasText: 'Check your inbox' })
    await expect(inbox).toContainText(email)
    await inbox.getByRole('button', { name: 'Send the link again' }).click()
    await expect(inbox).toContainText('Sent. The link is valid for 24 hours.')

    // Log in: sign out, then through the sign-in form.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login/)
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await a11y(page)
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel(/^Password/).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    const checklist = page.getByRole('region', { name: 'Get started' })
    await expect(checklist.getByText('0 of 3 steps done')).toBeVisible()
    await a11y(page)
  })

  test('create a company (NACE found by "metal", a country) and its carbon profile: the checklist is ticked twice', async ({ page, request }) => {
    const { tokens } = await registerUser(request)
    await signIn(page, 'user', tokens)
    await page.goto('/dashboard')
    const checklist = page.getByRole('region', { name: 'Get started' })
    await expect(checklist.getByText('0 of 3 steps done')).toBeVisible()

    // 2. Create a company from the checklist: NACE "C25.1" found by typing "metal", a country.
    await checklist.getByRole('link', { name: 'Create a company' }).click()
    await expect(page).toHaveURL(/\/companies\/new$/)
    await expect(page.getByRole('heading', { level: 1, name: 'New company' })).toBeVisible()
    await page.getByLabel('Company name').fill('Müller Metallbau GmbH')
    await page.getByRole('combobox', { name: 'Country' }).fill('Germ')
    await page.getByRole('option', { name: 'Germany (DE)' }).click()
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany (DE)')
    // The region by its name, typed without the umlaut: Köln's NUTS 2 region, not a raw code.
    await page.getByRole('combobox', { name: 'Region' }).fill('koln')
    await expect(page.getByRole('option', { name: 'Köln, Kreisfreie Stadt · DEA23' })).toBeVisible()
    await page.getByRole('option', { name: 'Köln · DEA2' }).click()
    await page.getByRole('combobox', { name: 'Company size' }).click()
    await page.getByRole('option', { name: 'Small (10–49)' }).click()
    const nace = page.getByRole('combobox', { name: 'Sectors (NACE codes)' })
    await nace.fill('metal')
    const structural = page.getByRole('option', { name: /^C25\.1 – / })
    await expect(structural).toBeVisible()
    await expect(page.getByRole('group', { name: 'Section C' })).toBeVisible()
    await screenshot(page, 'company-form')
    await structural.click()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('main').getByText(/^C25\.1 – Manufacture of structural metal products/)).toBeVisible()
    await page.getByRole('combobox', { name: 'Keywords' }).fill('steel structures')
    await page.keyboard.press('Enter')
    await page.getByRole('combobox', { name: 'Technology' }).click()
    await page.getByRole('option', { name: 'We adopt existing technology' }).click()
    // Typed as it stands on a business card: the scheme is added, not asked for.
    await page.getByLabel('Website').fill('www.mueller-metallbau.example')
    await a11y(page)
    const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/companies') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Create company' }).click()
    const company = await (await created).json() as {
      id: string; nace_codes: string[]; country: string; company_size: string; develops_technology: boolean | null; website: string | null
      region: string | null
    }
    expect(company.website).toBe('https://www.mueller-metallbau.example')
    expect(company).toMatchObject({
      country: 'DE', region: 'DEA2', company_size: 'small', nace_codes: ['25.1'], develops_technology: false,
    })

    // 3. The next step opens by itself: the carbon profile.
    await expect(page).toHaveURL(new RegExp(`/companies/${company.id}/carbon$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Carbon profile: Müller Metallbau GmbH' })).toBeVisible()
    await expect(page.getByText('Not saved yet.')).toBeVisible()
    await page.getByLabel('Reporting year').fill('2025')
    await page.getByLabel('Scope 1 (direct)').fill('120')
    await page.getByLabel('Scope 2 (energy)').fill('80')
    await page.getByLabel('Reduction target (%)').fill('40')
    await page.getByLabel('Target year').fill('2030')
    await page.getByRole('checkbox', { name: 'Energy efficiency' }).check()
    await page.getByRole('checkbox', { name: 'Industrial decarbonisation' }).check()
    await page.getByRole('checkbox', { name: 'CCM – Climate change mitigation' }).check()
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/v1/companies/${company.id}/carbon-profile`) && r.request().method() === 'PUT')
    await page.getByRole('button', { name: 'Save carbon profile' }).click()
    const profile = await (await saved).json() as Record<string, unknown>
    expect(profile).toMatchObject({
      reporting_year: 2025, scope1_emissions_tco2e: 120, scope2_emissions_tco2e: 80, reduction_target_percent: 40, target_year: 2030,
      focus_categories: expect.arrayContaining(['energy_efficiency', 'industrial_decarbonization']), taxonomy_objectives: ['CCM'],
    })
    await expect(page.getByText('Carbon profile saved.')).toBeVisible()
    await expect(page.getByText(/^Last saved /)).toBeVisible()
    await a11y(page)
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded()
    await screenshot(page, 'carbon-profile')

    // 4. Back on the dashboard: company and carbon profile done, matches still to do.
    await page.getByRole('link', { name: 'Back to the dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(checklist.getByText('2 of 3 steps done')).toBeVisible()
    const steps = checklist.getByRole('list', { name: 'Get started' }).getByRole('listitem')
    await expect(steps).toHaveCount(3)
    await expect(steps.nth(0)).toContainText('Create a company – done')
    await expect(steps.nth(1)).toContainText('Add its carbon profile – done')
    await expect(steps.nth(2)).toContainText('Calculate grant matches – to do')
    await expect(page.getByRole('link', { name: 'Companies 1' })).toBeVisible()
    await a11y(page)
    await screenshot(page, 'dashboard')
  })

  test('the account page is in the workspace menu and downloads the user\'s data as JSON', async ({ page, request }) => {
    const { email, tokens } = await registerUser(request)
    await signIn(page, 'user', tokens)
    await page.goto('/dashboard')
    await page.getByRole('button', { name: /^Workspace: .*, Owner$/ }).click()
    await page.getByRole('menuitem', { name: 'Your account and data' }).click()
    await expect(page).toHaveURL(/\/account$/)
    const data = page.getByRole('region', { name: 'Your data' })
    await expect(data).toBeVisible()
    await a11y(page)
    const download = page.waitForEvent('download')
    await data.getByRole('button', { name: 'Download my data' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^grantwise-export-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(await readFile(await file.path(), 'utf8'))
    expect(exported).toMatchObject({ format: 'grantwise-account-export/1', account: { email } })
  })

  test('deleting the account signs out everywhere; signed in again within 30 days, ' +
    'the deletion is cancelled', async ({ page, request }) => {
    const { email, tokens } = await registerUser(request)
    await signIn(page, 'user', tokens)
    await page.goto('/account')
    const section = page.getByRole('region', { name: 'Delete your account' })
    await section.getByRole('button', { name: 'Delete my account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await a11y(page)
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page).toHaveURL(/\/login$/)
    // The old session is over on the server too.
    expect((await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${tokens.access_token}` } })).status()).toBe(401)

    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel(/^Password/).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).last().click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/account')
    await expect(section.getByRole('status')).toContainText('Your account will be deleted on')
    await section.getByRole('button', { name: 'Cancel the deletion' }).click()
    await expect(section.getByRole('button', { name: 'Delete my account' })).toBeVisible()
    await a11y(page)
  })
})
