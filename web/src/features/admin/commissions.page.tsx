import { Button, Card, Group, SimpleGrid, Text, TextInput, Title, UnstyledButton } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { useFormat } from '../../app/format'
import { Pager } from '../../app/pager'
import { ErrorState, PageTitle, QueryState } from '../../app/page'
import { CommissionExport } from './commission-export'
import { CommissionsTable } from './commissions-table'
import { SepaExport } from './sepa-export'
import type { CommissionStatus } from './search'
import { AdminNav, isForbidden } from './ui'

// Commissions across partners. The status cards are the filter (Dub's pattern): each shows the
// sum of that status and toggles `?status=` in the URL; period and partner filter too.

const route = getRouteApi('/admin/commissions')
const PAGE_SIZE = 50
const CARDS: (CommissionStatus | undefined)[] = [undefined, 'pending', 'approved', 'paid', 'cancelled']

export function AdminCommissionsPage () {
  const { t } = useTranslation('admin')
  const f = useFormat()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const list = $api.useQuery('get', '/api/v1/admin/commissions', {
    params: { query: { status: search.status, partner_id: search.partner_id, period: search.period, page: search.page ?? 1, page_size: PAGE_SIZE } },
  }, { placeholderData: (previous) => previous })

  if (isForbidden(list.error)) return <ErrorState error={list.error} />
  const setFilter = (patch: Partial<typeof search>) => void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) })
  const sums: Partial<Record<CommissionStatus, number>> = list.data
    ? { pending: list.data.total_pending, approved: list.data.total_approved, paid: list.data.total_paid }
    : {}

  return (
    <>
      <PageTitle>{t('commissions.title')}</PageTitle>
      <Text mt={-12} mb="md">{t('commissions.description')}</Text>
      <AdminNav />
      <nav aria-label={t('commissions.cardsLabel')}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} mb="lg">
          {CARDS.map((status) => {
            const active = search.status === status
            const sum = status ? sums[status] : undefined
            return (
              <UnstyledButton key={status ?? 'all'} aria-pressed={active} onClick={() => setFilter({ status })}>
                <Card withBorder padding="sm" style={{ borderWidth: active ? 2 : 1, borderColor: active ? 'var(--mantine-primary-color-filled)' : undefined }}>
                  <Text fw={600}>{status ? t(`status.commission.${status}`) : t('filters.all')}</Text>
                  <Text size="lg" fw={700}>{sum !== undefined ? f.money(sum) : '\u00a0'}</Text>
                  {active && <Text size="xs">{t('commissions.cardActive')}</Text>}
                </Card>
              </UnstyledButton>
            )
          })}
        </SimpleGrid>
      </nav>
      <Group align="flex-end" mb="md" wrap="wrap">
        <TextInput type="month" label={t('commissions.period')} value={search.period ?? ''}
          onChange={(e) => setFilter({ period: e.currentTarget.value || undefined })} />
        {search.period && <Button variant="default" onClick={() => setFilter({ period: undefined })}>{t('commissions.clearPeriod')}</Button>}
        {search.partner_id && <Button variant="light" onClick={() => setFilter({ partner_id: undefined })}>{t('conversions.clearPartner')}</Button>}
      </Group>
      <QueryState query={list}>
        {(data) => data.items.length === 0 ? <Text mb="lg">{t('commissions.empty')}</Text> : (
          <>
            <CommissionsTable items={data.items} total={data.total} />
            <Pager page={data.page} pages={data.pages} onChange={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })} />
          </>
        )}
      </QueryState>
      <section aria-labelledby="export-title">
        <Title order={2} size="h3" id="export-title" mt="xl" mb="sm">{t('export.title')}</Title>
        <Text size="sm" mb="sm">{t('export.description')}</Text>
        <CommissionExport key={search.period ?? 'now'} defaultPeriod={search.period} partnerId={search.partner_id} />
      </section>
      <section aria-labelledby="sepa-title">
        <Title order={2} size="h3" id="sepa-title" mt="xl" mb="sm">{t('sepa.title')}</Title>
        <Text size="sm" mb="sm">{t('sepa.description')}</Text>
        <SepaExport key={search.period ?? 'now'} defaultPeriod={search.period} />
      </section>
    </>
  )
}
