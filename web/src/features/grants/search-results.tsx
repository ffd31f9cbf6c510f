import { Card, Group, Stack, Text, Title } from '@mantine/core'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { AnchorLink } from '../../app/router-link'
import { CountryNames, DeadlineText, fundingRange, Highlighted, StatusBadge } from './grant-bits'

// One result row: the title (linking to the detail page, so Back returns to this exact URL),
// status as a text badge, the deadline with the API's day count, the funding range in the grant's
// currency, the source and the countries. Search highlights replace the plain title and summary.

type Grant = Schemas['Grant']

const hasMark = (s: string | undefined): s is string => !!s && s.includes('<mark>')

// Memoised: while the next page loads the previous rows stay on screen as the same objects
// (keepPreviousData), so a facet click does not re-render twenty cards before its request is sent.
export const ResultRow = memo(function ResultRow ({ grant, countryName }: { grant: Grant; countryName: (code: string) => string }) {
  const { t } = useTranslation('grants')
  const f = useFormat()
  const funding = fundingRange(grant, f, t)
  const title = grant.highlights?.title
  const summary = grant.highlights?.summary
  return (
    <Card withBorder padding="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h4">
            <AnchorLink to="/grants/$grantId" params={{ grantId: grant.id }}>
              {hasMark(title) ? <Highlighted text={title} /> : grant.title}
            </AnchorLink>
          </Title>
          <StatusBadge status={grant.status} />
        </Group>
        <Text size="sm" lineClamp={3}>{hasMark(summary) ? <Highlighted text={summary} /> : grant.summary}</Text>
        <Group gap="lg" wrap="wrap">
          <DeadlineText grant={grant} />
          <Text size="sm">{t('funding.label')}: {funding ?? t('funding.unknown')}</Text>
          <Text size="sm">{t('source.label')}: {t(`source.${grant.source}`)}</Text>
        </Group>
        <Group gap={4} wrap="nowrap" align="baseline">
          <Text size="sm" fw={500}>{t('countries.label')}:</Text>
          <CountryNames codes={grant.countries} name={countryName} />
        </Group>
      </Stack>
    </Card>
  )
})
