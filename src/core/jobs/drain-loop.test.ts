import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDrainLoop } from './drain-loop.js'

// The outbox workers' loop on a fake clock: a pass at start, then every idleMs (or the wait a pass
// asks for), errorMs after a failure, a kick brings the next pass forward, stop waits for a pass.

afterEach(() => { vi.useRealTimers() })

function loopWith (pass: () => Promise<number | undefined>) {
  const errors: unknown[] = []
  const loop = createDrainLoop({ pass, onError: (e) => errors.push(e), idleMs: 1_000, kickMs: 100, errorMs: 5_000 })
  return { loop, errors }
}

describe('createDrainLoop', () => {
  it('passes at start, then every idle interval or after the wait a pass asks for', async () => {
    vi.useFakeTimers()
    const waits = [undefined, 3_000, undefined]
    let passes = 0
    const { loop } = loopWith(async () => waits[passes++])
    loop.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(passes).toBe(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(passes).toBe(2)
    await vi.advanceTimersByTimeAsync(2_999)
    expect(passes).toBe(2)   // the second pass asked for 3 s
    await vi.advanceTimersByTimeAsync(1)
    expect(passes).toBe(3)
    await loop.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(passes).toBe(3)
  })

  it('waits errorMs after a failed pass, and a kick brings the next pass forward', async () => {
    vi.useFakeTimers()
    let passes = 0
    const { loop, errors } = loopWith(async () => { if (passes++ === 0) throw new Error('down'); return undefined })
    loop.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(errors).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(4_999)
    expect(passes).toBe(1)
    loop.kick()
    await vi.advanceTimersByTimeAsync(100)
    expect(passes).toBe(2)
    await loop.stop()
  })

  it('stop waits for the running pass', async () => {
    let release!: () => void
    let finished = false
    const { loop } = loopWith(() => new Promise((resolve) => { release = () => { finished = true; resolve(undefined) } }))
    loop.start()
    await new Promise((r) => setTimeout(r, 10))
    const stopping = loop.stop()
    release()
    await stopping
    expect(finished).toBe(true)
  })
})
