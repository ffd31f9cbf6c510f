import { Button, Card, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { useSessionKind } from '../../app/auth'
import { problemOf } from '../../app/problem-alert'
import { AnchorLink } from '../../app/router-link'

// "Follow" on a grant's page (signed-in users): a followed call's meaningful changes (dates,
// status, money, eligibility) reach the user as notifications. Whether it is followed comes from
// the user's followed calls (the first 100; the grant answer does not say).

export const FOLLOWS = '/api/v1/follows'
const FOLLOWS_QUERY = { params: { query: { page_size: 100 } } }

export function FollowCard ({ grantId }: { grantId: string }) {
  const { t } = useTranslation('alerts')
  const kind = useSessionKind()
  if (kind !== 'user') return null
  return (
    <Card withBorder component="section" aria-labelledby="follow-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="follow-title">{t('follow.title')}</Title>
        <Text size="sm">{t('follow.help')}</Text>
        <FollowButton grantId={grantId} />
        <AnchorLink to="/followed" size="sm">{t('follow.toList')}</AnchorLink>
      </Stack>
    </Card>
  )
}

function FollowButton ({ grantId }: { grantId: string }) {
  const { t } = useTranslation('alerts')
  const queryClient = useQueryClient()
  const follows = $api.useQuery('get', '/api/v1/follows', FOLLOWS_QUERY)
  const follow = $api.useMutation('put', '/api/v1/grants/{grant_id}/follow')
  const unfollow = $api.useMutation('delete', '/api/v1/grants/{grant_id}/follow')
  const [message, setMessage] = useState<string | null>(null)
  const following = follows.data?.items.some((g) => g.grant_id === grantId) ?? false
  const busy = follow.isPending || unfollow.isPending

  const toggle = async () => {
    setMessage(null)
    const path = { params: { path: { grant_id: grantId } } }
    try {
      if (following) await unfollow.mutateAsync(path)
      else await follow.mutateAsync(path)
      setMessage(t(following ? 'follow.stopped' : 'follow.started'))
    } catch (e) {
      setMessage(problemOf(e)?.detail || t('errors.network'))
    }
    await queryClient.invalidateQueries({ queryKey: ['get', FOLLOWS] })
  }

  return (
    <>
      <Button variant={following ? 'light' : 'filled'} loading={busy || follows.isPending} onClick={() => void toggle()}
        style={{ alignSelf: 'flex-start' }}>
        {following ? t('follow.following') : t('follow.follow')}
      </Button>
      <Text size="sm" role="status">{message}</Text>
    </>
  )
}
