// Renders the notification e-mails: subject, plain-text and HTML bodies, in the recipient's
// language. The templates are Eta strings compiled once at module load into two engines, one
// escaping for HTML and one raw for text; they are registered by name (`@welcome.de`, `@layout`, …)
// because the service is bundled and has no template files on disk. Each language writes every
// template once, in its own folder (en/, de/: sentences differ in order and grammar, so they are
// whole sources rather than string tables); the frame and the grant partial are shared and take
// their words from the language's LayoutStrings.
import { Eta } from 'eta'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../../core/language.js'
import { htmlPartials, textPartials, type LayoutStrings } from './layout.js'
import { templateHelpers, type TemplateHelpers } from './format.js'
import { en } from './en/index.js'
import { de } from './de/index.js'

export const EMAIL_TEMPLATES = [
  'welcome',
  'password_reset',
  'test',
  'new_match',
  'deadline_reminder',
  'weekly_digest',
  'application_status',
  'partner_status',
  'commission_status',
  'mention',
  'assignment',
  'invitation',
  'webhook_disabled',
  'saved_search',
  'grant_changed',
  'account_deletion',
  'partner_application',
] as const
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number]

/** One grant as a line in an e-mail. `deadline` is an ISO 8601 instant or null (rolling call). */
export interface GrantLine {
  title: string
  url: string
  deadline: string | null
  score?: number
  /** The largest amount on offer, in the grant's currency; written out in the reader's language. */
  funding?: { max: number; currency: string } | null
}

export interface TemplateData {
  welcome: { full_name: string; verify_url: string }
  password_reset: { full_name: string; reset_url: string }
  test: { full_name: string; sent_at: string }
  new_match: { full_name: string; company_name: string; matches: GrantLine[] }
  deadline_reminder: { full_name: string; days_before: number; grant: GrantLine }
  weekly_digest: { full_name: string; week: string; new_matches: GrantLine[]; deadlines: GrantLine[] }
  application_status: { full_name: string; company_name: string; grant: GrantLine; from: string; to: string }
  partner_status: {
    contact_name: string
    company_name: string
    status: 'pending' | 'active' | 'suspended' | 'inactive'
    referral_code: string
    referral_url: string
    notes: string | null
    portal_url: string
  }
  invitation: {
    inviter_name: string
    workspace_name: string
    role: 'admin' | 'member'
    accept_url: string
    expires_at: string
  }
  /** A comment naming the recipient; `url` opens the match or the application in the web app. */
  mention: {
    full_name: string
    author_name: string
    company_name: string
    subject_type: 'match' | 'application'
    grant: GrantLine
    comment: string
    url: string
  }
  assignment: {
    full_name: string
    assigned_by: string
    company_name: string
    subject_type: 'match' | 'application'
    grant: GrantLine
    url: string
  }
  /** A failing webhook endpoint was switched off; `disabled_at` is an ISO 8601 instant. */
  webhook_disabled: {
    full_name: string
    endpoint_url: string
    description: string | null
    reason: string
    disabled_at: string
    settings_url: string
  }
  /** New grants of one saved search: up to ten shown, `more` others behind `search_url` (the search in the web app). */
  saved_search: { full_name: string; search_name: string; grants: GrantLine[]; more: number; search_url: string }
  /** A followed call changed: `changes` one line per field, in words; `urgency` when it closed early or was withdrawn. */
  grant_changed: {
    full_name: string
    grant: GrantLine
    headline: string
    changes: string[]
    urgency: 'withdrawn' | 'closed early' | null
  }
  /** DELETE /account scheduled the deletion; `restore_url` opens the account page, where it can be cancelled. */
  account_deletion: { full_name: string; deletion_due_at: string; restore_url: string }
  /** The receipt of a partner application (the account is pending until an operator approves it). */
  partner_application: { contact_name: string; company_name: string; email: string; login_url: string }
  commission_status: {
    contact_name: string
    company_name: string
    status: 'approved' | 'paid'
    commissions: { period: string; amount: number; currency: string }[]
    total: number
    currency: string
    portal_url: string
  }
}

