import { Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, api, unwrap, type Schemas } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { useFormat } from '../../app/format'
import { PageTitle, QueryState } from '../../app/page'
import { AnchorLink, ButtonLink } from '../../app/router-link'
import { asProblem, ProblemAlert } from '../../app/problem-alert'
import { FOCUS_CATEGORIES, fromChoice, TAXONOMY_OBJECTIVES, toChoice, type FocusCategory, type TaxonomyObjective } from './carbon-options'

const route = getRouteApi('/companies/$companyId/carbon')

type Profile = Schemas['CarbonProfile']
type Num = number | string

interface Values {
  reporting_year: Num; scope1_emissions_tco2e: Num; scope2_emissions_tco2e: Num; scope3_emissions_tco2e: Num
  reduction_target_percent: Num; target_year: Num; has_sbti_target: string; csrd_in_scope: string
  focus_categories: FocusCategory[]; taxonomy_objectives: TaxonomyObjective[]
}

const NUMBER_FIELDS = ['reporting_year', 'scope1_emissions_tco2e', 'scope2_emissions_tco2e', 'scope3_emissions_tco2e', 'reduction_target_percent', 'target_year'] as const
const FIELDS = [...NUMBER_FIELDS, 'has_sbti_target', 'csrd_in_scope', 'focus_categories', 'taxonomy_objectives'] as const
const num = (v: Num) => (typeof v === 'number' ? v : v.trim() === '' ? null : Number(v))

export function CarbonPage () {
  const { t } = useTranslation('company')
  const { companyId } = route.useParams()
  const path = { company_id: companyId }
  const company = $api.useQuery('get', '/api/v1/companies/{company_id}', { params: { path } })
  const profile = $api.useQuery('get', '/api/v1/companies/{company_id}/carbon-profile', { params: { path } })
  const both = { ...profile, data: profile.data && company.data ? { profile: profile.data, company: company.data } : undefined, error: profile.error ?? company.error }

  return (
    <QueryState query={both}>
      {({ profile: p, company: c }) => (
        <Stack maw={860}>
          <PageTitle description={t('carbon.intro')}>{t('carbon.title', { name: c.name })}</PageTitle>
          <Group>
            <AnchorLink to="/companies/$companyId" params={{ companyId }}>{t('carbon.backToCompany')}</AnchorLink>
          </Group>
          <CarbonForm key={p.updated_at ?? 'new'} profile={p} companyId={companyId} />
        </Stack>
      )}
    </QueryState>
  )
}

function CarbonForm ({ profile, companyId }: { profile: Profile; companyId: string }) {
  const { t } = useTranslation('company')
  const { t: tc } = useTranslation()
  const format = useFormat()
  const queryClient = useQueryClient()
  const [summary, setSummary] = useState<string[]>([])
  const [saved, setSaved] = useState(profile.updated_at !== null)
  const form = useForm<Values>({
    initialValues: {
      ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, profile[f] ?? ''])) as Pick<Values, typeof NUMBER_FIELDS[number]>,
      has_sbti_target: toChoice(profile.has_sbti_target), csrd_in_scope: toChoice(profile.csrd_in_scope),
      focus_categories: profile.focus_categories, taxonomy_objectives: profile.taxonomy_objectives,
    },
  })

  const submit = form.onSubmit(async (v) => {
    setSummary([])
    try {
      const result = unwrap(await api.PUT('/api/v1/companies/{company_id}/carbon-profile', {
        params: { path: { company_id: companyId } },
        body: {
          ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, num(v[f])])),
          has_sbti_target: fromChoice(v.has_sbti_target), csrd_in_scope: fromChoice(v.csrd_in_scope),
          focus_categories: v.focus_categories, taxonomy_objectives: v.taxonomy_objectives,
        },
      }))
      queryClient.setQueryData(['get', '/api/v1/companies/{company_id}/carbon-profile', { params: { path: { company_id: companyId } } }], result)
      await Promise.all(['/api/v1/companies/{company_id}/carbon-profile', '/api/v1/matches', '/api/v1/dashboard/stats'].map((p) =>
        queryClient.invalidateQueries({ queryKey: ['get', p] })))
      setSaved(true)
      notifications.show({ color: 'teal', message: t('carbon.saved'), closeButtonProps: { 'aria-label': tc('actions.close') } })
    } catch (error) {
      const mapped = mapProblem(asProblem(error), FIELDS)
      form.setErrors(mapped.fields)
      setSummary(mapped.summary)
    }
  })

  const choice = [{ value: 'unknown', label: t('carbon.unknown') }, { value: 'yes', label: t('carbon.yes') }, { value: 'no', label: t('carbon.no') }]
  const tonnes = (field: 'scope1_emissions_tco2e' | 'scope2_emissions_tco2e' | 'scope3_emissions_tco2e', n: 1 | 2 | 3) => (
    <NumberInput label={t(`carbon.scope${n}`)} description={t(`carbon.scope${n}Help`)} min={0} suffix=" tCO₂e" thousandSeparator=" " {...form.getInputProps(field)} />
  )

  return (
    <Paper withBorder p="lg" radius="md">
      <ProblemAlert messages={summary} />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={2} size="h3">{t('carbon.emissions')}</Title>
            <NumberInput label={t('carbon.reportingYear')} min={1990} max={2100} allowDecimal={false} maw={220} {...form.getInputProps('reporting_year')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {tonnes('scope1_emissions_tco2e', 1)}{tonnes('scope2_emissions_tco2e', 2)}{tonnes('scope3_emissions_tco2e', 3)}
            </SimpleGrid>
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h3">{t('carbon.targets')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput label={t('carbon.reduction')} min={0} max={100} suffix=" %" {...form.getInputProps('reduction_target_percent')} />
              <NumberInput label={t('carbon.targetYear')} min={2000} max={2100} allowDecimal={false} {...form.getInputProps('target_year')} />
              <Select label={t('carbon.sbti')} data={choice} allowDeselect={false} {...form.getInputProps('has_sbti_target')} />
              <Select label={t('carbon.csrd')} data={choice} allowDeselect={false} {...form.getInputProps('csrd_in_scope')} />
            </SimpleGrid>
          </Stack>
          <Checkbox.Group label={t('carbon.focus')} description={t('carbon.focusHelp')} {...form.getInputProps('focus_categories')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              {FOCUS_CATEGORIES.map((c) => <Checkbox key={c} value={c} label={t(`carbon.categories.${c}`)} />)}
            </SimpleGrid>
          </Checkbox.Group>
          <Checkbox.Group label={t('carbon.taxonomy')} description={t('carbon.taxonomyHelp')} {...form.getInputProps('taxonomy_objectives')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
              {TAXONOMY_OBJECTIVES.map((o) => <Checkbox key={o} value={o} label={`${o} – ${t(`carbon.objectives.${o}`)}`} />)}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="space-between">
            <Text size="sm">{profile.updated_at ? t('carbon.updated', { date: format.dateTime(profile.updated_at) }) : t('carbon.none')}</Text>
            <Group>
              {saved && <ButtonLink to="/dashboard" variant="subtle">{t('carbon.toDashboard')}</ButtonLink>}
              <Button type="submit" loading={form.submitting}>{t('carbon.submit')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
