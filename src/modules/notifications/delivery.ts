import type { Clock } from '../../core/clock.js'
import type { Db } from '../../core/db/client.js'
import { MailRejected, type Mailer } from '../../core/email/mailer.js'
import type { Logger } from '../../core/logger.js'
import { createDeliveryRepository, type Claimed } from './delivery.repository.js'
import { mayRetry, retryDelayMs } from './retry-policy.js'
import { createDrainLoop } from '../../core/jobs/drain-loop.js'

// The outbox worker: claims due e-mails within the shared rate limit, hands them to the mailer
// and records each outcome. pending → sent (accepted) → delivered/bounced by a provider event; a
// 5xx is a bounce (the address is suppressed), anything else is retried with backoff until the
// retries run out (failed). Safe with any number of workers: claims are short leases, renewed
// while the send lasts, so a killed worker's message is sent again within seconds.

export interface DeliveryPass { sent: number; retried: number; bounced: number; failed: number; deferred: boolean }

interface Deps {
  db: Db
  mailer: Mailer
  clock: Clock
  log: Logger
  ratePerMinute: number
  /** Domain of the Message-ID (the sender's). */
  domain: string
  /** How long a claim outlives its last renewal (renewed every third of it while sending). */
  leaseMs?: number
  random?: () => number
}

// Messages whose body holds a sign-in link: the body is dropped once the provider has it.
const SENSITIVE = new Set(['welcome', 'password_reset', 'invitation'])
// As many as the SMTP pool sends at once: a claimed message holds a place in the rate window, so
// claiming more than are sent would only keep places from other workers.
const BATCH = 5
// A killed worker's message waits this long (plus a poll) before another worker sends it again.
export const LEASE_MS = 15_000
const RECORD_TRIES = 4

