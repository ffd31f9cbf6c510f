import { Alert, Button, Card, Stack, Text } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { $api, api, session, unwrap } from '../../api/client'
import { useMe, useSessionKind } from '../../app/auth'
import { useFormat } from '../../app/format'
import { ErrorState, Loading, PageTitle } from '../../app/page'
import { problemOf } from '../../app/problem-alert'
import { ButtonLink } from '../../app/router-link'
import { InviteRegisterForm } from './invite-register'
import { enterWorkspace, problemSentence } from './workspace'

// The page of the e-mailed link (/invite?token=…): what the invitation offers, then either accept
// it with the invited address's account (signing in first, or saying that another account is
// signed in), or create the account inside the workspace (name and password; verified by the link).

const route = getRouteApi('/invite')

export type Preview = {
  workspace_name: string
  email: string
  role: 'member' | 'admin'
  invited_by: string | null
  expires_at: string
  account_exists: boolean
}

export function InvitePage() {
  const { t } = useTranslation('team')
  const { token } = route.useSearch()
  const preview = useQuery({
    queryKey: ['invitation-preview', token],
    enabled: !!token,
    staleTime: Infinity,
    queryFn: async () => unwrap(await api.POST('/api/v1/invitations/preview', { body: { token: token! } })) as Preview,
  })
  if (!token || preview.error) {
    return (
      <Stack maw={560} mx="auto">
        <PageTitle>{t('join.invalidTitle')}</PageTitle>
        {preview.error && problemOf(preview.error)?.status !== 400 ? (
          <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />
        ) : (
          <Text>{t('join.invalid')}</Text>
        )}
      </Stack>
    )
  }
  if (!preview.data)
    return (
      <>
        <PageTitle>{t('join.loadingTitle')}</PageTitle>
        <Loading />
      </>
    )
  return <Invitation token={token} preview={preview.data} />
}

function Invitation({ token, preview }: { token: string; preview: Preview }) {
  const { t } = useTranslation('team')
  const f = useFormat()
  return (
    <Stack maw={560} mx="auto">
      <PageTitle>{t('join.title', { name: preview.workspace_name })}</PageTitle>
      <Card withBorder>
        <Text>
          {preview.invited_by
            ? t('join.offerBy', {
                inviter: preview.invited_by,
                name: preview.workspace_name,
                role: t(`roles.${preview.role}`),
              })
            : t('join.offer', { name: preview.workspace_name, role: t(`roles.${preview.role}`) })}
        </Text>
        <Text size="sm" mt="xs">
          {t('join.forAddress', { email: preview.email })} ·{' '}
          {t('join.expires', { date: f.dateTime(preview.expires_at) })}
        </Text>
      </Card>
      {preview.account_exists ? (
        <AcceptInvitation token={token} preview={preview} />
      ) : (
        <InviteRegisterForm token={token} preview={preview} />
      )}
    </Stack>
  )
}

function AcceptInvitation({ token, preview }: { token: string; preview: Preview }) {
  const { t } = useTranslation('team')
  const kind = useSessionKind()
  const me = useMe()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const accept = $api.useMutation('post', '/api/v1/invitations/accept')
  const here = `/invite?token=${encodeURIComponent(token)}`

  if (kind !== 'user') {
    return (
      <Stack align="flex-start">
        <Text>{t('join.signInFirst', { email: preview.email })}</Text>
        <ButtonLink to="/login" search={{ redirect: here }}>
          {t('join.signIn')}
        </ButtonLink>
      </Stack>
    )
  }
  if (!me.data) return <Loading />
  if (me.data.email.toLowerCase() !== preview.email.toLowerCase()) {
    return (
      <Stack align="flex-start">
        <Alert color="yellow" variant="light" title={t('join.otherAccountTitle')}>
          {t('join.otherAccount', { current: me.data.email, email: preview.email })}
        </Alert>
        <Button variant="default" onClick={() => void session.signOut().then(() => queryClient.clear())}>
          {t('join.signOut')}
        </Button>
      </Stack>
    )
  }
  const run = async () => {
    const pair = await accept.mutateAsync({ body: { token } }).catch(() => null)
    if (!pair) return
    enterWorkspace(queryClient, pair)
    await navigate({ to: '/dashboard' })
  }
  return (
    <Stack align="flex-start">
      <Text>{t('join.acceptAs', { email: me.data.email })}</Text>
      <Button onClick={() => void run()} loading={accept.isPending}>
        {t('join.accept', { name: preview.workspace_name })}
      </Button>
      {accept.error && (
        <Alert color="red" role="alert">
          {problemSentence(t, problemOf(accept.error))}
        </Alert>
      )}
    </Stack>
  )
}
