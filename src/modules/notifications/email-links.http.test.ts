import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../core/language.js'
import { TEST_START, useTestApp } from '../../../test/app.js'
import { colleagueOf, signedInUser } from '../../../test/auth.js'
import { grantInput, insertGrants } from '../../../test/factories.js'
import { readOutbox } from '../../../test/mail.js'
import { activePartner, call, LONG_AGO, OPERATOR_ENV, operatorHeaders, referredCustomer } from '../../../test/partners.js'
import { webRouteOf, webRoutePaths } from '../../../test/web-routes.js'

// Every link in the e-mails we send opens a page the web app has (its router decides) or an API
// route that answers: the e-mails are produced by the real flows (sign-up, password reset,
// matches, applications, partner application and approval, commission approval, account
// deletion), not by hand-made template data, so a link built wrongly where the data is assembled is
// caught too; in every language, since each has its own template sources.

const PUBLIC_URL = 'https://app.grantwise.test'
const t = useTestApp({ env: { ...OPERATOR_ENV, PUBLIC_URL } })

const linksOf = (html: string, text: string) => [
  ...[...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')),
  ...[...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
]

const TEMPLATES = [
  'welcome', 'password_reset', 'new_match', 'application_status', 'partner_application', 'partner_status',
  'commission_status', 'account_deletion',
]

describe('links in e-mails', () => {
  it('all open a route of the web app or the API, in every language', async () => {
    t.clock.set(TEST_START)
    await insertGrants(t, ['Heat recovery', 'Efficient motors']
      .map((title, i) => grantInput(t, { external_id: `mail-${i}`, title })))
    // Each flow once per language: the recipients chose it at sign-up.
    for (const language of LANGUAGES) {
      const { user, headers } = await signedInUser(t, { language })
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } })
      await call(t, 'PATCH', '/notifications/preferences', headers, { match_threshold: 0 })
      const company = (await call(t, 'POST', '/companies', headers, {
        name: 'Blechbau GmbH', country: 'DE', company_size: 'small', nace_codes: ['C25.11'],
      })).body
      expect((await call(t, 'POST', '/matches/calculate', headers, { company_id: company.id })).status).toBe(200)
      const grants = (await call(t, 'GET', '/grants?page_size=1', headers)).body.items
      const application = (await call(t, 'POST', '/applications', headers, { company_id: company.id, grant_id: grants[0].id })).body
      // Moved by a colleague: whoever makes the change gets no e-mail about it.
      const colleague = await colleagueOf(t, user, 'member')
      expect((await call(t, 'PATCH', `/applications/${application.id}`, colleague.headers, { status: 'submitted' })).status)
        .toBe(200)
      // Alone again, so that the owner may delete the account at the end.
      expect((await call(t, 'DELETE', `/workspace/members/${colleague.user.id}`, headers)).status).toBe(204)
      await t.container.auth.settled()   // the reset link is written in the background

      const partner = await activePartner(t, { language })
      const { referral_id: referralId } = await referredCustomer(t, partner, { language }, LONG_AGO)
      const op = await operatorHeaders(t)
      const conversion = { amount: 100, occurred_at: '2026-01-10T12:00:00Z' }   // past the hold period
      const sale = (await call(t, 'POST', `/admin/referrals/${referralId}/conversions`, op, conversion)).body
      expect((await call(t, 'PATCH', `/admin/commissions/${sale.commission.id}`, op, { status: 'approved' })).status).toBe(200)

      // Last: asking for the deletion ends the user's sessions.
      expect((await call(t, 'DELETE', '/account', headers)).status).toBe(202)
    }

    await t.container.delivery.drain()
    const mails = await readOutbox(t.config.mail.outboxDir)
    const languageOf = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1]
    expect(new Set(mails.map((m) => `${m.template} ${languageOf(m.html)}`)))
      .toEqual(new Set(LANGUAGES.flatMap((language) => TEMPLATES.map((template) => `${template} ${language}`))))
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
        checked.push(`${mail.template} ${languageOf(mail.html)} ${url.pathname}`)
      }
    }
    for (const language of LANGUAGES) {
      for (const path of [
        'partner_status /partners', 'commission_status /partners/commissions', 'welcome /verify-email',
        'account_deletion /account', 'partner_application /partners/login',
      ]) {
        const [template, pathname] = path.split(' ')
        expect(checked).toContain(`${template} ${language} ${pathname}`)
      }
    }
  })
})
