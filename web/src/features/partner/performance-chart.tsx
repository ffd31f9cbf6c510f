import { CompositeChart } from '@mantine/charts'
import '@mantine/charts/styles.layer.css'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'
import { useFormat } from '../../app/format'

// Loaded with React.lazy by performance-section.tsx: recharts (~120 kB gzip) stays out of the
// first load and out of every page that draws no chart. Series labels are translated, or the
// legend and tooltip would stay in English.
export default function PerformanceChart ({ items }: { items: Schemas['PartnerPerformance']['items'] }) {
  const { t } = useTranslation('partner')
  const f = useFormat()
  // The API lists the newest month first; a chart reads left to right, oldest first.
  const data = [...items].reverse().map((m) => ({ ...m, label: f.month(m.month) }))
  return (
    <CompositeChart
      h={300}
      data={data}
      dataKey="label"
      withLegend
      withRightYAxis
      curveType="linear"
      maxBarWidth={28}
      yAxisProps={{ allowDecimals: false }}
      rightYAxisProps={{ tickFormatter: (v: number) => f.compactMoney(v) }}
      yAxisLabel={t('performance.countAxis')}
      rightYAxisLabel={t('performance.moneyAxis')}
      valueFormatter={(v) => f.number(v, 2)}
      series={[
        { name: 'referrals', label: t('performance.referrals'), color: 'blue.8', type: 'bar' },
        { name: 'conversions', label: t('performance.conversions'), color: 'teal.8', type: 'bar' },
        { name: 'commission', label: t('performance.commission'), color: 'orange.8', type: 'line', yAxisId: 'right' },
      ]}
    />
  )
}
