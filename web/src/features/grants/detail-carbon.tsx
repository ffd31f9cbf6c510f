import { Card, Group, List, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { Pills } from './grant-bits'

// The carbon box: categories, eligible emission scopes and the policy flags (EU taxonomy, Green
// Deal, Fit for 55, CSRD, SBTi). Flags are written out as text, not shown as coloured dots.

type Grant = Schemas['Grant']

const FLAGS = ['eu_taxonomy_aligned', 'green_deal_aligned', 'fit_for_55_relevant', 'supports_csrd_compliance', 'supports_sbti_alignment'] as const

export function DetailCarbon ({ grant }: { grant: Grant }) {
  const { t } = useTranslation('grants')
  const f = useFormat()
  const flags = FLAGS.filter((k) => grant[k])
  const label = (prefix: string, v: string) => t(`${prefix}.${v}`, { defaultValue: v.replace(/_/g, ' ') })
  if (!grant.is_carbon_focused && grant.carbon_categories.length === 0 && flags.length === 0) return null

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="carbon-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="carbon-title">{t('carbon.title')}</Title>
        {grant.is_carbon_focused && <Text size="sm">{t('carbon.focused')}</Text>}
        {grant.carbon_categories.length > 0 && (
          <Group gap="xs" align="baseline"><Text size="sm" fw={600}>{t('carbon.categories')}:</Text>
            <Pills items={grant.carbon_categories.map((c) => label('carbonCategory', c))} /></Group>
        )}
        {grant.eligible_scopes.length > 0 && (
          <Group gap="xs" align="baseline"><Text size="sm" fw={600}>{t('carbon.scopes')}:</Text>
            <Pills items={grant.eligible_scopes.map((s) => label('scope', s))} /></Group>
        )}
        {grant.taxonomy_objectives.length > 0 && (
          <Group gap="xs" align="baseline"><Text size="sm" fw={600}>{t('carbon.objectives')}:</Text>
            <Pills items={grant.taxonomy_objectives.map((o) => label('objective', o))} /></Group>
        )}
        {grant.min_emission_reduction_percent !== null && (
          <Text size="sm">{t('carbon.minReduction', { value: f.percent(grant.min_emission_reduction_percent / 100) })}</Text>
        )}
        {flags.length > 0 && (
          <List size="sm" spacing={2}>{flags.map((k) => <List.Item key={k}>{t(`carbon.flags.${k}`)}</List.Item>)}</List>
        )}
      </Stack>
    </Card>
  )
}
