import { Alert, Button, Checkbox, Group, Select, Stack, Tabs, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { ErrorState, Loading, PageTitle, QueryState } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { CompanySelect, useCompanies } from './company-select'
import { invalidateMatches } from './constants'
import { MatchRow, type MatchAction } from './match-row'
import { MatchStats } from './match-stats'
import { Pager } from '../../app/pager'

const route = getRouteApi('/matches')
const TABS = ['active', 'saved', 'dismissed'] as const
const THRESHOLDS = ['0.5', '0.6', '0.7', '0.8', '0.9']
const PAGE_SIZE = 20

export function MatchesPage() {
  const { t } = useTranslation('matches')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const companies = useCompanies()
  const companyId = search.company_id ?? companies.data?.items[0]?.id

  // The default company goes into the URL too, so a copied link shows the same list.
  useEffect(() => {
    if (!search.company_id && companyId)
      void navigate({ search: (s) => ({ ...s, company_id: companyId }), replace: true })
  }, [search.company_id, companyId, navigate])

  if (companies.error)
    return (
      <>
        <PageTitle>{t('matches.title')}</PageTitle>
        <ErrorState error={companies.error} />
      </>
    )
  if (!companies.data)
    return (
      <>
        <PageTitle>{t('matches.title')}</PageTitle>
        <Loading />
      </>
    )
  if (!companyId) {
    return (
      <>
        <PageTitle>{t('matches.title')}</PageTitle>
        <Text>
          {t('matches.noCompany')} <AnchorLink to="/companies">{t('matches.addCompany')}</AnchorLink>
        </Text>
      </>
    )
  }
  return (
    <>
      <PageTitle>{t('matches.title')}</PageTitle>
      <Text mb="md" mt={-8}>
        {t('matches.description')}
      </Text>
      <Group align="flex-end" mb="md" wrap="wrap">
        <CompanySelect
          value={companyId}
          onChange={(id) => void navigate({ search: (s) => ({ ...s, company_id: id, page: 1 }) })}
        />
        <Select
          label={t('matches.minScore')}
          w={200}
          allowDeselect={false}
          data={[
            { value: '', label: t('matches.anyScore') },
            ...THRESHOLDS.map((v) => ({ value: v, label: `≥ ${Math.round(Number(v) * 100)} %` })),
          ]}
          value={search.min_score === undefined ? '' : String(search.min_score)}
          onChange={(v) => void navigate({ search: (s) => ({ ...s, min_score: v ? Number(v) : undefined, page: 1 }) })}
        />
        <Checkbox
          label={t('matches.assignedToMe')}
          mb={8}
          checked={search.assigned === 'me'}
          onChange={(e) =>
            void navigate({
              search: (s) => ({ ...s, assigned: e.currentTarget.checked ? ('me' as const) : undefined, page: 1 }),
            })
          }
        />
        <CalculateButton companyId={companyId} />
      </Group>
      <MatchStats companyId={companyId} />
      <Tabs
        value={search.status}
        onChange={(v) =>
          void navigate({ search: (s) => ({ ...s, status: (v as (typeof TABS)[number]) ?? 'active', page: 1 }) })
        }
      >
        <Tabs.List aria-label={t('matches.tabs')} mb="md">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            {tab === search.status && <MatchList companyId={companyId} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  )
}

function CalculateButton({ companyId }: { companyId: string }) {
  const { t } = useTranslation('matches')
  const queryClient = useQueryClient()
  const calculate = $api.useMutation('post', '/api/v1/matches/calculate')
  const [result, setResult] = useState<Schemas['MatchCalculation'] | null>(null)
  const run = async () => {
    setResult(null)
    const data = await calculate.mutateAsync({ body: { company_id: companyId } })
    setResult(data)
    await invalidateMatches(queryClient)
  }
  return (
    <Stack gap={4}>
      <Button onClick={() => void run().catch(() => undefined)} loading={calculate.isPending}>
        {t('actions.calculate')}
      </Button>
      <Text size="sm" role="status" aria-live="polite">
        {result && t('calculate.done', { count: result.total_matches, fresh: result.new_matches })}
        {calculate.error && (calculate.error.detail || calculate.error.title)}
      </Text>
    </Stack>
  )
}

function MatchList({ companyId }: { companyId: string }) {
  const { t } = useTranslation('matches')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const list = $api.useQuery('get', '/api/v1/matches', {
    params: {
      query: {
        company_id: companyId,
        status: search.status,
        min_score: search.min_score,
        assigned_to: search.assigned,
        page: search.page,
        page_size: PAGE_SIZE,
      },
    },
  })
  const action = $api.useMutation('patch', '/api/v1/matches/match/{match_id}/action')
  const [undo, setUndo] = useState<Schemas['Match'] | null>(null)
  const [error, setError] = useState<string | null>(null)

  const act = async (match: Schemas['Match'], verb: MatchAction) => {
    setError(null)
    try {
      await action.mutateAsync({ params: { path: { match_id: match.id } }, body: { action: verb } })
      setUndo(verb === 'dismiss' ? match : null)
      await invalidateMatches(queryClient)
    } catch (e) {
      const p = e as { detail?: string; title?: string }
      setError(p.detail || p.title || t('errors.action'))
    }
  }

  return (
    <Stack gap="sm">
      {undo && (
        <Alert
          color="gray"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel={t('actions.closeNotice')}
          onClose={() => setUndo(null)}
        >
          <Group gap="sm">
            <Text size="sm">{t('undo.dismissed', { title: undo.grant.title })}</Text>
            <Button size="xs" variant="default" disabled={action.isPending} onClick={() => void act(undo, 'restore')}>
              {t('actions.undo')}
            </Button>
          </Group>
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <QueryState query={list}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.page_size))
          if (data.items.length === 0)
            return <Text>{t(search.assigned ? 'empty.assigned' : `empty.${search.status}`)}</Text>
          return (
            <>
              <Text size="sm">{t('matches.count', { count: data.total })}</Text>
              <Stack
                component="ul"
                gap="sm"
                p={0}
                style={{ listStyle: 'none' }}
                aria-label={t(`tabs.${search.status}`)}
              >
                {data.items.map((m) => (
                  <MatchRow key={m.id} match={m} busy={action.isPending} onAction={(mm, v) => void act(mm, v)} />
                ))}
              </Stack>
              <Pager
                pages={pages}
                page={data.page}
                onChange={(p) => void navigate({ search: (s) => ({ ...s, page: p }) })}
              />
            </>
          )
        }}
      </QueryState>
    </Stack>
  )
}
