import { Button, Card, Grid, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { ErrorState, PageTitle, QueryState } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { DataTable } from '../../app/data-table'
import { PartnerStatusModal, type StatusChange } from './partner-status-modal'
import { PartnerTierForm } from './partner-tier-form'
import { PARTNER_STATUSES } from './search'
import { AdminNav, isForbidden, StatusBadge } from './ui'

// One partner: who they are, what they brought (referral counts, revenue, commissions), how the
// status came to be (history with notes), and the two decisions: status, and tier with rates.

const route = getRouteApi('/admin/partners/$partnerId')

function Stat ({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm">{label}</Text>
      <Text fw={700} size="lg">{value}</Text>
    </div>
  )
}

function Details ({ partner }: { partner: Schemas['AdminPartner'] }) {
  const { t } = useTranslation('admin')
  const f = useFormat()
  const [change, setChange] = useState<StatusChange | null>(null)
  const rc = partner.referral_counts
  const ct = partner.commission_totals
  const rt = partner.revenue_totals
  return (
    <>
      <PageTitle>{partner.company_name}</PageTitle>
      <Text mt={-12} mb="md">{`${partner.contact_name} · ${partner.email}`}</Text>
      <AdminNav />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder>
              <Title order={2} size="h3" mb="sm">{t('detail.profile')}</Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Stat label={t('partners.status')} value={t(`status.partner.${partner.status}`)} />
                <Stat label={t('partners.type')} value={t(`partnerTypes.${partner.partner_type}`)} />
                <Stat label={t('detail.code')} value={partner.referral_code} />
                <Stat label={t('partners.registered')} value={f.date(partner.created_at)} />
                <Stat label={t('detail.phone')} value={partner.phone ?? '–'} />
                <Stat label={t('detail.website')} value={partner.website ?? '–'} />
              </SimpleGrid>
            </Card>
            <Card withBorder>
              <Title order={2} size="h3" mb="sm">{t('detail.payout')}</Title>
              {partner.payout_details ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Stat label={t('detail.accountHolder')} value={partner.payout_details.account_holder ?? '–'} />
                  <Stat label="IBAN" value={partner.payout_details.iban?.replace(/(.{4})(?=.)/g, '$1 ') ?? '–'} />
                  <Stat label="BIC" value={partner.payout_details.bic ?? '–'} />
                  <Stat label={t('detail.vatId')} value={partner.payout_details.vat_id ?? '–'} />
                  <Stat label={t('detail.billingAddress')} value={[
                    partner.payout_details.address_line,
                    [partner.payout_details.postal_code, partner.payout_details.city].filter(Boolean).join(' '),
                    partner.payout_details.country,
                  ].filter(Boolean).join(', ') || '–'} />
                </SimpleGrid>
              ) : <Text>{t('detail.noPayout')}</Text>}
            </Card>
            <Card withBorder>
              <Title order={2} size="h3" mb="sm">{t('detail.counts')}</Title>
              <SimpleGrid cols={{ base: 2, sm: 3 }}>
                <Stat label={t('detail.referralsTotal')} value={f.number(rc.total)} />
                {(['clicked', 'signed_up', 'converted', 'rejected'] as const).map((s) => (
                  <Stat key={s} label={t(`status.referral.${s}`)} value={f.number(rc[s])} />
                ))}
              </SimpleGrid>
              <Title order={3} size="h4" mt="md" mb="xs">{t('detail.revenue')}</Title>
              <SimpleGrid cols={{ base: 2, sm: 3 }}>
                <Stat label={t('detail.conversions')} value={f.money(rt.conversions)} />
                <Stat label={t('detail.refunds')} value={f.money(rt.refunds)} />
                <Stat label={t('detail.net')} value={f.money(rt.net)} />
              </SimpleGrid>
              <Title order={3} size="h4" mt="md" mb="xs">{t('detail.commissions')}</Title>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {(['pending', 'approved', 'paid', 'cancelled'] as const).map((s) => (
                  <Stat key={s} label={t(`status.commission.${s}`)} value={f.money(ct[s])} />
                ))}
              </SimpleGrid>
              <Group mt="md" gap="md">
                <AnchorLink to="/admin/commissions" search={{ partner_id: partner.id }}>{t('detail.seeCommissions')}</AnchorLink>
                <AnchorLink to="/admin/conversions" search={{ partner_id: partner.id }}>{t('detail.recordRevenue')}</AnchorLink>
              </Group>
            </Card>
            <section aria-labelledby="history">
              <Title order={2} size="h3" id="history" mb="sm">{t('detail.history')}</Title>
              {partner.status_history.length === 0 ? <Text>{t('detail.noHistory')}</Text> : (
                <DataTable minWidth={560} caption={t('detail.historyCaption')} headers={[t('detail.when'), t('detail.change'), t('detail.by'), t('partners.notes')]}>
                  {partner.status_history.map((h, i) => (
                    <Table.Tr key={i}>
                      <Table.Td>{f.dateTime(h.created_at)}</Table.Td>
                      <Table.Td>{t(`status.partner.${h.from_status}`)} → {t(`status.partner.${h.to_status}`)}</Table.Td>
                      <Table.Td>{h.changed_by_email ?? '–'}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{h.notes ?? '–'}</Table.Td>
                    </Table.Tr>
                  ))}
                </DataTable>
              )}
            </section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder>
              <Title order={2} size="h3" mb="sm">{t('detail.status')}</Title>
              <Group mb="sm"><StatusBadge kind="partner" value={partner.status} /></Group>
              <Group gap="xs">
                {PARTNER_STATUSES.filter((s) => s !== partner.status).map((s) => (
                  <Button key={s} size="sm" variant={s === 'active' ? 'filled' : 'default'}
                    onClick={() => setChange({ partnerId: partner.id, company: partner.company_name, to: s })}>{t(`partners.action.${s}`)}</Button>
                ))}
              </Group>
            </Card>
            <Card withBorder>
              <Title order={2} size="h3" mb="sm">{t('tier.title')}</Title>
              <PartnerTierForm key={partner.updated_at} partner={partner} />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <PartnerStatusModal change={change} onClose={() => setChange(null)} />
    </>
  )
}

export function AdminPartnerDetailPage () {
  const { partnerId } = route.useParams()
  const query = $api.useQuery('get', '/api/v1/admin/partners/{partner_id}', { params: { path: { partner_id: partnerId } } })
  if (isForbidden(query.error)) return <ErrorState error={query.error} />
  return <QueryState query={query}>{(partner) => <Details partner={partner} />}</QueryState>
}
