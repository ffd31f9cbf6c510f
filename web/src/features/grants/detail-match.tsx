import { Anchor, Button, Card, Group, NativeSelect, Progress, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, ApiError, type Schemas } from '../../api/client'
import { useSessionKind } from '../../app/auth'
import { useFormat } from '../../app/format'
import { EligibilityChecklist } from '../matches/eligibility-checklist'
import { ReasonList } from '../matches/reasons'

// "Why it matches": for a signed-in user with companies, the stored match of this grant (score
// and reasons), and Save / Dismiss, which the API records even before a match was calculated.
// Saving tracks a deadline (reminders, the dashboard's deadlines), so only a call offers it: a
// programme or past topic says why not and links to its source instead.

type Grant = Schemas['Grant']

export function DetailMatch ({ grant }: { grant: Grant }) {
  const kind = useSessionKind()
  const companies = $api.useQuery('get', '/api/v1/companies', { params: { query: { page_size: 100 } } }, { enabled: kind === 'user' })
  if (kind !== 'user' || !companies.data?.items.length) return null
  return <MatchBox grant={grant} companies={companies.data.items.map((c) => ({ id: c.id, name: c.name }))} />
}

/** Why a programme or past topic cannot be saved or applied to here, with its source. */
export function NotACall ({ grant }: { grant: Pick<Grant, 'record_type' | 'source_url'> }) {
  const { t } = useTranslation('grants')
  if (grant.record_type === 'call') return null
  return (
    <Text size="sm">
      {t(`match.notACall.${grant.record_type}`)}
      {grant.source_url && (
        <> <Anchor href={grant.source_url} target="_blank" rel="noopener noreferrer">
          {t(`detail.openSource.${grant.record_type}`)}
        </Anchor></>
      )}
    </Text>
  )
}

function MatchBox ({ grant, companies }: { grant: Grant; companies: { id: string; name: string }[] }) {
  const grantId = grant.id
  const { t } = useTranslation('grants')
  const f = useFormat()
  const queryClient = useQueryClient()
  const [companyId, setCompanyId] = useState(companies[0]!.id)
  // The pair's stored match, if any (GET /matches filtered by company and grant).
  const matches = $api.useQuery('get', '/api/v1/matches', { params: { query: { company_id: companyId, grant_id: grantId } } }, { placeholderData: undefined })
  const match = matches.data?.items[0]
  const save = $api.useMutation('patch', '/api/v1/matches/{company_id}/{grant_id}/save')
  const dismiss = $api.useMutation('patch', '/api/v1/matches/{company_id}/{grant_id}/dismiss')
  const path = { company_id: companyId, grant_id: grantId }

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action()
      await queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/matches'] })
      notifications.show({ message: done, color: 'teal' })
    } catch (error) {
      const problem = error instanceof ApiError ? error.problem : (error as { status?: number; detail?: string })
      // Without a calculated match the API answers 404 (it does not create one yet).
      const message = problem.status === 404 ? t('match.needsMatch') : problem.detail || t('match.failed')
      notifications.show({ message, color: 'red' })
    }
  }
  const saved = match?.is_saved ?? false
  const dismissed = match?.is_dismissed ?? false
  const busy = save.isPending || dismiss.isPending
  const isCall = grant.record_type === 'call'

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="match-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="match-title">{t('match.title')}</Title>
        {companies.length > 1 && (
          <NativeSelect label={t('match.company')} value={companyId} onChange={(e) => setCompanyId(e.currentTarget.value)}
            data={companies.map((c) => ({ value: c.id, label: c.name }))} />
        )}
        {match ? (
          <>
            <Text size="sm" fw={600}>{t('match.score', { score: f.percent(match.score) })}</Text>
            <Progress value={match.score * 100} aria-label={t('match.scoreLabel')} />
            <ReasonList reasons={match.match_reasons} codes={match.match_reason_codes} spacing={4} />
            <EligibilityChecklist items={match.eligibility} order={3} />
            {saved && <Text size="sm">{t('match.isSaved')}</Text>}
            {dismissed && <Text size="sm">{t('match.isDismissed')}</Text>}
          </>
        ) : (
          <Text size="sm">{matches.isPending ? t('match.loading') : t('match.none')}</Text>
        )}
        <NotACall grant={grant} />
        <Group gap="sm">
          {/* A record saved before it was known not to be a call can still be un-saved. */}
          {(isCall || saved) && (
            <Button size="sm" loading={save.isPending} disabled={busy} variant={saved ? 'default' : 'filled'}
              onClick={() => void run(
                () => save.mutateAsync({ params: { path, query: { saved: !saved } } }),
                saved ? t('match.unsavedDone') : t('match.savedDone'),
              )}>
              {saved ? t('match.unsave') : t('match.save')}
            </Button>
          )}
          <Button size="sm" variant="default" loading={dismiss.isPending} disabled={busy}
            onClick={() => void run(() => dismiss.mutateAsync({ params: { path, query: { dismissed: !dismissed } } }), dismissed ? t('match.restoredDone') : t('match.dismissedDone'))}>
            {dismissed ? t('match.restore') : t('match.dismiss')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