export function createDelivery (deps: Deps) {
  const { db, mailer, clock, log, ratePerMinute, domain, leaseMs = LEASE_MS, random = Math.random } = deps
  const repo = createDeliveryRepository(db)

  /** The Message-ID a message gets at its first claim (and keeps), for callers answering before it. */
  const messageIdOf = (id: string) => `<${id}@${domain}>`

  /** Sends one claimed message and records the outcome: the provider's message id, or why not. */
  async function deliver (claim: Claimed, tally: DeliveryPass): Promise<{ message_id: string } | { error: string }> {
    let answer: { message_id: string } | { error: Error }
    try {
      answer = await mailer.send({
        to: claim.email_to, subject: claim.email_subject,
        text: claim.text_body ?? '', html: claim.html_body ?? undefined,
        template: claim.email_template, message_id: claim.message_id,
        headers: claim.unsubscribe_url
          ? { 'List-Unsubscribe': `<${claim.unsubscribe_url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : {},
      })
    } catch (err) {
      answer = { error: err as Error }
    }
    // Nothing between the provider's answer and this statement: a crash in between is the one way
    // a message goes out twice (with the same Message-ID).
    const at = clock.now()
    if ('message_id' in answer) {
      const sent = {
        status: 'sent' as const, message_id: answer.message_id, sent_at: at, last_error: null,
        ...(SENSITIVE.has(claim.email_template) ? { text_body: null, html_body: null } : {}),
      }
      // A failed write would send the message again once the lease runs out: tried a few times
      // while the lease is still being renewed.
      for (let attempt = 1; ; attempt++) {
        try {
          await repo.outcome(claim, at, sent)
          break
        } catch (err) {
          if (attempt === RECORD_TRIES) throw err
          await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
        }
      }
      tally.sent++
      return answer
    }
    const err = answer.error
    const reason = err.message.slice(0, 500)
    if (err instanceof MailRejected && err.permanent) {
      if (await repo.outcome(claim, at, { status: 'bounced', last_error: reason })) {
        await repo.suppress(claim.email_to, reason, claim.id)
      }
      tally.bounced++
      log.warn({ notification_id: claim.id, code: err.responseCode }, 'e-mail bounced; address suppressed')
    } else if (mayRetry(claim.attempts)) {
      const retryAt = new Date(at.getTime() + retryDelayMs(claim.attempts, random))
      await repo.outcome(claim, at, { next_attempt_at: retryAt, last_error: reason })
      tally.retried++
      log.info(
        { notification_id: claim.id, attempts: claim.attempts, retry_at: retryAt }, 'e-mail deferred; will retry')
    } else {
      await repo.outcome(claim, at, { status: 'failed', last_error: reason })
      tally.failed++
      log.error({ notification_id: claim.id, attempts: claim.attempts }, 'e-mail failed after its last retry')
    }
    return { error: reason }
  }

  /**
   * Sends claimed messages at once (one batch fits the SMTP pool), renewing their leases while
   * the sends last: a slow server never lets another worker take a message that is being sent.
   */
  async function deliverAll (claimed: Claimed[], tally: DeliveryPass) {
    let open = claimed
    const renew = () => {
      void repo.renew(open, new Date(clock.now().getTime() + leaseMs))
        .catch((err: unknown) => log.warn({ err }, 'renewing e-mail leases failed'))
    }
    const heartbeat = setInterval(renew, leaseMs / 3)
    // Every send is waited for, even when one fails to record: the others' leases stay renewed.
    const results = await Promise.allSettled(claimed.map(async (c) => {
      try {
        return await deliver(c, tally)
      } finally {
        open = open.filter((o) => o !== c)
      }
    }))
    clearInterval(heartbeat)
    const failure = results.find((r) => r.status === 'rejected')
    if (failure) throw failure.reason
    return results.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof deliver>>>).value)
  }



  const delivery = {
    messageIdOf,

    /** Claims and sends what is due until nothing is, or the minute's allowance is used up. */
    async drain (): Promise<DeliveryPass> {
      const tally: DeliveryPass = { sent: 0, retried: 0, bounced: 0, failed: 0, deferred: false }
      for (;;) {
        const { claimed, used } = await repo.claim({ now: clock.now(), leaseMs, limit: BATCH, ratePerMinute, domain })
        if (claimed.length === 0) {
          tally.deferred = used >= ratePerMinute && (await repo.nextDue()) !== null
          return tally
        }
        await deliverAll(claimed, tally)
      }
    },

    /** Claims due messages without sending them: a worker that crashes right after claiming (tests). */
    claimOnly: (limit = BATCH) => repo.claim({ now: clock.now(), leaseMs, limit, ratePerMinute, domain }),

    /** Sends one message now if the rate allows (the test e-mail); `queued` when it must wait for the worker. */
    async sendNow (id: string): Promise<{ status: 'sent'; message_id: string } | { status: 'queued' } | { status: 'failed'; error: string }> {
      const { claimed } = await repo.claim({ now: clock.now(), leaseMs, limit: 1, ratePerMinute, domain, id })
      if (claimed.length === 0) return { status: 'queued' }
      const [outcome] = await deliverAll(claimed, { sent: 0, retried: 0, bounced: 0, failed: 0, deferred: false })
      return 'message_id' in outcome! ? { status: 'sent', ...outcome } : { status: 'failed', ...outcome! }
    },

    usage: async () => ({ used: await repo.usedInWindow(clock.now()), limit: ratePerMinute }),
    recentFailureRate: (since: Date) => repo.recentFailureRate(since),
    providerEvent: async (messageId: string, event: 'delivered' | 'bounced', reason: string | null) => {
      const row = await repo.providerEvent(messageId, event, clock.now(), reason)
      if (row && event === 'bounced') await repo.suppress(row.email_to, reason ?? 'bounced', row.id)
      return row !== undefined
    },

    /** The in-process loop (server in the embedded default, `npm run worker`). */
    start: () => loop.start(),
    /** Something was queued: deliver now rather than at the next idle tick. */
    kick: () => loop.kick(),
    stop: () => loop.stop(),
  }
  // A producer queues inside its own transaction, which commits after it returns: the pass a kick
  // starts waits a moment so it finds the message (the idle poll is the guarantee).
  const loop = createDrainLoop({
    pass: async () => {
      const pass = await delivery.drain()
      if (pass.sent + pass.retried + pass.bounced + pass.failed > 0) {
        log.info({ job: 'notifications.deliver', ...pass }, 'e-mails delivered')
      }
      return pass.deferred ? 5_000 : undefined   // the minute's allowance is used up: wait for the window to move
    },
    onError: (err) => log.error({ err }, 'e-mail delivery pass failed'),
  })
  return delivery
}

export type Delivery = ReturnType<typeof createDelivery>
