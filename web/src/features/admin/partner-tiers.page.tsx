import { Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { DataTable } from '../../app/data-table'
import { useFormat } from '../../app/format'
import { ErrorState, PageTitle, QueryState } from '../../app/page'
import { ProblemAlert, asProblem } from '../../app/problem-alert'
import { AdminNav, HINT_STYLES, isForbidden } from './ui'

// The tiers' default rates, set once: every partner of a tier without rates of its own earns
// them on revenue recorded from now on. Per cent on screen, fractions on the wire (as the tier form).

type Tiers = Schemas['PartnerTierList']['items']
const toPercent = (fraction: number) => Math.round(fraction * 100_000) / 1000
const toFraction = (percent: number) => Math.round(percent * 1000) / 100_000

export function AdminPartnerTiersPage () {
  const { t } = useTranslation('admin')
  const tiers = $api.useQuery('get', '/api/v1/admin/partner-tiers')
  if (isForbidden(tiers.error)) return <ErrorState error={tiers.error} />
  return (
    <>
      <PageTitle description={t('tiers.description')}>{t('tiers.title')}</PageTitle>
      <AdminNav />
      <QueryState query={tiers}>{(data) => <TiersForm key={data.items.map((i) => i.updated_at).join()} items={data.items} />}</QueryState>
    </>
  )
}

function TiersForm ({ items }: { items: Tiers }) {
  const { t } = useTranslation('admin')
  const f = useFormat()
  const queryClient = useQueryClient()
  const [summary, setSummary] = useState<string[]>([])
  const save = $api.useMutation('put', '/api/v1/admin/partner-tiers')
  const inRange = (v: number | string) => (typeof v === 'number' && v >= 0 && v <= 100 ? null : t('tier.rateRange'))
  const form = useForm({
    initialValues: {
      tiers: items.map((i) => ({
        tier: i.tier, first_year_commission_rate: toPercent(i.first_year_commission_rate) as number | string,
        ongoing_commission_rate: toPercent(i.ongoing_commission_rate) as number | string,
      })),
    },
    validate: { tiers: { first_year_commission_rate: inRange, ongoing_commission_rate: inRange } },
  })

  const submit = form.onSubmit(async (values) => {
    setSummary([])
    try {
      await save.mutateAsync({
        body: {
          tiers: values.tiers.map((v) => ({
            tier: v.tier, first_year_commission_rate: toFraction(Number(v.first_year_commission_rate)),
            ongoing_commission_rate: toFraction(Number(v.ongoing_commission_rate)),
          })),
        },
      })
      await queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/admin/partner-tiers'] })
      notifications.show({ color: 'teal', closeButtonProps: { 'aria-label': t('actions.close') }, message: t('tiers.saved') })
    } catch (error) {
      const mapped = mapProblem(asProblem(error), values.tiers.flatMap((_, i) => [
        `tiers.${i}.first_year_commission_rate`, `tiers.${i}.ongoing_commission_rate`,
      ]))
      form.setErrors(mapped.fields)
      setSummary(mapped.summary)
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ProblemAlert messages={summary} />
        <DataTable minWidth={720} caption={t('tiers.caption')} head={(
          <>
            <Table.Th>{t('tier.tier')}</Table.Th>
            <Table.Th>{t('tier.firstYear')}</Table.Th>
            <Table.Th>{t('tier.ongoing')}</Table.Th>
            <Table.Th>{t('tiers.partners')}</Table.Th>
          </>
        )}>
          {items.map((item, i) => (
            <Table.Tr key={item.tier}>
              <Table.Th scope="row">{t(`status.tier.${item.tier}`)}</Table.Th>
              {(['first_year_commission_rate', 'ongoing_commission_rate'] as const).map((field) => (
                <Table.Td key={field}>
                  <NumberInput
                    label={t(field === 'first_year_commission_rate' ? 'tiers.firstYearOf' : 'tiers.ongoingOf', {
                      tier: t(`status.tier.${item.tier}`),
                    })}
                    styles={HINT_STYLES} min={0} max={100} step={0.5} decimalScale={3} suffix=" %" clampBehavior="strict"
                    {...form.getInputProps(`tiers.${i}.${field}`)} />
                </Table.Td>
              ))}
              <Table.Td>
                <Text size="sm">{t('tiers.count', { count: item.partners, own: item.custom_rates })}</Text>
                <Text size="xs">{t('tiers.updated', { date: f.dateTime(item.updated_at) })}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
        <Text size="sm">{t('tiers.note')}</Text>
        <Group><Button type="submit" loading={save.isPending}>{t('tiers.save')}</Button></Group>
      </Stack>
    </form>
  )
}
