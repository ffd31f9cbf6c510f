import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../../core/language.js'
import { CASES, COMMISSIONS, CTX, GRANT, NAME, OTHER, PARTNER_CTX, PARTNER_DATA, render, type Case } from './render.cases.js'
import { EMAIL_TEMPLATES, renderEmail, type EmailTemplate } from './render.js'

// Every template in every language: German is not English with a few words swapped. The subjects
// are pinned per template (a Record, so a new template without its German subject does not
// compile), and the German bodies may not keep an English sentence: once the data's own values
// (names, titles, URLs, all English in the cases) are cut out, no English marker word may remain.

const DE_SUBJECTS: Record<EmailTemplate, string> = {
  welcome: 'Willkommen bei Grantwise: Bitte bestätigen Sie Ihre E-Mail-Adresse',
  password_reset: 'Ihr Grantwise-Passwort zurücksetzen',
  test: 'Grantwise-Test-E-Mail',
  new_match: '2 neue Förderprogramme passen zu Acme BV',
  deadline_reminder: 'Green Deal Innovation: Frist in 3 Tagen',
  weekly_digest: 'Ihre Grantwise-Woche 2026-W47',
  application_status: 'Green Deal Innovation: Antrag in Prüfung',
  partner_status: 'Ihr Grantwise-Partnerkonto ist freigegeben',
  commission_status: '3 Provisionen freigegeben: 1.334,50\u00a0€',   // Intl keeps amount and sign together
  mention: 'Anna hat Sie erwähnt: Green Deal Innovation',
  assignment: 'Anna hat Ihnen eine Aufgabe zugewiesen: Green Deal Innovation',
  invitation: 'Ada Lovelace hat Sie zu Acme BV auf Grantwise eingeladen',
  webhook_disabled: 'Ein Grantwise-Webhook-Endpunkt wurde deaktiviert',
  saved_search: '5 neue Förderprogramme für Ihre Suche „Heat pumps“',
  grant_changed: 'Deadline moved: Green Deal Innovation',
  account_deletion: 'Ihr Grantwise-Konto wird gelöscht',
  partner_application: 'Ihre Bewerbung als Grantwise-Partner ist eingegangen',
}

// Words of running English text that German e-mail copy has no use for.
const ENGLISH = new RegExp(`\\b(${[
  'the', 'you', 'your', 'please', 'with', 'and', 'of', 'this', 'that', 'has', 'have', 'been', 'here', 'open', 'see', 'hi',
  'hello', 'deadline', 'funding', 'unsubscribe', 'match', 'matches', 'grant', 'grants',
].join('|')})\\b`, 'i')

/** Every string in the case's data, each line on its own (templates show multi-line values line by line). */
function dataValues (value: unknown): string[] {
  if (typeof value === 'string') return [value, ...value.split('\n')].map((v) => v.trim()).filter(Boolean)
  if (Array.isArray(value)) return value.flatMap(dataValues)
  if (value && typeof value === 'object') return Object.values(value).flatMap(dataValues)
  return []
}

