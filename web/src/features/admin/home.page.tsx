import { Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { PageTitle, QueryState } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { DataTable } from '../../app/data-table'
import { AdminNav, StatusBadge } from './ui'

// Operator home: what waits for a decision (pending partners and commissions) and whether the
// data imports ran, each card leading to its list.

type Run = Schemas['IngestionRun']

/** The newest run of each source; the list comes newest first. */
function lastRunPerSource (runs: Run[]): Run[] {
  const seen = new Map<string, Run>()
  for (const run of runs) if (!seen.has(run.source)) seen.set(run.source, run)
  return [...seen.values()]
}

export function AdminHomePage () {
  const { t } = useTranslation('admin')
  const f = useFormat()
  const partners = $api.useQuery('get', '/api/v1/admin/partners', { params: { query: { status: 'pending', page_size: 1 } } })
  const commissions = $api.useQuery('get', '/api/v1/admin/commissions', { params: { query: { status: 'pending', page_size: 1 } } })
  const runs = $api.useQuery('get', '/api/v1/admin/ingestion-runs', { params: { query: { page_size: 100 } } })

  return (
    <QueryState query={partners}>
      {(pending) => (
        <>
          <PageTitle>{t('home.title')}</PageTitle>
      <Text mt={-12} mb="md">{t('home.description')}</Text>
          <AdminNav />
          <Stack gap="xl">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Card withBorder>
                <Title order={2} size="h4">{t('home.pendingPartners')}</Title>
                <Text fz={36} fw={700}>{f.number(pending.total)}</Text>
                <AnchorLink to="/admin/partners" search={{ status: 'pending' }}>{t('home.reviewPartners')}</AnchorLink>
              </Card>
              <Card withBorder>
                <Title order={2} size="h4">{t('home.pendingCommissions')}</Title>
                <QueryState query={commissions}>
                  {(c) => (
                    <>
                      <Text fz={36} fw={700}>{f.number(c.total)}</Text>
                      <Text size="sm">{t('home.pendingSum', { amount: f.money(c.total_pending) })}</Text>
                    </>
                  )}
                </QueryState>
                <AnchorLink to="/admin/commissions" search={{ status: 'pending' }}>{t('home.reviewCommissions')}</AnchorLink>
              </Card>
            </SimpleGrid>
            <section aria-labelledby="last-runs">
              <Title order={2} id="last-runs" mb="sm">{t('home.lastRuns')}</Title>
              <QueryState query={runs}>
                {(list) => {
                  const last = lastRunPerSource(list.items)
                  if (last.length === 0) return <Text>{t('runs.empty')}</Text>
                  return (
                    <DataTable minWidth={560} caption={t('home.lastRunsCaption')} headers={[t('runs.source'), t('runs.started'), t('runs.status'), t('runs.inserted'), t('runs.updated'), t('runs.errors')]}>
                      {last.map((run) => (
                        <Table.Tr key={run.id}>
                          <Table.Td>{t(`sources.${run.source}`)}</Table.Td>
                          <Table.Td>{f.dateTime(run.started_at)}</Table.Td>
                          <Table.Td><StatusBadge kind="run" value={run.status} /></Table.Td>
                          <Table.Td>{f.number(run.inserted)}</Table.Td>
                          <Table.Td>{f.number(run.updated)}</Table.Td>
                          <Table.Td>{f.number(run.errors.length)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </DataTable>
                  )
                }}
              </QueryState>
              <AnchorLink to="/admin/ingestion-runs" >{t('home.allRuns')}</AnchorLink>
            </section>
          </Stack>
        </>
      )}
    </QueryState>
  )
}
