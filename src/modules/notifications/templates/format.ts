// Formatting helpers shared by the subjects (plain TypeScript) and the template bodies (through
// `it.h`). Pure: the recipient's time zone is the only input besides the values themselves.

const DATE_TIME_OPTIONS = { dateStyle: 'long', timeStyle: 'short' } as const
const MAX_SUBJECT_TITLE = 120

// Building an Intl.DateTimeFormat costs far more than formatting with one, and a digest formats
// many dates in one zone: keep one formatter per zone.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor (timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { ...DATE_TIME_OPTIONS, timeZone })
    formatters.set(timeZone, formatter)
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

/** "14 March 2026, 17:00 (Europe/Brussels)"; an unparsable value is shown as given. */
export function formatInstant (iso: string, timeZone: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return oneLine(iso)
  // ICU versions join date and time with " at " or ", ": pin the separator so mail reads the same everywhere.
  const parts = formatterFor(timeZone).formatToParts(date)
  const hour = parts.findIndex((part) => part.type === 'hour')
  const text = parts.map((part, i) => (i === hour - 1 && part.type === 'literal' ? ', ' : part.value)).join('')
  return `${text} (${timeZone})`
}

export function formatDeadline (deadline: string | null, timeZone: string): string {
  return deadline === null ? 'Rolling call (no fixed deadline)' : formatInstant(deadline, timeZone)
}

/** 0.823 → "82% match". */
export function formatScore (score: number): string {
  return `${Math.round(Math.min(1, Math.max(0, score)) * 100)}% match`
}

/** 0 → "closes today", 1 → "closes in 1 day", n → "closes in n days". */
export function closesIn (days: number): string {
  if (days <= 0) return 'closes today'
  return days === 1 ? 'closes in 1 day' : `closes in ${days} days`
}

/** 'under_review' → 'under review'. */
export function statusWords (status: string): string {
  return oneLine(status.replace(/_/g, ' ')).toLowerCase()
}

const moneyFormatters = new Map<string, Intl.NumberFormat>()

/**
 * "€1,234.50", "-€20.00" (a refund adjustment). Always two decimals, whatever the currency's own
 * minor unit, so the amounts in one list line up. "negative" keeps a rounded -0.001 from reading
 * "-€0.00". A malformed currency code (Intl throws) is shown after the number rather than failing
 * the e-mail.
 */
export function money (amount: number, currency: string): string {
  const code = oneLine(currency).toUpperCase()
  let formatter = moneyFormatters.get(code)
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' })
    } catch {
      return `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' }).format(amount)} ${code}`.trim()
    }
    moneyFormatters.set(code, formatter)
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

/** The helpers a template reaches as `it.h`, bound to the recipient's zone. */
export function templateHelpers (timeZone: string) {
  const zone = knownTimeZone(timeZone)
  return {
    instant: (iso: string) => formatInstant(iso, zone),
    deadline: (deadline: string | null) => formatDeadline(deadline, zone),
    score: formatScore,
    closesIn,
    status: statusWords,
    line: oneLine,
    lines: textLines,
    money,
    name: greetingName,
    linkable: isLinkable,
  }
}

export type TemplateHelpers = ReturnType<typeof templateHelpers>
