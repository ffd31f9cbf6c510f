import { Alert, Button, Card, Group, Modal, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, session, type Schemas } from '../../api/client'
import { useMe } from '../../app/auth'
import { problemOf } from '../../app/problem-alert'
import { enterWorkspace, problemSentence, useMembers } from './workspace'

// The workspace itself: rename (admins and owners), transfer ownership and delete it (owners; the
// name typed again), and leave it (anyone; the session moves to the user's default workspace).

type Workspace = Schemas['Workspace']

function Outcome({ error, done }: { error: unknown; done?: string | null }) {
  const { t } = useTranslation('team')
  if (error)
    return (
      <Alert color="red" role="alert" mt="xs">
        {problemSentence(t, problemOf(error))}
      </Alert>
    )
  return (
    <Text size="sm" role="status" mt="xs">
      {done}
    </Text>
  )
}

export function RenameWorkspace({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('team')
  const queryClient = useQueryClient()
  const rename = $api.useMutation('patch', '/api/v1/workspace')
  const [name, setName] = useState(workspace.name)
  const [done, setDone] = useState<string | null>(null)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setDone(null)
    const next = await rename.mutateAsync({ body: { name: name.trim() } }).catch(() => null)
    if (!next) return
    setDone(t('settings.renamed', { name: next.name }))
    await queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[1] === 'string' && q.queryKey[1].startsWith('/api/v1/workspace'),
    })
  }
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('settings.name')}
          required
          maxLength={255}
          w={320}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button
          type="submit"
          variant="default"
          loading={rename.isPending}
          disabled={!name.trim() || name.trim() === workspace.name}
        >
          {t('settings.rename')}
        </Button>
      </Group>
      <Outcome error={rename.error} done={done} />
    </form>
  )
}

export function TransferOwnership() {
  const { t } = useTranslation('team')
  const me = useMe()
  const members = useMembers()
  const queryClient = useQueryClient()
  const transfer = $api.useMutation('post', '/api/v1/workspace/transfer-ownership')
  const others = (members.data?.items ?? []).filter((m) => m.user_id !== me.data?.id)
  const [target, setTarget] = useState('')
  const [confirming, setConfirming] = useState(false)
  const chosen = others.find((m) => m.user_id === target)
  const [done, setDone] = useState<string | null>(null)
  const run = async () => {
    setConfirming(false)
    const ok = await transfer.mutateAsync({ body: { user_id: target } }).then(
      () => true,
      () => false,
    )
    if (ok && chosen) setDone(t('settings.transferred', { name: chosen.full_name }))
    await queryClient.invalidateQueries()
  }
  if (others.length === 0) return <Text size="sm">{t('settings.transferNobody')}</Text>
  return (
    <div>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('settings.transferTo')}
          w={320}
          value={target}
          onChange={(e) => setTarget(e.currentTarget.value)}
          data={[
            { value: '', label: t('settings.choose') },
            ...others.map((m) => ({ value: m.user_id, label: `${m.full_name} (${m.email})` })),
          ]}
        />
        <Button variant="default" disabled={!chosen} loading={transfer.isPending} onClick={() => setConfirming(true)}>
          {t('settings.transfer')}
        </Button>
      </Group>
      <Outcome error={transfer.error} done={done} />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('settings.transfer')}>
        <Stack>
          <Text size="sm">{chosen && t('settings.transferConfirm', { name: chosen.full_name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={() => void run()} data-autofocus>
              {t('settings.transfer')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </div>
  )
}

export function DeleteWorkspace({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('team')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const remove = $api.useMutation('delete', '/api/v1/workspace')
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const run = async (e: FormEvent) => {
    e.preventDefault()
    const ok = await remove.mutateAsync({ body: { confirm_name: typed } }).then(
      () => true,
      () => false,
    )
    if (!ok) return
    // The session belonged to the deleted workspace: sign in again opens another one.
    notifications.show({
      color: 'teal',
      closeButtonProps: { 'aria-label': t('actions.close') },
      message: t('settings.deleted', { name: workspace.name }),
    })
    await session.signOut()
    queryClient.clear()
    await navigate({ to: '/login' })
  }
  return (
    <div>
      <Text size="sm" mb="xs">
        {t('settings.deleteHelp')}
      </Text>
      <Button
        color="red.9"
        variant="outline"
        onClick={() => {
          setTyped('')
          remove.reset()
          setOpen(true)
        }}
      >
        {t('settings.delete')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('settings.deleteTitle', { name: workspace.name })}>
        <form onSubmit={(e) => void run(e)}>
          <Stack>
            <Text size="sm">{t('settings.deleteConfirm', { name: workspace.name })}</Text>
            <TextInput
              label={t('settings.typeName', { name: workspace.name })}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              data-autofocus
              autoComplete="off"
            />
            {remove.error && (
              <Alert color="red" role="alert">
                {problemSentence(t, problemOf(remove.error))}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" color="red.9" disabled={typed !== workspace.name} loading={remove.isPending}>
                {t('settings.delete')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </div>
  )
}

export function LeaveWorkspace({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation('team')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const leave = $api.useMutation('post', '/api/v1/workspace/leave')
  const [open, setOpen] = useState(false)
  const run = async () => {
    const pair = await leave.mutateAsync({}).catch(() => null)
    setOpen(false)
    if (!pair) return
    enterWorkspace(queryClient, pair)
    notifications.show({
      color: 'teal',
      closeButtonProps: { 'aria-label': t('actions.close') },
      message: t('settings.left', { name: workspace.name }),
    })
    await navigate({ to: '/dashboard' })
  }
  return (
    <Card withBorder>
      <Title order={2} size="h3" mb="xs">
        {t('settings.leave')}
      </Title>
      <Text size="sm" mb="xs">
        {t('settings.leaveHelp')}
      </Text>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('settings.leave')}
      </Button>
      {leave.error && (
        <Alert color="red" role="alert" mt="xs">
          {problemSentence(t, problemOf(leave.error))}
        </Alert>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('settings.leave')}>
        <Stack>
          <Text size="sm">{t('settings.leaveConfirm', { name: workspace.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button color="red.9" loading={leave.isPending} onClick={() => void run()} data-autofocus>
              {t('settings.leave')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  )
}
