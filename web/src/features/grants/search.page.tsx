import { Alert, Box, Button, Drawer, Grid, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMarkReady } from '../../app/first-view'
import { useFormat } from '../../app/format'
import { ErrorState, Loading } from '../../app/page'
import { useCountryName } from './grant-bits'
import { ActiveFilters } from './search-chips'
import { SearchFacets } from './search-facets'
import { EmptyResults, SearchNotices } from './search-notices'
import { ResultRow } from './search-results'
import { prefetchSearch, searchQueries, usePanelFacets } from './search-queries'
import { countActive, searchSchema, takeIgnored, type GrantSearch, type GrantSearchInput } from './search-schema'
import { SearchToolbar } from './search-toolbar'

// Grant search: every filter, the sort and the page live in the URL (a reload or a copied link
// shows the same results); the requests behind a state are in search-queries.ts.
// Previous results stay on screen while the next load (keepPreviousData), so ticks don't flash.

const route = getRouteApi('/grants')

export function SearchPage () {
  useMarkReady('page')
  const { t } = useTranslation('grants')
  const f = useFormat()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const countryName = useCountryName()
  const [drawer, { open, close }] = useDisclosure(false)
  const [ignored, setIgnored] = useState<string[]>([])
  const [draft, setDraft] = useState(search.q ?? '')
  const [seenQ, setSeenQ] = useState(search.q)
  if (seenQ !== search.q) { setSeenQ(search.q); setDraft(search.q ?? '') }

  // Parameters the URL schema dropped (e.g. ?status=bogus) are reported once, quietly.
  useEffect(() => {
    const dropped = takeIgnored()
    if (dropped.length) setIgnored(dropped)
  }, [search])

  const queries = searchQueries(search)
  const q = queries.q
  const found = useQuery({ ...queries.found, enabled: !!q })
  const list = useQuery({ ...queries.list, enabled: !q })
  const facetCounts = useQuery({ ...queries.facets, enabled: !q })
  const active = q ? found : list
  const data = active.data
  const facets = usePanelFacets(search, q ? found.data?.facets : facetCounts.data)
  const fallback = !!q && !!found.data && found.data.facets === null
  // Filters the engine read from the words (a country, "SME"): shown as chips, counted as filters.
  // While new words load, the previous answer's chips would name words no longer searched.
  const understood = q && !(found.isPlaceholderData && found.data?.query !== q) ? found.data?.understood ?? [] : []

  // Stable across renders (the facet groups are memoised on their props). The router calls the
  // updater synchronously, before it re-renders, so the prefetch starts at once.
  const go = useCallback((next: (prev: GrantSearch) => GrantSearchInput) => {
    setIgnored([])
    void navigate({
      search: (prev) => {
        const upcoming = next(prev)
        prefetchSearch(queryClient, searchSchema.parse(upcoming))
        return upcoming
      },
    })
  }, [navigate, queryClient])
  const set = useCallback(<K extends keyof GrantSearch>(key: K, value: GrantSearch[K]) => go((prev) => ({ ...prev, [key]: value, page: undefined })), [go])
  const setSort = (sortBy: GrantSearch['sort_by'], order: GrantSearch['sort_order']) =>
    go((prev) => ({ ...prev, sort_by: sortBy, sort_order: order, page: undefined }))
  // "Clear all" also drops the filters read from the words: the words are then searched literally.
  const clear = () => go((prev) => ({
    q: prev.q, sort_by: prev.sort_by, sort_order: prev.sort_order, page_size: prev.page_size, correct: prev.correct,
    understand: understood.length ? false : prev.understand,
  }))
  const literal = () => go((prev) => ({ ...prev, understand: false, page: undefined }))
  // New words get the engine's defaults again (read filters from them, correct misspellings).
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const next = draft.trim() || undefined
    go((prev) => (next === prev.q
      ? { ...prev, page: undefined }
      : { ...prev, q: next, understand: undefined, correct: undefined, page: undefined }))
  }
  const toPage = (page: number) => { go((prev) => ({ ...prev, page: page === 1 ? undefined : page })); window.scrollTo({ top: 0 }) }

  const title = data ? t('results.count', { count: data.total, n: f.number(data.total) }) : t('title')
  const facetPanel = <SearchFacets search={search} facets={facets} set={set} />
  const activeCount = countActive(search)

  return (
    <Stack gap="md">
      <Stack gap={4}>
        {/* The window title stays "Grant search", not the count (page-focus.ts). */}
        <Title order={1} data-doc-title={t('title')}>{title}</Title>
        {q && <Text c="gray.7">{t('results.for', { q })}</Text>}
      </Stack>

      <form onSubmit={submit} role="search">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput label={t('searchBox.label')} placeholder={t('searchBox.placeholder')} value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)} style={{ flex: 1 }} type="search" />
          <Button type="submit">{t('searchBox.submit')}</Button>
        </Group>
      </form>

      {ignored.length > 0 && (
        <Alert variant="light" color="gray" role="status" withCloseButton closeButtonLabel={t('notice.dismiss')} onClose={() => setIgnored([])}>
          {t('notice.ignored', { count: ignored.length, names: ignored.map((k) => t(`param.${k}`)).join(', ') })}
        </Alert>
      )}
      {fallback && <Alert variant="light" color="blue" role="status">{t('notice.fallback')}</Alert>}
      {q && found.data && <SearchNotices q={q} found={found.data} />}

      <Button hiddenFrom="md" variant="default" onClick={open} style={{ alignSelf: 'flex-start' }}>
        {activeCount ? t('facets.openWithCount', { count: activeCount }) : t('facets.open')}
      </Button>
      {/* Never wider than the phone: Mantine's default drawer (440 px) ran past a 412 px screen.
          Filters apply as they are ticked; the button at the foot says how many grants that leaves. */}
      <Drawer opened={drawer} onClose={close} title={t('facets.title')} size="min(100vw, 440px)"
        closeButtonProps={{ 'aria-label': t('notice.dismiss') }}>
        {facetPanel}
        <Box pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)">
          <Button fullWidth onClick={close}>
            {data ? t('facets.show', { count: data.total, n: f.number(data.total) }) : t('facets.showLoading')}
          </Button>
        </Box>
      </Drawer>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <Box component="section" aria-label={t('facets.title')}
            style={{ position: 'sticky', top: 76, maxHeight: 'calc(100vh - 92px)', overflowY: 'auto', paddingRight: 4 }}>
            {facetPanel}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <ActiveFilters search={search} understood={understood} set={set} clear={clear} literal={literal} />
            <SearchToolbar search={search} set={set} setSort={setSort} />
            {active.error && !data ? <ErrorState error={active.error} onRetry={() => void active.refetch()} /> : null}
            {!data && !active.error && <Loading />}
            {data && (
              <Stack gap="sm" aria-busy={active.isPlaceholderData} style={{ opacity: active.isPlaceholderData ? 0.6 : 1 }}>
                {data.items.length === 0 && (
                  <EmptyResults q={q} filters={activeCount + understood.length}
                    suggestion={q ? found.data?.suggestion : null} clear={clear} />
                )}
                {data.items.map((g) => <ResultRow key={g.id} grant={g} countryName={countryName} />)}
              </Stack>
            )}
            {data && data.pages > 1 && (
              <Box component="nav" aria-label={t('pagination.label')}>
                <Pagination total={data.pages} value={data.page} onChange={toPage} withEdges siblings={1}
                  getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
                  getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }), 'aria-current': page === data.page ? 'page' : undefined })} />
              </Box>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
