import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { useFormat } from '../../app/format'
import { PageTitle, QueryState } from '../../app/page'
import { ProblemAlert, asProblem } from '../../app/problem-alert'

// Where commissions are paid to. The server checks the IBAN (check digits, SEPA area), the BIC and
// the VAT id (each EU state's format and check digits) and names the field, so the form only
// insists on the two required fields and shows the server's sentence on the field it names.

const FIELDS = ['account_holder', 'iban', 'bic', 'vat_id', 'address_line', 'postal_code', 'city', 'country'] as const
type Field = typeof FIELDS[number]
type Values = Record<Field, string>

/** DE89 3704 0044 … : the IBAN in groups of four, as banks print it. */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ')

export function PayoutDetailsPage () {
  const { t } = useTranslation('partner')
  const details = $api.useQuery('get', '/api/v1/partners/me/payout-details')
  return (
    <Stack maw={880} gap="lg">
      <PageTitle description={t('payout.intro')}>{t('payout.title')}</PageTitle>
      <QueryState query={details}>{(d) => <PayoutForm details={d} />}</QueryState>
    </Stack>
  )
}

function PayoutForm ({ details }: { details: Schemas['PayoutDetails'] }) {
  const { t } = useTranslation('partner')
  const f = useFormat()
  const queryClient = useQueryClient()
  const [summary, setSummary] = useState<string[]>([])
  const save = $api.useMutation('put', '/api/v1/partners/me/payout-details')
  const initial = Object.fromEntries(
    FIELDS.map((k) => [k, k === 'iban' && details.iban ? grouped(details.iban) : details[k] ?? '']),
  ) as Values
  const required = (v: string) => (v.trim() ? null : t('form.required'))
  const form = useForm<Values>({ initialValues: initial, validate: { account_holder: required, iban: required } })

  const submit = form.onSubmit(async (values) => {
    setSummary([])
    const optional = (v: string) => v.trim() || null
    try {
      const saved = await save.mutateAsync({
        body: {
          account_holder: values.account_holder.trim(), iban: values.iban, bic: optional(values.bic), vat_id: optional(values.vat_id),
          address_line: optional(values.address_line), postal_code: optional(values.postal_code), city: optional(values.city),
          country: optional(values.country),
        },
      })
      form.setValues({ ...Object.fromEntries(FIELDS.map((k) => [k, saved[k] ?? ''])), iban: grouped(saved.iban ?? '') } as Values)
      form.resetDirty()
      await queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/partners/me/payout-details'] })
      notifications.show({ color: 'green', message: t('payout.saved'), closeButtonProps: { 'aria-label': t('form.closeNotice') } })
    } catch (error) {
      const mapped = mapProblem(asProblem(error), FIELDS)
      form.setErrors(mapped.fields)
      setSummary(mapped.summary)
    }
  })

  const input = (field: Field, props: Record<string, unknown> = {}) => (
    <TextInput label={t(`payout.fields.${field}`)} {...props} {...form.getInputProps(field)} />
  )
  return (
    <Card withBorder padding="lg">
      <ProblemAlert messages={summary} />
      <form onSubmit={submit} noValidate>
        <Stack mt={summary.length ? 'md' : 0}>
          <Title order={2} size="h3">{t('payout.bankTitle')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {input('account_holder', { required: true, autoComplete: 'name', description: t('payout.holderHint') })}
            {input('iban', { required: true, description: t('payout.ibanHint'), spellCheck: false })}
            {input('bic', { description: t('fields.optional'), spellCheck: false })}
            {input('vat_id', { description: t('payout.vatHint'), spellCheck: false })}
          </SimpleGrid>
          <Title order={2} size="h3">{t('payout.addressTitle')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {input('address_line', { autoComplete: 'street-address', description: t('fields.optional') })}
            {input('postal_code', { autoComplete: 'postal-code', description: t('fields.optional') })}
            {input('city', { autoComplete: 'address-level2', description: t('fields.optional') })}
            {input('country', { autoComplete: 'country', description: t('payout.countryHint'), maxLength: 2 })}
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={save.isPending}>{t('payout.save')}</Button>
            {details.updated_at && <Text size="sm">{t('payout.updated', { date: f.dateTime(details.updated_at) })}</Text>}
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
