import { describe, expect, it } from 'vitest'
import { approxBytes } from './approx-bytes.js'

describe('approxBytes', () => {
  it('grows with the text and the number of rows, and stops at the depth', () => {
    const row = { title: 'x'.repeat(100), description: 'y'.repeat(5_000), countries: ['DE', 'AT'], amount: 5 }
    const one = approxBytes(row)
    expect(one).toBeGreaterThan(5_100)
    expect(one).toBeLessThan(5_600)
    expect(approxBytes([row, row, row])).toBeGreaterThan(3 * one)
    expect(approxBytes({ a: { b: { c: 'z'.repeat(1_000) } } }, 2)).toBeLessThan(200)
  })
})
