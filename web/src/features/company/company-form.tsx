import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { asProblem, ProblemAlert } from '../../app/problem-alert'
import { webAddress } from '../../app/web-address'
import { NaceSelect } from './nace-select'
import { RegionSelect } from './region-select'

// The create and edit form of a company. The server validates (its 422 lands on the fields);
// the client only asks for the required fields. Empty optional fields are sent as null, which
// clears them on an edit (PATCH: "null clears an optional one").

type Company = Schemas['Company']
export type CompanyBody = Omit<Company, 'id' | 'tenant_id' | 'created_at' | 'updated_at'>

export const SIZES = ['micro', 'small', 'medium', 'large'] as const
type Size = typeof SIZES[number]
// develops_technology in the form: true, false or null (not stated) as a select's value.
const TECHNOLOGY = { developer: true, adopter: false } as const
type Technology = keyof typeof TECHNOLOGY

interface Values {
  name: string; country: string | null; company_size: Size | null; nace_codes: string[]; keywords: string[]
  description: string; employee_count: number | string; annual_revenue: number | string; founded_year: number | string; website: string
  develops_technology: Technology | null; region: string
}

const FIELDS = ['name', 'country', 'company_size', 'nace_codes', 'keywords', 'description', 'employee_count', 'annual_revenue', 'founded_year', 'website', 'develops_technology', 'region'] as const

const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? null : Number(v))
const text = (v: string) => (v.trim() === '' ? null : v.trim())

function initial (company?: Company): Values {
  return {
    name: company?.name ?? '', country: company?.country ?? null, company_size: company?.company_size ?? null,
    nace_codes: company?.nace_codes ?? [], keywords: company?.keywords ?? [], description: company?.description ?? '',
    employee_count: company?.employee_count ?? '', annual_revenue: company?.annual_revenue ?? '',
    founded_year: company?.founded_year ?? '', website: company?.website ?? '',
    develops_technology: company?.develops_technology == null ? null : company.develops_technology ? 'developer' : 'adopter',
    region: company?.region ?? '',
  }
}

interface Props {
  company?: Company
  submitLabel: string
  onSubmit: (body: CompanyBody) => Promise<unknown>
  extra?: ReactNode
}

export function CompanyForm ({ company, submitLabel, onSubmit, extra }: Props) {
  const { t } = useTranslation('company')
  const countries = $api.useQuery('get', '/api/v1/reference/countries', {}, { staleTime: Infinity })
  const [summary, setSummary] = useState<string[]>([])
  const form = useForm<Values>({
    initialValues: initial(company),
    validate: {
      name: (v) => (v.trim() ? null : t('form.required')),
      country: (v) => (v ? null : t('form.required')),
      company_size: (v) => (v ? null : t('form.required')),
    },
  })

  const submit = form.onSubmit(async (v) => {
    setSummary([])
    const body: CompanyBody = {
      name: v.name.trim(), country: v.country!, company_size: v.company_size!, nace_codes: v.nace_codes, keywords: v.keywords,
      description: text(v.description), employee_count: num(v.employee_count), annual_revenue: num(v.annual_revenue),
      founded_year: num(v.founded_year), website: webAddress(v.website),
      develops_technology: v.develops_technology === null ? null : TECHNOLOGY[v.develops_technology],
      region: text(v.region),
    }
    try {
      await onSubmit(body)
      form.resetDirty()
    } catch (error) {
      const mapped = mapProblem(asProblem(error), FIELDS)
      form.setErrors(mapped.fields)
      setSummary(mapped.summary)
    }
  })

  const countryData = (countries.data ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))

  return (
    <Paper withBorder p="lg" radius="md">
      <ProblemAlert messages={summary} />
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('fields.name')} required {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('fields.country')} required searchable data={countryData}
              placeholder={countries.isPending ? t('form.loading') : undefined}
              nothingFoundMessage={t('form.noCountry')} {...form.getInputProps('country')}
            />
            <RegionSelect
              label={t('fields.region')} description={t('form.regionHelp')} country={form.values.country}
              value={form.values.region} error={form.errors.region} onChange={(code) => form.setFieldValue('region', code)}
            />
            <Select
              label={t('fields.company_size')} required
              data={SIZES.map((s) => ({ value: s, label: t(`sizes.${s}`) }))} {...form.getInputProps('company_size')}
            />
          </SimpleGrid>
          <NaceSelect
            label={t('fields.nace_codes')} description={t('form.naceHelp')}
            value={form.values.nace_codes} error={form.errors.nace_codes}
            onChange={(codes) => form.setFieldValue('nace_codes', codes)}
          />
          <TagsInput label={t('fields.keywords')} description={t('form.keywordsHelp')} clearable {...form.getInputProps('keywords')} />
          <Textarea label={t('fields.description')} autosize minRows={3} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput label={t('fields.employee_count')} min={0} allowDecimal={false} {...form.getInputProps('employee_count')} />
            <NumberInput label={t('fields.annual_revenue')} min={0} thousandSeparator=" " suffix=" €" {...form.getInputProps('annual_revenue')} />
            <NumberInput label={t('fields.founded_year')} min={1800} max={2100} allowDecimal={false} {...form.getInputProps('founded_year')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('fields.develops_technology')} description={t('form.technologyHelp')} clearable
              data={(Object.keys(TECHNOLOGY) as Technology[]).map((k) => ({ value: k, label: t(`technology.${k}`) }))}
              {...form.getInputProps('develops_technology')}
            />
            <TextInput label={t('fields.website')} type="url" placeholder="https://" {...form.getInputProps('website')} />
          </SimpleGrid>
          <Group justify="space-between">
            {extra ?? <span />}
            <Button type="submit" loading={form.submitting}>{submitLabel}</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
