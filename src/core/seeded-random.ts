// Reproducible pseudo-random numbers for generated data (synthetic grants, benchmark files) and
// the evaluation's random baseline: the same seed gives the same sequence on every machine.

export type Rng = () => number

/** mulberry32: tiny and fast; good enough for test data, never for anything secret. */
export function mulberry32 (seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** A whole number in [min, max]. */
export const int = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1))

export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!
