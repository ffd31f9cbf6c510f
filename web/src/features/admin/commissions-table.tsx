import { Alert, Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, unwrap, type Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { AnchorLink } from '../../app/router-link'
import { DataTable } from '../../app/data-table'
import type { CommissionStatus } from './search'
import { problemOf } from '../../app/problem-alert'
import { StatusBadge } from './ui'

// Commissions with row selection. Bulk moves use the all-or-none endpoint behind a confirmation;
// its 409 names the commission that may not move, so the detail is put on that row (and at the
// top when it names none). Single moves use the per-commission PATCH, its 409 also on the row.
// A payout (paid), of one or many, goes through the dialog: the bank transfer's reference and
// date are required there, so every paid commission says which transfer paid it.

type Commission = Schemas['AdminCommission']
type Target = Extract<CommissionStatus, 'approved' | 'paid' | 'cancelled'>
const NEXT: Record<CommissionStatus, Target[]> = { pending: ['approved', 'cancelled'], approved: ['paid', 'cancelled'], paid: [], cancelled: [] }

export function CommissionsTable ({ items, total }: { items: Commission[]; total: number }) {
  const { t } = useTranslation('admin')
  const f = useFormat()
  const queryClient = useQueryClient()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({})
  const [bulkError, setBulkError] = useState<string | null>(null)
  const [confirm, setConfirm] = useState<Target | null>(null)
  // The commission a row's "Mark paid" opened the dialog for; null: the selection.
  const [single, setSingle] = useState<Commission | null>(null)
  const [payout, setPayout] = useState({ reference: '', date: new Date().toISOString().slice(0, 10) })
  const [payoutErrors, setPayoutErrors] = useState<{ reference?: string; date?: string }>({})
  const [busy, setBusy] = useState(false)

  const visible = single ? [single] : items.filter((c) => selected.has(c.id))
  const allChecked = items.length > 0 && visible.length === items.length
  const toggle = (id: string) => setSelected((prev) => { const next = new Set(prev); if (next.has(id)) next.delete(id); else next.add(id); return next })
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/admin/commissions'] }),
    queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/admin/partners/{partner_id}'] }),
  ])

  const moveOne = async (c: Commission, status: Target) => {
    setRowErrors(({ [c.id]: _, ...rest }) => rest)
    try {
      unwrap(await api.PATCH('/api/v1/admin/commissions/{commission_id}', { params: { path: { commission_id: c.id } }, body: { status } }))
      notifications.show({ color: 'teal', closeButtonProps: { 'aria-label': t('actions.close') }, message: t('commissions.moved', { count: 1, status: t(`status.commission.${status}`) }) })
      await refresh()
    } catch (error) {
      setRowErrors((prev) => ({ ...prev, [c.id]: problemOf(error)?.detail || t('errors.failed') }))
    }
  }

  /** The payout fields of the dialog, or null (and their messages) when one is missing. */
  const payoutBody = () => {
    const errors = { ...(payout.reference.trim() ? {} : { reference: t('payout.referenceRequired') }),
      ...(payout.date ? {} : { date: t('payout.dateRequired') }) }
    setPayoutErrors(errors)
    if (Object.keys(errors).length > 0) return null
    // Noon UTC: the same calendar day in every European time zone.
    return { payout_reference: payout.reference.trim(), paid_at: `${payout.date}T12:00:00Z` }
  }

  const moveSelected = async (status: Target) => {
    const ids = visible.map((c) => c.id)
    const extra = status === 'paid' ? payoutBody() : {}
    if (!extra) return
    setBusy(true)
    setBulkError(null)
    setRowErrors({})
    try {
      const { items: moved } = unwrap(await api.POST('/api/v1/admin/commissions/status', { body: { ids, status, ...extra } }))
      notifications.show({ color: 'teal', closeButtonProps: { 'aria-label': t('actions.close') }, message: t('commissions.moved', { count: moved.length, status: t(`status.commission.${status}`) }) })
      if (!single) setSelected(new Set())
      await refresh()
    } catch (error) {
      const problem = problemOf(error)
      const fieldError = (name: string) => problem?.errors?.find((e) => e.loc[1] === name)?.msg
      setPayoutErrors({ reference: fieldError('payout_reference'), date: fieldError('paid_at') })
      if (problem?.status === 422) return
      const detail = problem?.detail || t('errors.failed')
      const named = ids.filter((id) => detail.includes(id))
      setRowErrors(Object.fromEntries(named.map((id) => [id, detail])))
      setBulkError(detail)
    } finally {
      setBusy(false)
    }
    closeDialog()
  }

  const closeDialog = () => { setConfirm(null); setSingle(null); setPayoutErrors({}) }

  const confirmSum = visible.reduce((sum, c) => sum + c.amount, 0)
  return (
    <>
      <Group mb="sm" gap="xs">
        <Button disabled={visible.length === 0} onClick={() => setConfirm('approved')}>{t('commissions.bulk.approved', { count: visible.length })}</Button>
        <Button variant="default" disabled={visible.length === 0} onClick={() => setConfirm('paid')}>{t('commissions.bulk.paid', { count: visible.length })}</Button>
      </Group>
      {bulkError && <Alert color="red" role="alert" mb="sm" title={t('commissions.bulkFailed')}>{bulkError}</Alert>}
      <DataTable minWidth={1000} caption={t('commissions.caption', { count: total })} head={(
        <>
          <Table.Th>
            <Checkbox aria-label={t('commissions.selectAll')} checked={allChecked} indeterminate={visible.length > 0 && !allChecked}
              onChange={() => setSelected(allChecked ? new Set() : new Set(items.map((c) => c.id)))} />
          </Table.Th>
          <Table.Th>{t('commissions.partner')}</Table.Th>
          <Table.Th>{t('commissions.period')}</Table.Th>
          <Table.Th>{t('commissions.revenue')}</Table.Th>
          <Table.Th>{t('commissions.rate')}</Table.Th>
          <Table.Th>{t('commissions.amount')}</Table.Th>
          <Table.Th>{t('commissions.status')}</Table.Th>
          <Table.Th>{t('commissions.approvable')}</Table.Th>
          <Table.Th>{t('partners.actions')}</Table.Th>
        </>
      )}>
        {items.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td>
              <Checkbox aria-label={t('commissions.selectRow', { company: c.partner_company, amount: f.money(c.amount), period: f.month(c.period) })}
                checked={selected.has(c.id)} onChange={() => toggle(c.id)} />
            </Table.Td>
            <Table.Td><AnchorLink to="/admin/partners/$partnerId" params={{ partnerId: c.partner_id }}>{c.partner_company}</AnchorLink></Table.Td>
            <Table.Td>{f.month(c.period)}</Table.Td>
            <Table.Td>{f.money(c.revenue_amount)}{c.kind === 'refund' && <Text span size="xs"> ({t('commissions.refund')})</Text>}</Table.Td>
            <Table.Td>{f.percent(c.rate, 3)} <Text span size="xs">({t(`rateKinds.${c.rate_kind}`)})</Text></Table.Td>
            <Table.Td>{f.money(c.amount)}</Table.Td>
            <Table.Td><StatusBadge kind="commission" value={c.status} /></Table.Td>
            <Table.Td>{c.status === 'pending' ? f.dateTime(c.approvable_at) : '–'}</Table.Td>
            <Table.Td>
              <Stack gap={4}>
                <Group gap={4} wrap="nowrap">
                  {NEXT[c.status].map((s) => (
                    <Button key={s} size="compact-xs" variant="default"
                      aria-label={t(`commissions.rowAction.${s}`) + ': ' + c.partner_company + ', ' + f.money(c.amount)}
                      onClick={() => { if (s === 'paid') { setSingle(c); setConfirm('paid') } else void moveOne(c, s) }}>
                      {t(`commissions.rowAction.${s}`)}
                    </Button>
                  ))}
                </Group>
                {rowErrors[c.id] && <Text size="xs" c="red.9" role="alert">{rowErrors[c.id]}</Text>}
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <Modal opened={confirm !== null} onClose={closeDialog} closeButtonProps={{ 'aria-label': t('actions.close') }}
        title={confirm ? t(`commissions.confirm.title.${confirm}`) : ''}>
        <Stack>
          <Text>{t('commissions.confirm.body', { count: visible.length, amount: f.money(confirmSum) })}</Text>
          <Text size="sm">{t('commissions.confirm.allOrNone')}</Text>
          {confirm === 'paid' && (
            <>
              <TextInput label={t('payout.reference')} description={t('payout.referenceHint')} required value={payout.reference}
                error={payoutErrors.reference}
                onChange={(e) => { const reference = e.currentTarget.value; setPayout((p) => ({ ...p, reference })) }} />
              <TextInput type="date" label={t('payout.date')} required value={payout.date} error={payoutErrors.date}
                onChange={(e) => { const date = e.currentTarget.value; setPayout((p) => ({ ...p, date })) }} />
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={closeDialog}>{t('actions.cancel')}</Button>
            <Button loading={busy} onClick={() => confirm && void moveSelected(confirm)} data-autofocus>
              {single ? t('commissions.rowAction.paid') : confirm ? t(`commissions.bulk.${confirm}`, { count: visible.length }) : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
