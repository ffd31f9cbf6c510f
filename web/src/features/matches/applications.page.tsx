import { Badge, Checkbox, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { PageTitle, QueryState } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { ApplicationCard } from './application-card'
import { CompanySelect, useCompanies } from './company-select'
import { useMembers } from '../team/workspace'
import { APPLICATION_STATUSES, type ApplicationStatus } from './constants'

// The pipeline: one section per status in flow order (draft → submitted → under review →
// approved / rejected, and withdrawn), each application with the moves it may make.

const route = getRouteApi('/applications')

export function ApplicationsPage () {
  const { t } = useTranslation('matches')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const companies = useCompanies()
  const names = new Map((companies.data?.items ?? []).map((c) => [c.id, c.name]))
  const members = useMembers()
  const people = new Map((members.data?.items ?? []).map((m) => [m.user_id, m.full_name]))
  const list = $api.useQuery('get', '/api/v1/applications', {
    params: { query: { company_id: search.company_id, status: search.status, assigned_to: search.assigned, page_size: 100 } },
  })

  return (
    <>
      <PageTitle>{t('applications.title')}</PageTitle>
      <Text mb="md" mt={-8}>{t('applications.description')}</Text>
      <Group align="flex-end" mb="lg" wrap="wrap">
        <CompanySelect allowAll value={search.company_id} onChange={(id) => void navigate({ search: (s) => ({ ...s, company_id: id }) })} />
        <Select
          label={t('applications.statusFilter')} w={220} allowDeselect={false}
          data={[{ value: '', label: t('applications.allStatuses') }, ...APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
          value={search.status ?? ''}
          onChange={(v) => void navigate({ search: (s) => ({ ...s, status: (v || undefined) as ApplicationStatus | undefined }) })}
        />
        <Checkbox label={t('applications.assignedToMe')} mb={8} checked={search.assigned === 'me'}
          onChange={(e) => void navigate({ search: (s) => ({ ...s, assigned: e.currentTarget.checked ? 'me' as const : undefined }) })} />
      </Group>
      <QueryState query={list}>
        {(data) => {
          if (data.items.length === 0) {
            return <Text>{t('applications.empty')} <AnchorLink to="/matches">{t('applications.toMatches')}</AnchorLink></Text>
          }
          const statuses = search.status ? [search.status] : APPLICATION_STATUSES
          return (
            <Stack gap="xl">
              {statuses.map((status) => {
                const items = data.items.filter((a) => a.status === status)
                const headingId = `section-${status}`
                return (
                  <section key={status} aria-labelledby={headingId}>
                    <Group gap="xs" mb="sm">
                      <Title order={2} size="h3" id={headingId}>{t(`status.${status}`)}</Title>
                      <Badge variant="outline" color="gray">{t('applications.count', { count: items.length })}</Badge>
                    </Group>
                    {items.length === 0
                      ? <Text size="sm">{t('applications.none')}</Text>
                      : (
                        <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                          {items.map((a) => <ApplicationCard key={a.id} application={a} companyName={names.get(a.company_id)} assigneeName={a.assigned_to ? people.get(a.assigned_to) : undefined} />)}
                        </SimpleGrid>
                      )}
                  </section>
                )
              })}
            </Stack>
          )
        }}
      </QueryState>
    </>
  )
}
