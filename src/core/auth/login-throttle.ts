import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Clock } from '../clock.js'
import type { Db } from '../db/client.js'
import { defineError, type AppError } from '../http/errors.js'
import { loginFailures } from './auth-store.tables.js'
import { burnPasswordCheck, verifyPassword } from './passwords.js'
import { afterFailure, forgetBefore, isLocked } from './lockout.js'

export const accountLocked = defineError({ status: 429, code: 'auth.too_many_attempts', title: 'Too many failed login attempts' })

// The lockout store: one row per account key. An attempt is counted *before* its password is
// checked, under the row's lock, and refused once the key is locked: however many logins arrive at
// once, at most LOCK_AFTER passwords are ever verified before the lock (counting after the check let
// a burst of 60 parallel guesses all be verified). A success then clears the count it reserved.
export function createLoginThrottle ({ db, clock }: { db: Db; clock: Clock }) {
  function locked (waitMs: number): AppError {
    const seconds = Math.ceil(waitMs / 1000)
    return accountLocked(`Too many failed login attempts. Try again in ${seconds} seconds or reset your password.`,
      { headers: { 'retry-after': String(seconds) } })
  }

  const throttle = {
    /** Counts one attempt as failed unless the key is locked; throws 429 with Retry-After when it is. */
    async reserveAttempt (key: string): Promise<void> {
      const now = clock.now()
      const waitMs = await db.transaction(async (tx) => {
        await tx.insert(loginFailures).values({ key, failures: 0, last_failed_at: now }).onConflictDoNothing()
        const [previous] = await tx.select().from(loginFailures).where(eq(loginFailures.key, key)).for('update')
        const wait = isLocked(previous, now)
        if (wait > 0) return wait   // attempts during a lock are refused and not counted
        const next = afterFailure(previous?.failures ? previous : undefined, now)
        await tx.update(loginFailures).set(next).where(eq(loginFailures.key, key))
        return 0
      })
      if (waitMs > 0) throw locked(waitMs)
    },

    async clear (key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key))
    },

    /**
     * The password check of every login (users and partners): refused while locked; an unknown
     * account costs the same hashing as a known one (no timing oracle); the attempt counts towards
     * the lock, and a success clears it. Returns the account, or throws `invalid()`.
     */
    async verify<T extends { password_hash: string }> (key: string, find: () => Promise<T | undefined>, password: string, invalid: () => AppError): Promise<T> {
      await throttle.reserveAttempt(key)
      const account = await find()
      const valid = account ? await verifyPassword(account.password_hash, password) : await burnPasswordCheck(password).then(() => false)
      if (!account || !valid) throw invalid()
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
