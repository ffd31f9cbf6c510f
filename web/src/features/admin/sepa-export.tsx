import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, api } from '../../api/client'
import { useFormat } from '../../app/format'
import { problemOf } from '../../app/problem-alert'
import { saveFile } from '../../app/save-file'

// The payout run of a period: who the SEPA file pays and who it leaves out (and why), read before
// the download; then the file itself, fetched with the token as the CSV is. The file's message id
// is shown afterwards: it is the reference to record when the commissions are marked paid.

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/

export function SepaExport ({ defaultPeriod }: { defaultPeriod?: string }) {
  const { t } = useTranslation('admin')
  const f = useFormat()
  const [period, setPeriod] = useState(defaultPeriod ?? new Date().toISOString().slice(0, 7))
  const [error, setError] = useState<string | null>(null)
  const [messageId, setMessageId] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const run = $api.useQuery('get', '/api/v1/admin/commissions/payout-run', { params: { query: { period } } }, {
    enabled: PERIOD.test(period),
  })

  const download = async () => {
    setError(null)
    setMessageId(null)
    setBusy(true)
    try {
      const { data, error: problem, response } = await api.GET('/api/v1/admin/commissions/sepa', {
        params: { query: { period } }, parseAs: 'blob',
      })
      if (!response.ok || !data) { setError(problemOf(problem)?.detail || response.statusText || t('errors.failed')); return }
      saveFile(data, `sepa-${period}.xml`)
      setMessageId(response.headers.get('x-payout-message-id'))
    } catch {
      setError(t('errors.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="sm">
      <form onSubmit={(e) => { e.preventDefault(); void download() }}>
        <Group align="flex-end" wrap="wrap">
          <TextInput type="month" label={t('sepa.period')} value={period} onChange={(e) => setPeriod(e.currentTarget.value)} required />
          <Button type="submit" variant="default" loading={busy} disabled={!run.data || run.data.number_of_transactions === 0}>
            {t('sepa.download')}
          </Button>
        </Group>
      </form>
      {run.data && (
        <div aria-live="polite">
          <Text size="sm">{t('sepa.summary', { count: run.data.number_of_transactions, amount: f.money(run.data.control_sum) })}</Text>
          {run.data.skipped.length > 0 && (
            <>
              <Text size="sm" mt="xs">{t('sepa.skippedTitle', { count: run.data.skipped.length })}</Text>
              <List size="sm">
                {run.data.skipped.map((s) => (
                  <List.Item key={s.partner_id}>
                    {`${s.partner_company}: ${f.money(s.amount)} – ${t(`sepa.reasons.${s.reason}`)}`}
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </div>
      )}
      {messageId && <Alert color="teal" title={t('sepa.done')}>{t('sepa.reference', { id: messageId })}</Alert>}
      {error && <Alert color="red" role="alert" title={t('sepa.failed')}>{error}</Alert>}
    </Stack>
  )
}
