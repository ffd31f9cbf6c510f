import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

// The audit log's filters: an area of actions (a prefix such as `member.`) and a date range, applied
// together to the URL (so a filtered view can be linked), dates as the user's local days.

export const ACTION_PREFIXES = [
  'member.',
  'workspace.',
  'company.',
  'carbon_profile.',
  'match.',
  'matches.',
  'application.',
  'comment.',
  'audit.',
] as const

export interface AuditFilter {
  action?: string
  from?: string
  to?: string
}

/** A local day (yyyy-mm-dd) as the instant it starts; `to` is exclusive, so the day after. */
export function dayStart(day: string | undefined, after = false): string | undefined {
  if (!day) return undefined
  const d = new Date(`${day}T00:00:00`)
  if (Number.isNaN(d.getTime())) return undefined
  if (after) d.setDate(d.getDate() + 1)
  return d.toISOString()
}

export function AuditFilters({ value, onApply }: { value: AuditFilter; onApply: (filter: AuditFilter) => void }) {
  const { t } = useTranslation('team')
  const [action, setAction] = useState(value.action ?? '')
  const [from, setFrom] = useState(value.from ?? '')
  const [to, setTo] = useState(value.to ?? '')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply({ action: action || undefined, from: from || undefined, to: to || undefined })
  }
  const clear = () => {
    setAction('')
    setFrom('')
    setTo('')
    onApply({})
  }
  return (
    <form onSubmit={submit} aria-label={t('audit.filters')}>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('audit.action')}
          w={240}
          value={action}
          onChange={(e) => setAction(e.currentTarget.value)}
          data={[
            { value: '', label: t('audit.allActions') },
            ...ACTION_PREFIXES.map((p) => ({ value: p, label: t(`audit.areas.${p.slice(0, -1)}`) })),
          ]}
        />
        <TextInput type="date" label={t('audit.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label={t('audit.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
        <Button type="submit">{t('audit.apply')}</Button>
        <Button variant="default" onClick={clear}>
          {t('audit.clear')}
        </Button>
      </Group>
    </form>
  )
}
