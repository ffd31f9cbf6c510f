import { NativeSelect, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '../../api/client'
import { problemOf } from '../../app/problem-alert'
import type { Subject } from './comments'
import { problemSentence, useMembers } from './workspace'

// Who works on a match or an application: any member of the workspace, or nobody. The assignee is
// notified by the server; the lists and the subject itself are fetched again.

async function assign(s: Subject, userId: string | null) {
  const body = { user_id: userId }
  return s.type === 'match'
    ? unwrap(
        await api.PATCH('/api/v1/matches/match/{match_id}/assignee', { params: { path: { match_id: s.id } }, body }),
      )
    : unwrap(
        await api.PATCH('/api/v1/applications/{application_id}/assignee', {
          params: { path: { application_id: s.id } },
          body,
        }),
      )
}

export function AssigneeSelect({
  subject,
  assignedTo,
  compact = false,
}: {
  subject: Subject
  assignedTo: string | null
  compact?: boolean
}) {
  const { t } = useTranslation('team')
  const members = useMembers()
  const queryClient = useQueryClient()
  const statusId = useId()
  const [done, setDone] = useState<string | null>(null)
  const mutation = useMutation({ mutationFn: (userId: string | null) => assign(subject, userId) })
  const items = members.data?.items ?? []

  const change = async (value: string) => {
    setDone(null)
    const userId = value || null
    const ok = await mutation.mutateAsync(userId).then(
      () => true,
      () => false,
    )
    if (ok) {
      const name = items.find((m) => m.user_id === userId)?.full_name
      setDone(name ? t('assignee.assigned', { name }) : t('assignee.cleared'))
    }
    const prefix = subject.type === 'match' ? '/api/v1/matches' : '/api/v1/applications'
    await queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[1] === 'string' && q.queryKey[1].startsWith(prefix),
    })
  }

  return (
    <Stack gap={2}>
      <NativeSelect
        size={compact ? 'xs' : 'sm'}
        w={compact ? 220 : 280}
        label={t('assignee.label')}
        value={assignedTo ?? ''}
        disabled={!members.data || mutation.isPending}
        aria-describedby={statusId}
        data={[
          { value: '', label: t('assignee.nobody') },
          ...items.map((m) => ({ value: m.user_id, label: m.full_name })),
        ]}
        onChange={(e) => void change(e.currentTarget.value)}
      />
      <Text id={statusId} size="xs" role="status">
        {mutation.error ? problemSentence(t, problemOf(mutation.error)) : done}
      </Text>
    </Stack>
  )
}
