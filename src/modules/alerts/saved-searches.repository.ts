import { and, eq, sql } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../core/db/client.js'
import { savedSearches, type AlertFrequency, type SavedSearchRow } from './alerts.tables.js'

// A saved search belongs to one user in one workspace: every read and write names both, so
// another user's search is simply not found.

export type SavedSearchView = SavedSearchRow & { hits: number; unsent_hits: number; last_hit_at: Date | null }

const columns = sql`s.id, s.tenant_id, s.user_id, s.name, s.query, s.frequency, s.matched_until, s.created_at, s.updated_at,
  coalesce(h.hits, 0)::int as hits, coalesce(h.unsent, 0)::int as unsent_hits, h.last_hit_at`
const withHits = sql`saved_searches s left join lateral (
  select count(*) as hits, count(*) filter (where sent_at is null) as unsent, max(created_at) as last_hit_at
    from saved_search_hits where saved_search_id = s.id) h on true`
const dated = (r: SavedSearchView): SavedSearchView => ({
  ...r,
  created_at: new Date(r.created_at),
  updated_at: new Date(r.updated_at),
  matched_until: new Date(r.matched_until),
  last_hit_at: r.last_hit_at === null ? null : new Date(r.last_hit_at),
})

export interface SavedSearchChange {
  name?: string
  query?: Record<string, unknown>
  frequency?: AlertFrequency
}

export function createSavedSearchesRepository(db: DbOrTx) {
  const owned = (tenantId: string, userId: string) =>
    and(eq(savedSearches.tenant_id, tenantId), eq(savedSearches.user_id, userId))
  return {
    async page(tenantId: string, userId: string, limit: number, offset: number) {
      const [items, [count]] = await Promise.all([
        selectRows<SavedSearchView>(
          db,
          sql`select ${columns} from ${withHits}
          where s.tenant_id = ${tenantId} and s.user_id = ${userId} order by s.created_at desc, s.id limit ${limit} offset ${offset}`,
        ),
        selectRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from saved_searches where tenant_id = ${tenantId} and user_id = ${userId}`,
        ),
      ])
      return { items: items.map(dated), total: count!.n }
    },

    async find(tenantId: string, userId: string, id: string): Promise<SavedSearchView | undefined> {
      const [row] = await selectRows<SavedSearchView>(
        db,
        sql`select ${columns} from ${withHits}
        where s.tenant_id = ${tenantId} and s.user_id = ${userId} and s.id = ${id}`,
      )
      return row && dated(row)
    },

    /** The user's searches counted while no other request of theirs can add one (the user's row is locked). */
    async countLocked(userId: string): Promise<number> {
      await db.execute(sql`select 1 from users where id = ${userId} for update`)
      const [row] = await selectRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from saved_searches where user_id = ${userId}`,
      )
      return row!.n
    },

    async insert(tenantId: string, userId: string, input: Required<SavedSearchChange>): Promise<string> {
      const [row] = await db
        .insert(savedSearches)
        .values({ tenant_id: tenantId, user_id: userId, ...input })
        .returning({ id: savedSearches.id })
      return row!.id
    },

    /**
     * A new query, or alerts turned on again, starts from now: grants that appeared before are
     * not "new" to this search (and hits found for the old query are dropped unless sent).
     */
    async update(
      tenantId: string,
      userId: string,
      id: string,
      change: SavedSearchChange,
      restart: boolean,
    ): Promise<boolean> {
      const set = { ...change, updated_at: sql`now()`, ...(restart ? { matched_until: sql`now()` } : {}) }
      const rows = await db
        .update(savedSearches)
        .set(set)
        .where(and(owned(tenantId, userId), eq(savedSearches.id, id)))
        .returning({ id: savedSearches.id })
      if (rows.length > 0 && change.query)
        await db.execute(sql`delete from saved_search_hits where saved_search_id = ${id} and sent_at is null`)
      return rows.length > 0
    },

    async remove(tenantId: string, userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(and(owned(tenantId, userId), eq(savedSearches.id, id)))
        .returning({ id: savedSearches.id })
      return rows.length > 0
    },

    /** For the unsubscribe link, which names the user and the search but no workspace. */
    async findForUser(userId: string, id: string) {
      const [row] = await db
        .select({ name: savedSearches.name, frequency: savedSearches.frequency })
        .from(savedSearches)
        .where(and(eq(savedSearches.user_id, userId), eq(savedSearches.id, id)))
      return row
    },

    async turnOff(userId: string, id: string): Promise<void> {
      await db
        .update(savedSearches)
        .set({ frequency: 'off', updated_at: sql`now()` })
        .where(and(eq(savedSearches.user_id, userId), eq(savedSearches.id, id)))
    },
  }
}
