import { Stack, Text } from '@mantine/core'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { $api, ApiError } from '../../api/client'
import { useFormat } from '../../app/format'
import { ErrorState, Loading, PageTitle } from '../../app/page'

// One legal page as the operator published it: plain text, a blank line between paragraphs
// (never HTML, so nothing the operator pastes can run in the reader's browser).

const route = getRouteApi('/legal/$kind')

/** Paragraphs of a plain-text document; single line breaks stay (an address). */
export const paragraphs = (body: string) => body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean)

export function LegalPage () {
  const { kind } = route.useParams()
  const { t } = useTranslation('legal')
  const f = useFormat()
  const page = $api.useQuery('get', '/api/v1/legal/{kind}', { params: { path: { kind } } }, { retry: false })
  const unpublished = page.error instanceof ApiError && page.error.problem.status === 404
  return (
    <Stack maw={760}>
      <PageTitle description={page.data && t('version', { version: page.data.version, date: f.date(page.data.published_at) })}>
        {t(`kind.${kind}`)}
      </PageTitle>
      {page.data && paragraphs(page.data.body).map((p, i) => <Text key={i} style={{ whiteSpace: 'pre-line' }}>{p}</Text>)}
      {unpublished && <Text>{t('unpublished')}</Text>}
      {page.error && !unpublished && <ErrorState error={page.error} onRetry={() => void page.refetch()} />}
      {page.isPending && <Loading />}
    </Stack>
  )
}
