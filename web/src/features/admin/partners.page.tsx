import { Button, Group, Select, Table, Text, TextInput } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { useFormat } from '../../app/format'
import { Pager } from '../../app/pager'
import { ErrorState, PageTitle, QueryState } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { DataTable } from '../../app/data-table'
import { PartnerStatusModal, type StatusChange } from './partner-status-modal'
import { PARTNER_STATUSES, PARTNER_TYPES, TIERS } from './search'
import { AdminNav, isForbidden, StatusBadge } from './ui'

// Partners with their filters in the URL. The API lists the pending ones first (what the operator
// came for), then newest first.

const route = getRouteApi('/admin/partners')
const PAGE_SIZE = 50

export function AdminPartnersPage () {
  const { t } = useTranslation('admin')
  const f = useFormat()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const [change, setChange] = useState<StatusChange | null>(null)
  const [q, setQ] = useState(search.q ?? '')
  const list = $api.useQuery('get', '/api/v1/admin/partners', {
    params: { query: { status: search.status, tier: search.tier, partner_type: search.partner_type, q: search.q, page: search.page ?? 1, page_size: PAGE_SIZE } },
  }, { placeholderData: (previous) => previous })

  if (isForbidden(list.error)) return <ErrorState error={list.error} />

  const setFilter = (patch: Partial<typeof search>) => void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) })
  const options = <T extends string>(values: readonly T[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }))

  return (
    <>
      <PageTitle>{t('partners.title')}</PageTitle>
      <Text mt={-12} mb="md">{t('partners.description')}</Text>
      <AdminNav />
      <Group align="flex-end" mb="md" wrap="wrap">
        <form onSubmit={(e) => { e.preventDefault(); setFilter({ q: q.trim() || undefined }) }}>
          <Group align="flex-end" gap="xs">
            <TextInput label={t('partners.search')} value={q} onChange={(e) => setQ(e.currentTarget.value)} />
            <Button type="submit" variant="default">{t('actions.search')}</Button>
          </Group>
        </form>
        <Select label={t('partners.status')} clearable placeholder={t('filters.all')} data={options(PARTNER_STATUSES, 'status.partner')}
          value={search.status ?? null} onChange={(v) => setFilter({ status: (v ?? undefined) as typeof search.status })} />
        <Select label={t('partners.tier')} clearable placeholder={t('filters.all')} data={options(TIERS, 'status.tier')}
          value={search.tier ?? null} onChange={(v) => setFilter({ tier: (v ?? undefined) as typeof search.tier })} />
        <Select label={t('partners.type')} clearable placeholder={t('filters.all')} data={options(PARTNER_TYPES, 'partnerTypes')}
          value={search.partner_type ?? null} onChange={(v) => setFilter({ partner_type: (v ?? undefined) as typeof search.partner_type })} />
      </Group>
      <QueryState query={list}>
        {(data) => data.items.length === 0 ? <Text>{t('partners.empty')}</Text> : (
          <>
            <DataTable minWidth={900} caption={t('partners.caption', { count: data.total })} headers={[
              t('partners.company'), t('partners.type'), t('partners.status'), t('partners.tier'),
              t('partners.rates'), t('partners.registered'), t('partners.actions'),
            ]}>
              {data.items.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <AnchorLink to="/admin/partners/$partnerId" params={{ partnerId: p.id }}>{p.company_name}</AnchorLink>
                    <Text size="xs">{p.contact_name} · {p.email}</Text>
                  </Table.Td>
                  <Table.Td>{t(`partnerTypes.${p.partner_type}`)}</Table.Td>
                  <Table.Td><StatusBadge kind="partner" value={p.status} /></Table.Td>
                  <Table.Td>{t(`status.tier.${p.tier}`)}</Table.Td>
                  <Table.Td>{f.percent(p.first_year_commission_rate, 1)} / {f.percent(p.ongoing_commission_rate, 1)}</Table.Td>
                  <Table.Td>{f.date(p.created_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {p.status !== 'active' && (
                        <Button size="compact-sm" color="teal.9" aria-label={t('partners.approveNamed', { company: p.company_name })}
                          onClick={() => setChange({ partnerId: p.id, company: p.company_name, to: 'active' })}>{t('partners.action.active')}</Button>
                      )}
                      {p.status !== 'suspended' && (
                        <Button size="compact-sm" variant="outline" color="red" aria-label={t('partners.suspendNamed', { company: p.company_name })}
                          onClick={() => setChange({ partnerId: p.id, company: p.company_name, to: 'suspended' })}>{t('partners.action.suspended')}</Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
            <Pager page={data.page} pages={data.pages} onChange={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })} />
          </>
        )}
      </QueryState>
      <PartnerStatusModal change={change} onClose={() => setChange(null)} />
    </>
  )
}
