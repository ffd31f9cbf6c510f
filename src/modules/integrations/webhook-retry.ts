// When a failed webhook delivery is tried again (pure). Eight attempts over about 28 hours: quick
// retries catch a receiver's restart, the long tail outlasts an outage of a working day (or a
// night), after which the delivery is failed and counts towards disabling the endpoint.

/** Delay after attempt n (1-based) before attempt n + 1. */
export const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000]
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1

/**
 * Delay after `attempts` tries, scaled by a jitter factor in [0.9, 1.1] so that the retries of a
 * burst of failures (a receiver's outage) do not all arrive in the same second. null: no more.
 */
export function nextDelayMs (attempts: number, random: () => number = Math.random): number | null {
  const base = RETRY_DELAYS_MS[attempts - 1]
  if (base === undefined) return null
  return Math.round(base * (0.9 + random() * 0.2))
}

/** Failed deliveries in a row (each after all its retries) after which an endpoint is disabled. */
export const DISABLE_AFTER_FAILURES = 5
