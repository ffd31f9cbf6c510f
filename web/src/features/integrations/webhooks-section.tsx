import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { QueryState } from '../../app/page'
import { WebhookCard } from './webhook-card'
import { WebhookCreate } from './webhook-create'

// The workspace's webhook endpoints (each with its actions and delivery log) and the form to add one.

export function WebhooksSection () {
  const { t } = useTranslation('integrations')
  const list = $api.useQuery('get', '/api/v1/webhooks')
  return (
    <Stack gap="md" component="section" aria-labelledby="webhooks-heading">
      <Title order={2} id="webhooks-heading">{t('webhooks.title')}</Title>
      <Text size="sm">{t('webhooks.intro')}</Text>
      <QueryState query={list}>
        {(data) => data.items.length === 0
          ? <Text size="sm">{t('webhooks.empty')}</Text>
          : <Stack gap="sm">{data.items.map((w) => <WebhookCard key={w.id} endpoint={w} />)}</Stack>}
      </QueryState>
      <WebhookCreate />
    </Stack>
  )
}
