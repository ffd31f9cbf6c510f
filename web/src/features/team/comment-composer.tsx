import { Button, Combobox, Group, Stack, Text, Textarea, useCombobox, VisuallyHidden } from '@mantine/core'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMembers } from './workspace'

// Writing a comment: typing "@" and the start of a name offers the workspace's members (arrow keys
// and Enter, or a click); a chosen one is written as "@Full Name" and their id goes into
// `mentions` while the name stays in the text. The textarea keeps its own role (a combobox role on
// a textarea is not allowed), so the offer is announced through a live region instead.

export interface Draft {
  body: string
  mentions: string[]
}

/** The "@part" being typed just before the caret, or null. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(text.slice(0, caret))
  return match ? { start: caret - match[2]!.length - 1, query: match[2]! } : null
}

export function CommentComposer({
  label,
  submitLabel,
  initial,
  onSubmit,
  onCancel,
  busy,
}: {
  label: string
  submitLabel: string
  initial?: Draft
  busy?: boolean
  onSubmit: (draft: Draft) => Promise<boolean>
  onCancel?: () => void
}) {
  const { t } = useTranslation('team')
  const members = useMembers()
  const hintId = useId()
  const area = useRef<HTMLTextAreaElement>(null)
  const [body, setBody] = useState(initial?.body ?? '')
  const [chosen, setChosen] = useState<string[]>(initial?.mentions ?? [])
  const [typed, setTyped] = useState<{ start: number; query: string } | null>(null)
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  const all = members.data?.items ?? []
  const options = typed
    ? all
        .filter(
          (m) =>
            m.full_name.toLowerCase().includes(typed.query.toLowerCase()) ||
            m.email.toLowerCase().startsWith(typed.query.toLowerCase()),
        )
        .slice(0, 8)
    : []

  const follow = (text: string, caret: number) => {
    const next = mentionQuery(text, caret)
    setTyped(next)
    if (next) {
      combobox.openDropdown()
      setTimeout(() => combobox.selectFirstOption(), 0)
    } else combobox.closeDropdown()
  }

  const pick = (userId: string) => {
    const member = all.find((m) => m.user_id === userId)
    if (!member || !typed) return
    const caret = typed.start + typed.query.length + 1
    const next = `${body.slice(0, typed.start)}@${member.full_name} ${body.slice(caret)}`
    setBody(next)
    setChosen((ids) => (ids.includes(userId) ? ids : [...ids, userId]))
    setTyped(null)
    combobox.closeDropdown()
    const at = typed.start + member.full_name.length + 2
    requestAnimationFrame(() => {
      area.current?.focus()
      area.current?.setSelectionRange(at, at)
    })
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const text = body.trim()
    if (!text) return
    // Only those still named in the text: a deleted "@Name" is no mention.
    const mentions = chosen.filter((id) => {
      const m = all.find((x) => x.user_id === id)
      return m && text.includes(`@${m.full_name}`)
    })
    if (await onSubmit({ body: text, mentions })) {
      setBody('')
      setChosen([])
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="xs">
        <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false} position="bottom-start">
          <Combobox.Target withAriaAttributes={false}>
            <Textarea
              ref={area}
              label={label}
              description={t('comments.mentionHint')}
              value={body}
              autosize
              minRows={2}
              maxRows={10}
              maxLength={5000}
              onChange={(e) => {
                setBody(e.currentTarget.value)
                follow(e.currentTarget.value, e.currentTarget.selectionStart)
              }}
              onClick={(e) => follow(body, e.currentTarget.selectionStart)}
              onBlur={() => combobox.closeDropdown()}
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={options.length === 0}>
            <Combobox.Options aria-label={t('comments.mentionOptions')}>
              {options.map((m) => (
                <Combobox.Option key={m.user_id} value={m.user_id}>
                  <Text size="sm">{m.full_name}</Text>
                  <Text size="xs" c="gray.7">
                    {m.email}
                  </Text>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <VisuallyHidden id={hintId} aria-live="polite">
          {typed &&
            (options.length ? t('comments.mentionOffer', { count: options.length }) : t('comments.mentionNone'))}
        </VisuallyHidden>
        <Group gap="xs">
          <Button type="submit" size="sm" loading={busy} disabled={!body.trim()}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button size="sm" variant="default" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
