import { Badge, Group, Text } from '@mantine/core'
import { Fragment, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { useFormat, type Formatters } from '../../app/format'

// Small pieces shared by the grants pages: status badges (text, not colour alone), funding
// ranges in the grant's own currency, deadlines with the API's day count, country names, and the
// search highlights rendered as React nodes.

type Grant = Schemas['Grant']

// Filled dark shades: the light variant of teal fails AA contrast (axe).
const STATUS_COLOR: Record<Grant['status'], string> = { active: 'teal.9', upcoming: 'blue.8', closed: 'gray.7' }

export function StatusBadge ({ status }: { status: Grant['status'] }) {
  const { t } = useTranslation('grants')
  return <Badge variant="filled" color={STATUS_COLOR[status]} style={{ flexShrink: 0 }}>{t(`status.${status}`)}</Badge>
}

/**
 * What a record is, as badges. A call shows its status. A programme is never open to apply to
 * (its managing authority publishes the calls), so "Funding programme" stands in for "Open"; an
 * ended or not yet started programme also says so. A past topic is always closed, and says why.
 */
export function RecordBadge ({ grant }: { grant: Pick<Grant, 'record_type' | 'status'> }) {
  const { t } = useTranslation('grants')
  if (grant.record_type === 'call') return <StatusBadge status={grant.status} />
  const badge = (
    <Badge variant="filled" color={grant.record_type === 'programme' ? 'indigo.9' : 'gray.7'} style={{ flexShrink: 0 }}>
      {t(`recordType.${grant.record_type}`)}
    </Badge>
  )
  if (grant.record_type === 'past_topic' || grant.status === 'active') return badge
  return <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>{badge}<StatusBadge status={grant.status} /></Group>
}

export function fundingRange (g: Pick<Grant, 'funding_amount_min' | 'funding_amount_max' | 'currency'>, f: Formatters, t: (k: string, o?: Record<string, unknown>) => string): string | null {
  const { funding_amount_min: min, funding_amount_max: max, currency } = g
  if (min !== null && max !== null && min !== max) return t('funding.range', { min: f.money(min, currency), max: f.money(max, currency) })
  if (max !== null) return min === max ? f.money(max, currency) : t('funding.upTo', { max: f.money(max, currency) })
  if (min !== null) return t('funding.from', { min: f.money(min, currency) })
  return null
}

export function rateRange (g: Pick<Grant, 'funding_rate_min' | 'funding_rate_max'>, f: Formatters): string | null {
  const { funding_rate_min: min, funding_rate_max: max } = g
  if (min !== null && max !== null && min !== max) return `${f.percent(min)} – ${f.percent(max)}`
  const one = max ?? min
  return one === null ? null : f.percent(one)
}

/** "in 12 days" / "3 days ago" from the API's whole-day count (never the browser clock). */
export function useDaysText () {
  const f = useFormat()
  return (days: number | null | undefined) => (days === null || days === undefined ? null : f.inDays(days))
}

/** Days from the grant's `days_until_deadline` shifted to another cut-off of the same grant. */
export function daysFor (grant: Grant, iso: string): number | null {
  if (grant.days_until_deadline === null || !grant.deadline) return null
  const diff = Math.round((Date.parse(iso) - Date.parse(grant.deadline)) / 86_400_000)
  return grant.days_until_deadline + diff
}

/** The deadline a new applicant must meet with "in N days" from the API's `days_until_deadline`. */
export function DeadlineText ({ grant }: { grant: Grant }) {
  return <Text size="sm"><DeadlineLabel grant={grant} /></Text>
}

/** DeadlineText's words without the Text around them (for the plain result cards). */
export function DeadlineLabel ({ grant }: { grant: Grant }) {
  const { t } = useTranslation('grants')
  const f = useFormat()
  const days = useDaysText()
  // Programmes and past topics have no deadline to meet: say what stands in its place.
  if (grant.record_type === 'programme') {
    return <>{grant.end_date ? t('deadline.programmeUntil', { date: f.date(grant.end_date) }) : t('deadline.programme')}</>
  }
  if (grant.record_type === 'past_topic') return <>{t('deadline.pastTopic')}</>
  if (!grant.deadline) return <>{t('deadline.none')}</>
  return (
    <>
      {t('deadline.label')}: <time dateTime={grant.deadline}>{f.date(grant.deadline)}</time>
      {grant.days_until_deadline !== null && <> ({days(grant.days_until_deadline)})</>}
    </>
  )
}

/** Country code → name: the reference list in English, Intl's display names in other languages. */
const displayNames = new Map<string, Intl.DisplayNames | null>()
function regionNames (language: string): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    let display: Intl.DisplayNames | null = null
    try { display = new Intl.DisplayNames([language], { type: 'region' }) } catch { display = null }
    displayNames.set(language, display)
  }
  return displayNames.get(language)!
}

