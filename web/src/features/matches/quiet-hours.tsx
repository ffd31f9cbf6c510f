import { Group, NativeSelect, Stack, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

// Quiet hours: e-mail written from the start hour waits until the end hour (the user's time
// zone; the window may pass midnight). Both hours or neither ("None"), as the API requires.

export interface QuietValues {
  quiet_hours_start: string
  quiet_hours_end: string
}

export const quietFrom = (start: number | null, end: number | null): QuietValues => ({
  quiet_hours_start: start === null ? '' : String(start),
  quiet_hours_end: end === null ? '' : String(end),
})

export const quietTo = (v: QuietValues) => ({
  quiet_hours_start: v.quiet_hours_start === '' ? null : Number(v.quiet_hours_start),
  quiet_hours_end: v.quiet_hours_end === '' ? null : Number(v.quiet_hours_end),
})

/** Both or neither; a window needs two different hours. */
export function quietError(v: QuietValues, t: (key: string) => string): string | null {
  if ((v.quiet_hours_start === '') !== (v.quiet_hours_end === '')) return t('settings.quietBoth')
  if (v.quiet_hours_start !== '' && v.quiet_hours_start === v.quiet_hours_end) return t('settings.quietSame')
  return null
}

export function QuietHours<T extends QuietValues>({
  form,
  hour,
}: {
  form: UseFormReturnType<T>
  hour: (h: number) => string
}) {
  const { t } = useTranslation('matches')
  const help = useId()
  const hours = [
    { value: '', label: t('settings.quietNone') },
    ...Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: hour(h) })),
  ]
  const field = (name: keyof QuietValues) =>
    form.getInputProps(name as never) as { value: string; onChange: (e: unknown) => void; error?: string }
  return (
    <Stack gap={4} role="group" aria-labelledby={`${help}-label`} aria-describedby={help}>
      <Text id={`${help}-label`} fw={500} size="sm">
        {t('settings.quiet')}
      </Text>
      <Text id={help} size="xs" c="gray.7">
        {t('settings.quietHelp')}
      </Text>
      <Group align="flex-start">
        <NativeSelect label={t('settings.quietStart')} w={160} data={hours} {...field('quiet_hours_start')} />
        <NativeSelect label={t('settings.quietEnd')} w={160} data={hours} {...field('quiet_hours_end')} />
      </Group>
    </Stack>
  )
}
