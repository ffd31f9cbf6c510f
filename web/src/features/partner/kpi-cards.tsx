import { Card, SimpleGrid, Text } from '@mantine/core'
import type { LinkProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { AnchorLink } from '../../app/router-link'

interface Kpi { key: string; value: string; link: LinkProps }

// Seven figures from GET /partners/dashboard; each card is a link to the list behind it
// (Dub's pattern), filtered the way the figure is counted.
export function KpiCards ({ stats }: { stats: Schemas['PartnerDashboard'] }) {
  const { t } = useTranslation('partner')
  const f = useFormat()
  const kpis: Kpi[] = [
    { key: 'total', value: f.number(stats.total_referrals), link: { to: '/partners/referrals' } },
    { key: 'active', value: f.number(stats.active_referrals), link: { to: '/partners/referrals', search: { status: 'signed_up' } } },
    { key: 'converted', value: f.number(stats.converted_referrals), link: { to: '/partners/referrals', search: { status: 'converted' } } },
    { key: 'rate', value: f.percent(stats.conversion_rate, 1), link: { to: '/partners/referrals', search: { status: 'converted' } } },
    { key: 'earned', value: f.money(stats.total_commission_earned), link: { to: '/partners/commissions' } },
    { key: 'pending', value: f.money(stats.pending_commission), link: { to: '/partners/commissions', search: { status: 'pending' } } },
    { key: 'paid', value: f.money(stats.paid_commission), link: { to: '/partners/commissions', search: { status: 'paid' } } },
  ]
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} component="ul" style={{ listStyle: 'none', padding: 0 }} aria-label={t('kpi.label')}>
      {kpis.map((kpi) => (
        <li key={kpi.key}>
          <AnchorLink {...kpi.link} underline="never" c="inherit" display="block" h="100%" data-kpi={kpi.key}>
            <Card withBorder padding="md" h="100%">
              <Text size="sm" fw={500}>{t(`kpi.${kpi.key}`)}</Text>
              <Text fz={28} fw={700} lh={1.3}>{kpi.value}</Text>
              <Text size="xs">{t(`kpi.${kpi.key}Hint`)}</Text>
            </Card>
          </AnchorLink>
        </li>
      ))}
    </SimpleGrid>
  )
}
