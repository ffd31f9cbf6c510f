import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { problemOf } from '../../app/problem-alert'
import { problemSentence } from '../team/workspace'

// Pieces the webhook and API-key sections share: a secret shown once, a confirmation dialog, and
// the outcome of an action (the server's problem as a sentence, or what was done).

/** A secret (signing secret, API key) shown once, with a copy button and a plain warning. */
export function SecretOnce ({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  const { t } = useTranslation('integrations')
  return (
    <Alert color="yellow" variant="light" title={label} role="status">
      <Stack gap="xs">
        <Text size="sm" fw={500}>{t('secret.once')}</Text>
        <Code block data-testid="secret-value" style={{ wordBreak: 'break-all' }}>{value}</Code>
        <Group gap="sm">
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant={copied ? 'filled' : 'default'} onClick={copy}>
                {copied ? t('secret.copied') : t('secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button size="compact-sm" variant="subtle" onClick={onDone}>{t('secret.done')}</Button>
        </Group>
      </Stack>
    </Alert>
  )
}

export function Confirm ({ opened, title, body, action, onConfirm, onClose }: {
  opened: boolean; title: string; body: ReactNode; action: string; onConfirm: () => void; onClose: () => void
}) {
  const { t } = useTranslation('integrations')
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text size="sm">{body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('actions.cancel')}</Button>
          <Button color="red" onClick={onConfirm} data-autofocus>{action}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}

export type Outcome = { ok: boolean; text: string } | null

/** A live region with the last action's outcome. */
export function OutcomeNote ({ outcome }: { outcome: Outcome }) {
  return (
    <div role="status" aria-live="polite">
      {outcome && <Alert color={outcome.ok ? 'teal' : 'red'} variant="light">{outcome.text}</Alert>}
    </div>
  )
}

/** The server's problem in a thrown value as one sentence (a 403 names who may). */
export function useProblemText () {
  const { t } = useTranslation('team')
  return (error: unknown) => problemSentence(t, problemOf(error))
}
