import { Alert, List, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, isProblem, type Problem } from '../api/client'

// The error summary above a form (USWDS pattern): focused when it appears, so screen-reader and
// keyboard users learn at once that the submit failed and why. The messages come from
// `mapProblem` (one per field the server named, in the user's language).

export function ProblemAlert ({ messages, title }: { messages: string[]; title?: string }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => { if (messages.length) ref.current?.focus() }, [messages])
  if (!messages.length) return null
  return (
    <Alert ref={ref} tabIndex={-1} color="red" variant="light" role="alert" title={title ?? t('error.summary')} mb="md">
      {messages.length === 1
        ? <Text size="sm">{messages[0]}</Text>
        : <List size="sm">{messages.map((m) => <List.Item key={m}>{m}</List.Item>)}</List>}
    </Alert>
  )
}

/** A thrown value as a problem: mutations throw the problem body itself, `unwrap` an ApiError. */
export function asProblem (error: unknown): Problem {
  return problemOf(error) ?? { type: 'about:blank', status: 0, title: error instanceof Error ? error.message : String(error), detail: '' }
}

/** The server's problem inside a thrown value, or null when the request never got an answer. */
export function problemOf (error: unknown): Problem | null {
  if (error instanceof ApiError) return error.problem
  return isProblem(error) ? error : null
}
