import { Alert, Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { QueryState } from '../../app/page'
import { useMe } from '../../app/auth'
import { AnchorLink } from '../../app/router-link'
import { switchWorkspace } from '../team/workspace'
import { invalidatePrefix } from './constants'
import { Pager } from '../../app/pager'

// The in-app inbox: unread first, a filter for unread only, mark one or all read. Every change
// refetches the notification queries, so the header bell's count follows.

const route = getRouteApi('/notifications')
const PAGE_SIZE = 20

type Target =
  | { to: '/applications/$applicationId'; params: { applicationId: string } }
  | { to: '/matches/$matchId'; params: { matchId: string } }
  | { to: '/applications' } | { to: '/matches'; search: { company_id: string } }

/** Where a notification leads, and the words of its link; null when it leads nowhere. */
function targetOf (n: Schemas['InAppNotification']): { target: Target; label: string } | null {
  const data = n.data as { application_id?: unknown; company_id?: unknown; subject_type?: unknown; subject_id?: unknown }
  // A mention or an assignment: the match or application it is about (its comments are there).
  if ((n.type === 'mention' || n.type === 'assignment') && typeof data.subject_id === 'string') {
    return data.subject_type === 'application'
      ? { target: { to: '/applications/$applicationId', params: { applicationId: data.subject_id } }, label: 'notifications.toApplication' }
      : { target: { to: '/matches/$matchId', params: { matchId: data.subject_id } }, label: 'notifications.toMatch' }
  }
  if (typeof data.application_id === 'string') return { target: { to: '/applications' }, label: 'notifications.toApplications' }
  if (typeof data.company_id === 'string' && (n.type === 'new_match' || n.type === 'match_refresh')) {
    return { target: { to: '/matches', search: { company_id: data.company_id } }, label: 'notifications.toMatches' }
  }
  return null
}

// The inbox holds the user's notifications of every workspace; what one is about can only be
// opened in its own: from another workspace the link switches first (the session moves there).
function Related ({ n }: { n: Schemas['InAppNotification'] }) {
  const { t } = useTranslation('matches')
  const me = useMe()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const found = targetOf(n)
  if (!found) return null
  if (me.data && me.data.tenant_id !== n.tenant_id) {
    const open = async () => {
      setBusy(true)
      try {
        await switchWorkspace(queryClient, n.tenant_id)
        await navigate(found.target)
      } finally {
        setBusy(false)
      }
    }
    return (
      <Button size="compact-xs" variant="subtle" loading={busy} onClick={() => void open().catch(() => undefined)}>
        {t('notifications.openInWorkspace', { what: t(found.label) })}
      </Button>
    )
  }
  return <AnchorLink {...found.target} size="sm">{t(found.label)}</AnchorLink>
}

export function Inbox () {
  const { t } = useTranslation('matches')
  const f = useFormat()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const list = $api.useQuery('get', '/api/v1/notifications', {
    params: { query: { read: search.filter === 'unread' ? false : undefined, page: search.page, page_size: PAGE_SIZE } },
  })
  const markRead = $api.useMutation('patch', '/api/v1/notifications/{notification_id}/read')
  const readAll = $api.useMutation('post', '/api/v1/notifications/read-all')
  const refresh = () => Promise.all([invalidatePrefix(queryClient, '/api/v1/notifications'), invalidatePrefix(queryClient, '/api/v1/dashboard')])

  const markOne = async (id: string) => {
    await markRead.mutateAsync({ params: { path: { notification_id: id } } })
    await refresh()
  }
  const markAll = async () => {
    await readAll.mutateAsync({})
    await refresh()
  }
  const failure = markRead.error ?? readAll.error

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Switch label={t('notifications.onlyUnread')} checked={search.filter === 'unread'}
          onChange={(e) => void navigate({ search: (s) => ({ ...s, filter: e.currentTarget.checked ? 'unread' : 'all', page: 1 }) })} />
        <Button variant="filled" onClick={() => void markAll().catch(() => undefined)} loading={readAll.isPending}>
          {t('notifications.markAll')}
        </Button>
      </Group>
      {readAll.data && <Text size="sm" role="status">{t('notifications.markedAll', { count: readAll.data.updated })}</Text>}
      {failure && <Alert color="red" role="alert">{failure.detail || failure.title}</Alert>}
      <QueryState query={list}>
        {(data) => {
          if (data.items.length === 0) return <Text>{t(search.filter === 'unread' ? 'notifications.noUnread' : 'notifications.empty')}</Text>
          const items = [...data.items].sort((a, b) => Number(a.read) - Number(b.read))
          return (
            <>
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('notifications.inbox')}>
                {items.map((n) => (
                  <Card key={n.id} component="li" withBorder padding="sm" aria-label={n.title}
                    style={n.read ? undefined : { borderLeft: '4px solid var(--mantine-color-blue-7)' }}>
                    <Stack gap={4}>
                      <Group justify="space-between" wrap="wrap">
                        <Text fw={n.read ? 400 : 700}>{n.title}</Text>
                        <Group gap="xs">
                          <Badge variant="outline" color="gray">{t(`inAppType.${n.type}`)}</Badge>
                          <Badge variant="outline" color={n.read ? 'gray' : 'blue'}>{n.read ? t('notifications.read') : t('notifications.unread')}</Badge>
                        </Group>
                      </Group>
                      <Text size="sm">{n.message}</Text>
                      <Group gap="md">
                        <Text size="xs">{f.dateTime(n.created_at)}</Text>
                        <Related n={n} />
                        {!n.read && (
                          <Button size="compact-xs" variant="default" disabled={markRead.isPending}
                            aria-label={t('notifications.markReadNamed', { title: n.title })}
                            onClick={() => void markOne(n.id).catch(() => undefined)}>
                            {t('notifications.markRead')}
                          </Button>
                        )}
                      </Group>
                    </Stack>
                  </Card>
                ))}
              </Stack>
              <Pager pages={data.pages} page={data.page} onChange={(p) => void navigate({ search: (s) => ({ ...s, page: p }) })} />
            </>
          )
        }}
      </QueryState>
    </Stack>
  )
}
