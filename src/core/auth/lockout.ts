// Account lockout policy (pure). After LOCK_AFTER consecutive failures every further failure
// locks the account for twice as long as the last one, up to MAX_LOCK; attempts during a lock
// are refused without checking the password and do not count. A quiet day forgets old failures.

export const LOCK_AFTER = 5
const BASE_LOCK_MS = 60_000
const MAX_LOCK_MS = 60 * 60_000
const FORGET_AFTER_MS = 24 * 60 * 60_000

export interface FailureState { failures: number; last_failed_at: Date; locked_until: Date | null }

export function isLocked (state: FailureState | undefined, now: Date): number {
  if (!state?.locked_until) return 0
  return Math.max(0, state.locked_until.getTime() - now.getTime())
}

export function afterFailure (previous: FailureState | undefined, now: Date): FailureState {
  const stale = !previous || now.getTime() - previous.last_failed_at.getTime() > FORGET_AFTER_MS
  const failures = stale ? 1 : previous.failures + 1
  const lockMs = failures >= LOCK_AFTER ? Math.min(BASE_LOCK_MS * 2 ** (failures - LOCK_AFTER), MAX_LOCK_MS) : 0
  return { failures, last_failed_at: now, locked_until: lockMs > 0 ? new Date(now.getTime() + lockMs) : null }
}

export const forgetBefore = (now: Date) => new Date(now.getTime() - FORGET_AFTER_MS)
