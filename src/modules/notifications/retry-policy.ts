// When a temporarily refused e-mail is tried again (pure). The spec: up to 5 retries with
// exponential backoff, capped at 30 minutes. Jitter spreads a burst of failures (a provider
// outage) so the retries do not all arrive in the same second.

export const MAX_RETRIES = 5
const BASE_MS = 2 * 60_000
export const MAX_DELAY_MS = 30 * 60_000

/**
 * Delay before retry number `retry` (1-based): 2, 4, 8, 16, then 32 → 30 minutes, each scaled by
 * a jitter factor in [0.5, 1] ("equal jitter"), so the cap is never exceeded.
 */
export function retryDelayMs (retry: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_DELAY_MS, BASE_MS * 2 ** (retry - 1))
  return Math.round(exponential * (0.5 + random() / 2))
}

/** After `attempts` tries (the first send included), is another one allowed? */
export const mayRetry = (attempts: number) => attempts <= MAX_RETRIES
