import { createHash, randomBytes } from 'node:crypto'
import type { Clock } from '../../core/clock.js'
import type { Db } from '../../core/db/client.js'
import { API_KEY_PREFIX, type Caller, type PartnerPrincipal, type Principal } from '../../core/http/auth.js'
import { BoundedMap } from '../../core/bounded-map.js'
import { recordAudit } from '../audit/audit.js'
import { apiKeyNotFound } from './api-keys.errors.js'
import { createApiKeysRepository, type KeyAccessRow, type KeyOwner } from './api-keys.repository.js'
import type { ApiKeyScope } from './integrations.tables.js'
import { DEFAULT_LANGUAGE } from '../../core/language.js'

// API keys: created (shown once), listed, revoked, and resolved on each request that carries one.
// Only the key's SHA-256 is stored: the key is 40 random base62 characters (238 bits), so a fast
// hash is enough (no guessing to slow down) and lets the request look it up by equality.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const KEY_CHARS = 40
/** Characters shown in lists: `gw_` and the first seven of the secret part. */
const PREFIX_CHARS = 10
/** last_used_at is a day-to-day hint ("unused since March"), not a log: written at most this often per key. */
const TOUCH_EVERY_MS = 60_000
const TOUCHED_ENTRIES = 10_000

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')

/** `gw_` and 40 base62 characters, without modulo bias (bytes of 248 and above are drawn again). */
function newKey(): string {
  let out = API_KEY_PREFIX
  while (out.length < API_KEY_PREFIX.length + KEY_CHARS) {
    for (const byte of randomBytes(64)) {
      if (byte < 248 && out.length < API_KEY_PREFIX.length + KEY_CHARS) out += ALPHABET[byte % 62]
    }
  }
  return out
}

export function createApiKeysService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createApiKeysRepository(db)
  // When this process last wrote each key's last_used_at: a burst of requests of one key writes once.
  const touched = new BoundedMap<string, number>(TOUCHED_ENTRIES)

  async function noteUse(row: KeyAccessRow): Promise<void> {
    const now = clock.now()
    const last = Math.max(row.last_used_at?.getTime() ?? 0, touched.get(row.id) ?? 0)
    if (now.getTime() - last < TOUCH_EVERY_MS) return
    touched.set(row.id, now.getTime())
    await repo.touch(row.id, now)
  }

  async function create(
    owner: KeyOwner,
    input: { name: string; scope: ApiKeyScope; created_by: string | null },
    audit?: Caller,
  ) {
    const key = newKey()
    const row = await db.transaction(async (tx) => {
      const inserted = await createApiKeysRepository(tx).insert(owner, {
        ...input,
        name: input.name.trim(),
        prefix: key.slice(0, PREFIX_CHARS),
        key_hash: hashKey(key),
        now: clock.now(),
      })
      if (audit) {
        await recordAudit(tx, audit, {
          action: 'api_key.created',
          subject_type: 'api_key',
          subject_id: inserted.id,
          details: { name: inserted.name, prefix: inserted.prefix, scope: inserted.scope },
        })
      }
      return inserted
    })
    return { ...row, key }
  }

  async function revoke(owner: KeyOwner, id: string, audit?: Caller): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await createApiKeysRepository(tx).revoke(owner, id, clock.now())
      if (!row) throw apiKeyNotFound(`No API key ${id}`)
      if (!audit) return
      await recordAudit(tx, audit, {
        action: 'api_key.revoked',
        subject_type: 'api_key',
        subject_id: id,
        details: { name: row.name, prefix: row.prefix, scope: row.scope },
      })
    })
  }

  async function list(owner: KeyOwner) {
    const rows = await repo.list(owner)
    return {
      items: rows.map(({ created_by_id: id, created_by_name: name, ...row }) => ({
        ...row,
        created_by: id === null || name === null ? null : { id, full_name: name },
      })),
    }
  }

  return {
    /** The access gate's resolver: the key's principal, or null (unknown, revoked, creator gone). */
    async resolve(key: string): Promise<Principal | null> {
      const row = await repo.forRequest(hashKey(key))
      if (!row) return null
      const use = { id: row.id, scope: row.scope }
      if (row.partner_id) {
        if (!row.partner_email) return null
        await noteUse(row)
        return {
          kind: 'partner',
          partner_id: row.partner_id,
          email: row.partner_email,
          token: claimsOf(row, row.partner_email, 'partner'),
          api_key: use,
        }
      }
      if (!row.tenant_id || !row.user_id || !row.email) return null
      await noteUse(row)
      return {
        kind: 'user',
        tenant_id: row.tenant_id,
        token: claimsOf(row, row.email, 'user'),
        api_key: use,
        user: {
          id: row.user_id,
          email: row.email,
          full_name: row.full_name ?? '',
          tenant_id: row.tenant_id,
          // Capped: a key acts as a member at most (its scope narrows it further in the gate), and is
          // never an operator even when its creator is one.
          role: 'member',
          is_active: true,
          email_verified: row.email_verified ?? false,
          is_platform_admin: false,
          created_at: row.user_created_at ?? new Date(0),
          language: row.user_language ?? DEFAULT_LANGUAGE,
          deletion_due_at: null,   // a key's requests are the workspace's, not the person's account
        },
      }
    },

    createForWorkspace: (caller: Caller, body: { name: string; scope: ApiKeyScope }) =>
      create({ tenant_id: caller.tenant_id }, { ...body, created_by: caller.user_id }, caller),
    listForWorkspace: (tenantId: string) => list({ tenant_id: tenantId }),
    revokeForWorkspace: (caller: Caller, id: string) => revoke({ tenant_id: caller.tenant_id }, id, caller),

    // Partner keys are read-only: a partner has nothing a program should change.
    createForPartner: (p: PartnerPrincipal, body: { name: string }) =>
      create({ partner_id: p.partner_id }, { name: body.name, scope: 'read', created_by: null }),
    listForPartner: (p: PartnerPrincipal) => list({ partner_id: p.partner_id }),
    revokeForPartner: (p: PartnerPrincipal, id: string) => revoke({ partner_id: p.partner_id }, id),
  }
}

/** Claims standing in for a token's (see ApiKeyUse): never signed, never revocable as a token. */
const claimsOf = (row: KeyAccessRow, sub: string, kind: 'user' | 'partner') => ({
  sub,
  kind,
  type: 'access' as const,
  jti: row.id,
  iat: 0,
  exp: 0,
  ver: 0,
  ...(row.tenant_id ? { tenant_id: row.tenant_id } : {}),
})

export type ApiKeysService = ReturnType<typeof createApiKeysService>
