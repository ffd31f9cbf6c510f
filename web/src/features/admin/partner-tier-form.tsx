import { Alert, Button, Checkbox, Group, List, NativeSelect, NumberInput, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { TIERS, type Tier } from './search'
import { problemOf } from '../../app/problem-alert'
import { HINT_STYLES } from './ui'

// Tier and commission rates. The operator thinks in per cent (25 %); the API stores fractions
// (0.25), five decimals kept, so per cent is shown with up to three decimals and divided on send.
// A partner earns its tier's defaults unless it has rates of its own: the box says which, and
// with it ticked no rates are sent (use_tier_rates), so later default changes reach the partner.

const toPercent = (fraction: number) => Math.round(fraction * 100_000) / 1000
const toFraction = (percent: number) => Math.round(percent * 1000) / 100_000
const inRange = (v: number | string) => typeof v === 'number' && v >= 0 && v <= 100

interface Values {
  tier: Tier; use_tier_rates: boolean; first_year_commission_rate: number | string; ongoing_commission_rate: number | string
}

export function PartnerTierForm ({ partner }: { partner: Schemas['AdminPartner'] }) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const [summary, setSummary] = useState<string[]>([])
  const mutation = $api.useMutation('patch', '/api/v1/admin/partners/{partner_id}/tier')
  const form = useForm<Values>({
    initialValues: {
      tier: partner.tier,
      use_tier_rates: !partner.custom_rates,
      first_year_commission_rate: toPercent(partner.first_year_commission_rate),
      ongoing_commission_rate: toPercent(partner.ongoing_commission_rate),
    },
    validate: {
      first_year_commission_rate: (v, all) => (all.use_tier_rates || inRange(v) ? null : t('tier.rateRange')),
      ongoing_commission_rate: (v, all) => (all.use_tier_rates || inRange(v) ? null : t('tier.rateRange')),
    },
  })

  const submit = async (values: Values) => {
    setSummary([])
    try {
      await mutation.mutateAsync({
        params: { path: { partner_id: partner.id } },
        body: values.use_tier_rates
          ? { tier: values.tier, use_tier_rates: true }
          : {
              tier: values.tier,
              first_year_commission_rate: toFraction(Number(values.first_year_commission_rate)),
              ongoing_commission_rate: toFraction(Number(values.ongoing_commission_rate)),
            },
      })
      await queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/admin/partners'] })
      await queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/admin/partners/{partner_id}'] })
      notifications.show({ color: 'teal', closeButtonProps: { 'aria-label': t('actions.close') }, message: t('tier.saved') })
    } catch (error) {
      const problem = problemOf(error)
      if (!problem) { setSummary([t('errors.failed')]); return }
      const mapped = mapProblem(problem, ['tier', 'use_tier_rates', 'first_year_commission_rate', 'ongoing_commission_rate'])
      form.setErrors(mapped.fields)
      setSummary(mapped.summary)
    }
  }

  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <Stack>
        {summary.length > 0 && (
          <Alert color="red" role="alert" title={t('errors.summary')}>
            <List size="sm">{summary.map((s) => <List.Item key={s}>{s}</List.Item>)}</List>
          </Alert>
        )}
        {/* Native: four fixed choices, and the phone's own picker (Mantine's dropdown could vanish
            on a phone when focusing the field scrolled the page under it). */}
        <NativeSelect label={t('tier.tier')} data={TIERS.map((value) => ({ value, label: t(`status.tier.${value}`) }))}
          {...form.getInputProps('tier')} />
        <Checkbox label={t('tier.useDefaults')} {...form.getInputProps('use_tier_rates', { type: 'checkbox' })} />
        {form.values.use_tier_rates && <Text size="sm">{t('tier.followsDefaults')}</Text>}
        {!form.values.use_tier_rates && <Group grow align="flex-start">
          <NumberInput label={t('tier.firstYear')} styles={HINT_STYLES} description={t('tier.percentHint')} min={0} max={100} step={0.5} decimalScale={3} suffix=" %"
            clampBehavior="strict" {...form.getInputProps('first_year_commission_rate')} />
          <NumberInput label={t('tier.ongoing')} styles={HINT_STYLES} description={t('tier.percentHint')} min={0} max={100} step={0.5} decimalScale={3} suffix=" %"
            clampBehavior="strict" {...form.getInputProps('ongoing_commission_rate')} />
        </Group>}
        <Group><Button type="submit" loading={mutation.isPending}>{t('tier.save')}</Button></Group>
      </Stack>
    </form>
  )
}