/** Country code → name in the current language; one function per language and country list. */
export function useCountryName () {
  const { i18n: { language } } = useTranslation()
  const countries = $api.useQuery('get', '/api/v1/reference/countries', {}, { staleTime: Infinity })
  return useMemo(() => {
    const byCode = new Map((countries.data ?? []).map((c) => [c.code, c.name]))
    const display = regionNames(language)
    return (code: string) => {
      if (language !== 'en' && display) {
        const name = display.of(code)
        if (name && name !== code) return name
      }
      return byCode.get(code) ?? display?.of(code) ?? code
    }
  }, [language, countries.data])
}

export function CountryList ({ codes, max = 6 }: { codes: string[]; max?: number }) {
  return <CountryNames codes={codes} max={max} name={useCountryName()} />
}

/** CountryList with the names given: a list of twenty results looks the names up once, not twenty times. */
export function CountryNames ({ codes, max = 6, name }: { codes: string[]; max?: number; name: (code: string) => string }) {
  const { t } = useTranslation('grants')
  return <Text size="sm">{countriesText(codes, max, name, t)}</Text>
}

/** "Germany, Austria and 3 more", or "Any country" when the grant states none. */
export function countriesText (codes: string[], max: number, name: (code: string) => string, t: (k: string, o?: Record<string, unknown>) => string): string {
  if (codes.length === 0) return t('countries.any')
  const shown = codes.slice(0, max).map(name).join(', ')
  return codes.length > max ? t('countries.more', { list: shown, count: codes.length - max }) : shown
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" }
// Pale yellow keeps the link colour (teal.9) at AA contrast (4.7:1); bold and a yellow underline
// make the match visible.
const MARK_STYLE = { backgroundColor: 'var(--mantine-color-yellow-0)', color: 'inherit', fontWeight: 700, boxShadow: 'inset 0 -2px 0 var(--mantine-color-yellow-5)' }
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, e: string) => ENTITIES[e] ?? _)

/**
 * The API's highlight (HTML-escaped text with <mark> around the matched terms) as React nodes:
 * split on the tags, unescape the text, never inject HTML.
 */
export function Highlighted ({ text }: { text: string }): ReactNode {
  const parts = text.split(/(<mark>|<\/mark>)/)
  const out: ReactNode[] = []
  let marked = false
  parts.forEach((part, i) => {
    if (part === '<mark>') { marked = true; return }
    if (part === '</mark>') { marked = false; return }
    if (!part) return
    const plain = unescape(part)
    out.push(marked ? <mark key={i} style={MARK_STYLE}>{plain}</mark> : <Fragment key={i}>{plain}</Fragment>)
  })
  return <>{out}</>
}

const FRAGMENTS = ' … '   // the API's FragmentDelimiter between two pieces of one text
const squeezed = (s: string) => s.replace(/\s+/g, ' ').trim()

/**
 * Whether a highlight begins or ends inside its text: the API cuts fragments out of sentences, so
 * the card marks a cut with "…" instead of starting mid-sentence as if that were the beginning.
 */
export function cutEdges (highlight: string, text: string): { start: boolean; end: boolean } {
  const pieces = squeezed(unescape(highlight.replace(/<\/?mark>/g, ''))).split(FRAGMENTS)
  const whole = squeezed(text)
  return { start: !whole.startsWith(pieces[0]!.slice(0, 40)), end: !whole.endsWith(pieces.at(-1)!.slice(-40)) }
}

export function Pills ({ items }: { items: string[] }) {
  return <Group gap={6}>{items.map((i) => <Badge key={i} variant="outline" color="gray" tt="none">{i}</Badge>)}</Group>
}
