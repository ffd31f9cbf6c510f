import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, api } from '../../api/client'
import { PageTitle, QueryState } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { invalidatePrefix } from './constants'
import { PreferencesForm } from './preferences-form'

export function NotificationSettingsPage () {
  const { t } = useTranslation('matches')
  const prefs = $api.useQuery('get', '/api/v1/notifications/preferences')
  return (
    <>
      <PageTitle>{t('settings.title')}</PageTitle>
      <Text mb="md" mt={-8}>{t('settings.description')}</Text>
      <Stack gap="xl">
        <QueryState query={prefs}>{(data) => <PreferencesForm key={data.id} prefs={data} />}</QueryState>
        <TestEmail />
        <AlertLinks />
      </Stack>
    </>
  )
}

/** Where the other alerts are set: saved searches (each with its frequency) and followed calls. */
function AlertLinks () {
  const { t } = useTranslation('matches')
  return (
    <Card withBorder maw={640} component="nav" aria-labelledby="alert-links">
      <Title order={2} size="h4" mb="xs" id="alert-links">{t('settings.alertsTitle')}</Title>
      <Text size="sm" mb="xs">{t('settings.alertsHelp')}</Text>
      <Stack gap={4}>
        <AnchorLink to="/saved-searches" size="sm">{t('settings.savedSearches')}</AnchorLink>
        <AnchorLink to="/followed" size="sm">{t('settings.followed')}</AnchorLink>
      </Stack>
    </Card>
  )
}

/** Sends a sample e-mail; the answer (sent or the reason it failed) is shown either way. */
function TestEmail () {
  const { t } = useTranslation('matches')
  const queryClient = useQueryClient()
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const [pending, setPending] = useState(false)
  const send = async () => {
    setPending(true); setResult(null)
    try {
      // Not unwrapped: a 500 here still carries { success, message } worth showing.
      const { data, error } = await api.POST('/api/v1/notifications/test', { body: {} })
      if (data) setResult({ ok: data.success, message: data.message })
      else setResult({ ok: false, message: (error && ('message' in error ? error.message : error.detail)) || t('errors.action') })
    } catch {
      setResult({ ok: false, message: t('errors.action') })
    } finally {
      setPending(false)
      await invalidatePrefix(queryClient, '/api/v1/notifications/history')
      await invalidatePrefix(queryClient, '/api/v1/notifications/stats')
    }
  }
  return (
    <Card withBorder maw={640}>
      <Title order={2} size="h4" mb="xs">{t('test.title')}</Title>
      <Text size="sm" mb="sm">{t('test.help')}</Text>
      <Button variant="default" onClick={() => void send()} loading={pending}>{t('test.send')}</Button>
      <div role="status" aria-live="polite">
        {result && (
          <Alert mt="sm" variant="outline" color={result.ok ? 'teal' : 'red'} title={result.ok ? t('test.ok') : t('test.failed')}>
            <Text size="sm">{result.message}</Text>
            <AnchorLink to="/notifications" search={{ tab: 'email', notification_type: 'test' }} size="sm">{t('test.history')}</AnchorLink>
          </Alert>
        )}
      </div>
    </Card>
  )
}
