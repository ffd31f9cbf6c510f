import { Alert, Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api/client'
import { useMe } from '../../app/auth'

// After sign-up the address is not yet confirmed: the user is told where the link went and can
// have it sent again (POST /auth/verify-email/resend; 3 links an hour, then 429 with Retry-After).

type Sent = 'idle' | 'sending' | 'sent' | 'limited' | 'failed'

export function VerifyEmailNotice () {
  const { t } = useTranslation('account')
  const me = useMe()
  const [state, setState] = useState<Sent>('idle')
  if (!me.data || me.data.email_verified) return null
  const resend = async () => {
    setState('sending')
    try {
      const { response } = await api.POST('/api/v1/auth/verify-email/resend')
      setState(response.ok ? 'sent' : response.status === 429 ? 'limited' : 'failed')
    } catch {
      setState('failed')
    }
  }
  return (
    <Alert title={t('verifyNotice.title')} role="status">
      <Text size="sm">{t('verifyNotice.body', { email: me.data.email })}</Text>
      <Group mt="xs" gap="sm">
        <Button size="compact-sm" variant="default" loading={state === 'sending'} onClick={() => void resend()}>
          {t('verifyNotice.resend')}
        </Button>
        {state === 'sent' && <Text size="sm">{t('verifyNotice.sent')}</Text>}
        {state === 'limited' && <Text size="sm">{t('verifyNotice.limited')}</Text>}
        {state === 'failed' && <Text size="sm">{t('verifyNotice.failed')}</Text>}
      </Group>
    </Alert>
  )
}
