import { Badge, Button, Card, Collapse, Group, List, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { AnchorLink } from '../../app/router-link'
import { ScoreBar, ScoreBreakdown } from './score-breakdown'

export type MatchAction = 'save' | 'dismiss' | 'restore'

/**
 * The API's `days_until_deadline` counts to the final `deadline`; the next cut-off of a
 * multi-stage call is shown, so its days are shifted by the gap between the two dates (still
 * the server's count, not the browser clock).
 */
function daysUntil (grant: Schemas['Grant'], iso: string): number | null {
  if (grant.days_until_deadline === null || !grant.deadline) return null
  return grant.days_until_deadline + Math.round((Date.parse(iso) - Date.parse(grant.deadline)) / 86_400_000)
}

export function Deadline ({ grant }: { grant: Schemas['Grant'] }) {
  const { t } = useTranslation('matches')
  const f = useFormat()
  const deadline = grant.next_deadline ?? grant.deadline
  if (!deadline) return <Text size="sm">{t('deadline.none')}</Text>
  const days = daysUntil(grant, deadline)
  return (
    <Text size="sm">
      {t('deadline.label')}: <time dateTime={deadline}>{f.date(deadline)}</time>
      {days !== null && days >= 0 && ` (${f.inDays(days)})`}
    </Text>
  )
}

export function MatchFlags ({ match }: { match: Schemas['Match'] }) {
  const { t } = useTranslation('matches')
  if (match.is_saved) return <Badge variant="outline" color="teal">{t('flags.saved')}</Badge>
  if (match.is_dismissed) return <Badge variant="outline" color="gray">{t('flags.dismissed')}</Badge>
  return null
}

export function MatchRow ({ match, busy, onAction }: {
  match: Schemas['Match']
  busy: boolean
  onAction: (match: Schemas['Match'], action: MatchAction) => void
}) {
  const { t } = useTranslation('matches')
  const [open, { toggle }] = useDisclosure(false)
  const detailsId = `match-details-${match.id}`
  return (
    <Card withBorder component="li" padding="md" aria-label={match.grant.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2} style={{ flex: 1, minWidth: 240 }}>
            <AnchorLink to="/grants/$grantId" params={{ grantId: match.grant_id }} fw={600}>{match.grant.title}</AnchorLink>
            <Deadline grant={match.grant} />
          </Stack>
          <Group gap="sm"><MatchFlags match={match} /><ScoreBar score={match.score} /></Group>
        </Group>
        {match.match_reasons.length > 0 && (
          <List size="sm" spacing={2} aria-label={t('reasons.top')}>
            {match.match_reasons.slice(0, 3).map((r) => <List.Item key={r}>{r}</List.Item>)}
          </List>
        )}
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={toggle} aria-expanded={open} aria-controls={detailsId}>
            {open ? t('actions.hideDetails') : t('actions.details')}
          </Button>
          <AnchorLink to="/matches/$matchId" params={{ matchId: match.id }} size="sm">
            {t('actions.open')}
          </AnchorLink>
          <Group gap="xs" ml="auto">
            {match.is_saved
              ? <Button size="xs" variant="default" disabled={busy} onClick={() => onAction(match, 'restore')}>{t('actions.unsave')}</Button>
              : !match.is_dismissed && <Button size="xs" variant="filled" disabled={busy} onClick={() => onAction(match, 'save')}>{t('actions.save')}</Button>}
            {match.is_dismissed
              ? <Button size="xs" variant="default" disabled={busy} onClick={() => onAction(match, 'restore')}>{t('actions.restore')}</Button>
              : <Button size="xs" variant="default" disabled={busy} onClick={() => onAction(match, 'dismiss')}>{t('actions.dismiss')}</Button>}
          </Group>
        </Group>
        <div id={detailsId}>
          <Collapse expanded={open}>{open && <ScoreBreakdown match={match} />}</Collapse>
        </div>
      </Stack>
    </Card>
  )
}
