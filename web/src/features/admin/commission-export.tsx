import { Alert, Button, Group, Select, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client'
import { COMMISSION_STATUSES, type CommissionStatus } from './search'
import { problemOf } from '../../app/problem-alert'

// The payout file of a period. The export needs the bearer token, so a plain link would get a 401:
// we fetch it as a blob through the typed client and hand the browser an object URL to save.

export function CommissionExport ({ defaultPeriod, partnerId }: { defaultPeriod?: string; partnerId?: string }) {
  const { t } = useTranslation('admin')
  const [period, setPeriod] = useState(defaultPeriod ?? new Date().toISOString().slice(0, 7))
  const [status, setStatus] = useState<CommissionStatus>('approved')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const download = async () => {
    setError(null)
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) { setError(t('export.badPeriod')); return }
    setBusy(true)
    try {
      const { data, error: problem, response } = await api.GET('/api/v1/admin/commissions/export', {
        params: { query: { period, status, ...(partnerId ? { partner_id: partnerId } : {}) } },
        parseAs: 'blob',
      })
      if (!response.ok || !data) {
        setError(problemOf(problem)?.detail || response.statusText || t('errors.failed'))
        return
      }
      const url = URL.createObjectURL(data)
      const a = document.createElement('a')
      a.href = url
      a.download = `commissions-${period}-${status}.csv`
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    } catch {
      setError(t('errors.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={(e) => { e.preventDefault(); void download() }}>
      <Group align="flex-end" wrap="wrap">
        <TextInput type="month" label={t('export.period')} value={period} onChange={(e) => setPeriod(e.currentTarget.value)} required />
        <Select label={t('export.status')} allowDeselect={false} value={status} onChange={(v) => v && setStatus(v as CommissionStatus)}
          data={COMMISSION_STATUSES.map((value) => ({ value, label: t(`status.commission.${value}`) }))} />
        <Button type="submit" variant="default" loading={busy}>{t('export.download')}</Button>
      </Group>
      {error && <Alert mt="sm" color="red" role="alert" title={t('export.failed')}>{error}</Alert>}
    </form>
  )
}
