import { Group, Pagination, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Page controls with spoken names ("Page 3", "Next page"), inside a labelled navigation region. */
export function Pager ({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('partner')
  if (pages <= 1) return null
  return (
    <Group component="nav" aria-label={t('pager.label')} justify="space-between">
      <Text size="sm">{t('pager.of', { page, pages })}</Text>
      <Pagination
        total={pages} value={page} onChange={onChange}
        getItemProps={(p) => ({ 'aria-label': t('pager.page', { page: p }) })}
        getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
      />
    </Group>
  )
}
