import {
  Alert,
  Button,
  Group,
  List,
  NumberInput,
  Radio,
  Select,
  Slider,
  Stack,
  Switch,
  TagsInput,
  Text,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, isProblem, type Schemas } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { invalidatePrefix } from './constants'
import { QuietHours, quietError, quietFrom, quietTo } from './quiet-hours'

// Notification preferences. The master switch turns the rest off (and disables them here);
// reminder days are whole numbers 0–30, at least one — the server deduplicates and sorts them.

type Prefs = Schemas['NotificationPreferences']
const FREQUENCIES = ['immediate', 'daily', 'weekly'] as const
const FIELDS = [
  'email_notifications_enabled',
  'notification_frequency',
  'new_match_notifications',
  'match_threshold',
  'deadline_notifications',
  'deadline_reminder_days',
  'weekly_digest_enabled',
  'weekly_digest_day',
  'application_status_notifications',
  'team_notifications',
  'timezone',
  'grant_change_notifications',
  'quiet_hours_start',
  'quiet_hours_end',
] as const

// The default description (dimmed, 3.3:1) and error (red.6, 3.3:1) colours fail AA on white.
const readable = {
  description: { color: 'var(--mantine-color-gray-7)' },
  error: { color: 'var(--mantine-color-red-8)' },
}

const toValues = (p: Prefs) => ({
  email_notifications_enabled: p.email_notifications_enabled,
  notification_frequency: p.notification_frequency,
  new_match_notifications: p.new_match_notifications,
  match_threshold: p.match_threshold,
  deadline_notifications: p.deadline_notifications,
  deadline_reminder_days: p.deadline_reminder_days.map(String),
  weekly_digest_enabled: p.weekly_digest_enabled,
  weekly_digest_day: String(p.weekly_digest_day),
  application_status_notifications: p.application_status_notifications,
  team_notifications: p.team_notifications,
  timezone: p.timezone,
  grant_change_notifications: p.grant_change_notifications,
  ...quietFrom(p.quiet_hours_start, p.quiet_hours_end),
})

/** A pasted "1, 7, 7, 3" arrives as one tag: split it and drop repeats (the server would). */
function splitDays(tags: string[]): string[] {
  return [
    ...new Set(
      tags
        .flatMap((tag) => tag.split(/[\s,;]+/))
        .map((d) => d.trim())
        .filter(Boolean),
    ),
  ]
}

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return all.includes(current) ? all : [current, ...all]
}

