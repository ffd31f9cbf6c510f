import { Alert, Stack } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '../../api/client'
import { useSessionKind } from '../../app/auth'
import { Loading, PageTitle } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { asProblem } from '../../app/problem-alert'

const route = getRouteApi('/verify-email')

export function VerifyEmailPage () {
  const { t } = useTranslation('account')
  const { token } = route.useSearch()
  const kind = useSessionKind()
  const verify = useMutation({
    mutationFn: async (value: string) => unwrap(await api.POST('/api/v1/auth/verify-email', { body: { token: value } })),
  })
  const { mutate } = verify

  // Once per token: StrictMode's double effect must not spend a single-use token twice.
  useEffect(() => {
    if (token && verify.isIdle) mutate(token)
  }, [token, mutate, verify.isIdle])

  const next = kind === 'user'
    ? <AnchorLink to="/dashboard">{t('verify.toDashboard')}</AnchorLink>
    : <AnchorLink to="/login">{t('verify.toLogin')}</AnchorLink>

  let body
  if (!token) body = <Alert color="red" variant="light" role="alert">{t('verify.noToken')}</Alert>
  else if (verify.isSuccess) body = <Alert color="teal" variant="light" role="status" title={t('verify.okTitle')}>{t('verify.ok', { email: verify.data.email })}</Alert>
  else if (verify.isError) {
    const problem = asProblem(verify.error)
    body = <Alert color="red" variant="light" role="alert" title={t('verify.failedTitle')}>{problem.status === 400 ? t('verify.badToken') : problem.detail || problem.title}</Alert>
  } else body = <Loading />

  return (
    <Stack maw={480} mx="auto">
      <PageTitle>{t('verify.title')}</PageTitle>
      {body}
      {next}
    </Stack>
  )
}
