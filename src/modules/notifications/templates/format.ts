// Formatting helpers shared by the subjects and the template bodies (through `it.h`). Pure: the
// recipient's time zone and language are the only inputs besides the values themselves. Dates and
// amounts follow the language's conventions ("14 March 2026, 17:00" / "14. März 2026, 17:00",
// "€1,234.50" / "1.234,50 €"); the few words the helpers add come from WORDS.
import type { Language } from '../../../core/language.js'

const DATE_TIME_OPTIONS = { dateStyle: 'long', timeStyle: 'short' } as const
const MAX_SUBJECT_TITLE = 120

/** The Intl locale of each language: British English (day before month, 24-hour clock) and German. */
const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' }

/** The words the helpers write, per language. */
const WORDS: Record<Language, {
  rolling: string
  score: (percent: number) => string
  closesIn: (days: number) => string
  funding: (amount: string) => string
  statuses: Record<string, string>
  greeting: (name: string) => string
}> = {
  en: {
    rolling: 'Rolling call (no fixed deadline)',
    score: (percent) => `${percent}% match`,
    closesIn: (days) => (days <= 0 ? 'closes today' : days === 1 ? 'closes in 1 day' : `closes in ${days} days`),
    funding: (amount) => `up to ${amount}`,
    statuses: {},
    greeting: (name) => `Hi ${name || 'there'},`,
  },
  de: {
    rolling: 'Laufende Ausschreibung (keine feste Frist)',
    score: (percent) => `${percent} % Übereinstimmung`,
    closesIn: (days) => (days <= 0 ? 'endet heute' : days === 1 ? 'endet in 1 Tag' : `endet in ${days} Tagen`),
    funding: (amount) => `bis zu ${amount}`,
    statuses: {
      draft: 'Entwurf', submitted: 'eingereicht', under_review: 'in Prüfung', approved: 'bewilligt',
      rejected: 'abgelehnt', withdrawn: 'zurückgezogen',
    },
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
  },
}

// Building an Intl.DateTimeFormat costs far more than formatting with one, and a digest formats
// many dates in one zone: keep one formatter per zone and language.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor (timeZone: string, language: Language = 'en'): Intl.DateTimeFormat {
  let formatter = formatters.get(`${language}|${timeZone}`)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language], { ...DATE_TIME_OPTIONS, timeZone })
    formatters.set(`${language}|${timeZone}`, formatter)
  }
  return formatter
}

/** A zone the Intl runtime knows; an unknown one (stale profile data) falls back to UTC rather than failing the e-mail. */
export function knownTimeZone (timeZone: string): string {
  try {
    formatterFor(timeZone)
    return timeZone
  } catch {
    return 'UTC'
  }
}

/** "14 March 2026, 17:00 (Europe/Brussels)", "14. März 2026, 17:00 (Europe/Brussels)"; an unparsable value is shown as given. */
export function formatInstant (iso: string, timeZone: string, language: Language = 'en'): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return oneLine(iso)
  // ICU versions join date and time with " at "/" um " or ", ": pin the separator so mail reads the same everywhere.
  const parts = formatterFor(timeZone, language).formatToParts(date)
  const hour = parts.findIndex((part) => part.type === 'hour')
  const text = parts.map((part, i) => (i === hour - 1 && part.type === 'literal' ? ', ' : part.value)).join('')
  return `${text} (${timeZone})`
}

export function formatDeadline (deadline: string | null, timeZone: string, language: Language = 'en'): string {
  return deadline === null ? WORDS[language].rolling : formatInstant(deadline, timeZone, language)
}

/** 0.823 → "82% match" ("82 % Übereinstimmung"). */
export function formatScore (score: number, language: Language = 'en'): string {
  return WORDS[language].score(Math.round(Math.min(1, Math.max(0, score)) * 100))
}

/** 0 → "closes today", 1 → "closes in 1 day", n → "closes in n days" (German: "endet …"). */
export function closesIn (days: number, language: Language = 'en'): string {
  return WORDS[language].closesIn(days)
}

