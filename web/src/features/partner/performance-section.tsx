import { Card, Group, Switch, Table, Title } from '@mantine/core'
import { lazy, Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { Loading } from '../../app/page'
import { DataTable } from '../../app/data-table'

const PerformanceChart = lazy(() => import('./performance-chart'))

/** The monthly chart with its "View as table" twin: a real table screen readers and tests read. */
export function PerformanceSection ({ performance }: { performance: Schemas['PartnerPerformance'] }) {
  const { t } = useTranslation('partner')
  const [asTable, setAsTable] = useState(false)
  const headingId = useId()
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id={headingId}>{t('performance.title', { count: performance.total_months })}</Title>
        <Switch label={t('performance.viewAsTable')} checked={asTable} onChange={(e) => setAsTable(e.currentTarget.checked)} />
      </Group>
      {asTable
        ? <PerformanceTable items={performance.items} />
        : <Suspense fallback={<Loading />}><PerformanceChart items={performance.items} /></Suspense>}
    </Card>
  )
}

function PerformanceTable ({ items }: { items: Schemas['PartnerPerformance']['items'] }) {
  const { t } = useTranslation('partner')
  const f = useFormat()
  return (
    <DataTable minWidth={480} caption={t('performance.caption')} head={(
      <>
        <Table.Th scope="col">{t('performance.month')}</Table.Th>
        <Table.Th scope="col" ta="right">{t('performance.referrals')}</Table.Th>
        <Table.Th scope="col" ta="right">{t('performance.conversions')}</Table.Th>
        <Table.Th scope="col" ta="right">{t('performance.commission')}</Table.Th>
      </>
    )}>
      {items.map((m) => (
        <Table.Tr key={m.month} data-month={m.month}>
          <Table.Th scope="row" fw={500}>{f.month(m.month)}</Table.Th>
          <Table.Td ta="right">{f.number(m.referrals)}</Table.Td>
          <Table.Td ta="right">{f.number(m.conversions)}</Table.Td>
          <Table.Td ta="right">{f.money(m.commission)}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  )
}
