import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Clock } from '../clock.js'
import type { Db } from '../db/client.js'
import { defineError, type AppError } from '../http/errors.js'
import { loginFailures } from './auth-store.tables.js'
import { burnPasswordCheck, verifyPassword } from './passwords.js'
import { afterFailure, forgetBefore, isLocked } from './lockout.js'

export const accountLocked = defineError({ status: 429, code: 'auth.too_many_attempts', title: 'Too many failed login attempts' })

// The lockout store: one row per account key, updated under a row lock so concurrent failures
// all count.
export function createLoginThrottle ({ db, clock }: { db: Db; clock: Clock }) {
  const throttle = {
    /** Throws 429 with Retry-After while the key is locked. */
    async assertNotLocked (key: string): Promise<void> {
      const [state] = await db.select().from(loginFailures).where(eq(loginFailures.key, key)).limit(1)
      const waitMs = isLocked(state, clock.now())
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000)
        throw accountLocked(`Too many failed login attempts. Try again in ${seconds} seconds or reset your password.`,
          { headers: { 'retry-after': String(seconds) } })
      }
    },

    async recordFailure (key: string): Promise<void> {
      const now = clock.now()
      await db.transaction(async (tx) => {
        await tx.insert(loginFailures).values({ key, failures: 0, last_failed_at: now }).onConflictDoNothing()
        const [previous] = await tx.select().from(loginFailures).where(eq(loginFailures.key, key)).for('update')
        const next = afterFailure(previous?.failures ? previous : undefined, now)
        await tx.update(loginFailures).set(next).where(eq(loginFailures.key, key))
      })
    },

    async clear (key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key))
    },

    /**
     * The password check of every login (users and partners): refused while locked; an unknown
     * account costs the same hashing as a known one (no timing oracle); a failure counts towards
     * the lock, a success clears it. Returns the account, or throws `invalid()`.
     */
    async verify<T extends { password_hash: string }> (key: string, find: () => Promise<T | undefined>, password: string, invalid: () => AppError): Promise<T> {
      await throttle.assertNotLocked(key)
      const account = await find()
      const valid = account ? await verifyPassword(account.password_hash, password) : await burnPasswordCheck(password).then(() => false)
      if (!account || !valid) {
        await throttle.recordFailure(key)
        throw invalid()
      }
      await throttle.clear(key)
      return account
    },

    /** Forgets keys with no recent failure and no running lock. */
    async purge (): Promise<number> {
      const now = clock.now()
      const rows = await db.delete(loginFailures)
        .where(and(lt(loginFailures.last_failed_at, forgetBefore(now)), or(isNull(loginFailures.locked_until), lt(loginFailures.locked_until, now))))
        .returning({ key: loginFailures.key })
      return rows.length
    },
  }
  return throttle
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>
