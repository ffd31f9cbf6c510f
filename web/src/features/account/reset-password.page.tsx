import { Alert, Button, Paper, PasswordInput, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { PageTitle } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { PasswordChecklist } from './password-rules'
import { asProblem, ProblemAlert } from '../../app/problem-alert'

const route = getRouteApi('/reset-password')

export function ResetPasswordPage () {
  const { t } = useTranslation('account')
  const { token } = route.useSearch()
  const [done, setDone] = useState(false)
  const [summary, setSummary] = useState<string[]>([])
  const form = useForm({
    initialValues: { new_password: '', confirm: '' },
    validate: {
      new_password: (v) => (v ? null : t('fields.required')),
      confirm: (v, values) => (v === values.new_password ? null : t('reset.mismatch')),
    },
  })

  const submit = form.onSubmit(async ({ new_password }) => {
    setSummary([])
    try {
      unwrap(await api.POST('/api/v1/auth/reset-password', { body: { token: token ?? '', new_password } }))
      setDone(true)
    } catch (error) {
      const problem = asProblem(error)
      // 400: the token is unknown, used or expired; 422: usually the password rules.
      const mapped = mapProblem(problem, ['new_password'])
      form.setErrors(mapped.fields)
      setSummary(problem.status === 400 ? [t('reset.badToken')] : mapped.summary)
    }
  })

  if (!token) {
    return (
      <Stack maw={440} mx="auto">
        <PageTitle>{t('reset.title')}</PageTitle>
        <Alert color="red" variant="light" role="alert">{t('reset.noToken')}</Alert>
        <AnchorLink to="/forgot-password">{t('reset.requestNew')}</AnchorLink>
      </Stack>
    )
  }

  return (
    <Stack maw={440} mx="auto">
      <PageTitle description={t('reset.intro')}>{t('reset.title')}</PageTitle>
      {done
        ? (
          <Alert color="teal" variant="light" role="status" title={t('reset.doneTitle')}>
            {t('reset.done')} <AnchorLink to="/login">{t('reset.login')}</AnchorLink>
          </Alert>
          )
        : (
          <Paper withBorder p="lg" radius="md">
            <ProblemAlert messages={summary} />
            <form onSubmit={submit} noValidate>
              <Stack>
                {/* PasswordInput builds aria-describedby from its own description and error and
                    sets no aria-invalid: the checklist is its description, aria-invalid is given. */}
                <PasswordInput
                  label={t('fields.newPassword')} autoComplete="new-password" required
                  aria-invalid={form.errors.new_password ? true : undefined}
                  inputWrapperOrder={['label', 'input', 'description', 'error']} descriptionProps={{ component: 'div' }}
                  description={<PasswordChecklist id="password-rules" password={form.values.new_password} />}
                  {...form.getInputProps('new_password')}
                />
                <PasswordInput
                  label={t('fields.confirmPassword')} autoComplete="new-password" required
                  aria-invalid={form.errors.confirm ? true : undefined} {...form.getInputProps('confirm')}
                />
                <Button type="submit" loading={form.submitting}>{t('reset.submit')}</Button>
              </Stack>
            </form>
          </Paper>
          )}
    </Stack>
  )
}
