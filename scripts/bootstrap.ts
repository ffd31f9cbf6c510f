import { mulberry32 } from '../src/core/seeded-random.js'

// How far a mean over a few dozen queries or companies can be trusted: the percentile bootstrap
// (resample the items with replacement, take the mean, read the 2.5th and 97.5th percentiles),
// seeded so a report prints the same interval each run. Two figures whose intervals overlap
// widely are one figure measured twice.

const RESAMPLES = 2000

/** The 95% interval of the mean of `values`, formatted "[0.652, 0.757]". */
export function meanInterval(values: number[], seed = 1): string {
  if (values.length === 0) return '[–]'
  const random = mulberry32(seed)
  const means = Float64Array.from({ length: RESAMPLES }, () => {
    let sum = 0
    for (let i = 0; i < values.length; i++) sum += values[Math.floor(random() * values.length)]!
    return sum / values.length
  }).sort()
  const at = (q: number) => means[Math.min(RESAMPLES - 1, Math.floor(q * RESAMPLES))]!.toFixed(3)
  return `[${at(0.025)}, ${at(0.975)}]`
}
