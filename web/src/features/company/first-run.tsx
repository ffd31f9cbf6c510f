import { Card, List, Stack, Text, Title } from '@mantine/core'
import { useQueries } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { HrefLink } from './href-link'

// The first-run checklist: create a company → its carbon profile → calculate matches. Each step
// is ticked from real data (companies, a carbon profile saved at least once, stored matches),
// and says done/to do in words, not only with the tick.

interface Props { companies: Schemas['Company'][]; matchesTotal: number }

export function FirstRunChecklist ({ companies, matchesTotal }: Props) {
  const { t } = useTranslation('company')
  const profiles = useQueries({
    queries: companies.map((c) => $api.queryOptions('get', '/api/v1/companies/{company_id}/carbon-profile', { params: { path: { company_id: c.id } } })),
  })
  const first = companies[0]
  const withoutProfile = companies.find((_, i) => profiles[i]?.data?.updated_at === null) ?? first
  const steps = [
    { key: 'company', done: companies.length > 0, href: '/companies/new' },
    { key: 'carbon', done: profiles.some((p) => p.data?.updated_at), href: withoutProfile ? `/companies/${withoutProfile.id}/carbon` : '/companies/new' },
    { key: 'matches', done: matchesTotal > 0, href: '/matches' },
  ]
  const doneCount = steps.filter((s) => s.done).length
  if (doneCount === steps.length) return null

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="first-run-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="first-run-title">{t('dashboard.firstRun.title')}</Title>
        <Text size="sm">{t('dashboard.firstRun.progress', { done: doneCount, total: steps.length })}</Text>
        <List listStyleType="none" spacing="xs" aria-label={t('dashboard.firstRun.title')} component="ol">
          {steps.map((step, i) => (
            <List.Item key={step.key} data-done={step.done}>
              <span aria-hidden="true">{step.done ? '✓' : '○'} </span>
              <Text span fw={500}>{i + 1}. {t(`dashboard.firstRun.${step.key}`)}</Text>
              {' – '}
              <Text span fw={600} c={step.done ? 'teal.9' : undefined}>{step.done ? t('dashboard.firstRun.done') : t('dashboard.firstRun.todo')}</Text>
              {!step.done && <> · <HrefLink href={step.href}>{t(`dashboard.firstRun.${step.key}Action`)}</HrefLink></>}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  )
}
