import { Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { PageTitle, QueryState } from '../../app/page'
import { Pager } from '../../app/pager'
import { AnchorLink } from '../../app/router-link'
import { SavedSearchCard } from './saved-search-card'

// The user's saved searches, newest first, each with its alert frequency, rename, delete and Open.

const PAGE_SIZE = 20

export function SavedSearchesPage () {
  const { t } = useTranslation('alerts')
  const [page, setPage] = useState(1)
  const list = $api.useQuery('get', '/api/v1/saved-searches', { params: { query: { page, page_size: PAGE_SIZE } } })
  return (
    <>
      <PageTitle description={t('list.description')}>{t('list.title')}</PageTitle>
      <QueryState query={list}>
        {(data) => data.items.length === 0
          ? <Text>{t('list.empty')} <AnchorLink to="/grants">{t('list.toSearch')}</AnchorLink></Text>
          : (
            <Stack gap="md">
              <Text size="sm">{t('list.count', { count: data.total })}</Text>
              {data.items.map((s) => <SavedSearchCard key={s.id} saved={s} />)}
              <Pager page={data.page} pages={data.pages} onChange={setPage} />
            </Stack>
            )}
      </QueryState>
    </>
  )
}
