import { Button, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { currentLanguage } from '../../app/i18n'
import { asProblem, ProblemAlert } from '../../app/problem-alert'
import { PasswordChecklist, passwordOk } from '../account/password-rules'
import type { Preview } from './invite.page'
import { enterWorkspace } from './workspace'

// A new account inside the inviting workspace: the address is the invitation's (and verified by
// the link), so only a name and a password are asked for; the answer signs the user in there.

export function InviteRegisterForm({ token, preview }: { token: string; preview: Preview }) {
  const { t } = useTranslation('team')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [summary, setSummary] = useState<string[]>([])
  const form = useForm({
    initialValues: { full_name: '', password: '' },
    validate: {
      full_name: (v) => (v.trim() ? null : t('join.required')),
      password: (v) => (v ? null : t('join.required')),
    },
  })
  const submit = form.onSubmit(async (values) => {
    setSummary([])
    try {
      const pair = unwrap(
        await api.POST('/api/v1/invitations/register', {
          body: { token, full_name: values.full_name.trim(), password: values.password, language: currentLanguage() },
        }),
      )
      enterWorkspace(queryClient, pair)
      await navigate({ to: '/dashboard' })
    } catch (error) {
      const problem = asProblem(error)
      const { fields, summary: rest } = mapProblem(problem, ['full_name', 'password'])
      const passwordMessages = (problem.errors ?? [])
        .filter((e) => e.loc.join('.') === 'body.password')
        .map((e) => e.msg)
      if (passwordMessages.length > 1) fields.password = passwordMessages.join(' · ')
      form.setErrors(fields)
      setSummary(rest)
    }
  })
  return (
    <Paper withBorder p="lg" radius="md">
      <Text mb="sm">{t('join.registerIntro')}</Text>
      <ProblemAlert messages={summary} />
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('join.email')} value={preview.email} readOnly autoComplete="email" />
          <TextInput label={t('join.fullName')} autoComplete="name" required {...form.getInputProps('full_name')} />
          <PasswordInput
            label={t('join.password')}
            autoComplete="new-password"
            required
            aria-invalid={form.errors.password ? true : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            descriptionProps={{ component: 'div' }}
            description={
              <>
                <PasswordChecklist id="invite-password-rules" password={form.values.password} />
                {form.values.password && passwordOk(form.values.password) && (
                  <Text size="sm" mt={4}>
                    {t('join.passwordOk')}
                  </Text>
                )}
              </>
            }
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={form.submitting}>
            {t('join.register', { name: preview.workspace_name })}
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
