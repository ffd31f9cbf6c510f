import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../core/db/client.js'
import { memberships, users } from '../auth/auth.tables.js'
import { partners } from '../partners/partners.tables.js'
import { apiKeys, type ApiKeyScope } from './integrations.tables.js'
import type { Language } from '../../core/language.js'

// API keys of workspaces and partners. Every read and write names the owner (a workspace or a
// partner) first: another owner's key is simply not found. Revoked keys stay (the audit log
// names them) but are neither listed nor accepted.

export type KeyOwner = { tenant_id: string } | { partner_id: string }

const ownedBy = (owner: KeyOwner) =>
  'tenant_id' in owner ? eq(apiKeys.tenant_id, owner.tenant_id) : eq(apiKeys.partner_id, owner.partner_id)

const listed = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scope: apiKeys.scope,
  created_at: apiKeys.created_at,
  last_used_at: apiKeys.last_used_at,
}

/** What a request's key resolves to; the user's columns are null when the creator left or was deactivated. */
export interface KeyAccessRow {
  id: string
  scope: ApiKeyScope
  tenant_id: string | null
  partner_id: string | null
  last_used_at: Date | null
  user_id: string | null
  email: string | null
  full_name: string | null
  email_verified: boolean | null
  user_created_at: Date | null
  user_language: Language | null
  partner_email: string | null
}

export function createApiKeysRepository(db: DbOrTx) {
  // Runs on every request that carries a key, like the token check: built once and prepared. The
  // creator counts through their membership of the key's workspace today (not at creation): once
  // they leave it or are deactivated, the key stops working. A partner counts while pending or
  // active, as their tokens do.
  const forRequest = db
    .select({
      id: apiKeys.id,
      scope: apiKeys.scope,
      tenant_id: apiKeys.tenant_id,
      partner_id: apiKeys.partner_id,
      last_used_at: apiKeys.last_used_at,
      user_id: users.id,
      email: users.email,
      full_name: users.full_name,
      email_verified: users.email_verified,
      user_created_at: users.created_at,
      user_language: users.language,
      partner_email: partners.email,
    })
    .from(apiKeys)
    .leftJoin(
      memberships,
      and(eq(memberships.tenant_id, apiKeys.tenant_id), eq(memberships.user_id, apiKeys.created_by)),
    )
    .leftJoin(users, and(eq(users.id, memberships.user_id), eq(users.is_active, true)))
    .leftJoin(partners, and(eq(partners.id, apiKeys.partner_id), sql`${partners.status} in ('pending', 'active')`))
    .where(and(eq(apiKeys.key_hash, sql.placeholder('hash')), isNull(apiKeys.revoked_at)))
    .limit(1)
    .prepare('api_key_for_request')

  return {
    async forRequest(keyHash: string): Promise<KeyAccessRow | undefined> {
      const [row] = await forRequest.execute({ hash: keyHash })
      return row
    },

    async insert(
      owner: KeyOwner,
      input: {
        name: string
        scope: ApiKeyScope
        prefix: string
        key_hash: string
        created_by: string | null
        now: Date
      },
    ) {
      const [row] = await db
        .insert(apiKeys)
        .values({
          ...owner,
          name: input.name,
          scope: input.scope,
          prefix: input.prefix,
          key_hash: input.key_hash,
          created_by: input.created_by,
          created_at: input.now,
        })
        .returning(listed)
      return row!
    },

    /** Keys not revoked, newest first, with the name of the member who made each (workspace keys). */
    async list(owner: KeyOwner) {
      return db
        .select({ ...listed, created_by_id: users.id, created_by_name: users.full_name })
        .from(apiKeys)
        .leftJoin(users, eq(users.id, apiKeys.created_by))
        .where(and(ownedBy(owner), isNull(apiKeys.revoked_at)))
        .orderBy(desc(apiKeys.created_at), desc(apiKeys.id))
    },

    /** The key revoked now; undefined when the owner has no such key (or it was revoked before). */
    async revoke(owner: KeyOwner, id: string, now: Date) {
      const [row] = await db
        .update(apiKeys)
        .set({ revoked_at: now })
        .where(and(ownedBy(owner), eq(apiKeys.id, id), isNull(apiKeys.revoked_at)))
        .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, scope: apiKeys.scope })
      return row
    },

    async touch(id: string, now: Date): Promise<void> {
      await db.update(apiKeys).set({ last_used_at: now }).where(eq(apiKeys.id, id))
    },
  }
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>
