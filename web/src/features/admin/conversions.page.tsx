import { Alert, Button, Card, CloseButton, Group, Select, SimpleGrid, Table, Text, TextInput, Title } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { Pager } from '../../app/pager'
import { ErrorState, PageTitle, QueryState } from '../../app/page'
import { DataTable } from '../../app/data-table'
import { RevenueForm } from './revenue-form'
import { REFERRAL_STATUSES } from './search'
import { AdminNav, HINT_STYLES, isForbidden, StatusBadge } from './ui'

// Record revenue: find the referral (by partner company, e-mail or referral code), select it, then
// record a conversion or a refund on it. The chosen referral lives in the URL, so a reload keeps it.

const route = getRouteApi('/admin/conversions')
const PAGE_SIZE = 20

function Selected ({ referral, id, onClear }: { referral: Schemas['AdminReferral'] | undefined; id: string; onClear: () => void }) {
  const { t } = useTranslation('admin')
  const f = useFormat()
  return (
    <Card withBorder mb="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">{t('conversions.selected')}</Title>
          {referral
            ? <Text>{referral.partner_company} · {referral.referral_code} · {t(`status.referral.${referral.status}`)} · {f.date(referral.created_at)}</Text>
            : <Text>{id}</Text>}
        </div>
        <CloseButton aria-label={t('conversions.clear')} onClick={onClear} />
      </Group>
      {referral?.status === 'clicked' && <Alert mt="sm" color="orange" styles={{ title: { color: 'var(--mantine-color-text)' } }} title={t('conversions.notSignedUp')}>{t('conversions.notSignedUpBody')}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="md" spacing="xl">
        <section aria-labelledby="conv-title">
          <Title order={3} size="h4" id="conv-title" mb="sm">{t('conversions.conversion')}</Title>
          <RevenueForm kind="conversion" referralId={id} />
        </section>
        <section aria-labelledby="refund-title">
          <Title order={3} size="h4" id="refund-title" mb="sm">{t('conversions.refund')}</Title>
          <RevenueForm kind="refund" referralId={id} />
        </section>
      </SimpleGrid>
    </Card>
  )
}

export function AdminConversionsPage () {
  const { t } = useTranslation('admin')
  const f = useFormat()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const [q, setQ] = useState(search.q ?? '')
  const list = $api.useQuery('get', '/api/v1/admin/referrals', {
    params: { query: { q: search.q, partner_id: search.partner_id, status: search.status, page: search.page ?? 1, page_size: PAGE_SIZE } },
  }, { placeholderData: (previous) => previous })

  if (isForbidden(list.error)) return <ErrorState error={list.error} />
  const setFilter = (patch: Partial<typeof search>) => void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) })
  const selected = search.referral ? list.data?.items.find((r) => r.id === search.referral) : undefined

  return (
    <>
      <PageTitle>{t('conversions.title')}</PageTitle>
      <Text mt={-12} mb="md">{t('conversions.description')}</Text>
      <AdminNav />
      {search.referral && (
        <Selected key={search.referral} id={search.referral} referral={selected}
          onClear={() => void navigate({ search: (prev) => ({ ...prev, referral: undefined }) })} />
      )}
      <Title order={2} size="h3" mb="sm">{t('conversions.find')}</Title>
      <Group align="flex-end" mb="md" wrap="wrap">
        <form onSubmit={(e) => { e.preventDefault(); setFilter({ q: q.trim() || undefined }) }}>
          <Group align="flex-end" gap="xs">
            <TextInput label={t('conversions.query')} styles={HINT_STYLES} description={t('conversions.queryHint')} value={q} onChange={(e) => setQ(e.currentTarget.value)} />
            <Button type="submit" variant="default">{t('actions.search')}</Button>
          </Group>
        </form>
        <Select label={t('conversions.status')} clearable placeholder={t('filters.all')}
          data={REFERRAL_STATUSES.map((value) => ({ value, label: t(`status.referral.${value}`) }))}
          value={search.status ?? null} onChange={(v) => setFilter({ status: (v ?? undefined) as typeof search.status })} />
        {search.partner_id && (
          <Button variant="light" onClick={() => setFilter({ partner_id: undefined })}>{t('conversions.clearPartner')}</Button>
        )}
      </Group>
      <QueryState query={list}>
        {(data) => data.items.length === 0 ? <Text>{t('conversions.empty')}</Text> : (
          <>
            <DataTable minWidth={980} caption={t('conversions.caption', { count: data.total })} headers={[
              t('conversions.partner'), t('conversions.code'), t('conversions.customer'), t('conversions.status'), t('conversions.utm'),
              t('conversions.clicked'), t('conversions.signedUp'), t('partners.actions'),
            ]}>
              {data.items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.partner_company}</Table.Td>
                  <Table.Td>{r.referral_code}</Table.Td>
                  <Table.Td>
                    {r.customer_email
                      ? <>{r.customer_company ?? r.customer_name}<Text size="xs">{r.customer_email}</Text></>
                      : '–'}
                  </Table.Td>
                  <Table.Td><StatusBadge kind="referral" value={r.status} /></Table.Td>
                  <Table.Td>{[r.utm_source, r.utm_medium, r.utm_campaign].filter(Boolean).join(' / ') || '–'}</Table.Td>
                  <Table.Td>{f.dateTime(r.created_at)}</Table.Td>
                  <Table.Td>{r.signed_up_at ? f.dateTime(r.signed_up_at) : '–'}</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant={r.id === search.referral ? 'filled' : 'default'}
                      aria-label={t(r.id === search.referral ? 'conversions.selectedNamed' : 'conversions.selectNamed', { company: r.partner_company, date: f.dateTime(r.created_at) })}
                      onClick={() => void navigate({ search: (prev) => ({ ...prev, referral: r.id }) })}>
                      {r.id === search.referral ? t('conversions.isSelected') : t('conversions.select')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
            <Pager page={data.page} pages={data.pages} onChange={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })} />
          </>
        )}
      </QueryState>
    </>
  )
}
