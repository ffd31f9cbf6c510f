import { Alert, Badge, Button, Group, Modal, NativeSelect, Stack, Table, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { DataTable } from '../../app/data-table'
import { useFormat } from '../../app/format'
import { QueryState } from '../../app/page'
import { problemOf } from '../../app/problem-alert'
import { useMe } from '../../app/auth'
import { abilities, problemSentence, useMembers, type Role } from './workspace'

// The members with their roles. Admins and owners change roles (a select per row, disabled where
// the caller may not: owners only by owners, never one's own) and remove members behind a
// confirmation; members see the same table read-only.

type Member = Schemas['Member']

export function MembersTable({ role, workspaceName }: { role: Role | undefined; workspaceName: string }) {
  const { t } = useTranslation('team')
  const f = useFormat()
  const me = useMe()
  const members = useMembers()
  const queryClient = useQueryClient()
  const can = abilities(role)
  const change = $api.useMutation('patch', '/api/v1/workspace/members/{user_id}')
  const remove = $api.useMutation('delete', '/api/v1/workspace/members/{user_id}')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [removing, setRemoving] = useState<Member | null>(null)

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/workspace/members'] })

  const setRole = async (member: Member, next: Role) => {
    setMessage(null)
    try {
      await change.mutateAsync({ params: { path: { user_id: member.user_id } }, body: { role: next } })
      setMessage({ ok: true, text: t('members.roleChanged', { name: member.full_name, role: t(`roles.${next}`) }) })
    } catch (e) {
      setMessage({ ok: false, text: problemSentence(t, problemOf(e)) })
    }
    await refresh()
  }

  const confirmRemove = async () => {
    if (!removing) return
    setMessage(null)
    try {
      await remove.mutateAsync({ params: { path: { user_id: removing.user_id } } })
      setMessage({ ok: true, text: t('members.removed', { name: removing.full_name }) })
    } catch (e) {
      setMessage({ ok: false, text: problemSentence(t, problemOf(e)) })
    }
    setRemoving(null)
    await refresh()
  }

  return (
    <Stack gap="sm">
      <div role="status" aria-live="polite">
        {message && (
          <Alert
            color={message.ok ? 'teal' : 'red'}
            variant="light"
            withCloseButton
            closeButtonLabel={t('actions.closeNotice')}
            onClose={() => setMessage(null)}
          >
            {message.text}
          </Alert>
        )}
      </div>
      <QueryState query={members}>
        {(data) => (
          <DataTable
            caption={t('members.caption', { name: workspaceName })}
            minWidth={720}
            headers={[
              t('members.name'),
              t('members.email'),
              t('members.role'),
              t('members.joined'),
              ...(can.manage ? [t('members.actions')] : []),
            ]}
          >
            {data.items.map((m) => {
              const self = m.user_id === me.data?.id
              const editable = can.manage && can.canTouch(m.role) && !self
              return (
                <Table.Tr key={m.user_id}>
                  <Table.Td>
                    {m.full_name}
                    {self && (
                      <Text span size="sm">
                        {' '}
                        ({t('members.you')})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{m.email}</Table.Td>
                  <Table.Td>
                    {can.manage ? (
                      <NativeSelect
                        size="xs"
                        aria-label={t('members.roleOf', { name: m.full_name })}
                        value={m.role}
                        disabled={!editable || change.isPending}
                        data={(editable ? can.grantable : [m.role]).map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                        onChange={(e) => void setRole(m, e.currentTarget.value as Role)}
                      />
                    ) : (
                      <Badge variant="outline" color="gray">
                        {t(`roles.${m.role}`)}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{f.date(m.joined_at)}</Table.Td>
                  {can.manage && (
                    <Table.Td>
                      {editable && (
                        <Button
                          size="compact-sm"
                          variant="default"
                          color="red"
                          onClick={() => setRemoving(m)}
                          aria-label={t('members.removeNamed', { name: m.full_name })}
                        >
                          {t('members.remove')}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              )
            })}
          </DataTable>
        )}
      </QueryState>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('members.removeTitle')}>
        <Stack>
          <Text size="sm">
            {removing &&
              t('members.removeConfirm', { name: removing.full_name, email: removing.email, workspace: workspaceName })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('actions.cancel')}
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={() => void confirmRemove()} data-autofocus>
              {t('members.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
