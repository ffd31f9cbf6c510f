import { Button, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { currentLanguage } from '../../app/i18n'
import { PageTitle } from '../../app/page'
import { storedReferral } from '../../app/referral'
import { AnchorLink } from '../../app/router-link'
import { TermsConsent, usePublishedTerms } from '../legal/terms-consent'
import { logIn } from './login.page'
import { PasswordChecklist, passwordOk } from './password-rules'
import { asProblem, ProblemAlert } from '../../app/problem-alert'

const FIELDS = ['email', 'password', 'full_name', 'accept_terms_version'] as const

export function RegisterPage () {
  const { t } = useTranslation('account')
  const router = useRouter()
  const [summary, setSummary] = useState<string[]>([])
  const referral = storedReferral()
  const terms = usePublishedTerms()
  const form = useForm({
    initialValues: { full_name: '', email: '', password: '', accept_terms_version: false },
    // Only the minimum here: the server is the validator, and its 422 lands on the fields. A weak
    // password is still sent, so the user sees the server's own message next to the checklist.
    validate: {
      full_name: (v) => (v.trim() ? null : t('fields.required')),
      email: (v) => (/^\S+@\S+\.\S+$/.test(v) ? null : t('fields.emailInvalid')),
      password: (v) => (v ? null : t('fields.required')),
      accept_terms_version: (v) => (v || !terms ? null : t('register.termsRequired')),
    },
  })

  const submit = form.onSubmit(async (values) => {
    setSummary([])
    const email = values.email.trim()
    try {
      unwrap(await api.POST('/api/v1/auth/register', {
        body: {
          email, password: values.password, full_name: values.full_name.trim(), language: currentLanguage(),
          ...(referral ? { referral_id: referral.referral_id } : {}),
          ...(terms && values.accept_terms_version ? { accept_terms_version: terms.version } : {}),
        },
      }))
    } catch (error) {
      const problem = asProblem(error)
      if (problem.status === 400) {
        form.setFieldError('email', t('register.emailTaken'))
        return
      }
      const { fields, summary: rest } = mapProblem(problem, FIELDS)
      // The server lists every broken password rule; show all of them, not only the first.
      const passwordMessages = (problem.errors ?? []).filter((e) => e.loc.join('.') === 'body.password').map((e) => e.msg)
      if (passwordMessages.length > 1) fields.password = passwordMessages.join(' · ')
      form.setErrors(fields)
      setSummary(rest)
      return
    }
    try {
      await logIn(email, values.password)
      router.options.context.queryClient.clear()
      await router.navigate({ to: '/dashboard' })
    } catch {
      await router.navigate({ to: '/login' })
    }
  })

  return (
    <Stack maw={480} mx="auto">
      <PageTitle description={t('register.intro')}>{t('register.title')}</PageTitle>
      {referral && <Text size="sm">{t('register.referredBy', { partner: referral.partner_company })}</Text>}
      <Paper withBorder p="lg" radius="md">
        <ProblemAlert messages={summary} />
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label={t('fields.fullName')} autoComplete="name" required {...form.getInputProps('full_name')} />
            <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
            {/* The checklist is the field's description (below the input, before the server's
                error): PasswordInput sets aria-describedby itself from its description and error,
                and no aria-invalid, so both are given through its own props. */}
            <PasswordInput
              label={t('fields.password')} autoComplete="new-password" required
              aria-invalid={form.errors.password ? true : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              descriptionProps={{ component: 'div' }}
              description={(
                <>
                  <PasswordChecklist id="password-rules" password={form.values.password} />
                  {form.values.password && passwordOk(form.values.password) && <Text size="sm" mt={4}>{t('password.allMet')}</Text>}
                </>
              )}
              {...form.getInputProps('password')}
            />
            {terms && <TermsConsent {...form.getInputProps('accept_terms_version', { type: 'checkbox' })} />}
            <Button type="submit" loading={form.submitting}>{t('register.submit')}</Button>
          </Stack>
        </form>
      </Paper>
      <Text size="sm" ta="center">
        {t('register.haveAccount')} <AnchorLink to="/login">{t('register.login')}</AnchorLink>
      </Text>
    </Stack>
  )
}
