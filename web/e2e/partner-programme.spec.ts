import { readFile } from 'node:fs/promises'
import { bearer, login, OPERATOR, signIn } from './support/api'
import { activePartner, click, moveCommission, operatorTokens, recordRevenue, settledA11y, signUpReferred } from './support/partner-setup'
import { expect, test } from './support/test'

// The partner programme: the operator sets a tier's default rates, a visitor reads them on the
// public programme page, the partner enters payout details, and the operator downloads the SEPA
// file of the month and marks the commission paid with the file's message id.
// Platinum only: other scenarios' partners are bronze (defaults) or gold (own rates).

const IBAN = 'DE89370400440532013000'

test.describe('partner programme', () => {
  test('tier defaults, the public terms, payout details and the SEPA payout', async ({ page, request, browser }) => {
    // 1. The operator sets Platinum's defaults to 30 % and 12 %.
    await signIn(page, 'user', await login(request, OPERATOR.email, OPERATOR.password))
    await page.goto('/admin/partner-tiers')
    await expect(page.getByRole('heading', { level: 1, name: 'Tiers and default rates' })).toBeVisible()
    await page.getByRole('textbox', { name: 'First-year rate, Platinum' }).fill('30')
    await page.getByRole('textbox', { name: 'Ongoing rate, Platinum' }).fill('12')
    await page.getByRole('button', { name: 'Save default rates' }).click()
    await expect(page.getByText('Default rates saved.')).toBeVisible()
    await settledA11y(page)

    // 2. A visitor reads them on the public programme page, in English and in German.
    const visitor = await (await browser.newContext()).newPage()
    await visitor.goto('/partners/programme')
    await expect(visitor.getByRole('heading', { level: 1, name: 'The Grantwise partner programme' })).toBeVisible()
    await expect(visitor).toHaveTitle(/The Grantwise partner programme/)
    await expect(visitor.getByRole('row', { name: /^Platinum/ }).getByRole('cell')).toHaveText(['30%', '12%'])
    await expect(visitor.getByText('within 90 days of clicking your link')).toBeVisible()
    await settledA11y(visitor)
    await visitor.goto('/partners/programme?lang=de')
    await expect(visitor.getByRole('heading', { level: 1, name: 'Das Grantwise-Partnerprogramm' })).toBeVisible()
    await visitor.getByRole('link', { name: 'Als Partner bewerben' }).click()
    await expect(visitor).toHaveURL(/\/partners\/register/)
    await visitor.close()

    // 3. A Platinum partner (following the defaults) enters its payout details.
    const operator = await operatorTokens(request)
    const partner = await activePartner(request, operator)
    const tier = await request.patch(`/api/v1/admin/partners/${partner.id}/tier`, { headers: bearer(operator), data: { tier: 'platinum' } })
    expect(tier.status()).toBe(200)
    const partnerPage = await (await browser.newContext()).newPage()
    await signIn(partnerPage, 'partner', partner.tokens)
    await partnerPage.goto('/partners/payout-details')
    await expect(partnerPage.getByRole('heading', { level: 1, name: 'Payout details' })).toBeVisible()
    await partnerPage.getByRole('textbox', { name: 'Account holder' }).fill('Kanzlei Berger Müller')
    await partnerPage.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 01')
    await partnerPage.getByRole('textbox', { name: 'VAT ID' }).fill('DE136695976')
    await partnerPage.getByRole('button', { name: 'Save payout details' }).click()
    await expect(partnerPage.getByText('Not a valid IBAN: check the digits')).toBeVisible()
    await settledA11y(partnerPage)
    await partnerPage.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00')
    await partnerPage.getByRole('button', { name: 'Save payout details' }).click()
    await expect(partnerPage.getByText('Your payout details have been saved.')).toBeVisible()
    await expect(partnerPage.getByRole('textbox', { name: 'IBAN' })).toHaveValue('DE89 3704 0044 0532 0130 00')
    await partnerPage.close()

    // 4. Revenue of €500 earns 30 % (the new default): €150, approved at once (no hold on this server).
    const referralId = await click(request, partner.referral_code)
    await signUpReferred(request, referralId)
    const commission = await recordRevenue(request, operator, referralId, 'conversions', 500)
    expect(commission.amount).toBe(150)
    await moveCommission(request, operator, commission.id, 'approved')

    // 5. The operator sees who the SEPA file pays, downloads it, and marks the commission paid with its id.
    const period = new Date().toISOString().slice(0, 7)
    await page.goto(`/admin/commissions?partner_id=${partner.id}&period=${period}`)
    const sepa = page.getByRole('region', { name: 'SEPA transfer file' })
    await expect(sepa.getByText(/^\d+ transfers?, /)).toBeVisible()
    const [download] = await Promise.all([page.waitForEvent('download'), sepa.getByRole('button', { name: 'Download SEPA file' }).click()])
    expect(download.suggestedFilename()).toBe(`sepa-${period}.xml`)
    const xml = await readFile((await download.path())!, 'utf8')
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03')
    expect(xml).toMatch(new RegExp(`<Nm>Kanzlei Berger Mueller</Nm>\\s*</Cdtr>\\s*<CdtrAcct>\\s*<Id>\\s*<IBAN>${IBAN}</IBAN>`))
    expect(xml).toContain('<InstdAmt Ccy="EUR">150.00</InstdAmt>')
    const reference = sepa.getByText(/^Its message id GW-/)
    await expect(reference).toBeVisible()
    const messageId = (await reference.textContent())!.match(/GW-[A-Z0-9-]+/)![0]
    await settledA11y(page)

    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Mark paid: ${partner.company}, €150` }) })
    await row.getByRole('button', { name: `Mark paid: ${partner.company}, €150` }).click()
    const dialog = page.getByRole('dialog', { name: 'Mark commissions paid' })
    await dialog.getByRole('button', { name: 'Mark paid' }).click()
    await expect(dialog.getByText('Enter the payout reference.')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Payout reference' }).fill(messageId)
    await settledA11y(page)
    await dialog.getByRole('button', { name: 'Mark paid' }).click()
    await expect(page.getByText('1 commission is now “Paid”.')).toBeVisible()
    const paid = await request.get(`/api/v1/admin/commissions?partner_id=${partner.id}`, { headers: bearer(operator) })
    const marked = await paid.json() as { items: { status: string; payout_reference: string }[] }
    expect(marked.items[0]).toMatchObject({ status: 'paid', payout_reference: messageId })
  })
})
