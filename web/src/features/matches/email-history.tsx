import { Badge, Button, Group, Modal, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { useFormat } from '../../app/format'
import { QueryState } from '../../app/page'
import { HISTORY_STATUSES, HISTORY_TYPES } from './constants'
import { Pager } from '../../app/pager'

// E-mails sent to the user, filtered by type and delivery status (in the URL); a record's full
// delivery details open in a dialog.

const route = getRouteApi('/notifications')
const COLOURS: Record<typeof HISTORY_STATUSES[number], string> = { pending: 'gray', sent: 'blue', delivered: 'teal', bounced: 'orange', failed: 'red' }

export function DeliveryBadge ({ status }: { status: typeof HISTORY_STATUSES[number] }) {
  const { t } = useTranslation('matches')
  return <Badge variant="outline" color={COLOURS[status]}>{t(`delivery.${status}`)}</Badge>
}

export function EmailHistory () {
  const { t } = useTranslation('matches')
  const f = useFormat()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const [openId, setOpenId] = useState<string | null>(null)
  const list = $api.useQuery('get', '/api/v1/notifications/history', {
    params: { query: { notification_type: search.notification_type, status: search.delivery, page: search.hpage, page_size: 20 } },
  })
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <Select label={t('history.type')} w={220} allowDeselect={false} value={search.notification_type ?? ''}
          data={[{ value: '', label: t('history.allTypes') }, ...HISTORY_TYPES.map((v) => ({ value: v, label: t(`emailType.${v}`) }))]}
          onChange={(v) => void navigate({ search: (s) => ({ ...s, notification_type: (v || undefined) as typeof HISTORY_TYPES[number] | undefined, hpage: 1 }) })} />
        <Select label={t('history.status')} w={200} allowDeselect={false} value={search.delivery ?? ''}
          data={[{ value: '', label: t('history.allStatuses') }, ...HISTORY_STATUSES.map((v) => ({ value: v, label: t(`delivery.${v}`) }))]}
          onChange={(v) => void navigate({ search: (s) => ({ ...s, delivery: (v || undefined) as typeof HISTORY_STATUSES[number] | undefined, hpage: 1 }) })} />
      </Group>
      <QueryState query={list}>
        {(data) => data.items.length === 0
          ? <Text>{t('history.empty')}</Text>
          : (
            <>
              <Table.ScrollContainer minWidth={640}>
                <Table striped withTableBorder captionSide="top">
                  <Table.Caption style={{ color: 'var(--mantine-color-text)' }}>{t('history.caption', { count: data.total })}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('history.date')}</Table.Th>
                      <Table.Th scope="col">{t('history.type')}</Table.Th>
                      <Table.Th scope="col">{t('history.subject')}</Table.Th>
                      <Table.Th scope="col">{t('history.status')}</Table.Th>
                      <Table.Th scope="col"><VisuallyHidden>{t('history.actions')}</VisuallyHidden></Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td>{f.dateTime(r.created_at)}</Table.Td>
                        <Table.Td>{t(`emailType.${r.notification_type}`)}</Table.Td>
                        <Table.Td>{r.email_subject}</Table.Td>
                        <Table.Td><DeliveryBadge status={r.status} /></Table.Td>
                        <Table.Td>
                          <Button size="compact-xs" variant="default" onClick={() => setOpenId(r.id)} aria-label={t('history.detailsNamed', { subject: r.email_subject })}>
                            {t('history.details')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager pages={data.total_pages} page={data.page} onChange={(p) => void navigate({ search: (s) => ({ ...s, hpage: p }) })} />
            </>
          )}
      </QueryState>
      <Modal opened={openId !== null} onClose={() => setOpenId(null)} title={t('history.detailTitle')} closeButtonProps={{ 'aria-label': t('actions.closeNotice') }}>
        {openId && <HistoryDetail id={openId} />}
      </Modal>
    </Stack>
  )
}

function HistoryDetail ({ id }: { id: string }) {
  const { t } = useTranslation('matches')
  const f = useFormat()
  const record = $api.useQuery('get', '/api/v1/notifications/history/{notification_id}', { params: { path: { notification_id: id } } })
  return (
    <QueryState query={record}>
      {(r) => {
        const rows: [string, ReactNode][] = [
          [t('history.subject'), r.email_subject],
          [t('history.to'), r.email_to],
          [t('history.type'), t(`emailType.${r.notification_type}`)],
          [t('history.template'), r.email_template],
          [t('history.status'), <DeliveryBadge key="s" status={r.status} />],
          [t('history.created'), f.dateTime(r.created_at)],
          [t('history.sent'), r.sent_at ? f.dateTime(r.sent_at) : '–'],
          [t('history.delivered'), r.delivered_at ? f.dateTime(r.delivered_at) : '–'],
          [t('history.attempts'), f.number(r.attempts)],
          [t('history.messageId'), r.message_id ?? '–'],
          [t('history.lastError'), r.last_error ?? '–'],
        ]
        return (
          <Table fz="sm">
            <Table.Caption><VisuallyHidden>{t('history.detailTitle')}</VisuallyHidden></Table.Caption>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}><Table.Th scope="row">{label}</Table.Th><Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td></Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }}
    </QueryState>
  )
}
