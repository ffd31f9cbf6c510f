import { and, desc, eq, max, sql } from 'drizzle-orm'
import type { Db } from '../../core/db/client.js'
import { defineError, fieldErrors } from '../../core/http/errors.js'
import { LEGAL_KINDS, legalDocuments, type LegalDocumentRow, type LegalKind } from './legal.tables.js'

// The platform's legal pages: the operator publishes the imprint, the privacy notice and the
// terms (each publication a new version; older versions stay), everyone reads the current ones,
// and sign-up records the version of the terms a new account or partner accepted (auth.service.ts,
// partners.service.ts).

export const legalDocumentNotFound = defineError({ status: 404, code: 'legal.not_published', title: 'Not published yet' })

/** The current version of the terms, or null while the operator has published none. */
export async function currentTermsVersion (db: Pick<Db, 'select'>): Promise<number | null> {
  const [row] = await db.select({ version: max(legalDocuments.version) }).from(legalDocuments)
    .where(eq(legalDocuments.kind, 'terms'))
  return row?.version ?? null
}

/**
 * The terms version a sign-up accepts (`to` what: "create an account", "apply"): none while the
 * operator has published no terms; once there are, the current version must be named (the person
 * read that one), else a 422 on `accept_terms_version`.
 */
export async function acceptedTermsVersion (
  db: Pick<Db, 'select'>, accepted: number | undefined, to: string,
): Promise<number | null> {
  const current = await currentTermsVersion(db)
  if (current === null) return null
  if (accepted === current) return current
  throw fieldErrors([{
    loc: ['body', 'accept_terms_version'], type: accepted === undefined ? 'terms_required' : 'terms_changed',
    msg: accepted === undefined
      ? `Please accept the terms of use to ${to}`
      : 'The terms of use have changed since you opened the form: please read and accept the current version',
  }])
}

export function createLegal ({ db }: { db: Db }) {
  const latest = (kind: LegalKind) => db.select().from(legalDocuments).where(eq(legalDocuments.kind, kind))
    .orderBy(desc(legalDocuments.version)).limit(1)

  return {
    /** The current version of one document; 404 while it has never been published. */
    async current (kind: LegalKind): Promise<LegalDocumentRow> {
      const [row] = await latest(kind)
      if (!row) throw legalDocumentNotFound(`The ${kind} page has not been published yet`)
      return row
    },

    /** One published version (what an account accepted), 404 when there is no such version. */
    async version (kind: LegalKind, version: number): Promise<LegalDocumentRow> {
      const [row] = await db.select().from(legalDocuments)
        .where(and(eq(legalDocuments.kind, kind), eq(legalDocuments.version, version)))
      if (!row) throw legalDocumentNotFound(`There is no version ${version} of the ${kind} page`)
      return row
    },

    /** Which documents are published, at which version (for a footer or a sign-up form). */
    async published (): Promise<{ kind: LegalKind; version: number; published_at: Date }[]> {
      // One statement: the newest version of each kind.
      const rows = await db.selectDistinctOn([legalDocuments.kind], {
        kind: legalDocuments.kind, version: legalDocuments.version, published_at: legalDocuments.published_at,
      }).from(legalDocuments).orderBy(legalDocuments.kind, desc(legalDocuments.version))
      return LEGAL_KINDS.flatMap((kind) => rows.filter((r) => r.kind === kind))
    },

    /** Publishes a new version, numbered after the last; of two publications at once, the second retries. */
    async publish (kind: LegalKind, body: string, userId: string): Promise<LegalDocumentRow> {
      for (;;) {
        const [row] = await db.insert(legalDocuments).select(db.select({
          kind: sql<LegalKind>`${kind}`.as('kind'),
          version: sql<number>`coalesce(max(${legalDocuments.version}), 0) + 1`.as('version'),
          body: sql<string>`${body}`.as('body'),
          published_at: sql<Date>`now()`.as('published_at'),
          published_by: sql<string>`${userId}::uuid`.as('published_by'),
        }).from(legalDocuments).where(eq(legalDocuments.kind, kind))).onConflictDoNothing().returning()
        if (row) return row
      }
    },
  }
}
export type Legal = ReturnType<typeof createLegal>
