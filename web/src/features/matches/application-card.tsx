import { Alert, Badge, Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { AnchorLink } from '../../app/router-link'
import { DeadlineText, fundingRange } from '../grants/grant-bits'
import { APPLICATION_STATUSES, invalidatePrefix, type ApplicationStatus } from './constants'

// One application: its call's deadline and funding (what the next step is measured against), the
// moves the flow allows as buttons, and a free "other change" for any status, so a move the server
// forbids is answered with its own explanation (409 detail).

const COLOURS: Record<ApplicationStatus, string> = {
  draft: 'gray', submitted: 'blue', under_review: 'indigo', approved: 'teal', rejected: 'red', withdrawn: 'gray',
}

export function StatusBadge ({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('matches')
  // Never shrunk beside a long title: a cut-off "UNDER REV…" hides the status.
  return <Badge variant="outline" color={COLOURS[status]} style={{ flexShrink: 0 }}>{t(`status.${status}`)}</Badge>
}

export function ApplicationCard ({ application, companyName, assigneeName }: { application: Schemas['Application']; companyName?: string; assigneeName?: string }) {
  const { t } = useTranslation('matches')
  const { t: tg } = useTranslation('grants')
  const f = useFormat()
  const funding = fundingRange(application.grant, f, tg)
  const queryClient = useQueryClient()
  const patch = $api.useMutation('patch', '/api/v1/applications/{application_id}')
  const [problem, setProblem] = useState<{ title: string; detail?: string } | null>(null)
  const others = APPLICATION_STATUSES.filter((s) => s !== application.status)
  const [other, setOther] = useState<ApplicationStatus>(others[0]!)

  const move = async (status: ApplicationStatus) => {
    setProblem(null)
    try {
      await patch.mutateAsync({ params: { path: { application_id: application.id } }, body: { status } })
      await Promise.all([
        invalidatePrefix(queryClient, '/api/v1/applications'),
        invalidatePrefix(queryClient, '/api/v1/notifications'),
        invalidatePrefix(queryClient, '/api/v1/dashboard'),
      ])
    } catch (e) {
      const p = e as { title?: string; detail?: string }
      setProblem({ title: p.title ?? t('errors.action'), detail: p.detail })
    }
  }

  const selectId = `other-status-${application.id}`
  return (
    <Card withBorder component="li" padding="md" aria-label={application.grant.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <AnchorLink to="/grants/$grantId" params={{ grantId: application.grant_id }} fw={600}>{application.grant.title}</AnchorLink>
          <StatusBadge status={application.status} />
        </Group>
        <DeadlineText grant={application.grant} />
        {funding && <Text size="sm">{tg('funding.label')}: {funding}</Text>}
        {companyName && <Text size="sm">{t('applications.company')}: {companyName}</Text>}
        {assigneeName && <Text size="sm">{t('applications.assignee')}: {assigneeName}</Text>}
        <AnchorLink to="/applications/$applicationId" params={{ applicationId: application.id }} size="sm"
          aria-label={t('applications.openNamed', { title: application.grant.title })}>{t('applications.open')}</AnchorLink>
        {application.requested_amount !== null && (
          <Text size="sm">{t('applications.amount')}: {f.money(application.requested_amount)}</Text>
        )}
        <Text size="sm">
          {t('applications.updated')}: {f.dateTime(application.updated_at)}
          {application.submitted_at && ` · ${t('applications.submitted')}: ${f.date(application.submitted_at)}`}
          {application.decided_at && ` · ${t('applications.decided')}: ${f.date(application.decided_at)}`}
        </Text>
        {application.allowed_transitions.length > 0 && (
          <Group gap="xs">
            {application.allowed_transitions.map((next) => (
              <Button key={next} size="xs" variant={next === 'withdrawn' || next === 'rejected' ? 'default' : 'filled'}
                disabled={patch.isPending} onClick={() => void move(next)}>
                {t(`transition.${next}`)}
              </Button>
            ))}
          </Group>
        )}
        <Group gap="xs" align="flex-end">
          <NativeSelect id={selectId} size="xs" label={t('applications.otherChange')} value={other}
            data={others.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            onChange={(e) => setOther(e.currentTarget.value as ApplicationStatus)} />
          <Button size="xs" variant="default" disabled={patch.isPending} onClick={() => void move(other)}>
            {t('applications.apply')}
          </Button>
        </Group>
        {problem && (
          <Alert color="red" role="alert" title={problem.title} withCloseButton closeButtonLabel={t('actions.closeNotice')} onClose={() => setProblem(null)}>
            {problem.detail}
          </Alert>
        )}
      </Stack>
    </Card>
  )
}
