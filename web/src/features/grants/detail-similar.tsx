import { Card, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { AnchorLink } from '../../app/router-link'
import { DeadlineText, RecordBadge } from './grant-bits'

// Grants sharing countries and NACE codes, open ones first.

export function DetailSimilar ({ grantId }: { grantId: string }) {
  const { t } = useTranslation('grants')
  const similar = $api.useQuery('get', '/api/v1/grants/{grant_id}/similar', { params: { path: { grant_id: grantId }, query: { limit: 5 } } }, { placeholderData: undefined })
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="similar-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="similar-title">{t('detail.similar')}</Title>
        {similar.isPending && <Text size="sm">{t('loading')}</Text>}
        {similar.data?.length === 0 && <Text size="sm">{t('detail.noSimilar')}</Text>}
        {similar.data && similar.data.length > 0 && (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {similar.data.map((g) => (
              <li key={g.id}>
                <Stack gap={2}>
                  <AnchorLink to="/grants/$grantId" params={{ grantId: g.id }} size="sm" fw={500}>{g.title}</AnchorLink>
                  <div><RecordBadge grant={g} /></div>
                  <DeadlineText grant={g} />
                </Stack>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  )
}
