import { Card, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { useFormat } from '../../app/format'

// E-mail counts (GET /notifications/stats): totals and one card per delivery status.

export function NotificationStats () {
  const { t } = useTranslation('matches')
  const f = useFormat()
  const stats = $api.useQuery('get', '/api/v1/notifications/stats')
  if (!stats.data) return null
  const s = stats.data
  const cards: [string, number][] = [
    [t('notifications.stats.total'), s.total_notifications],
    [t('notifications.stats.last7'), s.notifications_last_7_days],
    ...Object.entries(s.by_status).map(([status, n]): [string, number] => [t(`delivery.${status}`, { defaultValue: status }), n]),
  ]
  return (
    <section aria-labelledby="notification-stats-title">
      <Text id="notification-stats-title" component="h2" fw={600} mb="xs">{t('notifications.stats.title')}</Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" mb="lg">
        {cards.map(([label, value]) => (
          <Card key={label} withBorder padding="sm">
            <Text size="sm">{label}</Text>
            <Text fw={700} size="xl">{f.number(value)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  )
}
