import { Pagination } from '@mantine/core'
import { useTranslation } from 'react-i18next'

// Pagination whose arrow buttons have names (Mantine's are icons only).
export function Pager ({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('matches')
  if (total <= 1) return null
  return (
    <Pagination
      total={total} value={value} onChange={onChange} mt="md" aria-label={t('pagination.label')}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
    />
  )
}
