import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createGate } from './lane-gate.js'

describe('createGate', () => {
  beforeEach(() => { vi.useFakeTimers() })
  afterEach(() => { vi.useRealTimers() })

  it('admits `concurrency` at once and the rest first come first served as places free', async () => {
    const gate = createGate({ concurrency: 2, queue: 10, maxWaitMs: 1_000 })
    const first = await gate.enter()
    await gate.enter()
    const order: number[] = []
    const third = gate.enter().then((leave) => { order.push(3); return leave })
    const fourth = gate.enter().then((leave) => { order.push(4); return leave })
    expect([gate.running, gate.waiting]).toEqual([2, 2])
    first()
    first()   // leaving twice frees one place only
    await vi.advanceTimersByTimeAsync(0)
    expect(order).toEqual([3])
    ;(await third)()
    await vi.advanceTimersByTimeAsync(0)
    expect(order).toEqual([3, 4])
    ;(await fourth)()
    expect([gate.running, gate.waiting]).toEqual([1, 0])
  })

  it('answers 503 at once when the queue is full, and after maxWaitMs in it', async () => {
    const gate = createGate({ concurrency: 1, queue: 1, maxWaitMs: 1_000 })
    await gate.enter()
    const waiting = gate.enter()
    const outcome = waiting.then(() => 'admitted', (err: { spec: { status: number } }) => err.spec.status)
    await expect(gate.enter()).rejects.toMatchObject({ spec: { status: 503 } })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await outcome).toBe(503)
    expect(gate.waiting).toBe(0)
  })
})
