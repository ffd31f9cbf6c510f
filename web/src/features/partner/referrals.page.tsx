import { Group, NativeSelect, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { keepPreviousData } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { Pager } from '../../app/pager'
import { useFormat } from '../../app/format'
import { PageTitle, QueryState } from '../../app/page'
import { DataTable } from '../../app/data-table'
import { REFERRAL_STATUSES } from './shared'
import { ReferralStatusBadge } from './status-notice'

const route = getRouteApi('/partners/referrals')
const PAGE_SIZE = 20

export function ReferralsPage () {
  const { t } = useTranslation('partner')
  const { status, page = 1 } = route.useSearch()
  const navigate = route.useNavigate()
  const referrals = $api.useQuery('get', '/api/v1/partners/referrals',
    { params: { query: { status, page, page_size: PAGE_SIZE } } }, { placeholderData: keepPreviousData })

  return (
    <Stack gap="lg">
      <PageTitle description={t('referrals.intro')}>{t('referrals.title')}</PageTitle>
      <Group align="flex-end">
        <NativeSelect
          label={t('referrals.filter')} value={status ?? ''}
          data={[{ value: '', label: t('referrals.all') }, ...REFERRAL_STATUSES.map((s) => ({ value: s, label: t(`referralStatus.${s}`) }))]}
          onChange={(e) => {
            const value = REFERRAL_STATUSES.find((s) => s === e.currentTarget.value)
            void navigate({ search: { status: value, page: undefined } })
          }}
        />
      </Group>
      <QueryState query={referrals}>
        {(data) => (
          <>
            <Text size="sm" aria-live="polite">{t('referrals.count', { count: data.total })}</Text>
            {data.items.length === 0
              ? <Text>{status ? t('referrals.emptyFiltered') : t('referrals.empty')}</Text>
              : <ReferralTable items={data.items} />}
            <Pager page={data.page} pages={data.pages} onChange={(p) => void navigate({ search: (s) => ({ ...s, page: p > 1 ? p : undefined }) })} />
          </>
        )}
      </QueryState>
    </Stack>
  )
}

function ReferralTable ({ items }: { items: Schemas['PartnerReferral'][] }) {
  const { t } = useTranslation('partner')
  const f = useFormat()
  const dash = <><span aria-hidden="true">–</span><VisuallyHidden>{t('referrals.none')}</VisuallyHidden></>
  return (
    <DataTable minWidth={1020} caption={t('referrals.caption')}
      headers={(['date', 'status', 'customer', 'utm_source', 'utm_medium', 'utm_campaign', 'landing', 'signedUp', 'converted'] as const)
        .map((c) => t(`referrals.col.${c}`))}>
      {items.map((r) => (
        <Table.Tr key={r.id}>
          <Table.Td>{f.dateTime(r.created_at)}</Table.Td>
          <Table.Td><ReferralStatusBadge status={r.status} /></Table.Td>
          <Table.Td>
            {r.customer_email_masked
              ? <>{r.customer_company ?? dash}<Text size="xs">{r.customer_email_masked}</Text></>
              : dash}
          </Table.Td>
          <Table.Td>{r.utm_source ?? dash}</Table.Td>
          <Table.Td>{r.utm_medium ?? dash}</Table.Td>
          <Table.Td>{r.utm_campaign ?? dash}</Table.Td>
          <Table.Td ff="monospace" fz="sm">{r.landing_page ?? dash}</Table.Td>
          <Table.Td>{r.signed_up_at ? f.date(r.signed_up_at) : dash}</Table.Td>
          <Table.Td>{r.converted_at ? f.date(r.converted_at) : dash}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  )
}
