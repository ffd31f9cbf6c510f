import { Card, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { PageTitle, QueryState } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { KpiCards } from './kpi-cards'
import { PerformanceSection } from './performance-section'
import { PartnerStatusBadge, StatusNotice } from './status-notice'

export function PartnerDashboardPage () {
  const { t } = useTranslation('partner')
  const me = $api.useQuery('get', '/api/v1/partners/me')
  const stats = $api.useQuery('get', '/api/v1/partners/dashboard')
  const performance = $api.useQuery('get', '/api/v1/partners/performance', { params: { query: { months: 12 } } })

  return (
    <Stack gap="lg">
      <PageTitle description={me.data ? t('dashboard.welcome', { company: me.data.company_name }) : undefined}>
        {t('dashboard.title')}
      </PageTitle>
      <QueryState query={me}>
        {(partner) => (
          <>
            <StatusNotice partner={partner} />
            <Card withBorder padding="md">
              <Group gap="xl" wrap="wrap">
                <Group gap="xs">
                  <Text fw={500}>{t('fields.status')}:</Text>
                  <PartnerStatusBadge status={partner.status} />
                </Group>
                <Group gap="xs">
                  <Text fw={500}>{t('fields.referral_code')}:</Text>
                  <Text ff="monospace" data-testid="referral-code">{partner.referral_code}</Text>
                </Group>
                <Group gap="xs">
                  <Text fw={500}>{t('fields.tier')}:</Text>
                  <Text>{t(`tiers.${partner.tier}`)}</Text>
                </Group>
                <AnchorLink to="/partners/links">{t('dashboard.buildLink')}</AnchorLink>
              </Group>
            </Card>
          </>
        )}
      </QueryState>
      <section aria-labelledby="partner-kpis">
        <Title order={2} size="h3" id="partner-kpis" mb="sm">{t('kpi.title')}</Title>
        <QueryState query={stats}>{(data) => <KpiCards stats={data} />}</QueryState>
      </section>
      <QueryState query={performance}>{(data) => <PerformanceSection performance={data} />}</QueryState>
    </Stack>
  )
}
