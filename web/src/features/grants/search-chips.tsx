import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../app/format'
import { useCountryName } from './grant-bits'
import { countActive, type GrantSearch } from './search-schema'

// The active filters as removable chips (each a button naming what it removes), plus "Clear all".

type Setter = <K extends keyof GrantSearch>(key: K, value: GrantSearch[K]) => void

interface Chip { id: string; label: string; remove: () => void }

export function ActiveFilters ({ search, set, clear }: { search: GrantSearch; set: Setter; clear: () => void }) {
  const { t } = useTranslation('grants')
  const f = useFormat()
  const countryName = useCountryName()
  if (countActive(search) === 0) return null

  const without = <K extends 'country' | 'source' | 'status' | 'company_size'>(key: K, value: string) =>
    () => set(key, search[key].filter((v) => v !== value) as GrantSearch[K])
  const chips: Chip[] = [
    ...search.status.map((v) => ({ id: `status-${v}`, label: `${t('facets.status')}: ${t(`status.${v}`)}`, remove: without('status', v) })),
    ...search.country.map((v) => ({ id: `country-${v}`, label: `${t('facets.country')}: ${countryName(v)}`, remove: without('country', v) })),
    ...search.source.map((v) => ({ id: `source-${v}`, label: `${t('facets.source')}: ${t(`source.${v}`)}`, remove: without('source', v) })),
    ...search.company_size.map((v) => ({ id: `size-${v}`, label: `${t('facets.companySize')}: ${t(`size.${v}`)}`, remove: without('company_size', v) })),
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
