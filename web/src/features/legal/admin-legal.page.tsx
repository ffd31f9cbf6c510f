import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, ApiError } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { useFormat } from '../../app/format'
import { PageTitle } from '../../app/page'
import { asProblem } from '../../app/problem-alert'
import { AdminNav } from '../admin/ui'
import { LEGAL_KINDS, type LegalKind } from './routes'

// The operator publishes the imprint, the privacy notice and the terms. Each publication is a new
// version; accounts keep the version of the terms they accepted, so an edit never rewrites what
// someone agreed to. A new version of the terms applies to sign-ups from then on.

function LegalEditor ({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation('legal')
  const f = useFormat()
  const queryClient = useQueryClient()
  const current = $api.useQuery('get', '/api/v1/legal/{kind}', { params: { path: { kind } } }, { retry: false })
  const publish = $api.useMutation('put', '/api/v1/admin/legal/{kind}')
  const form = useForm({ initialValues: { body: '' } })
  // The editor starts from the published text once it has loaded (and stays as typed after).
  const published = current.data?.body
  useEffect(() => {
    if (published === undefined || form.isDirty()) return
    form.setInitialValues({ body: published })
    form.setValues({ body: published })
  }, [published])   // not `form`: a new object on every render
  const missing = current.error instanceof ApiError && current.error.problem.status === 404

  const submit = form.onSubmit(async ({ body }) => {
    try {
      const done = await publish.mutateAsync({ params: { path: { kind } }, body: { body } })
      form.setInitialValues({ body: done.body })
      form.reset()
      await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[1]).startsWith('/api/v1/legal') })
      notifications.show({ color: 'teal', message: t('admin.published', { kind: t(`kind.${kind}`), version: done.version }) })
    } catch (error) {
      form.setErrors(mapProblem(asProblem(error), ['body']).fields)
    }
  })

  return (
    <Card withBorder component="section" aria-labelledby={`legal-${kind}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={`legal-${kind}`}>{t(`kind.${kind}`)}</Title>
          <Text size="sm">
            {current.data
              ? t('version', { version: current.data.version, date: f.date(current.data.published_at) })
              : missing ? t('admin.none') : t('admin.loading')}
          </Text>
          <Textarea label={t('admin.text')} description={t('admin.textHelp')} autosize minRows={6} maxRows={20}
            {...form.getInputProps('body')} />
          <Group>
            <Button type="submit" loading={publish.isPending} disabled={!form.values.body.trim() || !form.isDirty()}>
              {t('admin.publish', { version: (current.data?.version ?? 0) + 1 })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}

export function AdminLegalPage () {
  const { t } = useTranslation('legal')
  return (
    <>
      <PageTitle description={t('admin.description')}>{t('admin.title')}</PageTitle>
      <AdminNav />
      <Stack>{LEGAL_KINDS.map((kind) => <LegalEditor key={kind} kind={kind} />)}</Stack>
    </>
  )
}
