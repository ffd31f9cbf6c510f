import {
  renderEmail,
  type EmailTemplate,
  type GrantLine,
  type RenderContext,
  type TemplateData,
} from './render.js'

// The e-mail templates' test data (render.test.ts): one case per template with the data it is
// sent with, the grants and contexts they are rendered against, and small readers of the HTML.

export const APP = 'https://app.grantwise.eu'
export const UNSUBSCRIBE = `${APP}/unsubscribe?token=abc&kind=digest`
export const CTX: RenderContext = { app_url: APP, unsubscribe_url: UNSUBSCRIBE, timezone: 'Europe/Brussels' }
export const NAME = 'Ada Lovelace'
export const GRANT: GrantLine = {
  title: 'Green Deal Innovation',
  url: 'https://grants.example.eu/g/1?lang=en&x=1',
  deadline: '2026-03-14T16:00:00Z',
  score: 0.823,
  funding: { max: 2_000_000, currency: 'EUR' },
}
export const OTHER: GrantLine = { title: 'Rolling SME Voucher', url: 'https://grants.example.eu/g/2', deadline: null }
export const HOSTILE: GrantLine = { title: '<script>alert(1)</script> & Co', url: 'javascript:alert(1)', deadline: null }
export const PREFERENCES = `${APP}/settings/notifications`
export const PARTNER_FOOTER = 'You receive this e-mail because you take part in the Grantwise partner programme.'
export const PARTNER: Partial<RenderContext> = { audience: 'partner' }
export const PARTNER_CTX: RenderContext = { ...CTX, ...PARTNER }
export const PORTAL = 'https://partners.grantwise.eu'
export const PARTNER_DATA: TemplateData['partner_status'] = {
  contact_name: NAME,
  company_name: 'Acme BV',
  status: 'active',
  referral_code: 'ADA-42',
  referral_url: 'https://grantwise.eu/r/ADA-42',
  notes: null,
  portal_url: PORTAL,
}
export const COMMISSIONS: TemplateData['commission_status'] = {
  contact_name: NAME,
  company_name: 'Acme BV',
  status: 'approved',
  total: 1334.5,
  currency: 'EUR',
  portal_url: `${PORTAL}/commissions`,
  commissions: [
    { period: '2026-02', amount: 1234.5, currency: 'EUR' },
    { period: '2026-03', amount: 120, currency: 'EUR' },
    { period: '2026-04', amount: -20, currency: 'EUR' },
  ],
}

export type Case = {
  [T in EmailTemplate]: {
    template: T
    data: TemplateData[T]
    subject: string
    links: string[]
    context?: Partial<RenderContext>
    /** When the recipient's name is not known (an invitation to an address). */
    greeting?: string
  }
}[EmailTemplate]

