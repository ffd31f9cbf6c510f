import { Alert, Button, Checkbox, Stack, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { problemOf } from '../../app/problem-alert'
import { SecretOnce, useProblemText } from './shared'

// Registering a webhook endpoint: its URL, the events it wants and a description. The answer holds
// the signing secret, shown here once.

export type WebhookEvent = Schemas['CreateWebhookBody']['events'][number]
export const EVENTS: readonly WebhookEvent[] = [
  'grant.matched',
  'grant.changed',
  'deadline.approaching',
  'application.status_changed',
]
export const WEBHOOKS = ['get', '/api/v1/webhooks'] as const

export function WebhookCreate() {
  const { t } = useTranslation('integrations')
  const queryClient = useQueryClient()
  const problemText = useProblemText()
  const create = $api.useMutation('post', '/api/v1/webhooks')
  const [secret, setSecret] = useState<string | null>(null)
  const [summary, setSummary] = useState<string | null>(null)
  const form = useForm({
    initialValues: { url: '', description: '', events: [] as string[] },
    validate: {
      url: (v) => (/^https?:\/\/\S+$/.test(v.trim()) ? null : t('webhooks.urlInvalid')),
      events: (v) => (v.length ? null : t('webhooks.eventsRequired')),
    },
  })

  const submit = form.onSubmit(async (values) => {
    setSummary(null)
    try {
      const created = await create.mutateAsync({
        body: {
          url: values.url.trim(),
          events: values.events as WebhookEvent[],
          ...(values.description.trim() ? { description: values.description.trim() } : {}),
        },
      })
      setSecret(created.secret)
      form.reset()
      await queryClient.invalidateQueries({ queryKey: WEBHOOKS })
    } catch (e) {
      const problem = problemOf(e)
      if (problem?.status === 422) {
        const mapped = mapProblem(problem, ['url', 'events', 'description'])
        form.setErrors(mapped.fields)
        if (mapped.summary.length) setSummary(mapped.summary.join(' '))
        return
      }
      setSummary(problemText(e))
    }
  })

  return (
    <Stack gap="sm">
      <Title order={3} id="webhook-create-heading">
        {t('webhooks.create')}
      </Title>
      {secret && <SecretOnce label={t('webhooks.secretTitle')} value={secret} onDone={() => setSecret(null)} />}
      <form onSubmit={submit} noValidate aria-labelledby="webhook-create-heading">
        <Stack gap="sm" maw={560}>
          {summary && (
            <Alert color="red" role="alert">
              {summary}
            </Alert>
          )}
          <TextInput
            label={t('webhooks.url')}
            description={t('webhooks.urlHelp')}
            required
            type="url"
            autoComplete="off"
            {...form.getInputProps('url')}
          />
          <Checkbox.Group label={t('webhooks.events')} required {...form.getInputProps('events')}>
            <Stack gap={6} mt={6}>
              {EVENTS.map((e) => (
                <Checkbox key={e} value={e} label={t(`events.${e}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <TextInput label={t('webhooks.description')} maxLength={500} {...form.getInputProps('description')} />
          <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('webhooks.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  )
}
