import { Card, Group, Stack, Text } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { ErrorState, Loading, PageTitle } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { AssigneeSelect } from '../team/assignee-select'
import { Comments } from '../team/comments'
import { StatusBadge } from './application-card'
import { useCompanies } from './company-select'

// One application as a team works on it: its status and figures, who is assigned, and the
// comment thread (mentions notify colleagues). Status moves stay on the pipeline page.

const route = getRouteApi('/applications/$applicationId')

export function ApplicationDetailPage() {
  const { t } = useTranslation('matches')
  const { applicationId } = route.useParams()
  const application = $api.useQuery('get', '/api/v1/applications/{application_id}', {
    params: { path: { application_id: applicationId } },
  })
  if (application.error)
    return (
      <>
        <PageTitle>{t('applicationDetail.title')}</PageTitle>
        <ErrorState error={application.error} onRetry={() => void application.refetch()} />
      </>
    )
  if (!application.data)
    return (
      <>
        <PageTitle>{t('applicationDetail.title')}</PageTitle>
        <Loading />
      </>
    )
  return <ApplicationDetail application={application.data} />
}

function ApplicationDetail({ application }: { application: Schemas['Application'] }) {
  const { t } = useTranslation('matches')
  const f = useFormat()
  const companies = useCompanies()
  const company = companies.data?.items.find((c) => c.id === application.company_id)
  return (
    <>
      <PageTitle description={t('applicationDetail.description')}>{application.grant.title}</PageTitle>
      <Stack gap="lg">
        <Card withBorder>
          <Stack gap="xs">
            <Group gap="sm">
              <Text size="sm">{t('applicationDetail.status')}:</Text>
              <StatusBadge status={application.status} />
            </Group>
            {company && (
              <Text size="sm">
                {t('applications.company')}: {company.name}
              </Text>
            )}
            {application.requested_amount !== null && (
              <Text size="sm">
                {t('applications.amount')}: {f.money(application.requested_amount)}
              </Text>
            )}
            <Text size="sm">
              {t('applications.updated')}: {f.dateTime(application.updated_at)}
            </Text>
            <Group gap="md">
              <AnchorLink to="/grants/$grantId" params={{ grantId: application.grant_id }} size="sm">
                {t('detail.grantLink')}
              </AnchorLink>
              <AnchorLink to="/applications" search={{ company_id: application.company_id }} size="sm">
                {t('applicationDetail.back')}
              </AnchorLink>
            </Group>
          </Stack>
        </Card>
        <AssigneeSelect subject={{ type: 'application', id: application.id }} assignedTo={application.assigned_to} />
        <Comments subject={{ type: 'application', id: application.id }} />
      </Stack>
    </>
  )
}
