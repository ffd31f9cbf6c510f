import type { Clock } from '../../core/clock.js'
import type { Db } from '../../core/db/client.js'
import { MailRejected, type Mailer } from '../../core/email/mailer.js'
import type { Logger } from '../../core/logger.js'
import { createDeliveryRepository, type Claimed } from './delivery.repository.js'
import { mayRetry, retryDelayMs } from './retry-policy.js'

// The outbox worker: claims due e-mails within the shared rate limit, hands them to the mailer
// and records each outcome. pending → sent (accepted; message_id stored) → delivered/bounced by a
// provider event; a 5xx is a bounce (the address is suppressed), anything else is retried with
// backoff until the retries run out (failed). Safe with any number of workers: claims are leases.

export interface DeliveryPass { sent: number; retried: number; bounced: number; failed: number; deferred: boolean }

interface Deps {
  db: Db
  mailer: Mailer
  clock: Clock
  log: Logger
  ratePerMinute: number
  /** Domain of the Message-ID (the sender's). */
  domain: string
  leaseMs?: number
  random?: () => number
}

// Messages whose body holds a sign-in link: the body is dropped once the provider has it.
const SENSITIVE = new Set(['welcome', 'password_reset'])
const BATCH = 10
const IDLE_MS = 2_000
// A producer queues inside its own transaction, which commits after it returns: the pass a kick
// starts waits this long so it finds the message (on PostgreSQL; the idle poll is the guarantee).
const KICK_MS = 200

export function createDelivery ({ db, mailer, clock, log, ratePerMinute, domain, leaseMs = 5 * 60_000, random = Math.random }: Deps) {
  const repo = createDeliveryRepository(db)
  let timer: NodeJS.Timeout | null = null
  let running: Promise<unknown> | null = null
  let stopped = true

  /** Stable per message: a retry after a crash carries the same Message-ID, so receivers can drop a duplicate. */
  const messageIdOf = (id: string) => `<${id}@${domain}>`

  /** Sends one claimed message and records the outcome: the provider's message id, or why not. */
  async function deliver (claim: Claimed, tally: DeliveryPass): Promise<{ message_id: string } | { error: string }> {
    const now = () => clock.now()
    try {
      const { message_id } = await mailer.send({
        to: claim.email_to, subject: claim.email_subject, text: claim.text_body ?? '', html: claim.html_body ?? undefined,
        template: claim.email_template, message_id: messageIdOf(claim.id),
        headers: claim.unsubscribe_url
          ? { 'List-Unsubscribe': `<${claim.unsubscribe_url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : {},
      })
      await repo.outcome(claim, {
        status: 'sent', message_id, sent_at: now(), lease_until: null, last_error: null, updated_at: now(),
        ...(SENSITIVE.has(claim.email_template) ? { text_body: null, html_body: null } : {}),
      })
      tally.sent++
      return { message_id }
    } catch (err) {
      const reason = (err as Error).message.slice(0, 500)
      if (err instanceof MailRejected && err.permanent) {
        if (await repo.outcome(claim, { status: 'bounced', last_error: reason, lease_until: null, updated_at: now() })) {
          await repo.suppress(claim.email_to, reason, claim.id)
        }
        tally.bounced++
        log.warn({ notification_id: claim.id, code: err.responseCode }, 'e-mail bounced; address suppressed')
      } else if (mayRetry(claim.attempts)) {
        const at = new Date(now().getTime() + retryDelayMs(claim.attempts, random))
        await repo.outcome(claim, { next_attempt_at: at, last_error: reason, lease_until: null, updated_at: now() })
        tally.retried++
        log.info({ notification_id: claim.id, attempts: claim.attempts, retry_at: at }, 'e-mail deferred; will retry')
      } else {
        await repo.outcome(claim, { status: 'failed', last_error: reason, lease_until: null, updated_at: now() })
        tally.failed++
        log.error({ notification_id: claim.id, attempts: claim.attempts }, 'e-mail failed after its last retry')
      }
      return { error: reason }
    }
  }

  /** Sends claimed messages a few at a time (the SMTP pool has five connections). */
  async function deliverAll (claimed: Claimed[], tally: DeliveryPass) {
    for (let i = 0; i < claimed.length; i += 5) await Promise.all(claimed.slice(i, i + 5).map((c) => deliver(c, tally)))
  }

  function schedule (ms: number) {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void tick(), ms)
  }

  async function tick () {
    timer = null
    if (stopped) return
    let wait = IDLE_MS
    try {
      running = delivery.drain()
      const pass = await (running as Promise<DeliveryPass>)
      if (pass.sent + pass.retried + pass.bounced + pass.failed > 0) log.info({ job: 'notifications.deliver', ...pass }, 'e-mails delivered')
      if (pass.deferred) wait = 5_000   // the minute's allowance is used up: wait for the window to move
    } catch (err) {
      log.error({ err }, 'e-mail delivery pass failed')
      wait = 10_000
    } finally {
      running = null
    }
    if (!stopped && !timer) schedule(wait)
  }

  const delivery = {
    messageIdOf,

    /** Claims and sends what is due until nothing is, or the minute's allowance is used up. */
    async drain (): Promise<DeliveryPass> {
      const tally: DeliveryPass = { sent: 0, retried: 0, bounced: 0, failed: 0, deferred: false }
      for (;;) {
        const { claimed, used } = await repo.claim({ now: clock.now(), leaseMs, limit: BATCH, ratePerMinute })
        if (claimed.length === 0) {
          tally.deferred = used >= ratePerMinute && (await repo.nextDue()) !== null
          return tally
        }
        await deliverAll(claimed, tally)
      }
    },

    /** Claims due messages without sending them: a worker that crashes right after claiming (tests). */
    claimOnly: (limit = BATCH) => repo.claim({ now: clock.now(), leaseMs, limit, ratePerMinute }),

    /** Sends one message now if the rate allows (the test e-mail); `queued` when it must wait for the worker. */
    async sendNow (id: string): Promise<{ status: 'sent'; message_id: string } | { status: 'queued' } | { status: 'failed'; error: string }> {
      const { claimed } = await repo.claim({ now: clock.now(), leaseMs, limit: 1, ratePerMinute, id })
      if (claimed.length === 0) return { status: 'queued' }
      const outcome = await deliver(claimed[0]!, { sent: 0, retried: 0, bounced: 0, failed: 0, deferred: false })
      return 'message_id' in outcome ? { status: 'sent', ...outcome } : { status: 'failed', ...outcome }
    },

    usage: async () => ({ used: await repo.usedInWindow(clock.now()), limit: ratePerMinute }),
    recentFailureRate: (since: Date) => repo.recentFailureRate(since),
    providerEvent: async (messageId: string, event: 'delivered' | 'bounced', reason: string | null) => {
      const row = await repo.providerEvent(messageId, event, clock.now(), reason)
      if (row && event === 'bounced') await repo.suppress(row.email_to, reason ?? 'bounced', row.id)
      return row !== undefined
    },

    /** The in-process loop (server in the embedded default, `npm run worker`). */
    start () {
      if (!stopped) return
      stopped = false
      schedule(0)
    },

    /** Something was queued: deliver now rather than at the next idle tick. */
    kick () {
      if (!stopped && !running) schedule(KICK_MS)
    },

    async stop () {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      await running?.catch(() => {})
    },
  }
  return delivery
}

export type Delivery = ReturnType<typeof createDelivery>
