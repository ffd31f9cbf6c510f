import { Card, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { useFormat } from '../../app/format'

// The company's match counts as small cards (GET /matches/stats).

export function MatchStats ({ companyId }: { companyId: string }) {
  const { t } = useTranslation('matches')
  const f = useFormat()
  const stats = $api.useQuery('get', '/api/v1/matches/stats', { params: { query: { company_id: companyId } } })
  if (!stats.data) return null
  const s = stats.data
  const cards = [
    [t('stats.total'), f.number(s.total_matches)],
    [t('stats.active'), f.number(s.active)],
    [t('stats.saved'), f.number(s.saved)],
    [t('stats.dismissed'), f.number(s.dismissed)],
    [t('stats.high'), f.number(s.high_score_matches)],
    [t('stats.average'), s.average_score === null ? '–' : f.percent(s.average_score)],
  ] as const
  return (
    <section aria-labelledby="match-stats-title">
      <Text id="match-stats-title" component="h2" fw={600} mb="xs">{t('stats.title')}</Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" mb="lg">
        {cards.map(([label, value]) => (
          <Card key={label} withBorder padding="sm">
            <Text size="sm">{label}</Text>
            <Text fw={700} size="xl">{value}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  )
}
