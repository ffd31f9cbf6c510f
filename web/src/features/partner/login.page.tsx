import { Button, Card, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, session } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { adoptAccountLanguage } from '../../app/i18n'
import { PageTitle } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { ProblemAlert } from '../../app/problem-alert'
import { asProblem } from '../../app/problem-alert'

const route = getRouteApi('/partners/login')

// Only a path of our own is followed after sign-in (no `//evil.example` open redirect).
const safeRedirect = (value: string | undefined) => (value && value.startsWith('/') && !value.startsWith('//') ? value : '/partners')

export function PartnerLoginPage () {
  const { t } = useTranslation('partner')
  const { redirect } = route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [summary, setSummary] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: {
      username: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t('form.emailInvalid')),
      password: (v) => (v ? null : t('form.required')),
    },
  })

  const submit = form.onSubmit(async (values) => {
    setSummary([])
    setBusy(true)
    try {
      const result = await api.POST('/api/v1/partners/login', {
        body: { username: values.username.trim(), password: values.password },
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
      if (result.data) {
        // Whatever was cached belongs to the previous session.
        queryClient.clear()
        session.signIn('partner', result.data)
        const me = await api.GET('/api/v1/partners/me').catch(() => null)
        await adoptAccountLanguage(me?.data?.language)
        await navigate({ href: safeRedirect(redirect), replace: true })
        return
      }
      const status = result.response.status
      if (status === 401) setSummary([t('login.wrong')])
      else if (status === 403) setSummary([t('login.notActive')])
      else {
        const mapped = mapProblem(asProblem(result.error), ['username', 'password'])
        form.setErrors(mapped.fields)
        setSummary(mapped.summary)
      }
    } catch {
      setSummary([t('form.network')])
    } finally {
      setBusy(false)
    }
  })

  return (
    <Stack maw={480}>
      <PageTitle description={t('login.intro')}>{t('login.title')}</PageTitle>
      <ProblemAlert messages={summary} title={t('login.failed')} />
      <Card withBorder padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label={t('fields.email')} type="email" autoComplete="username" required {...form.getInputProps('username')} />
            <PasswordInput label={t('fields.password')} visibilityToggleButtonProps={{ 'aria-label': t('form.togglePassword') }} autoComplete="current-password" required {...form.getInputProps('password')} />
            <Button type="submit" loading={busy}>{t('login.submit')}</Button>
          </Stack>
        </form>
      </Card>
      <Text size="sm">
        {t('login.noAccount')} <AnchorLink to="/partners/register">{t('login.registerLink')}</AnchorLink>
      </Text>
      <Text size="sm">
        {t('login.customer')} <AnchorLink to="/login">{t('login.customerLink')}</AnchorLink>
      </Text>
    </Stack>
  )
}
