import { List, Text, Title, VisuallyHidden } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Schemas } from '../../api/client'

// A match's eligibility checklist (the match page and the grant page's match panel): one line per
// criterion, a mark with its status word for screen readers (never the mark or colour alone), the
// criterion's name, then the call's words and the company's value as the API gives them.
// Matches stored before the checklist existed have none: nothing is shown then.

type Criterion = Schemas['EligibilityCriterion']
type Status = Criterion['status']

// Colours from the theme's darkened "light" text (AA on white), as a help beside the mark.
const MARKS: Record<Status, { mark: string; color: string }> = {
  met: { mark: '✓', color: 'var(--mantine-color-teal-light-color)' },
  not_met: { mark: '✗', color: 'var(--mantine-color-red-light-color)' },
  unknown: { mark: '?', color: 'dimmed' },
  warning: { mark: '!', color: 'var(--mantine-color-orange-light-color)' },
}

export function EligibilityChecklist ({ items, order = 2 }: { items: Criterion[]; order?: 2 | 3 }) {
  const { t } = useTranslation('matches')
  const headingId = useId()
  if (!items.length) return null
  return (
    <section aria-labelledby={headingId}>
      <Title order={order} size={order === 2 ? 'h4' : 'h5'} mb="xs" id={headingId}>{t('eligibility.title')}</Title>
      <List size="sm" spacing={4} listStyleType="none" aria-labelledby={headingId}>
        {items.map((c) => (
          <List.Item key={c.criterion}>
            <Text span fw={700} c={MARKS[c.status].color} aria-hidden="true" mr={6}>{MARKS[c.status].mark}</Text>
            <VisuallyHidden>{t(`eligibility.status.${c.status}`)}: </VisuallyHidden>
            <Text span fw={600}>{t(`eligibility.criterion.${c.criterion}`)}</Text>
            {c.call && <> — {t('eligibility.call')}: {c.call}</>}
            {c.company && <>{c.call ? ' · ' : ' — '}{t('eligibility.company')}: {c.company}</>}
          </List.Item>
        ))}
      </List>
    </section>
  )
}

/** A one-line count for the list rows, e.g. "Eligibility: 4 ✓ · 1 ! · 2 ?", with a spoken label. */
export function EligibilitySummary ({ items }: { items: Criterion[] }) {
  const { t } = useTranslation('matches')
  if (!items.length) return null
  const counts = (Object.keys(MARKS) as Status[])
    .map((status) => ({ status, count: items.filter((c) => c.status === status).length }))
    .filter((s) => s.count > 0)
  const spoken = counts.map((s) => `${s.count} ${t(`eligibility.status.${s.status}`)}`).join(', ')
  return (
    <Text size="sm" c="dimmed">
      <span aria-hidden="true">{t('eligibility.summary')}: {counts.map((s) => `${s.count} ${MARKS[s.status].mark}`).join(' · ')}</span>
      <VisuallyHidden>{t('eligibility.summary')}: {spoken}</VisuallyHidden>
    </Text>
  )
}
