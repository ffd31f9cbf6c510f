import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core'
import { keepPreviousData } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { Pager } from '../../app/pager'
import { useFormat } from '../../app/format'
import { PageTitle, QueryState } from '../../app/page'
import { DataTable } from '../../app/data-table'
import { type CommissionStatus } from './shared'
import { CommissionStatusBadge } from './status-notice'

const route = getRouteApi('/partners/commissions')
const CARDS = [
  { status: 'pending', total: 'total_pending' },
  { status: 'approved', total: 'total_approved' },
  { status: 'paid', total: 'total_paid' },
] as const satisfies readonly { status: CommissionStatus; total: keyof Schemas['CommissionList'] }[]

export function CommissionsPage () {
  const { t } = useTranslation('partner')
  const f = useFormat()
  const { status, page = 1 } = route.useSearch()
  const navigate = route.useNavigate()
  const commissions = $api.useQuery('get', '/api/v1/partners/commissions',
    { params: { query: { status, page } } }, { placeholderData: keepPreviousData })
  const filter = (next: CommissionStatus | undefined) => void navigate({ search: { status: next, page: undefined } })

  return (
    <Stack gap="lg">
      <PageTitle description={t('commissions.intro')}>{t('commissions.title')}</PageTitle>
      <Text size="sm">{t('commissions.flow')}</Text>
      <QueryState query={commissions}>
        {(data) => (
          <>
            {/* The totals are filters (Dub's pattern): pressing one shows only that status. */}
            <SimpleGrid cols={{ base: 1, sm: 3 }} role="group" aria-label={t('commissions.filters')}>
              {CARDS.map((card) => (
                <UnstyledButton key={card.status} aria-pressed={status === card.status} onClick={() => filter(status === card.status ? undefined : card.status)}>
                  <Card withBorder padding="md" h="100%" style={status === card.status ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}>
                    <Text size="sm" fw={500}>{t(`commissions.total.${card.status}`)}</Text>
                    <Text fz={28} fw={700} lh={1.3}>{f.money(data[card.total])}</Text>
                    <Text size="xs">{status === card.status ? t('commissions.filtering') : t('commissions.filterBy')}</Text>
                  </Card>
                </UnstyledButton>
              ))}
            </SimpleGrid>
            <Group justify="space-between">
              <Text size="sm" aria-live="polite">
                {status ? t('commissions.countFiltered', { count: data.total, status: t(`commissionStatus.${status}`) }) : t('commissions.count', { count: data.total })}
              </Text>
              {status && <Button variant="subtle" size="compact-sm" onClick={() => filter(undefined)}>{t('commissions.showAll')}</Button>}
            </Group>
            {data.items.length === 0
              ? <Text>{status ? t('commissions.emptyFiltered') : t('commissions.empty')}</Text>
              : <CommissionTable items={data.items} />}
            <Pager page={data.page} pages={data.pages} onChange={(p) => void navigate({ search: (s) => ({ ...s, page: p > 1 ? p : undefined }) })} />
          </>
        )}
      </QueryState>
    </Stack>
  )
}

function CommissionTable ({ items }: { items: Schemas['Commission'][] }) {
  const { t } = useTranslation('partner')
  const f = useFormat()
  return (
    <DataTable minWidth={800} caption={t('commissions.caption')} head={(
      <>
        <Table.Th scope="col">{t('commissions.col.period')}</Table.Th>
        <Table.Th scope="col">{t('commissions.col.kind')}</Table.Th>
        <Table.Th scope="col" ta="right">{t('commissions.col.revenue')}</Table.Th>
        <Table.Th scope="col" ta="right">{t('commissions.col.rate')}</Table.Th>
        <Table.Th scope="col" ta="right">{t('commissions.col.amount')}</Table.Th>
        <Table.Th scope="col">
          <Group gap={4} wrap="nowrap">
            {t('commissions.col.status')}
            <Tooltip label={t('commissions.flow')} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
              <ActionIcon variant="subtle" size="sm" aria-label={t('commissions.statusHelp')}>?</ActionIcon>
            </Tooltip>
          </Group>
        </Table.Th>
        <Table.Th scope="col">{t('commissions.col.date')}</Table.Th>
      </>
    )}>
      {items.map((c) => (
        <Table.Tr key={c.id}>
          <Table.Td>{f.month(c.period)}</Table.Td>
          <Table.Td>{t(`commissions.kind.${c.kind}`)} · {t(`commissions.rateKind.${c.rate_kind}`)}</Table.Td>
          <Table.Td ta="right">{f.money(c.revenue_amount, c.currency)}</Table.Td>
          <Table.Td ta="right">{f.percent(c.rate, 2)}</Table.Td>
          <Table.Td ta="right" fw={600}>{f.money(c.amount, c.currency)}</Table.Td>
          <Table.Td><CommissionStatusBadge status={c.status} /></Table.Td>
          <Table.Td>{statusDate(c, f.date)}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  )
}

/** The date that matters for the row's status: when it was paid, approved, cancelled or earned. */
function statusDate (c: Schemas['Commission'], date: (iso: string) => string): string {
  return date(c.paid_at ?? c.cancelled_at ?? c.approved_at ?? c.occurred_at)
}
