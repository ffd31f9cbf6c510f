import { useTranslation } from 'react-i18next'

// Locale-aware formatting (German: 250.000 €, 21.11.2026). Amounts keep their own currency
// (Innovate UK grants are in GBP). Days until a deadline come from the API, never the browser clock.

const locale = (language: string) => (language === 'de' ? 'de-DE' : 'en-GB')

export function formatters (language: string) {
  const l = locale(language)
  return {
    number: (n: number, digits = 0) => new Intl.NumberFormat(l, { maximumFractionDigits: digits }).format(n),
    money: (n: number, currency = 'EUR') =>
      new Intl.NumberFormat(l, { style: 'currency', currency, maximumFractionDigits: n % 1 === 0 ? 0 : 2 }).format(n),
    compactMoney: (n: number, currency = 'EUR') =>
      new Intl.NumberFormat(l, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(n),
    percent: (fraction: number, digits = 0) => new Intl.NumberFormat(l, { style: 'percent', maximumFractionDigits: digits }).format(fraction),
    date: (iso: string) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)),
    dateTime: (iso: string) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    month: (yyyyMm: string) => new Intl.DateTimeFormat(l, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${yyyyMm}-01T00:00:00Z`)),
    inDays: (days: number) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }).format(days, 'day'),
  }
}

export type Formatters = ReturnType<typeof formatters>

export function useFormat (): Formatters {
  const { i18n } = useTranslation()
  return formatters(i18n.language)
}
