import { Alert, Badge, Group, List, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { problemOf } from '../../app/problem-alert'
import { AnchorLink } from '../../app/router-link'

// Small pieces every operator page shares: the console's own navigation, status badges (text, not
// colour alone) and the server's problem shown as it came (409 and 422 explain themselves).

export function ProblemAlert ({ error, title }: { error: unknown; title?: string }) {
  const { t } = useTranslation('admin')
  if (!error) return null
  const problem = problemOf(error)
  const fieldErrors = problem?.errors ?? []
  return (
    <Alert color="red" role="alert" title={title ?? problem?.title ?? t('errors.failed')}>
      {problem?.detail && <Text size="sm">{problem.detail}</Text>}
      {fieldErrors.length > 0 && (
        <List size="sm">
          {fieldErrors.map((e, i) => <List.Item key={i}>{e.loc.slice(1).join('.') || e.loc.join('.')}: {e.msg}</List.Item>)}
        </List>
      )}
      {!problem && <Text size="sm">{error instanceof Error ? error.message : t('errors.failed')}</Text>}
    </Alert>
  )
}

// Shade 9 (or gray 7) keeps white badge text above 4.5:1; the badge text carries the meaning.
const COLORS: Record<string, string> = {
  pending: 'grape.9', active: 'teal.9', suspended: 'red.9', inactive: 'gray.7',
  approved: 'blue.9', paid: 'teal.9', cancelled: 'gray.7',
  clicked: 'gray.7', signed_up: 'blue.9', converted: 'teal.9', rejected: 'red.9',
  running: 'blue.9', succeeded: 'teal.9', failed: 'red.9',
  bronze: 'dark.6', silver: 'dark.6', gold: 'dark.6', platinum: 'dark.6',
}

export function StatusBadge ({ kind, value }: { kind: 'partner' | 'commission' | 'referral' | 'run' | 'tier'; value: string }) {
  const { t } = useTranslation('admin')
  return <Badge variant="filled" miw="max-content" color={COLORS[value] ?? 'gray.7'}>{t(`status.${kind}.${value}`)}</Badge>
}

export function AdminNav () {
  const { t } = useTranslation('admin')
  return (
    <Group component="nav" aria-label={t('nav.label')} gap="md" mb="md" wrap="wrap">
      <AnchorLink to="/admin" activeOptions={{ exact: true }}>{t('nav.home')}</AnchorLink>
      <AnchorLink to="/admin/partners">{t('nav.partners')}</AnchorLink>
      <AnchorLink to="/admin/partner-tiers">{t('nav.tiers')}</AnchorLink>
      <AnchorLink to="/admin/conversions">{t('nav.conversions')}</AnchorLink>
      <AnchorLink to="/admin/commissions">{t('nav.commissions')}</AnchorLink>
      <AnchorLink to="/admin/ingestion-runs">{t('nav.runs')}</AnchorLink>
      <AnchorLink to="/admin/legal">{t('nav.legal')}</AnchorLink>
    </Group>
  )
}

/** True when the API refused the operator pages to this user: the page shows ErrorState only. */
export function isForbidden (error: unknown): boolean {
  return problemOf(error)?.status === 403
}

/** Mantine's input descriptions are dimmed (3.3:1); gray.7 reads at AA contrast. */
export const HINT_STYLES = { description: { color: 'var(--mantine-color-gray-7)' } } as const
