import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { useCountryName } from './grant-bits'
import { countActive, type GrantSearch, type ListFilter } from './search-schema'

// The active filters as removable chips (each a button naming what it removes), plus "Clear all".
// Filters the search engine read from the words ("Germany", "SME") are chips too, saying which
// words they came from; removing one searches the words literally (understand=false).

type Setter = <K extends keyof GrantSearch>(key: K, value: GrantSearch[K]) => void
type Understood = Schemas['SearchUnderstood']

interface Chip { id: string; label: string; remove: () => void }

const SME = ['micro', 'small', 'medium']

export function ActiveFilters ({ search, understood, set, clear, literal }: {
  search: GrantSearch; understood: Understood[]; set: Setter; clear: () => void; literal: () => void
}) {
  const { t } = useTranslation('grants')
  const f = useFormat()
  const countryName = useCountryName()
  if (countActive(search) === 0 && understood.length === 0) return null

  const without = <K extends ListFilter>(key: K, value: string) =>
    () => set(key, search[key].filter((v) => v !== value) as GrantSearch[K])
  const list = <K extends ListFilter>(key: K, facet: string, label: (v: string) => string) =>
    search[key].map((v) => ({ id: `${key}-${v}`, label: `${t(`facets.${facet}`)}: ${label(v)}`, remove: without(key, v) }))
  const sizes = (values: string[]) => (values.length === SME.length && SME.every((s) => values.includes(s))
    ? t('size.sme')
    : values.map((s) => t(`size.${s}`)).join(', '))
  const chips: Chip[] = [
    ...list('record_type', 'recordType', (v) => t(`recordType.${v}`)),
    ...list('status', 'status', (v) => t(`status.${v}`)),
    ...list('country', 'country', countryName),
    ...list('carbon_category', 'carbonCategory', (v) => t(`carbonCategory.${v}`)),
    ...list('source', 'source', (v) => t(`source.${v}`)),
    ...list('company_size', 'companySize', (v) => t(`size.${v}`)),
    ...understood.map((u) => ({
      id: `understood-${u.field}-${u.text}`,
      label: t('chips.understood', {
        facet: t(u.field === 'country' ? 'facets.country' : 'facets.companySize'),
        value: u.field === 'country' ? u.value.map(countryName).join(', ') : sizes(u.value),
        text: u.text,
      }),
      remove: literal,
    })),
  ]
  if (search.open_only) chips.push({ id: 'open', label: t('facets.openOnly'), remove: () => set('open_only', undefined) })
  if (search.min_funding !== undefined) chips.push({ id: 'min', label: `${t('facets.minFunding')}: ${f.money(search.min_funding)}`, remove: () => set('min_funding', undefined) })
  if (search.max_funding !== undefined) chips.push({ id: 'max', label: `${t('facets.maxFunding')}: ${f.money(search.max_funding)}`, remove: () => set('max_funding', undefined) })
  if (search.nace_code) chips.push({ id: 'nace', label: `${t('facets.nace')}: ${search.nace_code}`, remove: () => set('nace_code', undefined) })

  return (
    <Group gap="xs" role="group" aria-label={t('chips.label')}>
      {chips.map((c) => (
        <Button key={c.id} variant="default" size="compact-sm" radius="xl" onClick={c.remove}
          rightSection={<span aria-hidden="true">×</span>} aria-label={t('chips.remove', { label: c.label })}>
          {c.label}
        </Button>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={clear}>{t('chips.clearAll')}</Button>
    </Group>
  )
}
