import { describe, expect, it } from 'vitest'
import { TEST_START, useTestApp } from '../../../test/app.js'
import { signedInUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'
import { readOutbox } from '../../../test/mail.js'
import { activePartner, call, LONG_AGO, OPERATOR_ENV, operatorHeaders, referredCustomer } from '../../../test/partners.js'
import { webRouteOf, webRoutePaths } from '../../../test/web-routes.js'

// Every link in the e-mails we send opens a page the web app has (its router decides) or an API
// route that answers: the e-mails are produced by the real flows (sign-up, password reset,
// matches, applications, partner approval, commission approval), not by hand-made template data,
// so a link built wrongly where the data is assembled is caught too.

const PUBLIC_URL = 'https://app.grantwise.test'
const t = useTestApp({ env: { ...OPERATOR_ENV, PUBLIC_URL } })

const linksOf = (html: string, text: string) => [
  ...[...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')),
  ...[...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
]

describe('links in e-mails', () => {
  it('all open a route of the web app or the API', async () => {
    t.clock.set(TEST_START)
    await insertGrants(t, ['Heat recovery', 'Efficient motors']
      .map((title, i) => grantInput(t, { external_id: `mail-${i}`, title })))
    const { user, headers } = await signedInUser(t)
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } })
    await call(t, 'PATCH', '/notifications/preferences', headers, { match_threshold: 0 })
    const company = (await call(t, 'POST', '/companies', headers, {
      name: 'Blechbau GmbH', country: 'DE', company_size: 'small', nace_codes: ['C25.11'],
    })).body
    expect((await call(t, 'POST', '/matches/calculate', headers, { company_id: company.id })).status).toBe(200)
    const grants = (await call(t, 'GET', '/grants?page_size=1', headers)).body.items
    const application = (await call(t, 'POST', '/applications', headers, { company_id: company.id, grant_id: grants[0].id })).body
    expect((await call(t, 'PATCH', `/applications/${application.id}`, headers, { status: 'submitted' })).status).toBe(200)

    const partner = await activePartner(t)
    const { referral_id: referralId } = await referredCustomer(t, partner, {}, LONG_AGO)
    const op = await operatorHeaders(t)
    const conversion = { amount: 100, occurred_at: '2026-01-10T12:00:00Z' }   // past the hold period
    const sale = (await call(t, 'POST', `/admin/referrals/${referralId}/conversions`, op, conversion)).body
    expect((await call(t, 'PATCH', `/admin/commissions/${sale.commission.id}`, op, { status: 'approved' })).status).toBe(200)

    await t.container.delivery.drain()
    const mails = await readOutbox(t.config.mail.outboxDir)
    expect(new Set(mails.map((m) => m.template))).toEqual(new Set([
      'welcome', 'password_reset', 'new_match', 'application_status', 'partner_status', 'commission_status',
    ]))
    const routes = webRoutePaths()
    const checked: string[] = []
    for (const mail of mails) {
      for (const link of linksOf(mail.html, mail.text)) {
        if (!link.startsWith(`${PUBLIC_URL}/`)) continue   // a grant's own page elsewhere
        const url = new URL(link)
        if (url.pathname.startsWith('/api/')) {
          const res = await t.app.inject({ url: url.pathname + url.search })
          expect(res.statusCode, `${mail.template}: ${link}`).not.toBe(404)
        } else {
          expect(webRouteOf(url.pathname, routes), `${mail.template}: ${link}`).toBeDefined()
        }
        checked.push(`${mail.template} ${url.pathname}`)
      }
    }
    for (const path of ['partner_status /partners', 'commission_status /partners/commissions', 'welcome /verify-email']) {
      expect(checked).toContain(path)
    }
  })
})
