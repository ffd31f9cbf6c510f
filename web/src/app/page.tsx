import { Alert, Button, Center, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/client'

// Building blocks every page uses: one h1 per page (focused after navigation), and one way to
// show a query's loading, error and "not allowed" states, so no page shows a broken screen.

export function PageTitle ({ children, description }: { children: ReactNode; description?: ReactNode }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1}>{children}</Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  )
}

export function Loading () {
  const { t } = useTranslation()
  return <Center py="xl" role="status"><Loader /><VisuallyHidden>{t('loading')}</VisuallyHidden></Center>
}

/** The server's problem, readable: 403 → "not allowed", anything else its title and detail. */
export function ErrorState ({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation()
  const problem = error instanceof ApiError ? error.problem : (error as { status?: number; title?: string; detail?: string } | null)
  if (problem?.status === 403) {
    return (
      <Stack>
        <Title order={1}>{t('forbidden.title')}</Title>
        <Text>{problem.detail || t('forbidden.body')}</Text>
      </Stack>
    )
  }
  return (
    <Alert color="red" title={problem?.title ?? t('error.title')} role="alert">
      <Stack gap="xs" align="flex-start">
        {problem?.detail && <Text size="sm">{problem.detail}</Text>}
        {onRetry && <Button size="xs" variant="light" color="red" onClick={onRetry}>{t('error.retry')}</Button>}
      </Stack>
    </Alert>
  )
}

/** Renders `children(data)` once a query has data; its loading and error states otherwise. */
export function QueryState<T> ({ query, children }: {
  query: { data?: T; error: unknown; isPending: boolean; refetch: () => unknown }
  children: (data: T) => ReactNode
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  return <Loading />
}
