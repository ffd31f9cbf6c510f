import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../core/db/client.js'
import { foldText } from '../../core/fold-text.js'
import type { StoredGrant } from '../grants/grants.repository.js'
import { grants } from '../grants/grants.tables.js'
import type { GrantSearchEngine, RankedIds } from '../grants/search/engine.js'
import type { CompanyProfile } from './scoring.js'
import { candidateConcepts } from './scorers/concepts.js'
import { createVersionedRows, type VersionedRows } from '../../core/versioned-rows.js'

const { search_vector: _vector, topic_vector: _topic, content_hash: _hash, ...columns } = getTableColumns(grants)

export interface CandidateLimits { nace: number; text: number; carbon: number; recent: number; concepts: number }
export const CANDIDATE_LIMITS: CandidateLimits = { nace: 150, text: 200, carbon: 150, recent: 50, concepts: 100 }

/** The company's words as an OR query (letters and digits only: nothing the user typed is syntax). */
export function companyTsQuery (company: Pick<CompanyProfile, 'keywords' | 'description'>): string | null {
  const words = companyWords(company)
  return words.length ? words.join(' | ') : null
}
export const companyWords = (company: Pick<CompanyProfile, 'keywords' | 'description'>) => {
  const words = foldText([...company.keywords, company.description ?? ''].join(' '))
    .split(/[^a-z0-9]+/).filter((w) => w.length >= 3)
  return [...new Set(words)].slice(0, 40)
}

/** The search engine's index (GrantSearchEngine), when it has one: candidates without reading every grant. */
export type CandidateIndex = Required<Pick<GrantSearchEngine, 'topicRanked' | 'soonestInSectors' | 'sharingConcepts'>>

/** A candidate as its look-up names it: the row is read after, or taken from `kept`. */
export interface NamedGrant { id: string; updated_at: Date }
export type KeptGrants = VersionedRows<NamedGrant, StoredGrant>
/** Up to `maxRows` grant rows kept at their `updated_at` (none: every row read each time). */
export const keptGrants = (maxRows: number): KeptGrants => createVersionedRows(maxRows, {
  ofNamed: (n) => n.updated_at.toISOString(), ofRow: (row) => row.updated_at.toISOString(),
})

export function createMatchingRepository (db: DbOrTx, index?: CandidateIndex, kept = keptGrants(0)) {
  // The hard rules of the rule score, in SQL: not closed, open to the company's country and size
  // (an empty list means "not stated", which is no exclusion), and for a company that stated its
  // region no regional programme of another area (NUTS codes nest by prefix, either way round).
  const eligible = (company: CompanyProfile, now: Date) => sql`coalesce(grants.deadline, 'infinity'::timestamptz) > ${now}
    and (cardinality(grants.countries) = 0 or grants.countries @> array[${company.country}]::text[])
    and (cardinality(grants.company_sizes) = 0 or grants.company_sizes @> array[${company.company_size}]::text[])${company.region
      ? sql` and (cardinality(grants.regions) = 0 or exists (select 1 from unnest(grants.regions) as area
          where starts_with(${company.region}, area) or starts_with(area, ${company.region})))`
      : sql``}`
  // Each candidate set names its grants (id and version); the rows are read once, after.
  const pick = (where: SQL, order: SQL, limit: number) =>
    db.select({ id: grants.id, updated_at: grants.updated_at }).from(grants).where(where).orderBy(order).limit(limit)
  const read = (ids: string[]) => db.select(columns).from(grants).where(sql`grants.id = any(${sql.param(ids)}::uuid[])`)
  // SQL orders the grants the index named; only when too few of them pass does it read them all.
  const narrowed = async (where: SQL, order: SQL, limit: number, named: RankedIds | null | undefined) => {
    if (named) {
      const rows = await pick(sql`${where} and grants.id = any(${sql.param(named.ids)}::uuid[])`, order, limit)
      if (rows.length === limit || named.complete) return rows
    }
    return pick(where, order, limit)
  }

  return {
    /** One grant as the scorers read it. */
    async grant (id: string): Promise<StoredGrant | undefined> {
      const [row] = await db.select(columns).from(grants).where(eq(grants.id, id)).limit(1)
      return row
    },

    /**
     * A bounded candidate set the engine then scores in full: grants sharing the company's NACE
     * lineage, the best text matches of its keywords and description, grants naming its concepts,
     * grants of its carbon focus categories, and the newest open calls — each an index look-up, so the cost does not grow
     * with the catalogue.
     */
    async candidates (company: CompanyProfile, now: Date, limits: CandidateLimits = CANDIDATE_LIMITS): Promise<StoredGrant[]> {
      const base = eligible(company, now)
      // Ties are broken by the grant's identity at its source, not by its random id: the same
      // catalogue gives the same candidates on every database it is loaded into. "Newest" is the
      // latest ingested, then the latest published (a bundle or a first import arrives at once).
      const bySource = sql`grants.source, grants.external_id`
      const soonest = sql`coalesce(grants.deadline, 'infinity'::timestamptz), ${bySource}`
      const query = companyTsQuery(company)
      const focus = company.carbon?.focus_categories ?? []
      const applicant = { ...company, now }
      const byText = async () => {
        const where = sql`${base} and grants.topic_vector @@ to_tsquery('english', ${query})`
        const order = sql`ts_rank(grants.topic_vector, to_tsquery('english', ${query})) desc, ${bySource}`
        // Ranking every grant sharing a word took ~130 ms at 50,000 grants: the engine's index
        // names the best the company may apply for (the same rules as `eligible`), and SQL ranks
        // those. Should fewer than the limit pass, SQL ranks every match, as it did before.
        return narrowed(where, order, limits.text, await index?.topicRanked(companyWords(company), limits.text, applicant))
      }
      // The same for the company's sectors (soonest deadline first).
      const bySector = async () => {
        const where = sql`${base} and grants.nace_paths && ${sql.param(company.nace_paths)}::text[]`
        return narrowed(where, soonest, limits.nace, await index?.soonestInSectors(company.nace_paths, limits.nace, applicant))
      }
      // Grants naming what the company's words name, in any language, most shared concepts first:
      // a Dutch installer of "warmtepompen" shares no word with a call on heat pumps.
      const subjects = candidateConcepts(company)
      const shared = sql`(select count(*) from unnest(grants.concepts) as c where c = any(${sql.param(subjects)}::text[]))`
      const byConcept = async () => {
        const where = sql`${base} and grants.concepts && ${sql.param(subjects)}::text[]`
        return narrowed(where, sql`${shared} desc, ${soonest}`, limits.concepts,
          await index?.sharingConcepts(subjects, limits.concepts, applicant))
      }
      const sets = await Promise.all([
        subjects.length && limits.concepts ? byConcept() : [],
        company.nace_paths.length ? bySector() : [],
        query ? byText() : [],
        focus.length ? pick(sql`${base} and grants.carbon_categories && ${sql.param(focus)}::text[]`, soonest, limits.carbon) : [],
        pick(base, sql`grants.created_at desc, grants.publication_date desc nulls last, ${bySource}`, limits.recent),
      ])
      const byId = new Map<string, NamedGrant>()
      for (const set of sets) for (const g of set) byId.set(g.id, g)
      return kept.rows([...byId.values()], read)
    },
  }
}
