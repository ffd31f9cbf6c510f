import { Alert, List, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'

/** The error summary above a form (USWDS pattern): announced, and focused when it appears. */
export function ProblemAlert ({ summary, title }: { summary: string[]; title?: string }) {
  const { t } = useTranslation('partner')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => { if (summary.length) ref.current?.focus() }, [summary])
  if (!summary.length) return null
  return (
    <Alert ref={ref} tabIndex={-1} color="red" role="alert" title={title ?? t('form.summary')}>
      {summary.length === 1
        ? <Text size="sm">{summary[0]}</Text>
        : <List size="sm">{summary.map((s) => <List.Item key={s}>{s}</List.Item>)}</List>}
    </Alert>
  )
}
