import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import { useSessionKind } from '../../app/auth'
import { problemOf } from '../../app/problem-alert'
import { AnchorLink } from '../../app/router-link'
import type { GrantSearch } from '../grants/search-schema'
import { FREQUENCIES, toSavedQuery, type Frequency } from './saved-query'

// "Save search" on the search page (signed-in users): the words, filters and sort in the URL are
// saved under a name with an alert frequency. Without words there is nothing the API can alert on,
// so the button says what is missing instead.

export const SAVED_SEARCHES = '/api/v1/saved-searches'
// The default description colour (dimmed, 3.3:1) fails AA on white.
export const READABLE = { description: { color: 'var(--mantine-color-gray-7)' } }

export function SaveSearch ({ search }: { search: GrantSearch }) {
  const { t } = useTranslation('alerts')
  const kind = useSessionKind()
  const queryClient = useQueryClient()
  const create = $api.useMutation('post', '/api/v1/saved-searches')
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [frequency, setFrequency] = useState<Frequency>('daily')
  const [saved, setSaved] = useState<string | null>(null)
  const query = toSavedQuery(search)
  if (kind !== 'user') return null

  const start = () => { setName(query?.q ?? ''); setFrequency('daily'); create.reset(); setOpen(true) }
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!query || !name.trim()) return
    const done = await create.mutateAsync({ body: { name: name.trim(), query, frequency } }).catch(() => null)
    if (!done) return
    setOpen(false)
    setSaved(done.name)
    await queryClient.invalidateQueries({ queryKey: ['get', SAVED_SEARCHES] })
  }
  const problem = problemOf(create.error)

  return (
    <>
      <Button variant="default" size="sm" onClick={start} disabled={!query}
        aria-describedby={query ? undefined : 'save-search-hint'}>{t('save.button')}</Button>
      {!query && <Text id="save-search-hint" size="xs" c="gray.7">{t('save.needsWords')}</Text>}
      <Text size="sm" role="status">
        {saved && <>{t('save.done', { name: saved })} <AnchorLink to="/saved-searches">{t('save.toList')}</AnchorLink></>}
      </Text>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('save.title')}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack>
            {create.error && <Alert color="red" role="alert">{problem?.detail || problem?.title || t('errors.network')}</Alert>}
            <TextInput label={t('save.name')} required maxLength={120} value={name} data-autofocus
              error={!name.trim() ? t('save.nameRequired') : undefined}
              onChange={(e) => setName(e.currentTarget.value)} />
            <NativeSelect label={t('frequency.label')} description={t('frequency.help')} styles={READABLE} value={frequency}
              onChange={(e) => setFrequency(e.currentTarget.value as Frequency)}
              data={FREQUENCIES.map((f) => ({ value: f, label: t(`frequency.${f}`) }))} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>{t('actions.cancel')}</Button>
              <Button type="submit" loading={create.isPending} disabled={!name.trim()}>{t('save.submit')}</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  )
}
