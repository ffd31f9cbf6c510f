// The only source of "now". Deadlines, token lifetimes, lockouts and attribution windows all
// read it, so tests can move time instead of sleeping.
export interface Clock {
  now(): Date
}

export const DAY_MS = 86_400_000

/** `date` moved by whole days of 24 h (negative: back). */
export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS)

export const systemClock: Clock = { now: () => new Date() }

export interface FixedClock extends Clock {
  set(at: string | Date): void
  advance(ms: number): void
}

export function fixedClock (start: string | Date = new Date()): FixedClock {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    set: (at) => { current = new Date(at) },
    advance: (ms) => { current = new Date(current.getTime() + ms) },
  }
}