/** The text with URLs and the data's own values removed: what is left is the template's wording. */
function wording (c: Case, text: string): string {
  let out = text.replace(/https?:\/\/[^\s<>"]+/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ')
  for (const value of dataValues(c.data).sort((a, b) => b.length - a.length)) out = out.split(value).join(' ')
  return out.replace(/<[^>]+>/g, ' ')
}

describe('e-mails in every language', () => {
  it('has a German subject for every template', () => {
    expect(Object.keys(DE_SUBJECTS).sort()).toEqual([...EMAIL_TEMPLATES].sort())
  })

  describe.each(CASES)('$template', (c) => {
    it.each(LANGUAGES)('renders in %s: <html lang>, greeting, the links and a clean text', (language) => {
      const { subject, text, html } = render(c, { language })
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${language}"`))
      const greeting = language === 'de'
        ? (c.template === 'invitation' ? 'Guten Tag,' : `Guten Tag ${NAME},`)
        : (c.greeting ?? `Hi ${NAME},`)
      expect(text).toContain(greeting)
      expect(html).toContain(greeting)
      for (const link of c.links) expect(text).toContain(link)
      expect(subject).not.toBe('')
      expect(text).not.toMatch(/\n{3,}|undefined|\[object Object\]/)
      expect(html).not.toMatch(/undefined|\[object Object\]/)
    })

    it('has the exact German subject', () => {
      expect(render(c, { language: 'de' }).subject).toBe(DE_SUBJECTS[c.template])
    })

    it('leaves no English sentence in the German e-mail', () => {
      const { subject, text, html } = render(c, { language: 'de' })
      for (const body of [subject, text, html]) expect(wording(c, body)).not.toMatch(ENGLISH)
    })

    it('says something else in German than in English', () => {
      const [en, de] = [render(c, { language: 'en' }), render(c, { language: 'de' })]
      expect(wording(c, de.text)).not.toBe(wording(c, en.text))
      expect(wording(c, de.html)).not.toBe(wording(c, en.html))
    })
  })

  it('catches an English sentence (the marker check can fail)', () => {
    const c = CASES.find((x) => x.template === 'welcome')!
    expect(wording(c, render(c, { language: 'en' }).text)).toMatch(ENGLISH)
  })

  it('writes dates, amounts, scores and statuses the German way', () => {
    const de = { ...CTX, language: 'de' }
    const digest = renderEmail('new_match', { full_name: NAME, company_name: 'Acme BV', matches: [GRANT, OTHER] }, de)
    for (const body of [digest.text, digest.html]) {
      expect(body).toContain('Frist: 14. März 2026, 17:00 (Europe/Brussels)')
      expect(body).toContain('Förderung: bis zu 2.000.000\u00a0€')
      expect(body).toContain('82 % Übereinstimmung')
      expect(body).toContain('Laufende Ausschreibung (keine feste Frist)')
    }
    const status = renderEmail('application_status', {
      full_name: NAME, company_name: 'Acme BV', grant: GRANT, from: 'submitted', to: 'under_review',
    }, de)
    expect(status.text).toContain('von eingereicht zu in Prüfung geändert')
    const reminder = renderEmail('deadline_reminder', { full_name: NAME, days_before: 1, grant: GRANT }, de)
    expect(reminder.subject).toBe('Green Deal Innovation: Frist in 1 Tag')
    expect(reminder.text).toContain('Dieses Förderprogramm endet in 1 Tag.')
    const money = renderEmail('commission_status', COMMISSIONS, { ...PARTNER_CTX, language: 'de' })
    expect(money.text).toContain('1.234,50\u00a0€')
    expect(money.text).toContain('-20,00\u00a0€')
    expect(money.text).toContain('Summe: 1.334,50\u00a0€')
  })

  it('has German footers for users and partners', () => {
    const user = renderEmail('test', { full_name: NAME, sent_at: '2026-03-14T16:00:00Z' }, { ...CTX, language: 'de' })
    expect(user.text).toContain('Ihr Grantwise-Team')
    expect(user.text).toContain(`Benachrichtigungseinstellungen: ${CTX.app_url}/settings/notifications`)
    expect(user.text).toContain(`Diese E-Mails abbestellen: ${CTX.unsubscribe_url}`)
    expect(user.html).toContain('>Benachrichtigungseinstellungen</a> fest.')
    const partner = renderEmail('partner_status', PARTNER_DATA, { ...PARTNER_CTX, language: 'de' })
    expect(partner.text).toContain('Sie erhalten diese E-Mail, weil Sie am Grantwise-Partnerprogramm teilnehmen.')
    expect(partner.text).not.toContain('Benachrichtigungseinstellungen')
  })

  it('greets without a name in German when there is none', () => {
    const { text } = renderEmail('welcome', { full_name: '  ', verify_url: 'https://x.test/v' }, { ...CTX, language: 'de' })
    expect(text.startsWith('Guten Tag,\n')).toBe(true)
  })

  it('writes a language it does not know (any more) in English', () => {
    const { subject, html } = renderEmail('password_reset', { full_name: NAME, reset_url: 'https://x.test/r' },
      { ...CTX, language: 'fr' })
    expect(subject).toBe('Reset your Grantwise password')
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en"/)
  })
})
