import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'

// Locale-aware formatting (German: 250.000 €, 21.11.2026). Amounts keep their own currency
// (Innovate UK grants are in GBP). Days until a deadline come from the API, never the browser clock.
// The same text on the server (Node's ICU) as in the browser, or a page drawn on the server does
// not match the app taking it over: hence compact amounts' explicit minimumFractionDigits, which
// Node 20 otherwise takes as 1 ("£250.0k" where browsers write "£250k").

const locale = (language: string) => (language === 'de' ? 'de-DE' : 'en-GB')

// Building an Intl formatter costs far more than using one (a search page formats a few hundred
// numbers and dates per render), so each locale-and-options pair is built once and kept.
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat
const built = new Map<string, Formatter>()
function once<T extends Formatter> (key: string, make: () => T): T {
  let f = built.get(key) as T | undefined
  if (!f) built.set(key, f = make())
  return f
}
const numberFormat = (l: string, o: Intl.NumberFormatOptions) => once(`n ${l} ${JSON.stringify(o)}`, () => new Intl.NumberFormat(l, o))
const dateFormat = (l: string, o: Intl.DateTimeFormatOptions) => once(`d ${l} ${JSON.stringify(o)}`, () => new Intl.DateTimeFormat(l, o))

function build (language: string) {
  const l = locale(language)
  return {
    number: (n: number, digits = 0) => numberFormat(l, { maximumFractionDigits: digits }).format(n),
    money: (n: number, currency = 'EUR') =>
      numberFormat(l, { style: 'currency', currency, maximumFractionDigits: n % 1 === 0 ? 0 : 2 }).format(n),
    compactMoney: (n: number, currency = 'EUR') =>
      numberFormat(l, { style: 'currency', currency, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(n),
    percent: (fraction: number, digits = 0) => numberFormat(l, { style: 'percent', maximumFractionDigits: digits }).format(fraction),
    date: (iso: string) => dateFormat(l, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)),
    dateTime: (iso: string) => dateFormat(l, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    /** The date and time in `timeZone` (a source's: "14 Sept 2027, 17:00"), or in the reader's. */
    dateTimeIn: (iso: string, timeZone?: string) =>
      dateFormat(l, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
    time: (iso: string) => dateFormat(l, { timeStyle: 'short' }).format(new Date(iso)),
    month: (yyyyMm: string) => dateFormat(l, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${yyyyMm}-01T00:00:00Z`)),
    inDays: (days: number) => once(`r ${l}`, () => new Intl.RelativeTimeFormat(l, { numeric: 'auto' })).format(days, 'day'),
    /** `a, b and c` / `a, b und c`. */
    list: (items: string[]) => once(`l ${l}`, () => new Intl.ListFormat(l, { type: 'conjunction' })).format(items),
  }
}

const byLanguage = new Map<string, ReturnType<typeof build>>()

/** The formatters of a language (the same object on every call, so it is safe in dependencies). */
export function formatters (language: string) {
  let f = byLanguage.get(language)
  if (!f) byLanguage.set(language, f = build(language))
  return f
}

export type Formatters = ReturnType<typeof formatters>

export function useFormat (): Formatters {
  const { i18n } = useTranslation()
  return formatters(i18n.language)
}

// The reader's time zone is the browser's: unknown on the server, which draws a visitor's first view
// (web/src/entry-server.tsx), and so also while the browser takes that view over, whose first render
// must be the server's. Times in the reader's zone are shown from the render after.
const never = () => () => undefined

/** Whether times can be shown in the reader's own zone (false on the server and while hydrating). */
export function useReaderZoneKnown (): boolean {
  return useSyncExternalStore(never, () => true, () => false)
}
