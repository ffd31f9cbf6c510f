import { describe, expect, it } from 'vitest'
import { TEST_START, useTestApp } from '../../../test/app.js'
import { bearer, register, signedInUser, tokensFor } from '../../../test/auth.js'
import { lastMailTo, readOutbox } from '../../../test/mail.js'
import { activePartner, OPERATOR_ENV, registerPartner, setPartnerStatus } from '../../../test/partners.js'

// The language of a user's and a partner's e-mails: chosen at sign-up (optional, English when left
// out), changed with PATCH /auth/me and PATCH /partners/me, returned with the account, and used for
// every e-mail to them, including the ones this feature added (account deletion, partner receipt).

const PUBLIC_URL = 'https://app.grantwise.test'
const t = useTestApp({ env: { ...OPERATOR_ENV, PUBLIC_URL } })
const api = '/api/v1'
const outbox = () => t.config.mail.outboxDir

async function patch (url: string, headers: Record<string, string>, payload: unknown) {
  return t.app.inject({ method: 'PATCH', url: `${api}${url}`, headers, payload: payload as object })
}

describe('a user\'s language', () => {
  it('is English unless chosen at sign-up, and the welcome e-mail is written in it', async () => {
    const plain = await register(t)
    expect(plain).toMatchObject({ language: 'en' })
    const german = await register(t, { language: 'de', full_name: 'Grete Berger' })
    expect(german).toMatchObject({ language: 'de' })
    await t.container.delivery.drain()
    const welcome = await lastMailTo(outbox(), german.email, 'welcome')
    expect(welcome.subject).toBe('Willkommen bei Grantwise: Bitte bestätigen Sie Ihre E-Mail-Adresse')
    expect(welcome.text).toContain('Guten Tag Grete Berger,')
    expect(welcome.html).toMatch(/<html lang="de"/)
    expect((await lastMailTo(outbox(), plain.email, 'welcome')).subject).toMatch(/^Welcome to Grantwise/)
  })

  it('refuses a language it does not know, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST', url: `${api}/auth/register`,
      payload: { email: 'fr@example.com', password: 'Secret123!', full_name: 'Jean', language: 'fr' },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ loc: ['body', 'language'] })]))
  })

  it('changes with PATCH /auth/me, and later e-mails follow', async () => {
    const { user, headers } = await signedInUser(t)
    await t.container.delivery.drain()   // the sign-up's welcome first: a batch may finish in any order
    const changed = await patch('/auth/me', headers, { language: 'de' })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ id: user.id, email: user.email, language: 'de' })
    expect((await t.app.inject({ url: `${api}/auth/me`, headers })).json().language).toBe('de')

    const resent = await t.app.inject({ method: 'POST', url: `${api}/auth/verify-email/resend`, headers })
    expect(resent.statusCode).toBe(202)
    await t.container.delivery.drain()
    expect((await lastMailTo(outbox(), user.email, 'welcome')).subject).toMatch(/^Willkommen bei Grantwise/)

    expect((await patch('/auth/me', headers, {})).json().language).toBe('de')   // nothing sent, nothing changed
    expect((await patch('/auth/me', headers, { language: 'en' })).json().language).toBe('en')
  })

  it('answers 422 naming the field for an unknown language, and ignores fields that do not change here', async () => {
    const { user, headers } = await signedInUser(t)
    const bad = await patch('/auth/me', headers, { language: 'xx' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.map((e: { loc: string[] }) => e.loc)).toContainEqual(['body', 'language'])
    const other = await patch('/auth/me', headers, { language: 'de', email: 'new@example.com', role: 'admin' })
    expect(other.statusCode).toBe(200)
    expect(other.json()).toMatchObject({ email: user.email, role: 'owner', language: 'de' })
  })

  it('needs a signed-in user', async () => {
    expect((await patch('/auth/me', {}, { language: 'de' })).statusCode).toBe(401)
  })
})

