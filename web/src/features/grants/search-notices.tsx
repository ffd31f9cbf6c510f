import { Button, List, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'
import { AnchorLink } from '../../app/router-link'

// What the search engine did with the words, said under the search box: a misspelt query it
// replaced (with the way back to the words as typed), a spelling it would suggest, and a query no
// grant covers in full (the results cover part of it). And the zero-results state, which offers
// only what applies to this search: dropping the filters actually set, the suggestion, browsing.

type Found = Schemas['GrantFacetedSearchResponse']

export function SearchNotices ({ q, found }: { q: string; found: Found }) {
  const { t } = useTranslation('grants')
  return (
    <>
      {found.corrected_query && (
        <Text size="sm" role="status">
          {t('notice.corrected', { q: found.corrected_query })}{' '}
          {/* The words as typed, never replaced again (correct=false); the q stays as it is. */}
          <AnchorLink from="/grants" to="/grants" search={(prev) => ({ ...prev, correct: false, page: undefined })}>
            {t('notice.searchInstead', { q })}
          </AnchorLink>
        </Text>
      )}
      {found.suggestion && (
        <Text size="sm" role="status">
          {t('notice.didYouMean')}{' '}
          <AnchorLink from="/grants" to="/grants" search={(prev) => ({
            ...prev, q: found.suggestion ?? prev.q, correct: undefined, understand: undefined, page: undefined,
          })}>
            {found.suggestion}
          </AnchorLink>?
        </Text>
      )}
      {found.relaxed && found.total > 0 && <Text size="sm" role="status">{t('notice.relaxed', { q })}</Text>}
    </>
  )
}

/**
 * No results: what was searched, then only the ways out that apply. `filters` counts the filters
 * set (the ticked ones and those read from the words); `clear` removes them all.
 */
export function EmptyResults ({ q, filters, suggestion, clear }: {
  q: string | undefined; filters: number; suggestion: string | null | undefined; clear: () => void
}) {
  const { t } = useTranslation('grants')
  const anything = !!q || filters > 0
  return (
    <Stack gap="xs" role="status">
      <Text fw={600}>{q ? t('empty.titleFor', { q }) : t('empty.title')}</Text>
      {anything && (
        <>
          <Text>{t('empty.try')}</Text>
          <List spacing="xs">
            {filters > 0 && (
              <List.Item>
                <Button variant="default" size="compact-sm" onClick={clear}>{t('empty.clearFilters', { count: filters })}</Button>
              </List.Item>
            )}
            {suggestion && (
              <List.Item>
                <AnchorLink from="/grants" to="/grants" search={(prev) => ({
                  ...prev, q: suggestion, correct: undefined, understand: undefined, page: undefined,
                })}>
                  {t('empty.suggestion', { q: suggestion })}
                </AnchorLink>
              </List.Item>
            )}
            <List.Item><AnchorLink to="/grants" search={{}}>{t('empty.browseAll')}</AnchorLink></List.Item>
          </List>
        </>
      )}
    </Stack>
  )
}
