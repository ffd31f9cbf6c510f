import { Badge, Group, Pagination, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { useFormat } from '../../app/format'
import { PageTitle, QueryState } from '../../app/page'
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
              <Table.ScrollContainer minWidth={640}>
                <Table striped highlightOnHover>
                  <Table.Caption c="var(--mantine-color-text)">{t('list.caption', { count: data.total })}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('fields.name')}</Table.Th>
                      <Table.Th>{t('fields.country')}</Table.Th>
                      <Table.Th>{t('fields.company_size')}</Table.Th>
                      <Table.Th>{t('fields.nace_codes')}</Table.Th>
                      <Table.Th>{t('list.updated')}</Table.Th>
                      <Table.Th>{t('list.carbon')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
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
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {data.pages > 1 && (
                <Pagination total={data.pages} value={data.page} onChange={setPage} aria-label={t('list.pages')} />
              )}
            </>
            )}
      </QueryState>
    </Stack>
  )
}
