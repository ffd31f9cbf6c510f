import { Group, Pagination, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/**
 * Page controls inside a labelled navigation region, with "Page 3 of 7" in words. The buttons'
 * spoken names ("Next page", "Page 3") come from the theme's Pagination defaults (app.tsx).
 */
export function Pager ({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  return (
    <Group component="nav" aria-label={t('pagination.label')} justify="space-between" mt="md">
      <Text size="sm">{t('pagination.of', { page, pages })}</Text>
      <Pagination total={pages} value={page} onChange={onChange} />
    </Group>
  )
}
