import { Button, Card, Group, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { useFormat } from '../../app/format'
import { webAddress } from '../../app/web-address'
import { PageTitle, QueryState } from '../../app/page'
import { ProblemAlert } from '../../app/problem-alert'
import { asProblem } from '../../app/problem-alert'
import { PartnerStatusBadge } from './status-notice'

const EDITABLE = ['company_name', 'phone', 'website'] as const

export function PartnerProfilePage () {
  const { t } = useTranslation('partner')
  const me = $api.useQuery('get', '/api/v1/partners/me')
  return (
    <Stack gap="lg">
      <PageTitle description={t('profile.intro')}>{t('profile.title')}</PageTitle>
      <QueryState query={me}>
        {(partner) => (
          <>
            <ProfileForm partner={partner} />
            <ReadOnly partner={partner} />
          </>
        )}
      </QueryState>
    </Stack>
  )
}

function ProfileForm ({ partner }: { partner: Schemas['Partner'] }) {
  const { t } = useTranslation('partner')
  const queryClient = useQueryClient()
  const [summary, setSummary] = useState<string[]>([])
  const patch = $api.useMutation('patch', '/api/v1/partners/me')
  const form = useForm({
    initialValues: { company_name: partner.company_name, phone: partner.phone ?? '', website: partner.website ?? '' },
    validate: { company_name: (v) => (v.trim() ? null : t('form.required')) },
  })

  const submit = form.onSubmit(async (values) => {
    setSummary([])
    try {
      // An emptied phone or website is sent as null, which clears it on the server.
      const saved = await patch.mutateAsync({
        body: { company_name: values.company_name.trim(), phone: values.phone.trim() || null, website: webAddress(values.website) },
      })
      form.setValues({ company_name: saved.company_name, phone: saved.phone ?? '', website: saved.website ?? '' })
      form.resetDirty()
      await queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/partners/me'] })
      notifications.show({ color: 'green', message: t('profile.saved'), closeButtonProps: { 'aria-label': t('form.closeNotice') } })
    } catch (error) {
      const mapped = mapProblem(asProblem(error), EDITABLE)
      form.setErrors(mapped.fields)
      setSummary(mapped.summary)
    }
  })

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-edit">
      <Title order={2} size="h3" id="profile-edit" mb="md">{t('profile.editable')}</Title>
      <ProblemAlert messages={summary} />
      <form onSubmit={submit} noValidate>
        <Stack mt={summary.length ? 'md' : 0}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('fields.company_name')} required autoComplete="organization" {...form.getInputProps('company_name')} />
            <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" description={t('fields.optional')} {...form.getInputProps('phone')} />
            <TextInput label={t('fields.website')} type="url" autoComplete="url" placeholder="https://" description={t('fields.optional')} {...form.getInputProps('website')} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={patch.isPending}>{t('profile.save')}</Button>
            <Button variant="default" disabled={!form.isDirty()} onClick={() => { form.reset(); setSummary([]) }}>{t('profile.reset')}</Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}

function ReadOnly ({ partner }: { partner: Schemas['Partner'] }) {
  const { t } = useTranslation('partner')
  const f = useFormat()
  const rows: [string, ReactNode][] = [
    [t('fields.email'), partner.email],
    [t('fields.contact_name'), partner.contact_name],
    [t('fields.partner_type'), t(`types.${partner.partner_type}`)],
    [t('fields.status'), <PartnerStatusBadge key="s" status={partner.status} />],
    [t('fields.tier'), t(`tiers.${partner.tier}`)],
    [t('fields.referral_code'), <span key="c" style={{ fontFamily: 'monospace' }}>{partner.referral_code}</span>],
    [t('fields.first_year_rate'), f.percent(partner.first_year_commission_rate, 2)],
    [t('fields.ongoing_rate'), f.percent(partner.ongoing_commission_rate, 2)],
    [t('fields.created_at'), f.date(partner.created_at)],
  ]
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="profile-fixed">
      <Title order={2} size="h3" id="profile-fixed" mb="xs">{t('profile.readOnly')}</Title>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Caption>{t('profile.readOnlyHint')}</Table.Caption>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={240}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  )
}
