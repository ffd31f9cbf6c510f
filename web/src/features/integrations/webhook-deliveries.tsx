import { Badge, Button, NativeSelect, Stack, Table, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { DataTable } from '../../app/data-table'
import { useFormat } from '../../app/format'
import { QueryState } from '../../app/page'
import { Pager } from '../../app/pager'
import { OutcomeNote, useProblemText, type Outcome } from './shared'

// An endpoint's delivery log, newest first: event, status, attempts with their response codes
// (from the attempt log), and "Redeliver" (one attempt now).

type Status = Schemas['WebhookDelivery']['status']
const STATUSES: Status[] = ['pending', 'succeeded', 'failed']
const COLOR: Record<Status, string> = { pending: 'gray', succeeded: 'teal', failed: 'red' }
const PAGE_SIZE = 10

export function WebhookDeliveries({ webhookId, url }: { webhookId: string; url: string }) {
  const { t } = useTranslation('integrations')
  const f = useFormat()
  const queryClient = useQueryClient()
  const problemText = useProblemText()
  const [status, setStatus] = useState<Status | ''>('')
  const [page, setPage] = useState(1)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const query = { page, page_size: PAGE_SIZE, ...(status ? { status } : {}) }
  const list = $api.useQuery('get', '/api/v1/webhooks/{webhook_id}/deliveries', {
    params: { path: { webhook_id: webhookId }, query },
  })
  const redeliver = $api.useMutation('post', '/api/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver')

  const again = async (delivery: Schemas['WebhookDelivery']) => {
    setOutcome(null)
    try {
      const d = await redeliver.mutateAsync({ params: { path: { webhook_id: webhookId, delivery_id: delivery.id } } })
      setOutcome({ ok: true, text: t('deliveries.redelivered', { status: t(`status.${d.status}`) }) })
    } catch (e) {
      setOutcome({ ok: false, text: problemText(e) })
    }
    await queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/webhooks/{webhook_id}/deliveries'] })
  }

  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {t('deliveries.title')}
      </Title>
      <NativeSelect
        label={t('deliveries.filter')}
        w={220}
        value={status}
        onChange={(e) => {
          setStatus(e.currentTarget.value as Status | '')
          setPage(1)
        }}
        data={[
          { value: '', label: t('deliveries.all') },
          ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
      />
      <OutcomeNote outcome={outcome} />
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <Text size="sm">{t('deliveries.empty')}</Text>
          ) : (
            <>
              <DataTable
                caption={t('deliveries.caption', { url })}
                minWidth={760}
                headers={[
                  t('deliveries.event'),
                  t('deliveries.created'),
                  t('deliveries.status'),
                  t('deliveries.attempts'),
                  t('deliveries.codes'),
                  t('deliveries.actions'),
                ]}
              >
                {data.items.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>{d.event_type}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{f.dateTime(d.created_at)}</Table.Td>
                    <Table.Td>
                      <Badge color={COLOR[d.status]} variant="light">
                        {t(`status.${d.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{d.attempts}</Table.Td>
                    <Table.Td>
                      <AttemptCodes delivery={d} />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="default"
                        disabled={redeliver.isPending}
                        onClick={() => void again(d)}
                        aria-label={t('deliveries.redeliverNamed', {
                          event: d.event_type,
                          when: f.dateTime(d.created_at),
                        })}
                      >
                        {t('deliveries.redeliver')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
              {data.pages > 1 && <Pager page={data.page} pages={data.pages} onChange={setPage} />}
            </>
          )
        }
      </QueryState>
    </Stack>
  )
}

/** Each attempt's response code (or its error), oldest first. */
function AttemptCodes({ delivery }: { delivery: Schemas['WebhookDelivery'] }) {
  const { t } = useTranslation('integrations')
  const f = useFormat()
  if (delivery.attempt_log.length === 0) return <Text size="sm">–</Text>
  return (
    <Stack gap={2}>
      {delivery.attempt_log.map((a, i) => (
        <Text key={i} size="xs" title={a.response_excerpt ?? undefined}>
          {a.status_code !== null
            ? t('deliveries.code', { code: a.status_code })
            : t('deliveries.error', { error: a.error ?? '?' })}
          {' · '}
          {f.dateTime(a.attempted_at)} · {t('deliveries.ms', { ms: a.duration_ms })}
        </Text>
      ))}
    </Stack>
  )
}
