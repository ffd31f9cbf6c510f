import { Anchor, Badge, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { AnchorLink } from '../../app/router-link'
import { EligibilitySummary } from './eligibility-checklist'
import { ReasonList } from './reasons'
import { ScoreBar, ScoreBreakdown } from './score-breakdown'

export type MatchAction = 'save' | 'dismiss' | 'restore'

// Matches include funding programmes and past topics as well as calls. Only a call can be applied
// to, or saved to track its deadline (reminders, the dashboard's deadlines): the others say what
// they are in the deadline's place, and why they offer neither, with a link to their source.

/**
 * The API's `days_until_deadline` counts to `deadline` (the cut-off a new applicant must meet);
 * another cut-off shown has its days shifted by the gap between the two dates (still the
 * server's count, not the browser clock).
 */
function daysUntil (grant: Schemas['Grant'], iso: string): number | null {
  if (grant.days_until_deadline === null || !grant.deadline) return null
  return grant.days_until_deadline + Math.round((Date.parse(iso) - Date.parse(grant.deadline)) / 86_400_000)
}

export function Deadline ({ grant }: { grant: Schemas['Grant'] }) {
  const { t } = useTranslation('matches')
  const f = useFormat()
  if (grant.record_type === 'programme') {
    return (
      <Text size="sm">
        {grant.end_date ? t('deadline.programmeUntil', { date: f.date(grant.end_date) }) : t('deadline.programme')}
      </Text>
    )
  }
  if (grant.record_type === 'past_topic') return <Text size="sm">{t('deadline.pastTopic')}</Text>
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

/** For a programme or past topic: why there is nothing to apply to or save, and its source. */
export function NotACall ({ grant, long = false }: { grant: Schemas['Grant']; long?: boolean }) {
  const { t } = useTranslation('matches')
  if (grant.record_type === 'call') return null
  return (
    <Text size="sm">
      {t(`notACall.${long ? 'long' : 'short'}.${grant.record_type}`)}
      {grant.source_url && <> <Anchor href={grant.source_url} target="_blank" rel="noopener noreferrer">{t('notACall.source')}</Anchor></>}
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
  const isCall = match.grant.record_type === 'call'
  return (
    <Card withBorder component="li" padding="md" aria-label={match.grant.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2} style={{ flex: 1, minWidth: 240 }}>
            <AnchorLink to="/grants/$grantId" params={{ grantId: match.grant_id }} fw={600}>{match.grant.title}</AnchorLink>
            <Deadline grant={match.grant} />
            <NotACall grant={match.grant} />
            <EligibilitySummary items={match.eligibility} />
          </Stack>
          <Group gap="sm"><MatchFlags match={match} /><ScoreBar score={match.score} /></Group>
        </Group>
        <ReasonList reasons={match.match_reasons} codes={match.match_reason_codes} max={3} spacing={2}
          aria-label={t('reasons.top')} />
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
              : isCall && !match.is_dismissed && (
                <Button size="xs" variant="filled" disabled={busy} onClick={() => onAction(match, 'save')}>
                  {t('actions.save')}
                </Button>
              )}
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
