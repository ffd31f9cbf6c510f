import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { useFormat } from '../../app/format'
import { StatCards } from '../../app/stat-cards'

// E-mail counts (GET /notifications/stats): totals and one card per delivery status.

export function NotificationStats () {
  const { t } = useTranslation('matches')
  const f = useFormat()
  const stats = $api.useQuery('get', '/api/v1/notifications/stats')
  if (!stats.data) return null
  const s = stats.data
  const cards = [
    [t('notifications.stats.total'), f.number(s.total_notifications)],
    [t('notifications.stats.last7'), f.number(s.notifications_last_7_days)],
    ...Object.entries(s.by_status).map(([status, n]) => [t(`delivery.${status}`, { defaultValue: status }), f.number(n)] as const),
  ] as const
  return <StatCards id="notification-stats-title" title={t('notifications.stats.title')} cards={cards} />
}
