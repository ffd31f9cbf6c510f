import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'

// The company's region picked by name from the NUTS 2024 regions of its country (the server's
// reference list): "Köln, Kreisfreie Stadt · DEA23", found by "koln", "Köln" or "DEA2". Larger
// regions come before the ones inside them, indented by level, so "Köln" (NUTS 2) is there for a
// company that does not want to name its district. Countries outside the EU have no NUTS regions:
// the field then says so. A code stored before (an older NUTS version) stays selectable.

interface Props {
  country: string | null
  value: string
  onChange: (code: string) => void
  error?: ReactNode
  label: string
  description: string
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()

// Mantine's default filter compares as typed; people type "koln" for Köln.
const byFoldedLabel: OptionsFilter = ({ options, search }) => {
  const wanted = fold(search.trim())
  return (options as ComboboxItem[]).filter((o) => fold(o.label).includes(wanted) || fold(o.value).startsWith(wanted))
}

export function RegionSelect ({ country, value, onChange, error, label, description }: Props) {
  const { t } = useTranslation('company')
  const regions = $api.useQuery('get', '/api/v1/reference/regions', { params: { query: { country: country ?? '' } } },
    { enabled: !!country, staleTime: Infinity })
  const data = useMemo(() => {
    const items = (regions.data ?? []).map((r) => ({ value: r.code, label: `${r.name} · ${r.code}` }))
    if (value && !items.some((i) => i.value === value)) items.unshift({ value, label: value })
    return items
  }, [regions.data, value])
  const levels = useMemo(() => new Map((regions.data ?? []).map((r) => [r.code, r.level])), [regions.data])
  const none = !!country && regions.isSuccess && regions.data.length === 0
  return (
    <Select
      label={label}
      description={none ? t('form.regionNone') : description}
      placeholder={regions.isFetching ? t('form.loading') : t('form.regionPlaceholder')}
      searchable clearable limit={60} filter={byFoldedLabel}
      disabled={!country || (none && !value)}
      data={data} value={value || null} onChange={(code) => onChange(code ?? '')}
      nothingFoundMessage={t('form.regionNothing')} error={error}
      renderOption={({ option }) => (
        <span style={{ paddingInlineStart: `${Math.max(0, (levels.get(option.value) ?? 1) - 1)}em` }}>{option.label}</span>
      )}
    />
  )
}
