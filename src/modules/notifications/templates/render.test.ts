import { describe, expect, it } from 'vitest'
import { money } from './format.js'
import {
  APP, CASES, COMMISSIONS, CTX, escapeHtml, GRANT, HOSTILE, hrefs, NAME, OTHER, PARTNER_CTX, PARTNER_DATA, PARTNER_FOOTER,
  PORTAL, PREFERENCES, render, UNSUBSCRIBE, withGrant,
} from './render.cases.js'
import { EMAIL_TEMPLATES, isEmailTemplate, renderEmail } from './render.js'

describe('renderEmail', () => {
  it('covers every template', () => {
    expect(CASES.map((c) => c.template).sort()).toEqual([...EMAIL_TEMPLATES].sort())
  })

  describe.each(CASES)('$template', (c) => {
    it('has the exact subject', () => {
      expect(render(c).subject).toBe(c.subject)
    })

    it('greets the recipient in both bodies', () => {
      const { text, html } = render(c)
      expect(text).toContain(c.greeting ?? `Hi ${NAME},`)
      expect(html).toContain(c.greeting ?? `Hi ${NAME},`)
    })

    it('links its URLs and, for users, the notification preferences in both bodies', () => {
      const { text, html } = render(c)
      for (const link of [...c.links, ...(c.context?.audience === 'partner' ? [] : [PREFERENCES])]) {
        expect(text).toContain(link)
        expect(hrefs(html)).toContain(escapeHtml(link))
      }
    })

    it('has the unsubscribe line when there is an unsubscribe URL', () => {
      const { text, html } = render(c)
      expect(text).toContain(`Unsubscribe from these e-mails: ${UNSUBSCRIBE}`)
      expect(html).toContain(`<a href="${escapeHtml(UNSUBSCRIBE)}"`)
      expect(html).toMatch(/>Unsubscribe from these e-mails<\/a>/)
    })

    it('has no unsubscribe line for essential mail', () => {
      const { text, html } = render(c, { unsubscribe_url: null })
      expect(text).not.toMatch(/unsubscribe/i)
      expect(html).not.toMatch(/unsubscribe/i)
    })

    it('is a self-contained, accessible HTML document and a clean text', () => {
      const { subject, text, html } = render(c)
      expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en"/)
      expect(html).toContain(`<title>${escapeHtml(subject)}</title>`)
      expect(html).toContain('max-width:600px')
      expect(html).not.toMatch(/<(script|img|link|style)\b/i)
      expect(text).not.toMatch(/&(amp|lt|gt|quot|#39);|<\/?[a-z]+[ >]/i)
      expect(text).not.toMatch(/\n{3,}/)
      expect(subject).not.toMatch(/[\r\n]/)
    })
  })

  describe.each(withGrant(HOSTILE))('$template with a hostile grant', (c) => {
    it('escapes the title in HTML and keeps it raw in text', () => {
      const { text, html } = render(c)
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co')
      expect(html).not.toContain('<script>')
      expect(text).toContain('<script>alert(1)</script> & Co')
    })

    it('never turns a javascript: URL into a link', () => {
      const { html } = render(c)
      expect(hrefs(html).filter((href) => /javascript:/i.test(href ?? ''))).toEqual([])
    })
  })

  it('never turns a javascript: URL into a link in account mail', () => {
    const { html } = renderEmail('welcome', { full_name: NAME, verify_url: 'javascript:alert(1)' }, CTX)
    expect(hrefs(html).some((href) => /javascript:/i.test(href ?? ''))).toBe(false)
    expect(html).toContain('javascript:alert(1)') // shown as text
  })

  it('escapes the greeting name and the company name', () => {
    const { html, text } = renderEmail(
      'new_match',
      { full_name: '<b>Eve</b>', company_name: 'R&D "Labs"', matches: [GRANT] },
      CTX,
    )
    expect(html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,')
    expect(html).toContain('R&amp;D &quot;Labs&quot;')
    expect(text).toContain('R&D "Labs"')
  })

  it('shows a grant: title as link, deadline, funding and score', () => {
    const { text, html } = renderEmail(
      'new_match',
      { full_name: NAME, company_name: 'Acme BV', matches: [GRANT, OTHER] },
      CTX,
    )
    expect(html).toContain(
      `<a href="${escapeHtml(GRANT.url)}" style="color:#17467f;text-decoration:underline;">Green Deal Innovation</a>`,
    )
    expect(text).toContain(`- Green Deal Innovation\n  ${GRANT.url}\n`)
    for (const body of [text, html]) {
      expect(body).toContain('14 March 2026, 17:00 (Europe/Brussels)')
      expect(body).toContain('Funding: up to €2,000,000')
      expect(body).toContain('82% match')
      expect(body).toContain('Rolling call (no fixed deadline)')
      expect(body.indexOf('Green Deal Innovation')).toBeLessThan(body.indexOf('Rolling SME Voucher')) // order as given
    }
  })

  it.each([
    ['Europe/Brussels', '14 March 2026, 17:00 (Europe/Brussels)'],
    ['Europe/London', '14 March 2026, 16:00 (Europe/London)'],
  ])('formats deadlines in the recipient zone (%s)', (timezone, expected) => {
    const { text, html } = renderEmail(
      'deadline_reminder',
      { full_name: NAME, days_before: 2, grant: GRANT },
      { ...CTX, timezone },
    )
    expect(text).toContain(`Deadline: ${expected}`)
    expect(html).toContain(`Deadline: ${expected}`)
  })

  it('formats the test e-mail send time like a deadline', () => {
    const { text } = renderEmail(
      'test',
      { full_name: NAME, sent_at: '2026-07-01T08:30:00Z' },
      { ...CTX, timezone: 'Europe/London' },
    )
    expect(text).toContain('sent at 1 July 2026, 09:30 (Europe/London)')
  })

  it('falls back to UTC for an unknown time zone', () => {
    const { text } = renderEmail(
      'deadline_reminder',
      { full_name: NAME, days_before: 2, grant: GRANT },
      { ...CTX, timezone: 'Mars/Olympus' },
    )
    expect(text).toContain('14 March 2026, 16:00 (UTC)')
  })

  it.each([
    [0, 'Green Deal Innovation: closes today', 'closes today'],
    [1, 'Green Deal Innovation: deadline in 1 day', 'closes in 1 day'],
    [14, 'Green Deal Innovation: deadline in 14 days', 'closes in 14 days'],
  ])('words %i days before the deadline', (days, subject, body) => {
    const email = renderEmail('deadline_reminder', { full_name: NAME, days_before: days, grant: GRANT }, CTX)
    expect(email.subject).toBe(subject)
    expect(email.text).toContain(`this grant ${body}.`)
    expect(email.html).toContain(`this grant <strong>${body}</strong>.`)
  })

  it('uses the singular for one new match', () => {
    const email = renderEmail('new_match', { full_name: NAME, company_name: 'Acme BV', matches: [GRANT] }, CTX)
    expect(email.subject).toBe('1 new grant matches Acme BV')
    expect(email.text).toContain('We found 1 new grant that matches Acme BV:')
  })

  it('says so when a digest section is empty', () => {
    const { text, html } = renderEmail(
      'weekly_digest',
      { full_name: NAME, week: '2026-W47', new_matches: [], deadlines: [] },
      CTX,
    )
    for (const body of [text, html]) {
      expect(body).toContain('New matches')
      expect(body).toContain('Nothing new this week.')
      expect(body).toContain('Deadlines coming up')
      expect(body).toContain('No saved grant closes in the next two weeks.')
    }
  })

  it('quotes a mentioning comment line by line, escaped in HTML', () => {
    const { text, html } = renderEmail(
      'mention',
      {
        full_name: NAME,
        author_name: 'Anna',
        company_name: 'Acme BV',
        subject_type: 'match',
        grant: GRANT,
        comment: 'Budget <ok>?\n\n\nCall me',
        url: `${APP}/matches/m1`,
      },
      CTX,
    )
    expect(text).toContain('Anna mentioned you in a comment on the match of Acme BV for the grant below.')
    expect(text).toContain('> Budget <ok>?\n>\n> Call me\n')
    expect(html).toContain('Budget &lt;ok&gt;?<br><br>Call me')
  })

  it('puts the status change in words', () => {
    const { text, html } = renderEmail(
      'application_status',
      { full_name: NAME, company_name: 'Acme BV', grant: GRANT, from: 'submitted', to: 'under_review' },
      CTX,
    )
    expect(text).toContain('The application of Acme BV for the grant below has moved from submitted to under review.')
    expect(html).toContain('from <strong>submitted</strong> to <strong>under review</strong>')
  })

  it('keeps subjects on one line, unescaped and at most 120 title characters', () => {
    const broken = renderEmail(
      'deadline_reminder',
      { full_name: NAME, days_before: 1, grant: { ...GRANT, title: 'R&D <Fund>\r\n  Part\t2' } },
      CTX,
    )
    expect(broken.subject).toBe('R&D <Fund> Part 2: deadline in 1 day')
    const company = renderEmail('new_match', { full_name: NAME, company_name: 'Acme\nBV', matches: [GRANT] }, CTX)
    expect(company.subject).toBe('1 new grant matches Acme BV')
    const long = renderEmail(
      'application_status',
      {
        full_name: NAME,
        company_name: 'Acme BV',
        grant: { ...GRANT, title: 'x'.repeat(200) },
        from: 'under_review',
        to: 'approved',
      },
      CTX,
    )
    expect(long.subject).toBe(`${'x'.repeat(119)}…: application approved`)
  })

  it('tolerates a trailing slash on the app URL', () => {
    const { text } = renderEmail(
      'weekly_digest',
      { full_name: NAME, week: '2026-W47', new_matches: [], deadlines: [] },
      { ...CTX, app_url: `${APP}/` },
    )
    expect(text).toContain(`${APP}/matches`)
    expect(text).toContain(PREFERENCES)
  })

  describe.each(CASES.filter((c) => c.context?.audience === 'partner'))('$template to a partner', (c) => {
    it('has no preferences link and says why the partner gets it', () => {
      const { text, html } = render(c, { unsubscribe_url: null })
      expect(`${text}${html}`).not.toMatch(/preferences/i)
      expect(text).toMatch(new RegExp(`--\n${PARTNER_FOOTER}\n$`))
      expect(html).toContain(`<p style="margin:0 0 8px;">${PARTNER_FOOTER}</p>`)
    })
  })

  it.each([undefined, 'user'] as const)(
    'keeps the preferences link and no partner line in user mail (audience %s)',
    (audience) => {
      const { text, html } = renderEmail(
        'welcome',
        { full_name: NAME, verify_url: `${APP}/verify` },
        { ...CTX, audience },
      )
      expect(text).toContain(`Notification preferences: ${PREFERENCES}`)
      expect(hrefs(html)).toContain(PREFERENCES)
      expect(`${text}${html}`).not.toContain(PARTNER_FOOTER)
    },
  )

  it.each([
    ['active', 'Your Grantwise partner account is approved', 'is approved'],
    [
      'suspended',
      'Your Grantwise partner account has been suspended',
      'Your referral links no longer record clicks, and your pending commissions have been cancelled.',
    ],
    [
      'inactive',
      'Your Grantwise partner account has been deactivated',
      'The account is closed and your referral links no longer work.',
    ],
    ['pending', 'Your Grantwise partner account is under review again', 'is back under review'],
  ] as const)('words a partner account that is %s', (status, subject, body) => {
    const email = renderEmail('partner_status', { ...PARTNER_DATA, status }, PARTNER_CTX)
    expect(email.subject).toBe(subject)
    for (const part of [email.text, email.html]) expect(part).toContain(body)
    expect(email.text.includes(PARTNER_DATA.referral_url)).toBe(status === 'active')
    expect(email.text.includes('reply to this e-mail')).toBe(status === 'suspended')
  })

  it('gives an approved partner the referral code, link and dashboard', () => {
    const { text, html } = renderEmail('partner_status', PARTNER_DATA, PARTNER_CTX)
    expect(text).toContain('Good news: the partner account of Acme BV is approved.')
    expect(text).toContain('Your referral code: ADA-42\nYour referral link: https://grantwise.eu/r/ADA-42\n')
    expect(text).toContain(`Open your partner dashboard: ${PORTAL}`)
    expect(html).toContain('Your referral code: <strong>ADA-42</strong>')
    expect(html).toContain('https://grantwise.eu/r/ADA-42')
    expect(html).toMatch(/>Open your partner dashboard<\/a>/)
  })

  it('shows the note of the team escaped in HTML, with its line breaks', () => {
    const notes = '  Welcome <script>alert(1)</script> & thanks!\r\nSecond line\n\n\n\nNew paragraph\n'
    const { text, html } = renderEmail('partner_status', { ...PARTNER_DATA, status: 'suspended', notes }, PARTNER_CTX)
    expect(html).not.toContain('<script>')
    expect(html).toContain(
      'Note from the Grantwise team:</p>\n<p style="margin:0 0 16px;">' +
        'Welcome &lt;script&gt;alert(1)&lt;/script&gt; &amp; thanks!<br>Second line<br><br>New paragraph</p>',
    )
    expect(text).toContain(
      'Note from the Grantwise team:\n\nWelcome <script>alert(1)</script> & thanks!\nSecond line\n\nNew paragraph\n',
    )
  })

  it.each([null, ' \n '])('leaves out an absent note (%j)', (notes) => {
    const { text, html } = renderEmail('partner_status', { ...PARTNER_DATA, notes }, PARTNER_CTX)
    expect(`${text}${html}`).not.toContain('Note from')
  })

  it.each([
    ['approved', 1, 'Commission approved: €1,234.50'],
    ['approved', 3, '3 commissions approved: €1,334.50'],
    ['paid', 1, 'Commission paid: €1,334.50'],
    ['paid', 3, '3 commissions paid: €1,334.50'],
  ] as const)('words the subject of %s commissions (%i)', (status, n, subject) => {
    const email = renderEmail(
      'commission_status',
      { ...COMMISSIONS, status, commissions: COMMISSIONS.commissions.slice(0, n) },
      PARTNER_CTX,
    )
    expect(email.subject).toBe(subject)
    const sentence = status === 'paid' ? 'the payout is on its way to you.' : 'will be included in the next payout.'
    for (const part of [email.text, email.html]) expect(part).toContain(sentence)
  })

  it('lists every commission and the total, a refund with a minus sign', () => {
    const { text, html } = renderEmail('commission_status', COMMISSIONS, PARTNER_CTX)
    expect(text).toContain('2026-02  €1,234.50\n2026-03  €120.00\n2026-04  -€20.00\n\nTotal: €1,334.50\n')
    expect(html).toMatch(/<tr><th scope="col" [^>]*>Period<\/th><th scope="col" [^>]*>Amount<\/th><\/tr>/)
    for (const [period, amount] of [
      ['2026-02', '€1,234.50'],
      ['2026-03', '€120.00'],
      ['2026-04', '-€20.00'],
    ]) {
      expect(html).toMatch(new RegExp(`>${period}</td><td [^>]*>${amount}</td></tr>`))
    }
    expect(html).toMatch(/>Total<\/th><td [^>]*>€1,334\.50<\/td><\/tr>/)
  })
})

describe('money', () => {
  // Two decimals whatever the currency; a rounded-away refund is not "-€0.00"; a bad code does not throw.
  it.each([
    [1234.5, 'EUR', '€1,234.50'],
    [-20, 'EUR', '-€20.00'],
    [-0.001, 'EUR', '€0.00'],
    [1500, 'jpy', 'JP¥1,500.00'],
    [12.3, 'euro', '12.30 EURO'],
  ])('formats %d %s as %s', (amount, currency, expected) => {
    expect(money(amount, currency)).toBe(expected)
  })
})

describe('isEmailTemplate', () => {
  it('accepts the known names only', () => {
    for (const name of EMAIL_TEMPLATES) expect(isEmailTemplate(name)).toBe(true)
    expect(isEmailTemplate('Welcome')).toBe(false)
    expect(isEmailTemplate('toString')).toBe(false)
  })
})