export const CASES: Case[] = [
  {
    template: 'welcome',
    data: { full_name: NAME, verify_url: `${APP}/verify?token=v1` },
    subject: 'Welcome to Grantwise: please confirm your e-mail address',
    links: [`${APP}/verify?token=v1`],
  },
  {
    template: 'password_reset',
    data: { full_name: NAME, reset_url: `${APP}/reset?token=r1` },
    subject: 'Reset your Grantwise password',
    links: [`${APP}/reset?token=r1`],
  },
  {
    template: 'test',
    data: { full_name: NAME, sent_at: '2026-03-14T16:00:00Z' },
    subject: 'Grantwise test e-mail',
    links: [],
  },
  {
    template: 'new_match',
    data: { full_name: NAME, company_name: 'Acme BV', matches: [GRANT, OTHER] },
    subject: '2 new grants match Acme BV',
    links: [GRANT.url, OTHER.url, `${APP}/matches`],
  },
  {
    template: 'deadline_reminder',
    data: { full_name: NAME, days_before: 3, grant: GRANT },
    subject: 'Green Deal Innovation: deadline in 3 days',
    links: [GRANT.url],
  },
  {
    template: 'weekly_digest',
    data: { full_name: NAME, week: '2026-W47', new_matches: [GRANT], deadlines: [OTHER] },
    subject: 'Your Grantwise week 2026-W47',
    links: [GRANT.url, OTHER.url, `${APP}/matches`],
  },
  {
    template: 'application_status',
    data: { full_name: NAME, company_name: 'Acme BV', grant: GRANT, from: 'submitted', to: 'under_review' },
    subject: 'Green Deal Innovation: application under review',
    links: [GRANT.url],
  },
  {
    template: 'mention',
    data: {
      full_name: NAME,
      author_name: 'Anna',
      company_name: 'Acme BV',
      subject_type: 'match',
      grant: GRANT,
      comment: 'Can you check\nthe budget?',
      url: `${APP}/matches/m1`,
    },
    subject: 'Anna mentioned you: Green Deal Innovation',
    links: [GRANT.url, `${APP}/matches/m1`],
  },
  {
    template: 'assignment',
    data: {
      full_name: NAME,
      assigned_by: 'Anna',
      company_name: 'Acme BV',
      subject_type: 'application',
      grant: GRANT,
      url: `${APP}/applications?company_id=c1`,
    },
    subject: 'Anna assigned you: Green Deal Innovation',
    links: [GRANT.url, `${APP}/applications?company_id=c1`],
  },
  {
    template: 'webhook_disabled',
    subject: 'A Grantwise webhook endpoint was disabled',
    links: [`${APP}/settings/integrations`],
    data: {
      full_name: NAME,
      endpoint_url: 'https://hooks.example.com/in',
      description: 'CRM',
      reason: '5 deliveries in a row failed',
      disabled_at: '2026-03-14T16:00:00Z',
      settings_url: `${APP}/settings/integrations`,
    },
  },
  {
    template: 'grant_changed',
    data: {
      full_name: NAME,
      grant: GRANT,
      headline: 'Deadline moved',
      changes: ['Deadline moved: 12 Mar → 26 Mar 2027 17:00 Brussels'],
      urgency: null,
    },
    subject: 'Deadline moved: Green Deal Innovation',
    links: [GRANT.url],
  },
  {
    template: 'partner_status',
    data: PARTNER_DATA,
    subject: 'Your Grantwise partner account is approved',
    links: [PORTAL],
    context: PARTNER,
  },
  {
    template: 'commission_status',
    data: COMMISSIONS,
    subject: '3 commissions approved: €1,334.50',
    links: [`${PORTAL}/commissions`],
    context: PARTNER,
  },
  {
    template: 'saved_search',
    data: {
      full_name: NAME,
      search_name: 'Heat pumps',
      grants: [GRANT, OTHER],
      more: 3,
      search_url: `${APP}/grants?q=heat%20pumps&country=DE,AT`,
    },
    subject: '5 new grants for your search “Heat pumps”',
    links: [GRANT.url, OTHER.url, `${APP}/grants?q=heat%20pumps&country=DE,AT`],
  },
  {
    template: 'invitation',
    greeting: 'Hello,',
    data: {
      inviter_name: NAME,
      workspace_name: 'Acme BV',
      role: 'admin',
      accept_url: `${APP}/invite?token=i1`,
      expires_at: '2026-03-14T16:00:00Z',
    },
    subject: 'Ada Lovelace invited you to Acme BV on Grantwise',
    links: [`${APP}/invite?token=i1`],
  },
  {
    template: 'account_deletion',
    data: { full_name: NAME, deletion_due_at: '2026-04-13T16:00:00Z', restore_url: `${APP}/account` },
    subject: 'Your Grantwise account will be deleted',
    links: [`${APP}/account`],
  },
  {
    template: 'partner_application',
    data: { contact_name: NAME, company_name: 'Acme BV', email: 'ada@acme.example', login_url: `${APP}/partners/login` },
    subject: 'We have received your Grantwise partner application',
    links: [`${APP}/partners/login`],
    context: PARTNER,
  },
]

// The grant templates with the given grant in every grant slot.
export function withGrant(grant: GrantLine): Case[] {
  return [
    {
      template: 'new_match',
      data: { full_name: NAME, company_name: 'Acme BV', matches: [grant] },
      subject: '',
      links: [],
    },
    { template: 'deadline_reminder', data: { full_name: NAME, days_before: 5, grant }, subject: '', links: [] },
    {
      template: 'weekly_digest',
      data: { full_name: NAME, week: '2026-W47', new_matches: [grant], deadlines: [grant] },
      subject: '',
      links: [],
    },
    {
      template: 'application_status',
      data: { full_name: NAME, company_name: 'Acme BV', grant, from: 'draft', to: 'submitted' },
      subject: '',
      links: [],
    },
    {
      template: 'mention',
      data: {
        full_name: NAME,
        author_name: 'Anna',
        company_name: 'Acme BV',
        subject_type: 'match',
        grant,
        comment: 'See this',
        url: `${APP}/matches/m1`,
      },
      subject: '',
      links: [],
    },
    {
      template: 'assignment',
      data: {
        full_name: NAME,
        assigned_by: 'Anna',
        company_name: 'Acme BV',
        subject_type: 'match',
        grant,
        url: `${APP}/matches/m1`,
      },
      subject: '',
      links: [],
    },
    {
      template: 'saved_search',
      data: {
        full_name: NAME,
        search_name: 'Heat pumps',
        grants: [grant],
        more: 0,
        search_url: `${APP}/grants?q=heat`,
      },
      subject: '',
      links: [],
    },
    {
      template: 'grant_changed',
      data: {
        full_name: NAME,
        grant,
        headline: 'Withdrawn',
        changes: ['Status: open → withdrawn from the source'],
        urgency: 'withdrawn',
      },
      subject: '',
      links: [],
    },
  ]
}

export const render = (c: Case, context: Partial<RenderContext> = {}) =>
  renderEmail(c.template, c.data, { ...CTX, ...c.context, ...context })
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
export const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])
