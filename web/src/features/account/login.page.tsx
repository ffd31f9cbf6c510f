import { Button, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, session, unwrap } from '../../api/client'
import { adoptAccountLanguage } from '../../app/i18n'
import { PageTitle } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { asProblem, ProblemAlert } from '../../app/problem-alert'

const route = getRouteApi('/login')

/** Only a path on this site: `/x` but not `//evil.example` or `/\evil.example` (open redirect). */
export function safeRedirect (target: string | undefined): string {
  return target && /^\/(?![/\\])/.test(target) ? target : '/dashboard'
}

/** Where a sign-in without a way back lands: the operator's overview for the operator. */
async function home (): Promise<string> {
  const me = await api.GET('/api/v1/auth/me')
  return me.data?.is_platform_admin ? '/admin' : '/dashboard'
}

/** Signs in, and shows the app in the account's language from then on (i18n.ts, adoptAccountLanguage). */
export async function logIn (email: string, password: string): Promise<void> {
  const pair = unwrap(await api.POST('/api/v1/auth/login', {
    body: { username: email, password },
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }))
  session.signIn('user', pair)
  const me = await api.GET('/api/v1/auth/me').catch(() => null)
  await adoptAccountLanguage(me?.data?.language)
}

export function LoginPage () {
  const { t } = useTranslation('account')
  const { redirect } = route.useSearch()
  const router = useRouter()
  const [errors, setErrors] = useState<string[]>([])
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: (v) => (/^\S+@\S+\.\S+$/.test(v) ? null : t('fields.emailInvalid')),
      password: (v) => (v ? null : t('fields.required')),
    },
  })

  const submit = form.onSubmit(async (values) => {
    setErrors([])
    try {
      await logIn(values.email.trim(), values.password)
      router.options.context.queryClient.clear()
      await router.navigate({ href: redirect ? safeRedirect(redirect) : await home() })
    } catch (error) {
      const problem = asProblem(error)
      if (problem.status === 401) setErrors([t('login.wrong')])
      else if (problem.status === 403) setErrors([problem.detail || t('login.inactive')])
      else setErrors([problem.detail || problem.title])
    }
  })

  return (
    <Stack maw={440} mx="auto">
      <PageTitle description={t('login.intro')}>{t('login.title')}</PageTitle>
      <Paper withBorder p="lg" radius="md">
        <ProblemAlert messages={errors} title={t('login.failed')} />
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
            <PasswordInput
              label={t('fields.password')} autoComplete="current-password" required
              // Mantine's PasswordInput does not set aria-invalid by itself.
              aria-invalid={form.errors.password ? true : undefined} {...form.getInputProps('password')}
            />
            <Group justify="space-between">
              <AnchorLink to="/forgot-password" size="sm">{t('login.forgot')}</AnchorLink>
              <Button type="submit" loading={form.submitting}>{t('login.submit')}</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Text size="sm" ta="center">
        {t('login.noAccount')} <AnchorLink to="/register">{t('login.register')}</AnchorLink>
      </Text>
      <Text size="sm" ta="center">
        {t('login.partner')} <AnchorLink to="/partners/login">{t('login.partnerLink')}</AnchorLink>
      </Text>
    </Stack>
  )
}
