import { MultiSelect } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQueries } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'

// NACE codes picked by searching the server's reference list (code or words: "metal" finds
// C25.1), shown as "C25.1 – Manufacture of structural metal products" and grouped by section.
// Values are the codes as stored (Eurostat notation, "25.1"); the section letter is shown only.

type Nace = Schemas['NaceCode']

const label = (n: Nace) => `${n.level === 'section' ? '' : n.section}${n.code} – ${n.description}`

interface Props { value: string[]; onChange: (value: string[]) => void; error?: ReactNode; label: string; description?: string }

export function NaceSelect ({ value, onChange, error, label: fieldLabel, description }: Props) {
  const { t } = useTranslation('company')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  const results = $api.useQuery('get', '/api/v1/reference/nace-codes', { params: { query: { query: debounced, limit: 50 } } }, { enabled: debounced.length > 0 })
  // Labels for codes already chosen (an edited company): one look-up each, cached. Section rows
  // (a company stored with `C`) are listed only with level=section.
  const chosen = useQueries({
    queries: value.map((code) => $api.queryOptions('get', '/api/v1/reference/nace-codes', {
      params: { query: { query: code, limit: 5, ...(/^[A-U]$/.test(code) ? { level: 'section' as const } : {}) } },
    }, { staleTime: Infinity })),
  })

  const [seen, setSeen] = useState<Record<string, Nace>>({})
  const known = useMemo(() => {
    const map: Record<string, Nace> = { ...seen }
    for (const q of chosen) for (const n of q.data ?? []) map[n.code] ??= n
    for (const n of results.data ?? []) map[n.code] ??= n
    return map
  }, [seen, chosen, results.data])

  const data = useMemo(() => {
    const groups = new Map<string, { group: string; items: { value: string; label: string }[] }>()
    const add = (item: { value: string; label: string }, section: string) => {
      const group = t('nace.section', { section })
      if (!groups.has(group)) groups.set(group, { group, items: [] })
      groups.get(group)!.items.push(item)
    }
    const shown = new Set<string>()
    for (const n of debounced ? results.data ?? [] : []) { add({ value: n.code, label: label(n) }, n.section); shown.add(n.code) }
    // Selected codes must be in the data for their pills to render.
    for (const code of value) {
      if (shown.has(code)) continue
      const n = known[code]
      add({ value: code, label: n ? label(n) : code }, n?.section ?? '?')
    }
    return [...groups.values()]
  }, [results.data, value, known, debounced, t])

  const nothing = debounced && results.isFetched && !results.data?.length ? t('nace.nothing') : t('nace.typeToSearch')

  return (
    <MultiSelect
      label={fieldLabel} description={description} error={error}
      placeholder={value.length ? undefined : t('nace.placeholder')}
      data={data} value={value} searchable clearable hidePickedOptions={false}
      searchValue={search} onSearchChange={setSearch}
      // The server already filtered (by code and description words); do not filter again.
      filter={({ options }) => options}
      nothingFoundMessage={results.isFetching ? t('nace.searching') : nothing}
      onChange={(codes) => {
        setSeen((prev) => {
          const next = { ...prev }
          for (const n of results.data ?? []) if (codes.includes(n.code)) next[n.code] = n
          return next
        })
        onChange(codes)
      }}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
