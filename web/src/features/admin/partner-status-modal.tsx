import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { $api } from '../../api/client'
import type { PartnerStatus } from './search'
import { HINT_STYLES, ProblemAlert } from './ui'

// Approve, suspend, deactivate or reset a partner, with a note that is kept in the status history
// and sent to the partner. The server's 409/422 stays in the modal so the operator can react.

export interface StatusChange { partnerId: string; company: string; to: PartnerStatus }

export function PartnerStatusModal ({ change, onClose }: { change: StatusChange | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const queryClient = useQueryClient()
  const [notes, setNotes] = useState('')
  const mutation = $api.useMutation('patch', '/api/v1/admin/partners/{partner_id}/status')
  const { reset } = mutation

  useEffect(() => { setNotes(''); reset() }, [change, reset])

  const submit = async () => {
    if (!change) return
    const trimmed = notes.trim()
    await mutation.mutateAsync({
      params: { path: { partner_id: change.partnerId } },
      body: { status: change.to, ...(trimmed ? { notes: trimmed } : {}) },
    })
    await queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/admin/partners'] })
    await queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/admin/partners/{partner_id}'] })
    notifications.show({ color: 'teal', closeButtonProps: { 'aria-label': t('actions.close') }, message: t('partners.changed', { company: change.company, status: t(`status.partner.${change.to}`) }) })
    onClose()
  }

  return (
    <Modal opened={change !== null} onClose={onClose} closeButtonProps={{ 'aria-label': t('actions.close') }} title={change ? t(`partners.action.${change.to}`) + ': ' + change.company : ''}>
      <form onSubmit={(e) => { e.preventDefault(); submit().catch(() => undefined) }}>
        <Stack>
          <ProblemAlert error={mutation.error} />
          {change && <Text size="sm">{t('partners.confirm', { company: change.company, status: t(`status.partner.${change.to}`) })}</Text>}
          <Textarea label={t('partners.notes')} styles={HINT_STYLES} description={t('partners.notesHint')} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} autosize minRows={3} maxLength={2000} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('actions.cancel')}</Button>
            <Button type="submit" loading={mutation.isPending} color={change?.to === 'active' ? 'teal.9' : 'red.9'}>{change ? t(`partners.action.${change.to}`) : ''}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
