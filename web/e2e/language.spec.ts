import { acceptTermsIfPublished, bearer, login, PASSWORD, uniqueEmail } from './support/api'
import { mailTo } from './support/mail'
import { settledA11y, uniqueCompany } from './support/partner-setup'
import { expect, test } from './support/test'

// The language a person reads the app in is the language of their e-mails: chosen at sign-up,
// stored with the account, and changed with the language switch while signed in.

test.describe('e-mails in the reader\'s language', () => {
  test('a partner applies in German: the page says to check the inbox, and the receipt is German', async ({ page }) => {
    const email = uniqueEmail('berater')
    await page.goto('/partners/register?lang=de')
    await expect(page.getByRole('heading', { level: 1, name: 'Empfehlungspartner werden' })).toBeVisible()
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD)
    await page.getByLabel('Firmenname').fill(uniqueCompany('Kanzlei Sommer'))
    await page.getByLabel('Ansprechperson').fill('Jana Sommer')
    await page.getByRole('combobox', { name: 'Art der Kanzlei oder Beratung' }).click()
    await page.getByRole('option', { name: 'Steuerberatung' }).click()
    await page.getByRole('checkbox', { name: /^Ich akzeptiere die Nutzungsbedingungen/ }).check()
    await page.getByRole('button', { name: 'Bewerben' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Bewerbung eingegangen' })).toBeVisible()
    await expect(page.getByText('Bitte prüfen Sie Ihr E-Mail-Postfach')).toBeVisible()
    await expect(page.getByText(`Partnerkonto für ${email} angelegt und eine Bestätigung`)).toBeVisible()
    await settledA11y(page)
    const receipt = await mailTo(email, 'partner_application')
    expect(receipt.subject).toBe('Ihre Bewerbung als Grantwise-Partner ist eingegangen')
    expect(receipt.text).toContain('Guten Tag Jana Sommer,')
  })

  test('a user signs up in German, is welcomed in German, and switching to English is stored', async ({ page, request }) => {
    const email = uniqueEmail('nutzerin')
    await page.goto('/register?lang=de')
    await expect(page.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible()
    await page.getByLabel('Vollständiger Name').fill('Grete Berger')
    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(PASSWORD)
    await acceptTermsIfPublished(page)
    await page.getByRole('button', { name: 'Konto erstellen' }).click()
    await expect(page).toHaveURL(/\/dashboard/)

    const welcome = await mailTo(email, 'welcome')
    expect(welcome.subject).toBe('Willkommen bei Grantwise: Bitte bestätigen Sie Ihre E-Mail-Adresse')
    expect(welcome.text).toContain('Guten Tag Grete Berger,')

    const me = async () => (await request.get('/api/v1/auth/me', { headers: bearer(await login(request, email)) })).json()
    expect((await me()).language).toBe('de')
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect.poll(async () => (await me()).language).toBe('en')
    await settledA11y(page)
  })
})
