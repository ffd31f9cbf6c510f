import { List, type ListProps } from '@mantine/core'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { useCountryName } from '../grants/grant-bits'

// A match's reasons in the reader's language. The API gives each reason as a code with values
// (`{ code: 'country_open', params: { country: 'DE' } }`) beside its English sentence; the sentence
// per code is in i18n/<lang>/reasons.json, and the values are named here the way the rest of the
// app names them: countries, sizes, carbon categories, scopes and taxonomy objectives from their
// codes, amounts and days through Intl. A code this build does not know (a newer server) and
// matches stored before codes existed fall back to the English sentence.

type Reason = Schemas['MatchReason']
type Params = Reason['params']

const text = (v: unknown) => (typeof v === 'string' ? v : '')
const texts = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
const number = (v: unknown) => (typeof v === 'number' ? v : 0)

export function useReasonText (): (reason: Reason, english: string) => string {
  const { t, i18n } = useTranslation(['reasons', 'grants', 'matches'])
  const f = useFormat()
  const countryName = useCountryName()
  return useCallback((reason: Reason, english: string) => {
    // Category names start a sentence's object in English only: German nouns keep their capital.
    const label = (key: string) => (i18n.language === 'en' ? t(key).toLowerCase() : t(key))
    const named = (prefix: string) => (v: unknown) => f.list(texts(v).map((code) => label(`grants:${prefix}.${code}`)))
    const percent = (v: unknown) => f.percent(number(v) / 100)
    const p: Params = reason.params
    // How each parameter is said; only the reason's own parameters are formatted.
    const say: Record<string, (v: unknown) => unknown> = {
      country: (v) => countryName(text(v)),
      size: (v) => t(`grants:size.${text(v)}`),
      regions: (v) => texts(v).join(', '),
      nace: (v) => (Array.isArray(v) ? `${texts(v).join(', ')}${p.more === true ? ', …' : ''}` : text(v)),
      date: (v) => (text(v) ? f.date(text(v)) : ''),
      amount: (v) => f.compactMoney(number(v), text(p.currency) || 'EUR'),
      words: (v) => (typeof v === 'string' ? v : f.list(texts(v))),
      concepts: (v) => f.list(texts(v)),
      categories: named('carbonCategory'),
      scopes: named('scope'),
      objectives: named('objective'),
      target: percent,
      minimum: percent,
      action: (v) => t(`reasons:action.${text(v)}`),
      criterion: (v) => t(`matches:eligibility.criterion.${text(v)}`),
      call: (v) => text(v) || t('reasons:otherwise'),
      company: (v) => text(v) || t('reasons:notStated'),
    }
    const values: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(p)) values[name] = say[name] ? say[name](value) : value
    if (typeof p.days === 'number') Object.assign(values, { when: f.inDays(p.days), ago: f.inDays(-p.days) })
    if (Array.isArray(p.objectives)) values.count = p.objectives.length
    const key = reason.code === 'closed' && !p.date ? 'closedUndated' : reason.code
    return t(`reasons:${key}`, { ...values, defaultValue: english })
  }, [t, i18n.language, f, countryName])
}

/** The reasons of a match (or a part of its breakdown) as sentences in the reader's language. */
export function useReasons (reasons: string[], codes: Reason[] | undefined): string[] {
  const say = useReasonText()
  // Codes and sentences come in the same order; a match stored before codes existed has none.
  if (!codes || codes.length !== reasons.length) return reasons
  return codes.map((code, i) => say(code, reasons[i]!))
}

/** A match's reasons as a list (the first `max`); nothing when it has none. */
export function ReasonList ({ reasons, codes, max, ...list }: {
  reasons: string[]
  codes: Reason[] | undefined
  max?: number
} & Omit<ListProps, 'children'>) {
  const sentences = useReasons(reasons, codes).slice(0, max)
  if (sentences.length === 0) return null
  return <List size="sm" {...list}>{sentences.map((r) => <List.Item key={r}>{r}</List.Item>)}</List>
}
