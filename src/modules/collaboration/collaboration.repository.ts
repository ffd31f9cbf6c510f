import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../core/db/client.js'
import { applications } from '../applications/applications.tables.js'
import { users } from '../auth/auth.tables.js'
import { matches } from '../matching/matching.tables.js'
import { comments, type CommentRow, type CommentSubject } from './collaboration.tables.js'

export interface Subject {
  subject_type: CommentSubject
  subject_id: string
}
export interface Person {
  id: string
  full_name: string
  email: string
}

// Every read and write names the tenant: another tenant's comment is simply not found. The names
// of authors and mentioned members are read from the users table (identity, read-only).
export function createCollaborationRepository(db: DbOrTx) {
  const owned = (tenantId: string, id: string) => and(eq(comments.tenant_id, tenantId), eq(comments.id, id))
  const about = (tenantId: string, s: Subject) =>
    and(
      eq(comments.tenant_id, tenantId),
      eq(comments.subject_type, s.subject_type),
      eq(comments.subject_id, s.subject_id),
    )

  return {
    /** Oldest first (the conversation's order), id breaking ties. */
    async page(tenantId: string, subject: Subject, limit: number, offset: number) {
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(comments)
          .where(about(tenantId, subject))
          .orderBy(asc(comments.created_at), asc(comments.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(comments).where(about(tenantId, subject)),
      ])
      return { items, total: total!.n }
    },

    /** With `lock`, the row stays locked until the caller's transaction ends (one edit at a time). */
    async find(tenantId: string, id: string, { lock = false } = {}): Promise<CommentRow | undefined> {
      const query = db.select().from(comments).where(owned(tenantId, id)).limit(1)
      const [row] = await (lock ? query.for('update') : query)
      return row
    },

    async insert(row: typeof comments.$inferInsert): Promise<CommentRow> {
      const [created] = await db.insert(comments).values(row).returning()
      return created!
    },

    async update(tenantId: string, id: string, changes: { body: string; mentions: string[] }): Promise<CommentRow> {
      const [row] = await db
        .update(comments)
        .set({ ...changes, edited_at: sql`now()`, updated_at: sql`now()` })
        .where(owned(tenantId, id))
        .returning()
      return row!
    },

    async remove(tenantId: string, id: string): Promise<void> {
      await db.delete(comments).where(owned(tenantId, id))
    },

    /**
     * The comments on a company's matches and applications, deleted in the transaction that
     * deletes the company (its matches and applications go by cascade; comments name their
     * subject without a foreign key).
     */
    async removeForCompany(tenantId: string, companyId: string): Promise<number> {
      const deleted = await db
        .delete(comments)
        .where(
          and(
            eq(comments.tenant_id, tenantId),
            sql`(
        (${comments.subject_type} = 'match' and ${comments.subject_id} in
          (select ${matches.id} from ${matches} where ${matches.company_id} = ${companyId}))
        or (${comments.subject_type} = 'application' and ${comments.subject_id} in
          (select ${applications.id} from ${applications} where ${applications.company_id} = ${companyId})))`,
          ),
        )
        .returning({ id: comments.id })
      return deleted.length
    },

    async people(ids: string[]): Promise<Map<string, Person>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({ id: users.id, full_name: users.full_name, email: users.email })
        .from(users)
        .where(inArray(users.id, ids))
      return new Map(rows.map((r) => [r.id, r]))
    },
  }
}
