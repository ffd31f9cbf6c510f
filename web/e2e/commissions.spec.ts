import type { APIRequestContext, Page } from '@playwright/test'
import { login, OPERATOR, signIn } from './support/api'
import { activePartner, click, ingestionRuns, moveCommission, operatorTokens, recordRevenue, settledA11y, signUpReferred } from './support/partner-setup'
import { bundledDataHook } from './support/ready'
import { expect, screenshot, test } from './support/test'

// Scenario 9: conversion → commission → payout; the partner's dashboard and chart agree.

/** A KPI card (a link to its list): its label, then its figure. */
const kpi = (page: Page, label: string, value: string) =>
  page.getByRole('link', { name: new RegExp(`^${label}\\s*${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`) })

// Hand-computed: gold tier, 25 % in the first year. €1,000 earns €250; a €100 refund takes back
// €25 at the same rate. €250 is approved and paid, the −€25 stays pending.
const CONVERSION = 1000
const REFUND = 100
const RATE = 0.25
const earned = CONVERSION * RATE - REFUND * RATE   // 225
const money = (n: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(n)

/** An approved gold partner (25 % / 10 %), a counted click on its link, and a sign-up through it. */
async function referredCustomer (request: APIRequestContext) {
  const operator = await operatorTokens(request)
  const partner = await activePartner(request, operator, { tier: 'gold', firstYear: RATE, ongoing: 0.1 })
  const referralId = await click(request, partner.referral_code, { utm_source: 'newsletter', utm_medium: 'email' })
  const customer = await signUpReferred(request, referralId)
  return { operator, partner, referralId, customer }
}

test.describe('conversion, commission and payout', () => {
  // The set-up import (the CLI, before the server starts) has finished: ingestion runs below.
  test.beforeAll(bundledDataHook)

  test('the operator finds the referral, records €1,000 (€250 pending) and a €100 refund (−€25), approves and pays', async ({ page, request }) => {
    // Set-up: an approved gold partner (25 % / 10 %), a counted click and a sign-up through it.
    const { partner, referralId, customer } = await referredCustomer(request)

    // 1. The operator finds the referral by its customer's e-mail (as on an invoice) and records
    // €1,000: a pending commission of €250.
    await signIn(page, 'user', await login(request, OPERATOR.email, OPERATOR.password))
    await page.goto('/admin/conversions')
    await expect(page.getByRole('heading', { level: 1, name: 'Record revenue' })).toBeVisible()
    await page.getByRole('textbox', { name: /^Partner, referral code, or the customer/ }).fill(customer.toUpperCase())
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('table', { name: '1 referral' })).toBeVisible()
    const found = page.getByRole('row').filter({ hasText: partner.company })
    await expect(found).toContainText(customer)
    await expect(found.getByText('Signed up', { exact: true })).toBeVisible()
    await expect(found).toContainText('newsletter / email')
    await settledA11y(page)
    await found.getByRole('button', { name: new RegExp(`^Select the referral of ${partner.company}`) }).click()
    await expect(page).toHaveURL(new RegExp(`referral=${referralId}`))
    await expect(page.getByRole('heading', { name: 'Selected referral' })).toBeVisible()

    const conversion = page.getByRole('region', { name: 'Record a conversion' })
    await conversion.getByRole('textbox', { name: 'Amount (EUR)' }).fill(String(CONVERSION))
    await conversion.getByRole('button', { name: 'Record conversion' }).click()
    const recorded = conversion.getByRole('status').filter({ hasText: 'Conversion recorded' })
    await expect(recorded.getByRole('row', { name: /^Amount \(EUR\)/ })).toContainText('€1,000')
    await expect(recorded.getByRole('row', { name: /^Commission/ }).getByRole('cell')).toHaveText(money(CONVERSION * RATE))
    await expect(recorded.getByRole('row', { name: /^Rate/ })).toContainText('25% (first year)')
    await expect(recorded.getByRole('row', { name: /^Status/ })).toContainText('Pending')
    await expect(found.getByText('Converted', { exact: true })).toBeVisible()

    // The €100 refund is a negative commission at the conversion's rate.
    const refund = page.getByRole('region', { name: 'Record a refund' })
    await refund.getByRole('textbox', { name: 'Amount (EUR)' }).fill(String(REFUND))
    await refund.getByRole('button', { name: 'Record refund' }).click()
    const refunded = refund.getByRole('status').filter({ hasText: 'Refund recorded' })
    await expect(refunded.getByRole('row', { name: /^Commission/ }).getByRole('cell')).toHaveText(money(-REFUND * RATE))
    await expect(refunded.getByRole('row', { name: /^Status/ })).toContainText('Pending')
    await settledA11y(page)

    // 2. Approve the €250, then mark it paid (the hold is 0 days on the e2e server).
    await page.goto(`/admin/commissions?partner_id=${partner.id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Commissions' })).toBeVisible()
    const commissions = page.getByRole('table', { name: '2 commissions' })
    const positive = commissions.getByRole('row').filter({ has: page.getByRole('button', { name: `Approve: ${partner.company}, €250` }) })
    const negative = commissions.getByRole('row').filter({ hasText: '(refund)' })
    await expect(negative).toContainText(money(-REFUND * RATE))
    await expect(negative.getByText('Pending', { exact: true })).toBeVisible()
    await positive.getByRole('button', { name: `Approve: ${partner.company}, €250` }).click()
    await expect(page.getByText('1 commission is now “Approved”.')).toBeVisible()
    const paid = commissions.getByRole('row').filter({ has: page.getByRole('button', { name: `Mark paid: ${partner.company}, €250` }) })
    await expect(paid.getByText('Approved', { exact: true })).toBeVisible()
    await paid.getByRole('button', { name: `Mark paid: ${partner.company}, €250` }).click()
    // A payout names its bank transfer: the reference is required, the date defaults to today.
    const dialog = page.getByRole('dialog', { name: 'Mark commissions paid' })
    await dialog.getByRole('textbox', { name: 'Payout reference' }).fill('TRF-E2E-0001')
    await dialog.getByRole('button', { name: 'Mark paid' }).click()
    await expect(page.getByText('1 commission is now “Paid”.')).toBeVisible()
    const paidRow = commissions.getByRole('row').filter({ hasNotText: '(refund)' }).filter({ hasText: '€1,000' })
    await expect(paidRow.getByText('Paid', { exact: true })).toBeVisible()
    await expect(paidRow.getByRole('button')).toHaveCount(0)
    // Reloaded: the state is the server's, not the page's (and no toasts cover the screenshot).
    await page.reload()
    await expect(paidRow.getByText('Paid', { exact: true })).toBeVisible()
    await expect(negative.getByText('Pending', { exact: true })).toBeVisible()
    const cards = page.getByRole('navigation', { name: 'Filter by status' })
    await expect(cards.getByRole('button', { name: /^Paid/ })).toContainText(money(CONVERSION * RATE))
    await expect(cards.getByRole('button', { name: /^Pending/ })).toContainText(money(-REFUND * RATE))
    await settledA11y(page)
    await screenshot(page, 'admin-commissions')
  })

  test('the partner\'s dashboard, monthly table and commission filters agree with the hand-computed figures', async ({ page: partnerPage, request }) => {
    // Set-up: the money flow of the test above, through the API: €1,000 earns €250 (approved,
    // then paid), a €100 refund −€25 (pending).
    const { operator, partner, referralId } = await referredCustomer(request)
    const commission = await recordRevenue(request, operator, referralId, 'conversions', CONVERSION)
    const refund = await recordRevenue(request, operator, referralId, 'refunds', REFUND)
    expect([commission.amount, refund.amount]).toEqual([CONVERSION * RATE, -REFUND * RATE])
    await moveCommission(request, operator, commission.id, 'approved')
    await moveCommission(request, operator, commission.id, 'paid')

    // 1. The dashboard shows the hand-computed figures.
    await signIn(partnerPage, 'partner', partner.tokens)
    await partnerPage.goto('/partners')
    await expect(partnerPage.getByRole('heading', { level: 1, name: 'Partner dashboard' })).toBeVisible()
    for (const [label, value] of [
      ['Clicks', '1'], ['Sign-ups', '1'], ['Paying customers', '1'], ['Conversion rate', '100%'],
      ['Commission earned', money(earned)], ['Pending commission', money(-REFUND * RATE)], ['Paid commission', money(CONVERSION * RATE)],
    ] as const) {
      await expect(kpi(partnerPage, label, value), `${label} is ${value}`).toBeVisible()
    }
    await expect(partnerPage.getByRole('switch', { name: 'View as table' })).toBeVisible()
    await settledA11y(partnerPage)
    await screenshot(partnerPage, 'partner-dashboard')

    // 2. "View as table": this month 1 referral, 1 conversion, €225; the eleven before it zeros.
    await partnerPage.getByRole('switch', { name: 'View as table' }).check()
    const chart = partnerPage.getByRole('table', { name: /per month, newest first/ })
    const months = chart.getByRole('row')
    await expect(months).toHaveCount(13)
    const thisMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date())
    await expect(months.nth(1).getByRole('rowheader')).toHaveText(thisMonth)
    await expect(months.nth(1).getByRole('cell')).toHaveText(['1', '1', money(earned)])
    for (let i = 2; i <= 12; i++) await expect(months.nth(i).getByRole('cell')).toHaveText(['0', '0', '€0'])
    await settledA11y(partnerPage)

    // 3. The commission cards filter the table.
    await partnerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Commissions', exact: true }).click()
    await expect(partnerPage.getByRole('heading', { level: 1, name: 'Commissions' })).toBeVisible()
    const filters = partnerPage.getByRole('group', { name: 'Filter by status' })
    const table = partnerPage.getByRole('table', { name: 'Your commissions' })
    await expect(partnerPage.getByText('2 commissions', { exact: true })).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(3)
    await expect(filters.getByRole('button', { name: /^Pending/ })).toContainText(money(-REFUND * RATE))
    await expect(filters.getByRole('button', { name: /^Approved/ })).toContainText('€0')
    await expect(filters.getByRole('button', { name: /^Paid/ })).toContainText(money(CONVERSION * RATE))
    await settledA11y(partnerPage)
    await screenshot(partnerPage, 'partner-commissions')

    await filters.getByRole('button', { name: /^Pending/ }).click()
    await expect(partnerPage).toHaveURL(/status=pending/)
    await expect(filters.getByRole('button', { name: /^Pending/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(partnerPage.getByText('1 commission with status Pending', { exact: true })).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table.getByRole('row').nth(1)).toContainText('Refund')
    await expect(table.getByRole('row').nth(1)).toContainText(money(-REFUND * RATE))

    await filters.getByRole('button', { name: /^Paid/ }).click()
    await expect(partnerPage).toHaveURL(/status=paid/)
    await expect(partnerPage.getByText('1 commission with status Paid', { exact: true })).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table.getByRole('row').nth(1)).toContainText(money(CONVERSION * RATE))
    await expect(table.getByRole('row').nth(1)).toContainText('Paid')

    await filters.getByRole('button', { name: /^Approved/ }).click()
    await expect(partnerPage.getByText('No commissions with this status.')).toBeVisible()
    await expect(table).toHaveCount(0)
    await settledA11y(partnerPage)
    await filters.getByRole('button', { name: /^Approved/ }).click()
    await expect(partnerPage).not.toHaveURL(/status=/)
    await expect(table.getByRole('row')).toHaveCount(3)
  })

  test('the operator\'s ingestion runs list the set-up import of each source with its counts', async ({ page, request }) => {
    const operator = await login(request, OPERATOR.email, OPERATOR.password)
    // The set-up loaded the bundled data of each source once (webapp.md §4, set-up step 2).
    const runs = await ingestionRuns(request, operator)
    expect(runs.map((r) => r.source).sort()).toEqual(['cohesion', 'cordis', 'eu_portal', 'innovate_uk'])
    await signIn(page, 'user', operator)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible()
    await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Ingestion runs' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ingestion runs' })).toBeVisible()
    const table = page.getByRole('table', { name: /ingestion runs?$/ })
    await expect(table).toBeVisible()

    const label: Record<string, string> = { cordis: 'CORDIS', eu_portal: 'EU Funding & Tenders Portal', cohesion: 'Cohesion funds', innovate_uk: 'Innovate UK' }
    const trigger: Record<string, string> = { cli: 'Command line', schedule: 'Schedule', startup: 'Start-up' }
    const number = (n: number) => new Intl.NumberFormat('en-GB').format(n)
    for (const run of runs) {
      const row = table.getByRole('row').filter({ hasText: label[run.source] })
      await expect(row, `${run.source}: one set-up run`).toHaveCount(1)
      await expect(row).toContainText(`${trigger[run.trigger]} · ${run.input}`)
      // Source, started, finished, then fetched, inserted, updated, unchanged, skipped.
      await expect(row.getByRole('cell').nth(3)).toHaveText(number(run.fetched))
      await expect(row.getByRole('cell').nth(4)).toHaveText(number(run.inserted))
      await expect(row.getByRole('cell').nth(5)).toHaveText(number(run.updated))
      await expect(row.getByRole('cell').nth(6)).toHaveText(number(run.unchanged))
      await expect(row.getByRole('cell').nth(7)).toHaveText(number(run.skipped))
      await expect(row.getByText(run.status === 'succeeded' ? 'Succeeded' : 'Failed', { exact: true })).toBeVisible()
      expect(run.fetched, `${run.source} read records`).toBeGreaterThan(0)
    }
    await settledA11y(page)
    await screenshot(page, 'admin-ingestion-runs')

    // The skipped records open under their run.
    const withSkips = runs.find((r) => r.skipped_records.length > 0)
    if (withSkips) {
      const row = table.getByRole('row').filter({ hasText: label[withSkips.source] })
      const details = row.getByRole('button', { name: `${withSkips.errors.length} errors, ${withSkips.skipped_records.length} skipped` })
      await details.click()
      await expect(details).toHaveAttribute('aria-expanded', 'true')
      await expect(table.getByText(withSkips.skipped_records.length === 1 ? '1 skipped record' : `${withSkips.skipped_records.length} skipped records`)).toBeVisible()
      await settledA11y(page)
    }
  })
})
