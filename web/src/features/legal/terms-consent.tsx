import { Anchor, Checkbox, Group, Stack, type CheckboxProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'

// Consent at sign-up, for a company account and a partner application alike: once the operator
// has published terms, signing up means accepting their current version (the server records it
// with the time and refuses an older one). Nothing is shown while there are none.

/** The terms in force (their version is what a sign-up accepts), or undefined while none are published. */
export function usePublishedTerms (): { version: number } | undefined {
  const published = $api.useQuery('get', '/api/v1/legal', {}, { staleTime: 60_000 })
  return published.data?.find((d) => d.kind === 'terms')
}

/** The box and the two documents to read, each opening in a new tab (the form keeps its values). */
export function TermsConsent (props: CheckboxProps) {
  const { t } = useTranslation('legal')
  return (
    <Stack gap={4}>
      <Checkbox label={t('consent.accept')} aria-invalid={props.error ? true : undefined} {...props} />
      <Group gap="md" pl={32}>
        <Anchor href="/legal/terms" target="_blank" size="sm">{t('consent.readTerms')}</Anchor>
        <Anchor href="/legal/privacy" target="_blank" size="sm">{t('consent.readPrivacy')}</Anchor>
      </Group>
    </Stack>
  )
}
