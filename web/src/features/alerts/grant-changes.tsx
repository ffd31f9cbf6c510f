import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { useFormat } from '../../app/format'
import { Pager } from '../../app/pager'
import { changeLine, headline, type GrantChange } from './change-words'

// "What changed" on a grant's page (public): its change history, newest first, each change dated
// and in words; urgent ones (closed early, withdrawn) stand out, wording-only edits are marked.

const PAGE_SIZE = 10

export function GrantChanges({ grantId, currency }: { grantId: string; currency: string }) {
  const { t } = useTranslation('alerts')
  const [page, setPage] = useState(1)
  const changes = $api.useQuery('get', '/api/v1/grants/{grant_id}/changes', {
    params: { path: { grant_id: grantId }, query: { page, page_size: PAGE_SIZE } },
  })
  const data = changes.data
  return (
    <section aria-labelledby="changes-title">
      <Title order={2} size="h4" id="changes-title" mb="xs">
        {t('changes.title')}
      </Title>
      {!data ? (
        <Text size="sm">{changes.error ? t('changes.failed') : t('changes.loading')}</Text>
      ) : data.items.length === 0 ? (
        <Text size="sm">{t('changes.none_yet')}</Text>
      ) : (
        <Stack gap="sm">
          {data.items.map((c) => (
            <ChangeEntry key={c.id} change={c} currency={currency} />
          ))}
          <Pager page={data.page} pages={data.pages} onChange={setPage} />
        </Stack>
      )}
    </section>
  )
}

function ChangeEntry({ change, currency }: { change: GrantChange; currency: string }) {
  const { t } = useTranslation('alerts')
  const f = useFormat()
  const head = headline(change)
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={`${t(`changes.headline.${head}`)}, ${f.dateTime(change.changed_at)}`}
      style={change.urgent ? { borderColor: 'var(--mantine-color-red-8)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Text fw={600}>{t(`changes.headline.${head}`)}</Text>
          {change.urgent && (
            <Badge color="red" variant="filled">
              {t('changes.urgent')}
            </Badge>
          )}
          {!change.meaningful && (
            <Badge color="gray" variant="light">
              {t('changes.minor')}
            </Badge>
          )}
        </Group>
        <Text size="sm" component="time" dateTime={change.changed_at}>
          {f.dateTime(change.changed_at)}
        </Text>
      </Group>
      <List size="sm" mt={4}>
        {change.changes.map((c, i) => (
          <List.Item key={i}>{changeLine(c, t, f, currency)}</List.Item>
        ))}
      </List>
    </Card>
  )
}
