import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'

// The tenant's companies; pages default to the first (newest) one when the URL names none.

export function useCompanies () {
  return $api.useQuery('get', '/api/v1/companies', { params: { query: { page_size: 100 } } })
}

export function CompanySelect ({ value, onChange, allowAll = false }: {
  value: string | undefined
  onChange: (companyId: string | undefined) => void
  allowAll?: boolean
}) {
  const { t } = useTranslation('matches')
  const companies = useCompanies()
  const items = companies.data?.items ?? []
  const data = [
    ...(allowAll ? [{ value: '', label: t('company.all') }] : []),
    ...items.map((c) => ({ value: c.id, label: c.name })),
  ]
  return (
    <Select
      label={t('company.label')} data={data} value={value ?? (allowAll ? '' : null)} allowDeselect={false}
      onChange={(v) => onChange(v || undefined)} disabled={items.length === 0} w={280} comboboxProps={{ withinPortal: true }}
    />
  )
}
