import { Badge, Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { Confirm, OutcomeNote, SecretOnce, useProblemText, type Outcome } from './shared'
import { WebhookDeliveries } from './webhook-deliveries'

// One endpoint: its URL, events and state; enable/disable, rotate the secret (the new one shown
// once), send a test event, delete (confirmed), and its delivery log.

type Endpoint = Schemas['WebhookEndpoint']

export function WebhookCard({ endpoint }: { endpoint: Endpoint }) {
  const { t } = useTranslation('integrations')
  const f = useFormat()
  const queryClient = useQueryClient()
  const problemText = useProblemText()
  const path = { params: { path: { webhook_id: endpoint.id } } }
  const patch = $api.useMutation('patch', '/api/v1/webhooks/{webhook_id}')
  const rotate = $api.useMutation('post', '/api/v1/webhooks/{webhook_id}/rotate-secret')
  const test = $api.useMutation('post', '/api/v1/webhooks/{webhook_id}/test')
  const remove = $api.useMutation('delete', '/api/v1/webhooks/{webhook_id}')
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [secret, setSecret] = useState<string | null>(null)
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null)
  const [showLog, setShowLog] = useState(false)
  const busy = patch.isPending || rotate.isPending || test.isPending || remove.isPending
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[1] === 'string' && q.queryKey[1].startsWith('/api/v1/webhooks'),
    })

  const act = async (run: () => Promise<string>) => {
    setOutcome(null)
    setConfirm(null)
    try {
      setOutcome({ ok: true, text: await run() })
    } catch (e) {
      setOutcome({ ok: false, text: problemText(e) })
    }
    await refresh()
  }
  const toggle = (enabled: boolean) =>
    act(async () => {
      await patch.mutateAsync({ ...path, body: { enabled } })
      return t(enabled ? 'webhooks.enabledDone' : 'webhooks.disabledDone')
    })
  const doRotate = () =>
    act(async () => {
      const r = await rotate.mutateAsync(path)
      setSecret(r.secret)
      return t('webhooks.rotated', { until: f.dateTime(r.previous_secret_expires_at) })
    })
  const doTest = () =>
    act(async () => {
      const d = await test.mutateAsync(path)
      setShowLog(true)
      return t('webhooks.tested', { status: t(`status.${d.status}`), code: d.last_status_code ?? '–' })
    })
  const doDelete = () =>
    act(async () => {
      await remove.mutateAsync(path)
      return t('webhooks.deleted', { url: endpoint.url })
    })

  const headingId = `webhook-${endpoint.id}`
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5" id={headingId} style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Title>
          <Badge color={endpoint.enabled ? 'teal' : 'gray'} variant="light">
            {endpoint.enabled ? t('webhooks.active') : t('webhooks.inactive')}
          </Badge>
        </Group>
        {endpoint.description && <Text size="sm">{endpoint.description}</Text>}
        <Text size="sm">
          {t('webhooks.eventsList', {
            events: endpoint.events.map((e) => t(`events.${e}`, { defaultValue: e })).join(', '),
          })}
        </Text>
        {endpoint.disabled_reason && (
          <Text size="sm" c="red.9">
            {t('webhooks.disabledReason', { reason: endpoint.disabled_reason })}
          </Text>
        )}
        {secret && <SecretOnce label={t('webhooks.newSecretTitle')} value={secret} onDone={() => setSecret(null)} />}
        <Group gap="sm" wrap="wrap">
          <Switch
            checked={endpoint.enabled}
            disabled={busy}
            onChange={(e) => void toggle(e.currentTarget.checked)}
            label={t('webhooks.enabledLabel')}
            aria-label={t('webhooks.enabledNamed', { url: endpoint.url })}
          />
          <Button size="compact-sm" variant="default" disabled={busy} onClick={() => void doTest()}>
            {t('webhooks.test')}
          </Button>
          <Button size="compact-sm" variant="default" disabled={busy} onClick={() => setConfirm('rotate')}>
            {t('webhooks.rotate')}
          </Button>
          <Button size="compact-sm" variant="default" aria-expanded={showLog} onClick={() => setShowLog((s) => !s)}>
            {showLog ? t('webhooks.hideLog') : t('webhooks.showLog')}
          </Button>
          <Button size="compact-sm" variant="default" color="red" disabled={busy} onClick={() => setConfirm('delete')}>
            {t('webhooks.delete')}
          </Button>
        </Group>
        <OutcomeNote outcome={outcome} />
        {showLog && <WebhookDeliveries webhookId={endpoint.id} url={endpoint.url} />}
      </Stack>
      <Confirm
        opened={confirm === 'rotate'}
        onClose={() => setConfirm(null)}
        title={t('webhooks.rotate')}
        body={t('webhooks.rotateConfirm')}
        action={t('webhooks.rotate')}
        onConfirm={() => void doRotate()}
      />
      <Confirm
        opened={confirm === 'delete'}
        onClose={() => setConfirm(null)}
        title={t('webhooks.delete')}
        body={t('webhooks.deleteConfirm', { url: endpoint.url })}
        action={t('webhooks.delete')}
        onConfirm={() => void doDelete()}
      />
    </Card>
  )
}
