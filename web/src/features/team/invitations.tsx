import { Alert, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api, type Schemas } from '../../api/client'
import { mapProblem } from '../../api/problem'
import { DataTable } from '../../app/data-table'
import { useFormat } from '../../app/format'
import { QueryState } from '../../app/page'
import { problemOf } from '../../app/problem-alert'
import { INVITE_ROLES, problemSentence } from './workspace'

// Inviting colleagues (admins and owners): an e-mail and a role, then the pending invitations
// with resend (a new link, the old one stops working) and withdraw.

const INVITATIONS = ['get', '/api/v1/workspace/invitations'] as const

export function InviteForm() {
  const { t } = useTranslation('team')
  const queryClient = useQueryClient()
  const invite = $api.useMutation('post', '/api/v1/workspace/invitations')
  const [sent, setSent] = useState<string | null>(null)
  const [summary, setSummary] = useState<string | null>(null)
  const form = useForm({
    initialValues: { email: '', role: 'member' as (typeof INVITE_ROLES)[number] },
    validate: { email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t('invite.emailInvalid')) },
  })

  const submit = form.onSubmit(async (values) => {
    setSent(null)
    setSummary(null)
    try {
      const created = await invite.mutateAsync({ body: { email: values.email.trim(), role: values.role } })
      setSent(created.email)
      form.reset()
      await queryClient.invalidateQueries({ queryKey: INVITATIONS })
    } catch (e) {
      const problem = problemOf(e)
      if (problem?.status === 409) {
        form.setFieldError('email', problem.detail)
        return
      }
      if (problem?.status === 422) {
        const mapped = mapProblem(problem, ['email', 'role'])
        form.setErrors(mapped.fields)
        if (mapped.summary.length) setSummary(mapped.summary.join(' '))
        return
      }
      setSummary(problemSentence(t, problem))
    }
  })

  return (
    <form onSubmit={submit} noValidate aria-labelledby="invite-heading">
      <Title order={2} size="h3" id="invite-heading" mb="xs">
        {t('invite.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('invite.help')}
      </Text>
      {summary && (
        <Alert color="red" role="alert" mb="sm">
          {summary}
        </Alert>
      )}
      <Group align="flex-start" wrap="wrap">
        <TextInput
          label={t('invite.email')}
          type="email"
          autoComplete="off"
          required
          w={320}
          {...form.getInputProps('email')}
        />
        <NativeSelect
          label={t('invite.role')}
          w={180}
          data={INVITE_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          {...form.getInputProps('role')}
        />
        <Button type="submit" mt={25} loading={invite.isPending}>
          {t('invite.submit')}
        </Button>
      </Group>
      <Text size="sm" role="status" mt="xs">
        {sent && t('invite.sent', { email: sent })}
      </Text>
    </form>
  )
}

export function PendingInvitations() {
  const { t } = useTranslation('team')
  const f = useFormat()
  const queryClient = useQueryClient()
  const list = $api.useQuery('get', '/api/v1/workspace/invitations')
  const resend = $api.useMutation('post', '/api/v1/workspace/invitations/{invitation_id}/resend')
  const withdraw = $api.useMutation('delete', '/api/v1/workspace/invitations/{invitation_id}')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  const act = async (invitation: Schemas['Invitation'], kind: 'resend' | 'withdraw') => {
    setMessage(null)
    const params = { params: { path: { invitation_id: invitation.id } } }
    try {
      if (kind === 'resend') await resend.mutateAsync(params)
      else await withdraw.mutateAsync(params)
      setMessage({
        ok: true,
        text: t(kind === 'resend' ? 'pending.resent' : 'pending.withdrawn', { email: invitation.email }),
      })
    } catch (e) {
      setMessage({ ok: false, text: problemSentence(t, problemOf(e)) })
    }
    await queryClient.invalidateQueries({ queryKey: INVITATIONS })
  }
  const busy = resend.isPending || withdraw.isPending

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('pending.title')}
      </Title>
      <div role="status" aria-live="polite">
        {message && (
          <Alert color={message.ok ? 'teal' : 'red'} variant="light">
            {message.text}
          </Alert>
        )}
      </div>
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <Text size="sm">{t('pending.none')}</Text>
          ) : (
            <DataTable
              caption={t('pending.caption')}
              minWidth={760}
              headers={[
                t('invite.email'),
                t('invite.role'),
                t('pending.invitedBy'),
                t('pending.sent'),
                t('pending.expires'),
                t('members.actions'),
              ]}
            >
              {data.items.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{i.email}</Table.Td>
                  <Table.Td>{t(`roles.${i.role}`)}</Table.Td>
                  <Table.Td>{i.invited_by?.full_name ?? '–'}</Table.Td>
                  <Table.Td>{f.dateTime(i.sent_at)}</Table.Td>
                  <Table.Td>{f.dateTime(i.expires_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="default"
                        disabled={busy}
                        onClick={() => void act(i, 'resend')}
                        aria-label={t('pending.resendNamed', { email: i.email })}
                      >
                        {t('pending.resend')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        disabled={busy}
                        onClick={() => void act(i, 'withdraw')}
                        aria-label={t('pending.withdrawNamed', { email: i.email })}
                      >
                        {t('pending.withdraw')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
    </Stack>
  )
}