export interface RenderContext {
  /** Base URL of the web app, e.g. https://app.grantwise.eu (no trailing slash). */
  app_url: string
  /** One-click unsubscribe link for this kind of e-mail, or null for essential mail (welcome, password_reset, test). */
  unsubscribe_url: string | null
  /** IANA time zone the recipient's dates are shown in, e.g. 'Europe/Brussels'. */
  timezone: string
  /**
   * Who the mail goes to; 'user' when absent. Partners have no notification preferences: their
   * e-mails are about their account and their money and are always sent, so their footer does
   * not point to a preferences page.
   */
  audience?: 'user' | 'partner'
  /** The recipient's language; English when absent or unknown (a stored value no longer supported). */
  language?: string
}

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

/** One template's sources: the subject is built in code (plain text, one line), the bodies by Eta. */
export interface TemplateSource<T extends EmailTemplate> {
  /** `h`: the same helpers as the bodies', in the recipient's language and time zone. */
  subject: (data: TemplateData[T], h: TemplateHelpers) => string
  html: string
  text: string
}

/** Everything one language brings: every template, and the words of the shared frame. */
export interface LanguagePack {
  templates: { [T in EmailTemplate]: TemplateSource<T> }
  layout: LayoutStrings
}

/** What a template body sees as `it`: its data plus these (they win over a same-named data key). */
export interface TemplateView {
  subject: string
  app_url: string
  preferences_url: string | null
  unsubscribe_url: string | null
  lang: Language
  l: LayoutStrings
  h: TemplateHelpers
}

// Typed so that a language without one of the templates does not compile.
const PACKS: Record<Language, LanguagePack> = { en, de }

// No trimming: see layout.ts. `cache` only concerns file templates; named ones are always kept.
const htmlEngine = new Eta({ autoEscape: true, autoTrim: false })
const textEngine = new Eta({ autoEscape: false, autoTrim: false })

for (const [name, source] of Object.entries(htmlPartials)) htmlEngine.loadTemplate(name, source)
for (const [name, source] of Object.entries(textPartials)) textEngine.loadTemplate(name, source)
for (const language of LANGUAGES) {
  for (const name of EMAIL_TEMPLATES) {
    htmlEngine.loadTemplate(`@${name}.${language}`, PACKS[language].templates[name].html)
    textEngine.loadTemplate(`@${name}.${language}`, PACKS[language].templates[name].text)
  }
}

export function isEmailTemplate(value: string): value is EmailTemplate {
  return (EMAIL_TEMPLATES as readonly string[]).includes(value)
}

export function renderEmail<T extends EmailTemplate>(
  template: T,
  data: TemplateData[T],
  context: RenderContext,
): RenderedEmail {
  if (!isEmailTemplate(template)) throw new Error(`Unknown e-mail template '${String(template)}'`)
  const language = isLanguage(context.language) ? context.language : DEFAULT_LANGUAGE
  const pack = PACKS[language]
  const source = pack.templates[template] as TemplateSource<T>
  const h = templateHelpers(context.timezone, language)
  const subject = source.subject(data, h)
  const appUrl = context.app_url.replace(/\/+$/, '')
  const view: TemplateData[T] & TemplateView = {
    ...data,
    subject,
    app_url: appUrl,
    preferences_url: context.audience === 'partner' ? null : `${appUrl}/settings/notifications`,
    unsubscribe_url: context.unsubscribe_url,
    lang: language,
    l: pack.layout,
    h,
  }
  return {
    subject,
    text: tidyText(textEngine.render(`@${template}.${language}`, view)),
    html: htmlEngine.render(`@${template}.${language}`, view),
  }
}

// Conditional lines leave stray blank lines and trailing spaces; mail reads better without them.
function tidyText(text: string): string {
  return `${text
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`
}
