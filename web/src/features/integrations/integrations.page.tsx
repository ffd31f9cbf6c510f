import { Alert, Divider, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageTitle } from '../../app/page'
import { abilities, useRole } from '../team/workspace'
import { ApiKeysSection } from './api-keys-section'
import { WebhooksSection } from './webhooks-section'

// Integrations (admins and owners): webhook endpoints and API keys. A member is told plainly
// who may manage them; the server decides in the end (a 403 shows as a sentence).

export function IntegrationsPage () {
  const { t } = useTranslation('integrations')
  const role = useRole()
  if (role && !abilities(role).manage) {
    return <><PageTitle>{t('title')}</PageTitle><Alert color="gray" variant="light">{t('onlyAdmins')}</Alert></>
  }
  return (
    <>
      <PageTitle description={t('description')}>{t('title')}</PageTitle>
      <Stack gap="xl">
        <WebhooksSection />
        <Divider />
        <ApiKeysSection />
      </Stack>
    </>
  )
}
