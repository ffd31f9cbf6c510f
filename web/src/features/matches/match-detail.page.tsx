import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { ErrorState, Loading, PageTitle } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { invalidateMatches, invalidatePrefix } from './constants'
import { EligibilityChecklist } from './eligibility-checklist'
import { Deadline, MatchFlags, NotACall } from './match-row'
import { ScoreBar, ScoreBreakdown } from './score-breakdown'
import { ReasonList } from './reasons'
import { AssigneeSelect } from '../team/assignee-select'
import { Comments } from '../team/comments'

const route = getRouteApi('/matches/$matchId')

export function MatchDetailPage () {
  const { t } = useTranslation('matches')
  const { matchId } = route.useParams()
  const match = $api.useQuery('get', '/api/v1/matches/match/{match_id}', { params: { path: { match_id: matchId } } })
  if (match.error) return <><PageTitle>{t('detail.title')}</PageTitle><ErrorState error={match.error} onRetry={() => void match.refetch()} /></>
  if (!match.data) return <><PageTitle>{t('detail.title')}</PageTitle><Loading /></>
  return <MatchDetail match={match.data} />
}

function MatchDetail ({ match }: { match: Schemas['Match'] }) {
  const { t } = useTranslation('matches')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const view = $api.useMutation('patch', '/api/v1/matches/{company_id}/{grant_id}/view')
  const start = $api.useMutation('post', '/api/v1/applications')

  // Opening a match marks it viewed (the stats count viewed matches).
  const { mutate: markViewed } = view
  useEffect(() => {
    if (!match.is_viewed) markViewed({ params: { path: { company_id: match.company_id, grant_id: match.grant_id } } })
  }, [match.is_viewed, match.company_id, match.grant_id, markViewed])

  const startApplication = async () => {
    await start.mutateAsync({ body: { company_id: match.company_id, grant_id: match.grant_id } })
    await Promise.all([invalidatePrefix(queryClient, '/api/v1/applications'), invalidateMatches(queryClient)])
    await navigate({ to: '/applications', search: { company_id: match.company_id } })
  }

  return (
    <>
      <PageTitle>{match.grant.title}</PageTitle>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={4}>
            <Deadline grant={match.grant} />
            <AnchorLink to="/grants/$grantId" params={{ grantId: match.grant_id }}>{t('detail.grantLink')}</AnchorLink>
          </Stack>
          <Group gap="sm">
            <MatchFlags match={match} />
            <Text size="sm">{t('score.label')}:</Text>
            <ScoreBar score={match.score} />
          </Group>
        </Group>
        {/* Only a call can be applied to: a programme's managing authority publishes its calls. */}
        <NotACall grant={match.grant} long />
        <Group>
          {match.grant.record_type === 'call' && (
            <Button onClick={() => void startApplication().catch(() => undefined)} loading={start.isPending}>
              {t('actions.startApplication')}
            </Button>
          )}
          <AnchorLink to="/matches" search={{ company_id: match.company_id }}>{t('detail.back')}</AnchorLink>
        </Group>
        {start.error && (
          <Alert color="red" role="alert" title={start.error.title}>
            <Text size="sm">{start.error.detail}</Text>
            {start.error.status === 409 && <AnchorLink to="/applications" search={{ company_id: match.company_id }}>{t('detail.toApplications')}</AnchorLink>}
          </Alert>
        )}
        <AssigneeSelect subject={{ type: 'match', id: match.id }} assignedTo={match.assigned_to} />
        {match.eligibility.length > 0 && <Card withBorder><EligibilityChecklist items={match.eligibility} /></Card>}
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">{t('detail.reasons')}</Title>
          {match.match_reasons.length
            ? <ReasonList reasons={match.match_reasons} codes={match.match_reason_codes} spacing={4} />
            : <Text size="sm">{t('detail.noReasons')}</Text>}
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">{t('detail.breakdown')}</Title>
          <ScoreBreakdown match={match} />
        </Card>
        <Comments subject={{ type: 'match', id: match.id }} />
      </Stack>
    </>
  )
}
