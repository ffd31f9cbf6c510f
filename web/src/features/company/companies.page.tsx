import { Badge, Group, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { useFormat } from '../../app/format'
import { PageTitle, QueryState } from '../../app/page'
import { DataTable } from '../../app/data-table'
import { Pager } from '../../app/pager'
import { AnchorLink, ButtonLink } from '../../app/router-link'

const PAGE_SIZE = 20

export function CompaniesPage () {
  const { t } = useTranslation('company')
  const format = useFormat()
  const [page, setPage] = useState(1)
  const list = $api.useQuery('get', '/api/v1/companies', { params: { query: { page, page_size: PAGE_SIZE } } })

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <PageTitle description={t('list.intro')}>{t('list.title')}</PageTitle>
        <ButtonLink to="/companies/new">{t('list.add')}</ButtonLink>
      </Group>
      <QueryState query={list}>
        {(data) => data.items.length === 0
          ? (
            <Stack align="flex-start">
              <Text>{t('list.empty')}</Text>
              <ButtonLink to="/companies/new">{t('list.addFirst')}</ButtonLink>
            </Stack>
            )
          : (
            <>
              <DataTable minWidth={640} caption={t('list.caption', { count: data.total })} headers={[
                t('fields.name'), t('fields.country'), t('fields.company_size'), t('fields.nace_codes'), t('list.updated'), t('list.carbon'),
              ]}>
                {data.items.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td><AnchorLink to="/companies/$companyId" params={{ companyId: c.id }} fw={500}>{c.name}</AnchorLink></Table.Td>
                    <Table.Td>{c.country}</Table.Td>
                    <Table.Td><Badge variant="light" color="gray">{t(`sizes.${c.company_size}`)}</Badge></Table.Td>
                    <Table.Td>{c.nace_codes.join(', ') || '–'}</Table.Td>
                    <Table.Td>{format.date(c.updated_at)}</Table.Td>
                    <Table.Td>
                      <AnchorLink to="/companies/$companyId/carbon" params={{ companyId: c.id }} aria-label={t('list.carbonFor', { name: c.name })}>
                        {t('list.carbonLink')}
                      </AnchorLink>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
              <Pager page={data.page} pages={data.pages} onChange={setPage} />
            </>
            )}
      </QueryState>
    </Stack>
  )
}
