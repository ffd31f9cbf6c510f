import { Anchor, Button, Group, NativeSelect } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { SaveSearch } from '../alerts/save-search'
import { apiFilters, PAGE_SIZES, toQueryString, type GrantSearch } from './search-schema'

// Sort and page size (both in the URL), "Copy link" (the URL is the whole state), and the CSV and
// iCal exports of the same search: keyword and filters (the iCal feed is in date order, unsorted).

type Setter = <K extends keyof GrantSearch>(key: K, value: GrantSearch[K]) => void

const SORTS = ['deadline:asc', 'deadline:desc', 'funding_amount:desc', 'funding_amount:asc', 'created_at:desc'] as const

export function SearchToolbar ({ search, set, setSort }: {
  search: GrantSearch; set: Setter; setSort: (sortBy: GrantSearch['sort_by'], order: GrantSearch['sort_order']) => void
}) {
  const { t } = useTranslation('grants')
  const filters = apiFilters(search)
  const sortValue = search.sort_by ? `${search.sort_by}:${search.sort_order ?? 'asc'}` : ''
  const q = search.q?.trim() || undefined
  const csv = `/api/v1/grants/export.csv${toQueryString({ q, ...filters, sort_by: search.sort_by, sort_order: search.sort_by ? search.sort_order ?? 'asc' : undefined })}`
  const ics = `/api/v1/grants/deadlines.ics${toQueryString({ q, ...filters })}`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(location.href)
      notifications.show({ message: t('toolbar.copied'), color: 'teal' })
    } catch {
      notifications.show({ message: t('toolbar.copyFailed'), color: 'red' })
    }
  }

  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label={t('toolbar.sort')} value={sortValue}
          data={[{ value: '', label: search.q ? t('sort.relevance') : t('sort.newest') }, ...SORTS.map((s) => ({ value: s, label: t(`sort.${s.replace(':', '_')}`) }))]}
          onChange={(e) => {
            const [by, order] = e.currentTarget.value.split(':') as [GrantSearch['sort_by'], GrantSearch['sort_order']]
            setSort(by || undefined, by ? order : undefined)
          }}
        />
        <NativeSelect
          label={t('toolbar.pageSize')} value={String(search.page_size ?? 20)}
          data={PAGE_SIZES.map((n) => String(n))}
          onChange={(e) => set('page_size', Number(e.currentTarget.value) === 20 ? undefined : Number(e.currentTarget.value))}
        />
      </Group>
      <Group gap="md" align="center">
        <SaveSearch search={search} />
        <Button variant="default" size="sm" onClick={() => void copy()}>{t('toolbar.copyLink')}</Button>
        <Anchor href={csv} download size="sm">{t('toolbar.csv')}</Anchor>
        <Anchor href={ics} size="sm">{t('toolbar.ics')}</Anchor>
      </Group>
    </Group>
  )
}
