import { Alert, Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, session } from '../../api/client'
import { asProblem } from '../../app/problem-alert'
import { useMe } from '../../app/auth'
import { useFormat } from '../../app/format'
import { PageTitle, QueryState } from '../../app/page'
import { AnchorLink } from '../../app/router-link'
import { saveFile } from '../../app/save-file'

export function AccountPage () {
  const { t } = useTranslation('company')
  const format = useFormat()
  const me = useMe()
  const router = useRouter()
  const [leaving, setLeaving] = useState(false)

  // Both tokens are dropped (the refresh token revoked on the server) and every cached answer
  // forgotten, so Back cannot show this user's data to the next person at the keyboard.
  const logout = async () => {
    setLeaving(true)
    await session.signOut()
    router.options.context.queryClient.clear()
    await router.navigate({ to: '/login' })
  }

  return (
    <Stack maw={720}>
      <PageTitle>{t('account.title')}</PageTitle>
      <QueryState query={me}>
        {(u) => (
          <Card withBorder radius="md">
            <Table variant="vertical" layout="fixed">
              <Table.Caption c="var(--mantine-color-text)">{t('account.caption')}</Table.Caption>
              <Table.Tbody>
                <Table.Tr><Table.Th w={200}>{t('account.name')}</Table.Th><Table.Td>{u.full_name}</Table.Td></Table.Tr>
                <Table.Tr><Table.Th>{t('account.email')}</Table.Th><Table.Td>{u.email}</Table.Td></Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('account.verified')}</Table.Th>
                  <Table.Td>
                    <Text span fw={600}><span aria-hidden="true">{u.email_verified ? '✓ ' : '✗ '}</span>{u.email_verified ? t('account.yes') : t('account.no')}</Text>
                    {!u.email_verified && <Text size="xs" mt={4}>{t('account.verifyHint')}</Text>}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr><Table.Th>{t('account.role')}</Table.Th><Table.Td>{t(`account.roles.${u.role}`)}</Table.Td></Table.Tr>
                {u.is_platform_admin && <Table.Tr><Table.Th>{t('account.operator')}</Table.Th><Table.Td><AnchorLink to="/admin">{t('account.operatorLink')}</AnchorLink></Table.Td></Table.Tr>}
                <Table.Tr><Table.Th>{t('account.since')}</Table.Th><Table.Td>{format.date(u.created_at)}</Table.Td></Table.Tr>
              </Table.Tbody>
            </Table>
          </Card>
        )}
      </QueryState>
      <Group>
        <AnchorLink to="/forgot-password">{t('account.changePassword')}</AnchorLink>
        <AnchorLink to="/settings/notifications">{t('account.notificationSettings')}</AnchorLink>
      </Group>
      <DataExport />
      <QueryState query={me}>{(u) => <Deletion due={u.deletion_due_at} onDeleted={logout} />}</QueryState>
      <Group>
        <Button color="red" variant="outline" loading={leaving} onClick={() => void logout()}>{t('account.logout')}</Button>
      </Group>
    </Stack>
  )
}

/** Everything held about the user (GDPR Art. 15 and 20), as the JSON file GET /account/export writes. */
function DataExport () {
  const { t } = useTranslation('company')
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const download = async () => {
    setBusy(true)
    setFailed(false)
    try {
      const { data, response } = await api.GET('/api/v1/account/export', { parseAs: 'blob' })
      if (!response.ok || !data) setFailed(true)
      else saveFile(data, `grantwise-export-${new Date().toISOString().slice(0, 10)}.json`)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="data-title">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="data-title">{t('account.data.title')}</Title>
        <Text size="sm">{t('account.data.body')}</Text>
        <Button variant="default" loading={busy} onClick={() => void download()}>{t('account.data.export')}</Button>
        {failed && <Alert color="red" role="alert">{t('account.data.failed')}</Alert>}
      </Stack>
    </Card>
  )
}

/**
 * Deleting the account: asked for with a confirmation, it ends every session (this one too) and
 * happens after 30 days; signed in again meanwhile, the page says when and offers to cancel.
 */
function Deletion ({ due, onDeleted }: { due: string | null; onDeleted: () => Promise<void> }) {
  const { t } = useTranslation('company')
  const format = useFormat()
  const router = useRouter()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const act = async (run: () => Promise<unknown>) => {
    setBusy(true)
    setProblem(null)
    try {
      await run()
    } catch (error) {
      const p = asProblem(error)
      setProblem(p.detail || p.title)
    } finally {
      setBusy(false)
    }
  }
  const remove = () => act(async () => {
    const { error } = await api.DELETE('/api/v1/account')
    if (error) throw error
    setConfirming(false)
    await onDeleted()
  })
  const restore = () => act(async () => {
    const { error } = await api.POST('/api/v1/account/restore')
    if (error) throw error
    await router.options.context.queryClient.invalidateQueries()
  })
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="delete-title">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="delete-title">{t('account.delete.title')}</Title>
        {due
          ? (
            <>
              <Alert color="red" role="status">{t('account.delete.pending', { date: format.date(due) })}</Alert>
              <Button loading={busy} onClick={() => void restore()}>{t('account.delete.restore')}</Button>
            </>
          )
          : (
            <>
              <Text size="sm">{t('account.delete.body')}</Text>
              <Button color="red" variant="outline" onClick={() => setConfirming(true)}>{t('account.delete.button')}</Button>
            </>
          )}
        {problem && <Alert color="red" role="alert">{problem}</Alert>}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('account.delete.confirmTitle')}>
        <Stack>
          <Text size="sm">{t('account.delete.confirmBody')}</Text>
          {problem && <Alert color="red" role="alert">{problem}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>{t('account.delete.cancel')}</Button>
            <Button color="red" loading={busy} onClick={() => void remove()}>{t('account.delete.confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  )
}
