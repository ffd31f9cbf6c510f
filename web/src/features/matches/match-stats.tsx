import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { useFormat } from '../../app/format'
import { StatCards } from '../../app/stat-cards'

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
  return <StatCards id="match-stats-title" title={t('stats.title')} cards={cards} />
}
