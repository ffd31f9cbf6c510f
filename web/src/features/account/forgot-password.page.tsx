import { Alert, Button, Paper, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { PageTitle } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { asProblem, ProblemAlert } from '../../app/problem-alert'

// The answer is the same whether or not the address is known (the server answers 202 either way),
// so the page never reveals who has an account.
export function ForgotPasswordPage () {
  const { t } = useTranslation('account')
  const [sent, setSent] = useState(false)
  const [summary, setSummary] = useState<string[]>([])
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (v) => (/^\S+@\S+\.\S+$/.test(v) ? null : t('fields.emailInvalid')) },
  })

  const submit = form.onSubmit(async ({ email }) => {
    setSummary([])
    try {
      unwrap(await api.POST('/api/v1/auth/forgot-password', { body: { email: email.trim() } }))
      setSent(true)
    } catch (error) {
      const problem = asProblem(error)
      if (problem.status === 422) {
        const mapped = mapProblem(problem, ['email'])
        form.setErrors(mapped.fields)
        setSummary(mapped.summary)
      } else setSummary([problem.detail || problem.title])
    }
  })

  return (
    <Stack maw={440} mx="auto">
      <PageTitle description={t('forgot.intro')}>{t('forgot.title')}</PageTitle>
      {sent
        ? <Alert color="teal" variant="light" role="status" title={t('forgot.sentTitle')}>{t('forgot.sent')}</Alert>
        : (
          <Paper withBorder p="lg" radius="md">
            <ProblemAlert messages={summary} />
            <form onSubmit={submit} noValidate>
              <Stack>
                <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
                <Button type="submit" loading={form.submitting}>{t('forgot.submit')}</Button>
              </Stack>
            </form>
          </Paper>
          )}
      <AnchorLink to="/login" size="sm" ta="center">{t('forgot.back')}</AnchorLink>
    </Stack>
  )
}
