import { Alert, Button, List, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, unwrap, type Schemas } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { useFormat } from '../../app/format'
import { problemOf } from '../../app/problem-alert'
import { HINT_STYLES, StatusBadge } from './ui'

// Records revenue (a conversion) or a refund on a referral. The commission is computed by the
// server at the partner's rate; we show what it computed, and say so when the same external_id
// was sent before (200: the first record comes back, no second commission).

type Kind = 'conversion' | 'refund'
interface Values { amount: number | string; occurred_at: string; external_id: string; conversion_id: string }
const FIELDS = ['amount', 'occurred_at', 'external_id', 'conversion_id'] as const

export function RevenueForm ({ kind, referralId }: { kind: Kind; referralId: string }) {
  const { t } = useTranslation('admin')
  const f = useFormat()
  const queryClient = useQueryClient()
  const [summary, setSummary] = useState<{ title: string; lines: string[] } | null>(null)
  const [result, setResult] = useState<{ revenue: Schemas['ReferralRevenue']; replay: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const form = useForm<Values>({
    initialValues: { amount: '', occurred_at: '', external_id: '', conversion_id: '' },
    validate: { amount: (v) => (typeof v === 'number' && v >= 0.01 ? null : t('revenue.amountMin')) },
  })

  const submit = async (values: Values) => {
    setSummary(null)
    setResult(null)
    setBusy(true)
    const base = {
      amount: Number(values.amount),
      ...(values.occurred_at ? { occurred_at: new Date(values.occurred_at).toISOString() } : {}),
      ...(values.external_id.trim() ? { external_id: values.external_id.trim() } : {}),
    }
    const params = { path: { referral_id: referralId } }
    try {
      const response = kind === 'conversion'
        ? await api.POST('/api/v1/admin/referrals/{referral_id}/conversions', { params, body: base })
        : await api.POST('/api/v1/admin/referrals/{referral_id}/refunds', {
          params, body: { ...base, ...(values.conversion_id.trim() ? { conversion_id: values.conversion_id.trim() } : {}) },
        })
      const revenue = unwrap(response)
      setResult({ revenue, replay: response.response.status === 200 })
      form.reset()
      await queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/admin/referrals'] })
      await queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/admin/commissions'] })
      await queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/admin/partners/{partner_id}'] })
    } catch (error) {
      const problem = problemOf(error)
      if (!problem) { setSummary({ title: t('errors.failed'), lines: [] }); return }
      const mapped = mapProblem(problem, FIELDS)
      form.setErrors(mapped.fields)
      setSummary({ title: problem.title, lines: mapped.summary })
    } finally {
      setBusy(false)
    }
  }

  const c = result?.revenue.commission
  return (
    <Stack>
      {summary && (
        <Alert color="red" role="alert" title={summary.title}>
          <List size="sm">{summary.lines.map((s) => <List.Item key={s}>{s}</List.Item>)}</List>
        </Alert>
      )}
      {result && c && (
        <Alert color="teal" role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }} title={result.replay ? t('revenue.replay') : t(`revenue.created.${kind}`)}>
          <Table variant="vertical" withRowBorders={false}>
            <Table.Tbody>
              <Table.Tr><Table.Th>{t('revenue.amount')}</Table.Th><Table.Td>{f.money(result.revenue.amount)}</Table.Td></Table.Tr>
              <Table.Tr><Table.Th>{t('commissions.amount')}</Table.Th><Table.Td>{f.money(c.amount)}</Table.Td></Table.Tr>
              <Table.Tr><Table.Th>{t('commissions.rate')}</Table.Th><Table.Td>{f.percent(c.rate, 3)} ({t(`rateKinds.${c.rate_kind}`)})</Table.Td></Table.Tr>
              <Table.Tr><Table.Th>{t('commissions.status')}</Table.Th><Table.Td><StatusBadge kind="commission" value={c.status} /></Table.Td></Table.Tr>
              <Table.Tr><Table.Th>{t('commissions.period')}</Table.Th><Table.Td>{f.month(c.period)}</Table.Td></Table.Tr>
              <Table.Tr><Table.Th>{t('commissions.approvable')}</Table.Th><Table.Td>{f.dateTime(c.approvable_at)}</Table.Td></Table.Tr>
            </Table.Tbody>
          </Table>
          {kind === 'conversion' && <Text size="xs" mt="xs">{t('revenue.conversionId', { id: result.revenue.id })}</Text>}
        </Alert>
      )}
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Stack>
          <NumberInput label={t('revenue.amount')} required min={0.01} decimalScale={2} step={10} prefix="€ " thousandSeparator=" " {...form.getInputProps('amount')} />
          <TextInput type="datetime-local" label={t('revenue.occurredAt')} styles={HINT_STYLES} description={t(`revenue.occurredHint.${kind}`)} {...form.getInputProps('occurred_at')} />
          <TextInput label={t('revenue.externalId')} styles={HINT_STYLES} description={t('revenue.externalHint')} maxLength={200} {...form.getInputProps('external_id')} />
          {kind === 'refund' && (
            <TextInput label={t('revenue.conversionIdLabel')} styles={HINT_STYLES} description={t('revenue.conversionIdHint')} {...form.getInputProps('conversion_id')} />
          )}
          <Button type="submit" loading={busy} color={kind === 'refund' ? 'red.9' : undefined}>{t(`revenue.submit.${kind}`)}</Button>
        </Stack>
      </form>
    </Stack>
  )
}
