// The in-process loop of an outbox worker (e-mail, webhooks): one pass at a time, the next one
// after `idleMs` (or the wait the pass asks for), after `errorMs` when a pass failed; `kick()`
// brings the next pass forward when something was queued; `stop()` waits for a running pass.

export interface DrainLoopOptions {
  /** One pass over the outbox; answers how long to wait before the next (undefined: idleMs). */
  pass: () => Promise<number | undefined>
  onError: (err: unknown) => void
  idleMs?: number
  kickMs?: number
  errorMs?: number
}

export function createDrainLoop ({ pass, onError, idleMs = 2_000, kickMs = 200, errorMs = 10_000 }: DrainLoopOptions) {
  let timer: NodeJS.Timeout | null = null
  let running: Promise<unknown> | null = null
  let stopped = true

  function schedule (ms: number) {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void tick(), ms)
  }

  async function tick () {
    timer = null
    if (stopped) return
    let wait = idleMs
    try {
      running = pass()
      wait = (await running as number | undefined) ?? idleMs
    } catch (err) {
      onError(err)
      wait = errorMs
    } finally {
      running = null
    }
    if (!stopped && !timer) schedule(wait)
  }

  return {
    start () {
      if (!stopped) return
      stopped = false
      schedule(0)
    },

    /** Something was queued: the next pass soon rather than at the next idle tick (after the producer's commit). */
    kick () {
      if (!stopped && !running) schedule(kickMs)
    },

    async stop () {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      await running?.catch(() => {})
    },
  }
}
