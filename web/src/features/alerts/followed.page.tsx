import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { PageTitle, QueryState } from '../../app/page'
import { Pager } from '../../app/pager'
import { AnchorLink } from '../../app/router-link'
import { changeLine, headline } from './change-words'

// The calls the user follows, newest first: status, deadline and the latest meaningful change.

const PAGE_SIZE = 20

export function FollowedPage () {
  const { t } = useTranslation('alerts')
  const [page, setPage] = useState(1)
  const list = $api.useQuery('get', '/api/v1/follows', { params: { query: { page, page_size: PAGE_SIZE } } })
  return (
    <>
      <PageTitle description={t('followed.description')}>{t('followed.title')}</PageTitle>
      <QueryState query={list}>
        {(data) => data.items.length === 0
          ? <Text>{t('followed.empty')} <AnchorLink to="/grants">{t('list.toSearch')}</AnchorLink></Text>
          : (
            <Stack gap="md">
              <Text size="sm">{t('followed.count', { count: data.total })}</Text>
              {data.items.map((g) => <FollowedCard key={g.grant_id} grant={g} />)}
              <Pager page={data.page} pages={data.pages} onChange={setPage} />
            </Stack>
            )}
      </QueryState>
      <Text size="sm" mt="lg"><AnchorLink to="/saved-searches">{t('list.title')}</AnchorLink></Text>
    </>
  )
}

function FollowedCard ({ grant }: { grant: Schemas['FollowedGrant'] }) {
  const { t } = useTranslation('alerts')
  const f = useFormat()
  const latest = grant.latest_change
  return (
    <Card withBorder component="article" aria-labelledby={`followed-${grant.grant_id}`}>
      <Stack gap={6}>
        <Title order={2} size="h4" id={`followed-${grant.grant_id}`}>
          <AnchorLink to="/grants/$grantId" params={{ grantId: grant.grant_id }}>{grant.title}</AnchorLink>
        </Title>
        <Group gap="xs">
          <Badge variant="light" color={grant.status === 'active' ? 'teal' : 'gray'}>{t(`changes.status.${grant.status}`)}</Badge>
          <Text size="sm">{grant.deadline ? t('followed.deadline', { date: f.date(grant.deadline) }) : t('followed.noDeadline')}</Text>
          <Text size="sm">· {t('followed.since', { date: f.date(grant.followed_at) })}</Text>
        </Group>
        {latest
          ? (
            <Text size="sm" c={latest.urgent ? 'red.9' : undefined} fw={latest.urgent ? 600 : undefined}>
              {t('followed.latest', { date: f.date(latest.changed_at), what: t(`changes.headline.${headline(latest)}`) })}
              {latest.changes[0] && `: ${changeLine(latest.changes[0], t, f)}`}
            </Text>
            )
          : <Text size="sm">{t('followed.noChange')}</Text>}
      </Stack>
    </Card>
  )
}
