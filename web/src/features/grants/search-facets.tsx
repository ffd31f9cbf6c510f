import { Button, Checkbox, Fieldset, NumberInput, Stack, Switch, TextInput } from '@mantine/core'
import { memo, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { useCountryName } from './grant-bits'
import { CARBON_CATEGORIES, RECORD_TYPES, SIZES, SOURCES, STATUSES, type GrantSearch } from './search-schema'

// The left filter column (a drawer on mobile): checkbox facets with counts (OR within a facet),
// then the single-valued filters. Without counts (the fallback search) the same options are shown
// without numbers. Ticked values always stay visible, even when their count drops to zero. The
// status, record type and source counts ignore their own group's ticks (search-queries.ts), so
// several values of one group can be ticked.

type Facets = Schemas['GrantFacets']
type Setter = <K extends keyof GrantSearch>(key: K, value: GrantSearch[K]) => void

interface Props { search: GrantSearch; facets: Facets | null | undefined; set: Setter }

const LONG_LIST_SHOWN = 8

interface GroupProps {
  legend: string; options: readonly string[]; counts: Record<string, number> | null
  selected: string[]; label: (v: string) => string; onChange: (values: string[]) => void
  /** A long list: the most frequent first, the first `limit` shown, and a box to narrow it. */
  limit?: number
}

// The URL schema builds new `selected` arrays on every navigation; equal lists are the same props.
const sameProps = (a: GroupProps, b: GroupProps) => (Object.keys(a) as (keyof GroupProps)[]).every((k) =>
  k === 'selected' ? a.selected.length === b.selected.length && a.selected.every((v, i) => v === b.selected[i]) : a[k] === b[k])

/** Lower case without accents, so "osterreich" finds "Österreich". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()

// Memoised: a click re-renders only the groups whose counts or ticks changed.
const FacetGroup = memo(function FacetGroup ({ legend, options, counts, selected, label, onChange, limit }: GroupProps) {
  const { t } = useTranslation('grants')
  const f = useFormat()
  const [all, setAll] = useState(false)
  const [filter, setFilter] = useState('')
  const known = counts ? [...new Set([...Object.keys(counts).filter((k) => (counts[k] ?? 0) > 0), ...selected])] : [...new Set([...options, ...selected])]
  const ordered = limit
    ? known.sort((a, b) => (counts ? (counts[b] ?? 0) - (counts[a] ?? 0) : 0) || label(a).localeCompare(label(b)))
    : options.filter((o) => known.includes(o))
  const wanted = fold(filter.trim())
  // Narrowed by the box: every match (no limit), and the ticked values stay in view.
  const visible = wanted
    ? ordered.filter((v) => fold(label(v)).includes(wanted) || fold(v) === wanted || selected.includes(v))
    : limit && !all ? ordered.filter((v, i) => i < limit || selected.includes(v)) : ordered
  const toggle = (value: string, on: boolean) => onChange(on ? [...selected, value] : selected.filter((v) => v !== value))

  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap={6}>
        {/* Kept while it holds text, even if the list has since become short. */}
        {limit && (ordered.length > limit || filter) && (
          <TextInput size="xs" type="search" value={filter} onChange={(e) => setFilter(e.currentTarget.value)}
            placeholder={t('facets.filterPlaceholder')} aria-label={t('facets.filterLabel', { group: legend })} />
        )}
        {visible.map((value) => (
          <Checkbox
            key={value}
            checked={selected.includes(value)}
            onChange={(e) => toggle(value, e.currentTarget.checked)}
            label={counts ? `${label(value)} (${f.number(counts[value] ?? 0)})` : label(value)}
          />
        ))}
        {visible.length === 0 && <span>{wanted ? t('facets.noMatch', { text: filter.trim() }) : t('facets.none')}</span>}
        {!wanted && limit && ordered.length > limit && (
          <Button variant="subtle" size="compact-sm" onClick={() => setAll((v) => !v)} aria-expanded={all} style={{ alignSelf: 'flex-start' }}>
            {all ? t('facets.fewer') : t('facets.all', { count: ordered.length })}
          </Button>
        )}
      </Stack>
    </Fieldset>
  )
}, sameProps)

/** A text or number field that applies its value on Enter or when it loses focus. */
function useCommitted<T> (value: T, commit: (v: T) => void) {
  const [draft, setDraft] = useState<T>(value)
  const [seen, setSeen] = useState<T>(value)
  if (seen !== value) { setSeen(value); setDraft(value) }
  return { draft, setDraft, apply: () => { if (draft !== value) commit(draft) } }
}

