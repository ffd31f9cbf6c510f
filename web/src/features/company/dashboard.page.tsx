import { Badge, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { useMe } from '../../app/auth'
import { useFormat } from '../../app/format'
import { PageTitle, QueryState } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { VerifyEmailNotice } from '../account/verify-notice'
import { FirstRunChecklist } from './first-run'
import { HrefLink } from './href-link'

const STATUSES = ['draft', 'submitted', 'under_review', 'approved', 'rejected', 'withdrawn'] as const

function Kpi ({ label, value, href, hint }: { label: string; value: string; href: string; hint?: string }) {
  return (
    <HrefLink href={href} underline="never" c="inherit">
      <Card withBorder padding="md" radius="md" h="100%">
        <Text size="sm" fw={500}>{label}</Text>
        <Text fz={30} fw={700} lh={1.2}>{value}</Text>
        {hint && <Text size="xs">{hint}</Text>}
      </Card>
    </HrefLink>
  )
}

export function DashboardPage () {
  const { t } = useTranslation('company')
  const format = useFormat()
  const me = useMe()
  const stats = $api.useQuery('get', '/api/v1/dashboard/stats')
  const matchStats = $api.useQuery('get', '/api/v1/matches/stats')
  const companies = $api.useQuery('get', '/api/v1/companies', { params: { query: { page_size: 50 } } })
  const unread = $api.useQuery('get', '/api/v1/notifications', { params: { query: { read: false, page_size: 5 } } })
  const name = me.data?.full_name

  return (
    <Stack gap="lg">
      <PageTitle description={t('dashboard.intro')}>{name ? t('dashboard.welcome', { name }) : t('dashboard.title')}</PageTitle>
      <VerifyEmailNotice />
      <QueryState query={stats}>
        {(s) => (
          <Stack gap="lg">
            {companies.data && (
              <FirstRunChecklist companies={companies.data.items} matchesTotal={Math.max(s.matches.total, matchStats.data?.total_matches ?? 0)} />
            )}
            <section aria-labelledby="kpi-title">
              <Title order={2} size="h3" id="kpi-title" mb="sm">{t('dashboard.kpis')}</Title>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                <Kpi label={t('dashboard.kpi.companies')} value={format.number(s.companies)} href="/companies" />
                <Kpi
                  label={t('dashboard.kpi.activeMatches')} value={format.number(matchStats.data?.active ?? s.matches.total - s.matches.dismissed)} href="/matches?status=active"
                  hint={s.matches.average_score !== null ? t('dashboard.kpi.averageScore', { score: format.percent(s.matches.average_score) }) : undefined}
                />
                <Kpi label={t('dashboard.kpi.saved')} value={format.number(matchStats.data?.saved ?? s.matches.saved)} href="/matches?status=saved" />
                <Kpi label={t('dashboard.kpi.applications')} value={format.number(s.applications.total)} href="/applications" />
              </SimpleGrid>
            </section>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder radius="md" component="section" aria-labelledby="apps-title">
                <Title order={2} size="h3" id="apps-title" mb="sm">{t('dashboard.applicationsByStatus')}</Title>
                <List listStyleType="none" spacing={6}>
                  {STATUSES.map((status) => (
                    <List.Item key={status}>
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <HrefLink href={`/applications?status=${status}`}>{t(`dashboard.status.${status}`)}</HrefLink>
                        <Badge variant="light" color="gray">{s.applications.by_status[status]}</Badge>
                      </Group>
                    </List.Item>
                  ))}
                </List>
                <Text size="xs" mt="xs">{t('dashboard.applicationsNote')}</Text>
              </Card>
              <Card withBorder radius="md" component="section" aria-labelledby="unread-title">
                <Title order={2} size="h3" id="unread-title" mb="sm">{t('dashboard.unread', { count: s.unread_notifications })}</Title>
                {unread.data && unread.data.items.length > 0
                  ? (
                    <List spacing={6} size="sm">
                      {unread.data.items.map((n) => (
                        <List.Item key={n.id}>
                          <Text span fw={500} size="sm">{n.title}</Text> <Text span size="xs">({format.dateTime(n.created_at)})</Text>
                        </List.Item>
                      ))}
                    </List>
                    )
                  : <Text size="sm">{t('dashboard.noUnread')}</Text>}
                <AnchorLink to="/notifications" size="sm" mt="sm" display="inline-block">{t('dashboard.allNotifications')}</AnchorLink>
              </Card>
            </SimpleGrid>
            <Deadlines items={s.upcoming_deadlines} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  )
}

function Deadlines ({ items }: { items: Schemas['DashboardStats']['upcoming_deadlines'] }) {
  const { t } = useTranslation('company')
  const format = useFormat()
  return (
    <section aria-labelledby="deadlines-title">
      <Title order={2} size="h3" id="deadlines-title" mb="sm">{t('dashboard.deadlines')}</Title>
      {items.length === 0
        ? <Text size="sm">{t('dashboard.noDeadlines')} <HrefLink href="/matches?status=saved">{t('dashboard.toSaved')}</HrefLink></Text>
        : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Caption c="var(--mantine-color-text)">{t('dashboard.deadlinesCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.grant')}</Table.Th>
                  <Table.Th>{t('dashboard.company')}</Table.Th>
                  <Table.Th>{t('dashboard.deadline')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((d) => (
                  <Table.Tr key={d.match_id}>
                    <Table.Td><AnchorLink to="/grants/$grantId" params={{ grantId: d.grant_id }}>{d.title}</AnchorLink></Table.Td>
                    <Table.Td>{d.company_name}</Table.Td>
                    <Table.Td>{format.date(d.deadline)} ({format.inDays(d.days_until_deadline)})</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          )}
    </section>
  )
}