describe('the e-mail announcing an account\'s deletion', () => {
  it('says when, in the user\'s language, and links to the account page where it can be cancelled', async () => {
    t.clock.set(TEST_START)
    const { user, headers } = await signedInUser(t, { language: 'de', full_name: 'Grete Berger' })
    expect((await t.app.inject({ method: 'DELETE', url: `${api}/account`, headers })).statusCode).toBe(202)
    await t.container.delivery.drain()
    const mail = await lastMailTo(outbox(), user.email, 'account_deletion')
    expect(mail.subject).toBe('Ihr Grantwise-Konto wird gelöscht')
    expect(mail.text).toContain('am 1. April 2026, 11:00 (Europe/Brussels) gelöscht')   // 30 days after 2 March, 09:00 UTC
    expect(mail.text).toContain(`${PUBLIC_URL}/account`)
    expect(mail.html).toContain(`href="${PUBLIC_URL}/account"`)

    // Signing in again, the user finds the same date on /auth/me and can cancel there.
    const again = bearer((await tokensFor(t, user)).access_token)
    expect((await t.app.inject({ url: `${api}/auth/me`, headers: again })).json().deletion_due_at)
      .toBe('2026-04-01T09:00:00.000Z')
  })

  it('is not written when the deletion is refused', async () => {
    const { user, headers } = await signedInUser(t)
    const colleague = await signedInUser(t)
    await t.container.database.executeSql(
      'insert into memberships (tenant_id, user_id, role) values ($1, $2, $3)', [user.tenant_id, colleague.user.id, 'member'])
    expect((await t.app.inject({ method: 'DELETE', url: `${api}/account`, headers })).statusCode).toBe(409)
    await t.container.delivery.drain()
    expect((await readOutbox(outbox())).filter((m) => m.to.includes(user.email) && m.template === 'account_deletion'))
      .toEqual([])
  })
})

describe('a partner\'s language', () => {
  it('is chosen when applying; the receipt e-mail confirms the application in it', async () => {
    const partner = await registerPartner(t, { language: 'de', contact_name: 'Anna Müller', company_name: 'Müller Steuerberatung' })
    expect(partner).toMatchObject({ language: 'de', status: 'pending' })
    await t.container.delivery.drain()
    const receipt = await lastMailTo(outbox(), partner.email, 'partner_application')
    expect(receipt.subject).toBe('Ihre Bewerbung als Grantwise-Partner ist eingegangen')
    expect(receipt.text).toContain('Guten Tag Anna Müller,')
    expect(receipt.text).toContain('Müller Steuerberatung')
    expect(receipt.text).toContain(`${PUBLIC_URL}/partners/login`)

    const english = await registerPartner(t)
    await t.container.delivery.drain()
    expect((await lastMailTo(outbox(), english.email, 'partner_application')).subject)
      .toBe('We have received your Grantwise partner application')
  })

  it('changes with PATCH /partners/me, and the approval e-mail follows', async () => {
    const partner = await activePartner(t, {}, 'pending')
    const changed = await patch('/partners/me', partner.headers, { language: 'de' })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ id: partner.id, language: 'de' })
    await setPartnerStatus(t, partner.id, 'active')
    await t.container.delivery.drain()
    expect((await lastMailTo(outbox(), partner.email, 'partner_status')).subject).toBe('Ihr Grantwise-Partnerkonto ist freigegeben')
    expect((await patch('/partners/me', partner.headers, { language: 'es' })).statusCode).toBe(422)
  })
})

describe('an invitation\'s language', () => {
  it('is the invitee\'s when the address has an account, else the inviter\'s', async () => {
    const inviter = await signedInUser(t, { language: 'de' })
    const known = await register(t, { language: 'en' })
    for (const email of [known.email, 'stranger@example.com']) {
      const res = await t.app.inject({
        method: 'POST', url: `${api}/workspace/invitations`, headers: inviter.headers, payload: { email, role: 'member' },
      })
      expect(res.statusCode).toBe(201)
    }
    await t.container.delivery.drain()
    expect((await lastMailTo(outbox(), known.email, 'invitation')).subject).toMatch(/invited you to/)
    expect((await lastMailTo(outbox(), 'stranger@example.com', 'invitation')).subject).toMatch(/hat Sie zu .* eingeladen$/)
  })
})
