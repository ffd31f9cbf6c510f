import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { useMarkReady } from '../../app/first-view'
import { useFormat } from '../../app/format'
import { AnchorLink } from '../../app/router-link'
import { DeadlineText, fundingRange, RecordBadge } from './grant-bits'
import type { GrantSearchInput } from './search-schema'

// The start page: a search box leading to /grants?q=…, the catalogue's counts, and the calls
// closing within 30 days. A referral link's click is recorded on any page (app/referral-capture.tsx).
// "Open now" counts calls only: a running programme is active but cannot be applied to here.

function Stat ({ label, value, to, search }: { label: string; value: number | undefined; to?: '/grants'; search?: GrantSearchInput }) {
  const f = useFormat()
  return (
    <Card withBorder padding="md">
      <Text size="xl" fw={700}>{value === undefined ? '–' : f.number(value)}</Text>
      {to ? <AnchorLink to={to} search={search ?? {}} size="sm">{label}</AnchorLink> : <Text size="sm">{label}</Text>}
    </Card>
  )
}

export function LandingPage () {
  useMarkReady('page')
  const { t } = useTranslation('grants')
  const f = useFormat()
  const navigate = useNavigate()
  const [q, setQ] = useState('')
  const stats = $api.useQuery('get', '/api/v1/grants/stats', {})
  const closing = $api.useQuery('get', '/api/v1/grants/deadlines', { params: { query: { days: 30, limit: 6 } } })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    void navigate({ to: '/grants', search: q.trim() ? { q: q.trim() } : {} })
  }

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={1}>{t('landing.title')}</Title>
        <Text size="lg">{t('landing.lead')}</Text>
        <form onSubmit={submit} role="search">
          <Group align="flex-end" gap="sm" wrap="nowrap" maw={720}>
            <TextInput label={t('searchBox.label')} placeholder={t('searchBox.placeholder')} value={q}
              onChange={(e) => setQ(e.currentTarget.value)} style={{ flex: 1 }} type="search" size="md" />
            <Button type="submit" size="md">{t('searchBox.submit')}</Button>
          </Group>
        </form>
      </Stack>

      <section aria-labelledby="stats-title">
        <Title order={2} size="h3" id="stats-title" mb="sm">{t('landing.stats')}</Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Stat label={t('landing.total')} value={stats.data?.total_grants} to="/grants" />
          <Stat label={t('landing.active')} value={stats.data?.open_calls} to="/grants"
            search={{ status: ['active'], record_type: ['call'] }} />
          <Stat label={t('landing.upcoming')} value={stats.data?.upcoming_grants} to="/grants" search={{ status: ['upcoming'] }} />
          <Stat label={t('landing.carbon')} value={stats.data?.carbon_focused_grants} />
        </SimpleGrid>
      </section>

      <section aria-labelledby="closing-title">
        <Title order={2} size="h3" id="closing-title" mb="sm">{t('landing.closing')}</Title>
        {closing.data?.length === 0 && <Text>{t('landing.noneClosing')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {closing.data?.map((g) => (
            <Card key={g.id} withBorder padding="md" component="article">
              <Stack gap={6}>
                <Title order={3} size="h5"><AnchorLink to="/grants/$grantId" params={{ grantId: g.id }}>{g.title}</AnchorLink></Title>
                <div><RecordBadge grant={g} /></div>
                <DeadlineText grant={g} />
                <Text size="sm">{fundingRange(g, f, t) ?? t('funding.unknown')}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <AnchorLink to="/grants" search={{ open_only: true, sort_by: 'deadline', sort_order: 'asc' }} mt="sm" display="inline-block">{t('landing.allOpen')}</AnchorLink>
      </section>

      <section aria-labelledby="partners-title">
        <Title order={2} size="h3" id="partners-title" mb="xs">{t('landing.partnersTitle')}</Title>
        <Text mb="xs">{t('landing.partnersBody')}</Text>
        <AnchorLink to="/partners/programme">{t('landing.partnersLink')}</AnchorLink>
      </section>
    </Stack>
  )
}
