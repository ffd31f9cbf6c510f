import type { EmailType, PartnerEmailType } from './notifications.tables.js'

// How many e-mails of a kind one account may cause in a window (pure). Anyone can ask for a reset
// link for any address, and a user can ask for test mails in a loop: without a cap per account, a
// script fills an inbox (40 anonymous calls were 40 reset mails) and the outbox. The web app's
// flows need far fewer: a second reset link when the first is lost, a resent verification link.

const HOUR_MS = 60 * 60_000

export interface Allowance { max: number; windowMs: number }

export const ALLOWANCES: Partial<Record<EmailType | PartnerEmailType, Allowance>> = {
  password_reset: { max: 3, windowMs: HOUR_MS },
  welcome: { max: 3, windowMs: HOUR_MS },   // the verification link: the registration's mail and resends
  test: { max: 10, windowMs: HOUR_MS },
  // Counted per inviting user: a workspace admin cannot turn the service into a mailing list.
  invitation: { max: 50, windowMs: HOUR_MS },
}

/** Mail that carries a sign-in or verification link: sent before everything else that is due. */
export const ACCOUNT_MAIL: ReadonlySet<string> = new Set<EmailType>(['welcome', 'password_reset', 'invitation'])

export type Verdict = { allowed: true } | { allowed: false; retry_after_s: number }

/**
 * `recent`: the account's e-mails of this kind within the window, and when the oldest of them was
 * written. Once `max` are there, the next one may follow when the oldest leaves the window.
 */
export function withinAllowance (allowance: Allowance, recent: { count: number; oldest: Date | null }, now: Date): Verdict {
  if (recent.count < allowance.max || !recent.oldest) return { allowed: true }
  const waitMs = recent.oldest.getTime() + allowance.windowMs - now.getTime()
  return { allowed: false, retry_after_s: Math.max(1, Math.ceil(waitMs / 1000)) }
}