export function SearchFacets ({ search, facets, set }: Props) {
  const { t } = useTranslation('grants')
  const countryName = useCountryName()
  const countries = $api.useQuery('get', '/api/v1/reference/countries', {}, { staleTime: Infinity })
  const countryCodes = useMemo(() => (countries.data ?? []).map((c) => c.code), [countries.data])
  // One stable label and change handler per group, so the memoised groups see equal props.
  const labels = useMemo(() => ({
    status: (v: string) => t(`status.${v}`), source: (v: string) => t(`source.${v}`), company_size: (v: string) => t(`size.${v}`),
    record_type: (v: string) => t(`recordType.${v}`),
    carbon_category: (v: string) => t(`carbonCategory.${v}`, { defaultValue: v.replace(/_/g, ' ') }),
  }), [t])
  const changes = useMemo(() => ({
    status: (v: string[]) => set('status', v as GrantSearch['status']),
    record_type: (v: string[]) => set('record_type', v as GrantSearch['record_type']),
    carbon_category: (v: string[]) => set('carbon_category', v as GrantSearch['carbon_category']),
    country: (v: string[]) => set('country', v),
    source: (v: string[]) => set('source', v as GrantSearch['source']),
    company_size: (v: string[]) => set('company_size', v as GrantSearch['company_size']),
  }), [set])
  const nace = useCommitted(search.nace_code ?? '', (v) => set('nace_code', v.trim() || undefined))
  const min = useCommitted<number | string>(search.min_funding ?? '', (v) => set('min_funding', typeof v === 'number' ? v : undefined))
  const max = useCommitted<number | string>(search.max_funding ?? '', (v) => set('max_funding', typeof v === 'number' ? v : undefined))
  const onEnter = (apply: () => void) => (e: React.KeyboardEvent) => { if (e.key === 'Enter') apply() }

  return (
    <Stack gap="lg">
      <FacetGroup legend={t('facets.recordType')} options={RECORD_TYPES} counts={facets?.record_type ?? null}
        selected={search.record_type} label={labels.record_type} onChange={changes.record_type} />
      <FacetGroup legend={t('facets.status')} options={STATUSES} counts={facets?.status ?? null}
        selected={search.status} label={labels.status} onChange={changes.status} />
      <FacetGroup legend={t('facets.country')} options={countryCodes} counts={facets?.countries ?? null}
        selected={search.country} label={countryName} onChange={changes.country} limit={LONG_LIST_SHOWN} />
      <FacetGroup legend={t('facets.carbonCategory')} options={CARBON_CATEGORIES} counts={facets?.carbon_categories ?? null}
        selected={search.carbon_category} label={labels.carbon_category} onChange={changes.carbon_category} limit={LONG_LIST_SHOWN} />
      <FacetGroup legend={t('facets.source')} options={SOURCES} counts={facets?.source ?? null}
        selected={search.source} label={labels.source} onChange={changes.source} />
      <FacetGroup legend={t('facets.companySize')} options={SIZES} counts={facets?.company_sizes ?? null}
        selected={search.company_size} label={labels.company_size} onChange={changes.company_size} />
      <Switch label={t('facets.openOnly')} checked={search.open_only ?? false} onChange={(e) => set('open_only', e.currentTarget.checked || undefined)} />
      <Fieldset legend={t('facets.funding')} variant="unstyled">
        <Stack gap="xs">
          <NumberInput label={t('facets.minFunding')} min={0} step={10_000} thousandSeparator=" " value={min.draft}
            onChange={min.setDraft} onBlur={min.apply} onKeyDown={onEnter(min.apply)} />
          <NumberInput label={t('facets.maxFunding')} min={0} step={10_000} thousandSeparator=" " value={max.draft}
            onChange={max.setDraft} onBlur={max.apply} onKeyDown={onEnter(max.apply)} />
        </Stack>
      </Fieldset>
      <TextInput label={t('facets.nace')} description={t('facets.naceHint')} descriptionProps={{ c: 'gray.7' }} value={nace.draft}
        onChange={(e) => nace.setDraft(e.currentTarget.value)} onBlur={nace.apply} onKeyDown={onEnter(nace.apply)} />
    </Stack>
  )
}
