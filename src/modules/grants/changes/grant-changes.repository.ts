import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../../core/db/client.js'
import { grants } from '../grants.tables.js'
import { grantChanges, grantFollows, type GrantChangeRow } from './grant-changes.tables.js'

export type ChangeItem = Pick<GrantChangeRow, 'id' | 'changed_at' | 'changes' | 'meaningful' | 'urgent'>

const ITEM = {
  id: grantChanges.id,
  changed_at: grantChanges.changed_at,
  changes: grantChanges.changes,
  meaningful: grantChanges.meaningful,
  urgent: grantChanges.urgent,
}

export function createGrantChangesRepository(db: DbOrTx) {
  return {
    async grantExists(grantId: string): Promise<boolean> {
      const [row] = await db.select({ id: grants.id }).from(grants).where(eq(grants.id, grantId)).limit(1)
      return row !== undefined
    },

    /** A grant's history, newest first (the id orders changes written at the same instant). */
    async page(grantId: string, limit: number, offset: number): Promise<{ items: ChangeItem[]; total: number }> {
      const where = eq(grantChanges.grant_id, grantId)
      const [items, [total]] = await Promise.all([
        db
          .select(ITEM)
          .from(grantChanges)
          .where(where)
          .orderBy(desc(grantChanges.changed_at), desc(grantChanges.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(grantChanges).where(where),
      ])
      return { items, total: total!.n }
    },

    /** Idempotent: following again keeps the first follow (and the workspace it was made in). */
    async follow(f: { user_id: string; grant_id: string; tenant_id: string }): Promise<void> {
      await db.insert(grantFollows).values(f).onConflictDoNothing()
    },

    async unfollow(userId: string, grantId: string): Promise<void> {
      await db.delete(grantFollows).where(and(eq(grantFollows.user_id, userId), eq(grantFollows.grant_id, grantId)))
    },

    /** The user's followed grants, most recently followed first, each with its latest meaningful change. */
    async follows(userId: string, limit: number, offset: number) {
      const where = eq(grantFollows.user_id, userId)
      const [items, [total]] = await Promise.all([
        selectRows<{
          grant_id: string
          tenant_id: string
          followed_at: Date | string
          title: string
          record_type: string
          deadline: Date | string | null
          deadlines: (Date | string)[]
          start_date: Date | string | null
          end_date: Date | string | null
          withdrawn_at: Date | string | null
          latest: (ChangeItem & { changed_at: string }) | null
        }>(
          db,
          sql`
          select f.grant_id, f.tenant_id, f.created_at as followed_at, g.title, g.record_type, g.deadline, to_json(g.deadlines) as deadlines,
                 g.start_date, g.end_date, g.withdrawn_at,
                 (select json_build_object('id', c.id, 'changed_at', c.changed_at, 'changes', c.changes, 'meaningful', c.meaningful, 'urgent', c.urgent)
                    from grant_changes c where c.grant_id = f.grant_id and c.meaningful
                   order by c.changed_at desc, c.id desc limit 1) as latest
            from grant_follows f join grants g on g.id = f.grant_id
           where f.user_id = ${userId}
           order by f.created_at desc, f.grant_id limit ${limit} offset ${offset}`,
        ),
        db.select({ n: count() }).from(grantFollows).where(where),
      ])
      return { items, total: total!.n }
    },

    /**
     * Claims up to `limit` meaningful changes nobody announced yet: `announced_at` is set in the
     * caller's transaction, rows another run holds are skipped (SKIP LOCKED), and a row claimed by
     * a run that committed meanwhile fails the `announced_at is null` recheck. Each change is
     * therefore announced by exactly one run, in the transaction that writes its notices.
     */
    async claim(now: Date, limit: number): Promise<(ChangeItem & { grant_id: string })[]> {
      const rows = await selectRows<ChangeItem & { grant_id: string }>(
        db,
        sql`
        update grant_changes set announced_at = ${now}
         where id in (select id from grant_changes where meaningful and announced_at is null order by id limit ${limit} for update skip locked)
           and announced_at is null
        returning id, grant_id, changed_at, changes, meaningful, urgent`,
      )
      // Raw rows: node-postgres returns a bigint as a string.
      return rows
        .map((r) => ({ ...r, id: Number(r.id), changed_at: new Date(r.changed_at) }))
        .sort((a, b) => a.id - b.id)
    },

    async followers(grantIds: string[]) {
      if (grantIds.length === 0) return []
      return db
        .select({ grant_id: grantFollows.grant_id, user_id: grantFollows.user_id, tenant_id: grantFollows.tenant_id })
        .from(grantFollows)
        .where(inArray(grantFollows.grant_id, grantIds))
        .orderBy(grantFollows.created_at, grantFollows.user_id)
    },
  }
}