export function PreferencesForm({ prefs }: { prefs: Prefs }) {
  const { t, i18n } = useTranslation('matches')
  const queryClient = useQueryClient()
  const save = $api.useMutation('patch', '/api/v1/notifications/preferences')
  const [summary, setSummary] = useState<string[]>([])
  const [saved, setSaved] = useState(false)
  const thresholdLabel = useId()
  const form = useForm({
    initialValues: toValues(prefs),
    validate: {
      deadline_reminder_days: (days) =>
        days.length === 0
          ? t('settings.daysRequired')
          : days.some((d) => !/^\d+$/.test(d.trim()) || Number(d) > 30)
            ? t('settings.daysInvalid')
            : null,
      match_threshold: (v) => (v < 0 || v > 100 ? t('settings.thresholdInvalid') : null),
      quiet_hours_end: (_v, values) => quietError(values, t),
    },
  })
  const off = !form.values.email_notifications_enabled
  const weekdays = useMemo(() => {
    const fmt = new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-GB', {
      weekday: 'long',
      timeZone: 'UTC',
    })
    // 1 January 2023 was a Sunday, the API's day 0.
    return [0, 1, 2, 3, 4, 5, 6].map((d) => ({
      value: String(d),
      label: fmt.format(new Date(Date.UTC(2023, 0, 1 + d))),
    }))
  }, [i18n.language])
  const hour = useMemo(() => {
    const fmt = new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    })
    return (h: number) => fmt.format(new Date(Date.UTC(2023, 0, 1, h)))
  }, [i18n.language])
  const zones = useMemo(() => timeZones(prefs.timezone), [prefs.timezone])

  const submit = form.onSubmit(
    async (v) => {
      setSummary([])
      setSaved(false)
      try {
        const next = await save.mutateAsync({
          body: {
            ...v,
            ...quietTo(v),
            deadline_reminder_days: v.deadline_reminder_days.map((d) => Number(d.trim())),
            weekly_digest_day: Number(v.weekly_digest_day),
          },
        })
        await invalidatePrefix(queryClient, '/api/v1/notifications/preferences')
        form.setValues(toValues(next))
        form.resetDirty(toValues(next))
        setSaved(true)
      } catch (e) {
        if (!isProblem(e)) {
          setSummary([t('errors.action')])
          return
        }
        const mapped = mapProblem(e, FIELDS)
        form.setErrors(mapped.fields)
        setSummary(mapped.summary)
      }
    },
    () => setSaved(false),
  )

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={640}>
        {summary.length > 0 && (
          <Alert color="red" role="alert" title={t('settings.errorSummary')}>
            <List size="sm">
              {summary.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Switch
          label={t('settings.master')}
          description={t('settings.masterHelp')}
          styles={readable}
          {...form.getInputProps('email_notifications_enabled', { type: 'checkbox' })}
        />
        <section aria-labelledby="prefs-types">
          <Title order={2} size="h4" id="prefs-types" mb="sm">
            {t('settings.types')}
          </Title>
          <Stack gap="sm">
            <Switch
              disabled={off}
              label={t('settings.newMatch')}
              {...form.getInputProps('new_match_notifications', { type: 'checkbox' })}
            />
            <Switch
              disabled={off}
              label={t('settings.deadline')}
              {...form.getInputProps('deadline_notifications', { type: 'checkbox' })}
            />
            <Switch
              disabled={off}
              label={t('settings.applicationStatus')}
              {...form.getInputProps('application_status_notifications', { type: 'checkbox' })}
            />
            <Switch
              disabled={off}
              label={t('settings.grantChange')}
              description={t('settings.grantChangeHelp')}
              styles={readable}
              {...form.getInputProps('grant_change_notifications', { type: 'checkbox' })}
            />
            <Switch
              disabled={off}
              label={t('settings.team')}
              description={t('settings.teamHelp')}
              styles={readable}
              {...form.getInputProps('team_notifications', { type: 'checkbox' })}
            />
            <Switch
              disabled={off}
              label={t('settings.weeklyDigest')}
              {...form.getInputProps('weekly_digest_enabled', { type: 'checkbox' })}
            />
          </Stack>
        </section>
        <Radio.Group
          label={t('settings.frequency')}
          description={t('settings.frequencyHelp')}
          styles={readable}
          {...form.getInputProps('notification_frequency')}
        >
          <Group mt="xs">
            {FREQUENCIES.map((fq) => (
              <Radio key={fq} value={fq} label={t(`frequency.${fq}`)} disabled={off} />
            ))}
          </Group>
        </Radio.Group>
        <Stack gap={4}>
          <Text id={thresholdLabel} fw={500} size="sm">
            {t('settings.threshold')}: {form.values.match_threshold} %
          </Text>
          <Slider
            disabled={off}
            min={0}
            max={100}
            step={5}
            thumbLabel={t('settings.threshold')}
            label={(v) => `${v} %`}
            value={form.values.match_threshold}
            onChange={(v) => form.setFieldValue('match_threshold', v)}
            marks={[
              { value: 0, label: '0 %' },
              { value: 50, label: '50 %' },
              { value: 100, label: '100 %' },
            ]}
            mb="md"
          />
          <NumberInput
            disabled={off}
            w={220}
            min={0}
            max={100}
            clampBehavior="strict"
            allowDecimal={false}
            suffix=" %"
            label={t('settings.thresholdExact')}
            styles={readable}
            {...form.getInputProps('match_threshold')}
            onChange={(v) => form.setFieldValue('match_threshold', typeof v === 'number' ? v : Number(v) || 0)}
          />
        </Stack>
        <TagsInput
          disabled={off}
          label={t('settings.days')}
          description={t('settings.daysHelp')}
          styles={readable}
          splitChars={[',', ' ']}
          clearable={false}
          acceptValueOnBlur
          {...form.getInputProps('deadline_reminder_days')}
          onChange={(tags) => form.setFieldValue('deadline_reminder_days', splitDays(tags))}
        />
        <Select
          disabled={off}
          label={t('settings.digestDay')}
          data={weekdays}
          allowDeselect={false}
          {...form.getInputProps('weekly_digest_day')}
        />
        <QuietHours form={form} hour={hour} />
        <Select
          label={t('settings.timezone')}
          data={zones}
          searchable
          allowDeselect={false}
          limit={50}
          nothingFoundMessage={t('settings.noTimezone')}
          {...form.getInputProps('timezone')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
          <Text size="sm" role="status">
            {saved && t('settings.saved')}
          </Text>
        </Group>
      </Stack>
    </form>
  )
}
