import { Anchor, Grid, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core'
import { getRouteApi, useCanGoBack, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { useMarkReady } from '../../app/first-view'
import { ErrorState, Loading } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { FollowCard } from '../alerts/follow-button'
import { GrantChanges } from '../alerts/grant-changes'
import { DetailCarbon } from './detail-carbon'
import { DetailFacts } from './detail-facts'
import { DetailMatch } from './detail-match'
import { DetailSimilar } from './detail-similar'
import { useFormat } from '../../app/format'
import { CountryList, DeadlineLabel, fundingRange, Pills, RecordBadge } from './grant-bits'

// A grant: 8/4 layout, the text on the left; the status widget, "Why it matches" and similar
// grants on the right. Unknown or malformed ids (404, 422) get a friendly not-found page.
// "Back to results" goes back in history, so the search returns with its exact URL state.
// On a phone the right column comes after the description, so the deadline and the funding are
// also said under the title there: what decides whether to read on comes first.

const route = getRouteApi('/grants/$grantId')

function NotFoundGrant () {
  const { t } = useTranslation('grants')
  return (
    <Stack>
      <Title order={1}>{t('detail.notFound')}</Title>
      <Text>{t('detail.notFoundBody')}</Text>
      <AnchorLink to="/grants">{t('detail.toSearch')}</AnchorLink>
    </Stack>
  )
}

function BackLink () {
  const { t } = useTranslation('grants')
  const router = useRouter()
  const canGoBack = useCanGoBack()
  // alignSelf: a stretched <button> would centre its text in the page's Stack.
  if (canGoBack) return <Anchor component="button" type="button" size="sm" style={{ alignSelf: 'flex-start' }} onClick={() => router.history.back()}>← {t('detail.back')}</Anchor>
  return <AnchorLink to="/grants" size="sm" style={{ alignSelf: 'flex-start' }}>← {t('detail.toSearch')}</AnchorLink>
}

export function GrantDetailPage () {
  useMarkReady('page')
  const { t } = useTranslation('grants')
  const { grantId } = route.useParams()
  const grant = $api.useQuery('get', '/api/v1/grants/{grant_id}', { params: { path: { grant_id: grantId } } }, { placeholderData: undefined })
  const status = (grant.error as { status?: number } | null)?.status

  if (status === 404 || status === 422) return <NotFoundGrant />
  if (grant.error) return <ErrorState error={grant.error} onRetry={() => void grant.refetch()} />
  if (!grant.data) return <><VisuallyHidden><Title order={1}>{t('detail.loading')}</Title></VisuallyHidden><Loading /></>
  const g = grant.data

  return (
    <Stack gap="md">
      <BackLink />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Stack gap="xs">
              <Title order={1}>{g.title}</Title>
              <Group gap="xs">
                <RecordBadge grant={g} />
                {g.is_sample && <Text size="sm">{t('detail.sample')}</Text>}
                {g.is_synthetic && <Text size="sm">{t('detail.synthetic')}</Text>}
              </Group>
            </Stack>
            <KeyFactsLine grant={g} />
            {g.summary && <Text fw={500}>{g.summary}</Text>}
            <section aria-labelledby="description-title">
              <Title order={2} size="h4" id="description-title" mb="xs">{t('detail.description')}</Title>
              <Text style={{ whiteSpace: 'pre-line' }}>{g.description}</Text>
            </section>
            <section aria-labelledby="eligibility-title">
              <Title order={2} size="h4" id="eligibility-title" mb="xs">{t('detail.eligibility')}</Title>
              <Stack gap="xs">
                <Group gap={4} align="baseline" wrap="nowrap"><Text size="sm" fw={600}>{t('countries.label')}:</Text><CountryList codes={g.countries} max={50} /></Group>
                <Text size="sm"><Text span fw={600}>{t('facets.companySize')}:</Text> {g.company_sizes.length ? g.company_sizes.map((s) => t(`size.${s}`)).join(', ') : t('detail.anySize')}</Text>
                {g.nace_codes.length > 0 && <Group gap="xs" align="baseline"><Text size="sm" fw={600}>{t('detail.nace')}:</Text><Pills items={g.nace_codes} /></Group>}
                {g.thematic_areas.length > 0 && <Group gap="xs" align="baseline"><Text size="sm" fw={600}>{t('detail.themes')}:</Text><Pills items={g.thematic_areas} /></Group>}
              </Stack>
            </section>
            <DetailCarbon grant={g} />
            <GrantChanges grantId={g.id} currency={g.currency} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <DetailFacts grant={g} />
            <FollowCard grantId={g.id} />
            <DetailMatch grant={g} />
            <DetailSimilar grantId={g.id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}

/** The deadline and the funding in one line under the title, on a phone only. */
function KeyFactsLine ({ grant }: { grant: Schemas['Grant'] }) {
  const { t } = useTranslation('grants')
  const f = useFormat()
  const funding = fundingRange(grant, f, t)
  return (
    <Text size="sm" hiddenFrom="md">
      <DeadlineLabel grant={grant} />
      {funding && <> · {t('funding.label')}: {funding}</>}
    </Text>
  )
}
