// The only source of "now". Deadlines, token lifetimes, lockouts and attribution windows all
// read it, so tests can move time instead of sleeping.
export interface Clock {
  now(): Date
}

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