/** 'under_review' → 'under review' ('in Prüfung'); a status without a translation is shown in words as it is. */
export function statusWords (status: string, language: Language = 'en'): string {
  return WORDS[language].statuses[status] ?? oneLine(status.replace(/_/g, ' ')).toLowerCase()
}

/** The largest amount of a grant: "up to €2,000,000" ("bis zu 2.000.000 €"), in the grant's currency, whole units. */
export function fundingUpTo (amount: number, currency: string, language: Language = 'en'): string {
  const code = oneLine(currency).toUpperCase()
  let text: string
  try {
    text = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: code, maximumFractionDigits: 0 }).format(amount)
  } catch {
    text = `${new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 }).format(amount)} ${code}`.trim()
  }
  return WORDS[language].funding(text)
}

const moneyFormatters = new Map<string, Intl.NumberFormat>()

/**
 * "€1,234.50", "-€20.00" (a refund adjustment). Always two decimals, whatever the currency's own
 * minor unit, so the amounts in one list line up. "negative" keeps a rounded -0.001 from reading
 * "-€0.00". A malformed currency code (Intl throws) is shown after the number rather than failing
 * the e-mail.
 */
export function money (amount: number, currency: string, language: Language = 'en'): string {
  const code = oneLine(currency).toUpperCase()
  const locale = LOCALES[language]
  let formatter = moneyFormatters.get(`${language}|${code}`)
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: 2,
        maximumFractionDigits: 2, signDisplay: 'negative' })
    } catch {
      const plain = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' })
      return `${plain.format(amount)} ${code}`.trim()
    }
    moneyFormatters.set(`${language}|${code}`, formatter)
  }
  return formatter.format(amount)
}

/**
 * A free text typed by a person (a note from the team), as lines: each one cleaned like `oneLine`,
 * runs of blank lines cut to one so paragraphs survive, none at either end. Empty for blank text.
 */
export function textLines (value: string): string[] {
  const lines: string[] = []
  for (const line of value.split(/\r\n?|[\n\v\f\u2028\u2029]/).map(oneLine)) {
    if (line !== '' || (lines.length > 0 && lines[lines.length - 1] !== '')) lines.push(line)
  }
  if (lines[lines.length - 1] === '') lines.pop()
  return lines
}

/** Any whitespace run (newlines included) becomes one space, so a value cannot break a header or a text line. */
export function oneLine (value: string): string {
  return value.replace(/\s+/g, ' ').trim()
}

/** A title for a subject line: one line, at most 120 characters (by code point) including the "…". */
export function subjectTitle (title: string): string {
  const chars = Array.from(oneLine(title))
  if (chars.length <= MAX_SUBJECT_TITLE) return chars.join('')
  return `${chars.slice(0, MAX_SUBJECT_TITLE - 1).join('').trimEnd()}…`
}

/** Only http(s) URLs become links; anything else (javascript:, data:, relative junk) is shown as text. */
export function isLinkable (url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

export function greetingName (fullName: string): string {
  return oneLine(fullName) || 'there'
}

/** The helpers a template (and its subject) reaches as `it.h`, bound to the recipient's zone and language. */
export function templateHelpers (timeZone: string, language: Language = 'en') {
  const zone = knownTimeZone(timeZone)
  return {
    instant: (iso: string) => formatInstant(iso, zone, language),
    deadline: (deadline: string | null) => formatDeadline(deadline, zone, language),
    score: (score: number) => formatScore(score, language),
    closesIn: (days: number) => closesIn(days, language),
    status: (status: string) => statusWords(status, language),
    funding: (amount: number, currency: string) => fundingUpTo(amount, currency, language),
    line: oneLine,
    lines: textLines,
    money: (amount: number, currency: string) => money(amount, currency, language),
    name: greetingName,
    /** "Hi Ada," / "Guten Tag Ada Lovelace,": the salutation of the language, with the name when there is one. */
    greeting: (fullName: string) => WORDS[language].greeting(oneLine(fullName)),
    subjectTitle,
    linkable: isLinkable,
  }
}

export type TemplateHelpers = ReturnType<typeof templateHelpers>
