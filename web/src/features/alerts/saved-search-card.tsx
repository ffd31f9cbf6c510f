import { Badge, Button, Card, Group, Modal, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { useFormat } from '../../app/format'
import { problemOf } from '../../app/problem-alert'
import { ButtonLink } from '../../app/router-link'
import { SAVED_SEARCHES } from './save-search'
import { FREQUENCIES, filterCount, toSearch, type Frequency } from './saved-query'

// One saved search: its name and words, how many new grants it found, the alert frequency (saved
// on change), rename, delete (confirmed) and "Open", which shows it on the search page.

type Saved = Schemas['SavedSearch']

export function SavedSearchCard({ saved }: { saved: Saved }) {
  const { t } = useTranslation('alerts')
  const f = useFormat()
  const queryClient = useQueryClient()
  const path = { params: { path: { saved_search_id: saved.id } } }
  const update = $api.useMutation('patch', '/api/v1/saved-searches/{saved_search_id}')
  const remove = $api.useMutation('delete', '/api/v1/saved-searches/{saved_search_id}')
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState(saved.name)
  const [deleting, setDeleting] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['get', SAVED_SEARCHES] })

  const change = async (body: { name?: string; frequency?: Frequency }, done: string) => {
    setMessage(null)
    try {
      await update.mutateAsync({ ...path, body })
      setMessage({ ok: true, text: done })
      setRenaming(false)
    } catch (e) {
      setMessage({ ok: false, text: problemOf(e)?.detail || t('errors.network') })
    }
    await refresh()
  }
  const rename = (e: FormEvent) => {
    e.preventDefault()
    if (name.trim()) void change({ name: name.trim() }, t('list.renamed', { name: name.trim() }))
  }
  const doDelete = async () => {
    setDeleting(false)
    await remove
      .mutateAsync(path)
      .catch((e: unknown) => setMessage({ ok: false, text: problemOf(e)?.detail || t('errors.network') }))
    await refresh()
  }
  const filters = filterCount(saved.query)
  const headingId = `saved-${saved.id}`

  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {saved.name}
          </Title>
          {saved.hits > 0 && (
            <Badge variant="light" color="teal">
              {t('list.hits', { count: saved.hits })}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {t('list.words', { q: saved.query.q })}
          {filters > 0 && ` · ${t('list.filters', { count: filters })}`}
          {saved.last_hit_at && ` · ${t('list.lastHit', { when: f.dateTime(saved.last_hit_at) })}`}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('frequency.label')}
            w={220}
            value={saved.frequency}
            disabled={update.isPending}
            aria-label={t('list.frequencyNamed', { name: saved.name })}
            onChange={(e) => {
              const fq = e.currentTarget.value as Frequency
              void change({ frequency: fq }, t('list.frequencySaved', { frequency: t(`frequency.${fq}`) }))
            }}
            data={FREQUENCIES.map((fq) => ({ value: fq, label: t(`frequency.${fq}`) }))}
          />
          <ButtonLink
            to="/grants"
            search={toSearch(saved.query)}
            size="sm"
            aria-label={t('list.openNamed', { name: saved.name })}
          >
            {t('list.open')}
          </ButtonLink>
          <Button
            size="sm"
            variant="default"
            aria-expanded={renaming}
            onClick={() => {
              setName(saved.name)
              setRenaming((r) => !r)
            }}
            aria-label={t('list.renameNamed', { name: saved.name })}
          >
            {t('list.rename')}
          </Button>
          <Button
            size="sm"
            variant="default"
            color="red"
            onClick={() => setDeleting(true)}
            aria-label={t('list.deleteNamed', { name: saved.name })}
          >
            {t('list.delete')}
          </Button>
        </Group>
        {renaming && (
          <form onSubmit={rename}>
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('list.newName')}
                required
                maxLength={120}
                w={320}
                value={name}
                data-autofocus
                autoFocus
                onChange={(e) => setName(e.currentTarget.value)}
              />
              <Button type="submit" loading={update.isPending} disabled={!name.trim() || name.trim() === saved.name}>
                {t('list.saveName')}
              </Button>
            </Group>
          </form>
        )}
        <Text size="sm" role="status" c={message && !message.ok ? 'red.9' : undefined}>
          {message?.text}
        </Text>
      </Stack>
      <Modal opened={deleting} onClose={() => setDeleting(false)} title={t('list.deleteTitle')}>
        <Stack>
          <Text size="sm">{t('list.deleteConfirm', { name: saved.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              {t('actions.cancel')}
            </Button>
            <Button color="red" onClick={() => void doDelete()} data-autofocus>
              {t('list.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  )
}
