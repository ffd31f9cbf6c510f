import { sql, type SQL } from 'drizzle-orm'
import { selectRows, type Database, type DbOrTx } from '../../../core/db/client.js'
import { likePrefix } from '../../../core/db/like.js'
import { LANGUAGE_COUNTRIES } from '../../reference/language.js'
import { OPEN_TOPIC_CONCEPT } from '../grant-concepts.js'
import { filterSql, type GrantFilter } from '../grants.filters.js'
import { createGrantsRepository, facetsOf } from '../grants.repository.js'
import type { EngineRequest, EngineResult, GrantSearchEngine, Highlight } from './engine.js'
import { highlights } from './highlights.js'
import type { CatalogueIndex } from './catalogue-index.js'
import { sharingConcepts, soonestInSectors, topicRanked } from './index-candidates.js'
import { createIndexHolder } from './index-holder.js'
import { byTagOnly, catalogueVersion, configsOf, indexQueryFor, RANK_CONFIGS } from './index-plan.js'
import { answerFromIndex } from './index-query.js'
import { planQuery, replaceWords, type Group, type QueryPlan } from './query-plan.js'
import { weighGroups } from './query-weights.js'
import { corrections, rebuildDictionary } from './spelling.js'

// PostgreSQL full-text search, identical on PGlite and PostgreSQL. A query is planned into groups
// (query-plan.ts); a grant matches a group through the lexicon's concepts it names (any language)
// or the group's words in its weighted `search_vector`, stemmed by every configuration we serve
// (each grant is indexed in its own language); an identifier matches `external_id` by prefix.
// Grants are ordered by the share of the query they cover plus a share of ts_rank (RANK_SHARE);
// facets count the same grants. May run on a read replica (SEARCH_DATABASE_URL).

// An open call is what most searchers want; a programme or past topic with the same words comes after it.
const OPEN_CALL_BONUS = 0.05
// With a country asked for ("energy efficiency Germany", or the filter), or a query typed in its
// language, that country's own programmes and calls come before EU-wide ones covering as much.
const LOCAL_BONUS = 0.1
// A group covered in part — by a broader concept than the words ("tourism" for "hotel"), or by
// words the call names only in its full text, not in its title, summary or areas — adds half its
// weight. Chosen on the query set's tune half (words beyond the topic: 0 gave 0.694, 0.15 0.700,
// 0.5 0.706).
const PART_SHARE = 0.5
// In a grant's rank, the query's own words in its title or summary count fully, its concepts'
// English names ("energy efficiency" for "Energieeffizienz") at this share.
const CONCEPT_TERMS_SHARE = 0.5
// The order of the grants above the floor: the coverage of each plus this share of its rank
// (ts_rank of its title and summary, and the lifts above): a call whose title says the query's
// words, open, of the country asked for, may come before one covering a little more of it in
// words its title does not use. Chosen on the query set's tune split (341 queries): coverage, then
// rank 0.634; coverage plus 2 × rank 0.644, 5 × 0.652, 7 × 0.655, 8 × 0.655, 10 × 0.656, 20 × 0.641
// (with a role weighing as a subject, query-plan.ts: 8 × 0.653).
const RANK_SHARE = 8
// Grants covering less than this share of the query's weight are left out, unless none covers
// more (never 0 results while any word matches). Chosen on the query set's tune half.
const COVERAGE_FLOOR = 1 / 3
// Below the floor, the best covering matches still fill a first page (the default page size): a
// sentence's relevant calls often share one rare word with it ("cement") and not its common ones.
// Chosen on the tune half: recall@20 0.807 → 0.837 (sentences 0.676 → 0.834); they rank after
// every grant above the floor, so the order of those does not change.
const AT_LEAST = 20
// A query of common words can match most of a large catalogue; reading every match's vector cost
// seconds at 50,000 grants. At most this many matches are ranked (the total then says "at least").
const MATCH_CAP = 4_000

/** One text as a tsquery in every configuration: "pompe à chaleur" finds a French grant, "heat pumps" an English one. */
// `phrase`: the words in order (ranking, on the in-row topic vector); otherwise all the words in any
// order — a query the GIN index answers exactly, without reading each candidate's long vector back.
function textQuery(group: Group, phrase: boolean): SQL {
  const configs = configsOf(group)
  const fn = sql.raw(phrase || group.kind === 'phrase' ? 'phraseto_tsquery' : 'plainto_tsquery')
  const parts = group.texts.flatMap((t) => configs.map((c) => sql`${fn}(${sql.raw(`'${c}'`)}, ${t})`))
  return parts.length ? sql.join(parts, sql` || `) : sql`''::tsquery`
}

const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`
/** 1 for a grant of these countries alone (a national or regional programme or call), else 0. */
const localSql = (countries: string[]) =>
  sql`(cardinality(grants.countries) > 0 and grants.countries <@ ${textArray(countries)})::int`

// Which grants match is read from the whole text (`search_vector`, GIN); how much of the query a
// grant covers, and its rank, from what the call is about (`topic_vector`: title, summary, areas,
// kept in the row) and its concepts (read from the whole text): ranking thousands of matches on the
// long, toasted vector cost seconds at 50,000 grants.
function groupMatch(group: Group, index: number, vector: 'search_vector' | 'topic_vector'): SQL {
  const q = sql.raw(vector === 'search_vector' ? `q.m${index}` : `q.q${index}`)
  // A programme by its tag only: the tag reads names and identifiers with the lexicon's care
  // ("LIFE" the programme, not "end-of-life"); a role too: the call's, from its eligibility.
  const conditions = byTagOnly(group) ? [] : [sql`grants.${sql.raw(vector)} @@ ${q}`]
  if (group.concepts.length) conditions.push(sql`grants.concepts && ${textArray(group.concepts)}`)
  if (group.kind === 'identifier')
    conditions.push(sql`lower(grants.external_id) like ${likePrefix(group.text.toLowerCase())}`)
  return sql`(${sql.join(conditions, sql` or `)})`
}

/**
 * What the query said (a country, "SME") that the request's own filters do not already say: an
 * explicit filter wins, and the words that named it are then left out of the search.
 */
const applicable = (filter: GrantFilter, plan: QueryPlan) =>
  plan.understood.filter((u) => (u.field === 'country' ? !filter.countries : !filter.company_sizes))

/**
 * Whose own programmes and calls rank first among those covering as much of the query: the
 * country asked for, or else where the query's language is spoken (`dotacje na fotowoltaikę`:
 * Poland's before an Innovate UK call alike).
 */
function localCountries(understood: GrantFilter, plan: QueryPlan): string[] | undefined {
  const spoken = (plan.languages ?? []).flatMap((l) => LANGUAGE_COUNTRIES[l])
  return understood.countries ?? (spoken.length ? spoken : undefined)
}

function withUnderstood(filter: GrantFilter, plan: QueryPlan): GrantFilter {
  const out = { ...filter }
  for (const u of applicable(filter, plan)) {
    if (u.field === 'country') out.countries = u.value
    else out.open_to_sizes = u.value
  }
  return out
}

/** Whether the countries the query's places name are the ones searched (not another country filtered for). */
function inPlaceCountry(filter: GrantFilter, plan: QueryPlan): boolean {
  const searched = withUnderstood(filter, plan).countries ?? []
  const named = plan.understood.find((u) => u.field === 'country')?.value ?? []
  return named.length > 0 && named.every((c) => searched.includes(c))
}

interface Run {
  ids: string[]
  total: number
  facets: EngineResult['facets']
  best: number
  weight: number
  highlights: Record<string, Highlight>
}

async function run(db: DbOrTx, plan: QueryPlan, request: EngineRequest, index: CatalogueIndex | null): Promise<Run> {
  const understood = withUnderstood(request.filter, plan)
  const filter = filterSql(understood, request.now)
  const groups = plan.groups
  const weight = groups.reduce((sum, g) => sum + g.weight, 0)
  const repo = createGrantsRepository(db)
  if (groups.length === 0 && plan.understood.length === 0)
    return { ids: [], total: 0, facets: facetsOf(), best: 0, weight, highlights: {} }
  if (groups.length === 0) {
    // Only filters were named ("Germany", "SME"): the filtered grants, open calls first, the
    // country's own (for it alone) before others.
    const own = understood.countries ? localSql(understood.countries) : sql`0`
    const rank = sql`2 * (grants.record_type = 'call')::int + ${own}`
    const page = await repo.matchPage(filter, { ...request, rank })
    return { ...page, weight, highlights: {} }
  }
  // Quoted phrases need word positions, which the index does not keep: they run in SQL.
  if (index && !groups.some((g) => g.kind === 'phrase')) {
    const query = await indexQueryFor(db, plan, understood, request, {
      floor: weight * COVERAGE_FLOOR,
      atLeast: AT_LEAST,
      partShare: PART_SHARE,
      conceptTermsShare: CONCEPT_TERMS_SHARE,
      openCallBonus: OPEN_CALL_BONUS,
      localBonus: LOCAL_BONUS,
      localCountries: localCountries(understood, plan),
      rankShare: RANK_SHARE,
    })
    const page = answerFromIndex(index, query)
    return { ...page, weight, highlights: await highlights(db, page.ids, groups) }
  }
  const queries = groups.flatMap((g, i) => [
    sql`${textQuery(g, true)} as ${sql.raw(`q${i}`)}`,
    sql`${textQuery(g, false)} as ${sql.raw(`m${i}`)}`,
  ])
  // A role's word in a title is no sign of the role ("installer productivity tools"): it does not rank.
  const ranked = groups.flatMap((g, i) => (g.kind === 'role' ? [] : [`q.q${i}`]))
  const typedRank = ranked.length ? sql`ts_rank(grants.topic_vector, ${sql.raw(ranked.join(' || '))})` : sql`0`
  const named = groups.flatMap((g) => (g.rankTexts ?? []).flatMap((t) =>
    RANK_CONFIGS.map((c) => sql`phraseto_tsquery(${c}::regconfig, ${t})`)))
  const byName = named.length
    ? sql` + ${CONCEPT_TERMS_SHARE}::float8 * ts_rank(grants.topic_vector, ${sql.join(named, sql` || `)})`
    : sql``
  const from = sql`, (select ${sql.join(queries, sql`, `)}) q`
  const matches = groups.map((g, i) => groupMatch(g, i, 'search_vector'))
  const topical = groups.map((g, i) => groupMatch(g, i, 'topic_vector'))
  const covered = sql.join(
    topical.map((m, i) => {
      const g = groups[i]!
      const broader = g.broader?.length ? sql`grants.concepts && ${textArray(g.broader)} or ` : sql``
      // A call open to any topic covers a subject in part (search/index-query.ts).
      const open = g.subject ? sql` or ${OPEN_TOPIC_CONCEPT} = any(grants.concepts)` : sql``
      const partly = sql`${broader}${matches[i]}${open}`
      return sql`(case when ${m} then ${g.weight}::float8 when ${partly} then ${g.weight * PART_SHARE}::float8 else 0 end)`
    }),
    sql` + `,
  )
  // A grant naming the query's subject ranks before any that does not (search/index-query.ts).
  const subjects = matches.filter((_, i) => groups[i]!.subject)
  const tier = subjects.length ? sql`(${sql.join(subjects, sql` or `)})::int` : sql`0`
  const excluded = plan.excluded.length
    ? sql` and not grants.search_vector @@ (${sql.join(
        plan.excluded.map((w) => sql`plainto_tsquery('english', ${w})`),
        sql` || `,
      )})`
    : sql``
  const openCall = sql`(grants.record_type = 'call' and coalesce(grants.deadline > ${request.now}, true))::int * ${OPEN_CALL_BONUS}::float8`
  const countries = localCountries(understood, plan)
  const local = countries ? sql` + ${localSql(countries)} * ${LOCAL_BONUS}::float8` : sql``
  const rank = request.sort.sort_by ? sql`0` : sql`${typedRank}${byName} + ${openCall}${local}`
  // A grant about a broader concept matches too, covering its group in part ("recycling" for
  // "rifiuti elettronici"): a rare concept's query is not answered by its few tagged calls alone.
  const broader = groups.flatMap((g) => (g.broader?.length ? [sql`grants.concepts && ${textArray(g.broader)}`] : []))
  const where = sql`(${sql.join([...matches, ...broader], sql` or `)}) and ${filter}${excluded}`
  const page = await repo.matchPage(where, {
    ...request,
    rank,
    coverage: {
      covered, tier, floor: weight * COVERAGE_FLOOR, atLeast: AT_LEAST, from, cap: MATCH_CAP, rankShare: RANK_SHARE,
    },
  })
  return { ...page, weight, highlights: await highlights(db, page.ids, groups) }
}

const coverage = (r: Run) => (r.weight === 0 ? 1 : r.best / r.weight)

export function createPostgresSearchEngine(
  database: Pick<Database, 'db' | 'driver' | 'close'>,
  {
    ownsDatabase = false,
    memoryIndex = true,
    version = () => catalogueVersion(database.db),
  }: { ownsDatabase?: boolean; memoryIndex?: boolean; version?: () => Promise<string> } = {},
): GrantSearchEngine {
  const holder = memoryIndex ? createIndexHolder(database.db) : null
  // Callers in the same moment (matching asks for its text and sector sets at once) share one
  // read of the catalogue version.
  let asking: Promise<CatalogueIndex | null> | null = null
  const currentIndex = () => {
    if (!holder) return Promise.resolve(null)
    asking ??= version().then((v) => holder.at(v)).finally(() => { asking = null })
    return asking
  }
  return {
    name: 'postgres',

    async search(request, { timeoutMs }): Promise<EngineResult> {
      // Before the transaction: on PGlite (one connection) a build waited for inside it would wait forever.
      const index = await currentIndex()
      return database.db.transaction(async (tx) => {
        // Cancels a slow query on PostgreSQL; PGlite cannot interrupt itself (the caller's race still answers).
        if (database.driver === 'postgres')
          await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.ceil(timeoutMs))}`))
        const understand = request.understand !== false
        const plan = await weighGroups(tx, planQuery(request.q, { understand }))
        let result = await run(tx, plan, request, index)
        // A place no grant names ("grants Manchester", a region's city): its country's grants,
        // labelled relaxed (they cover less than the query) — while the search is in that country.
        if (result.total === 0 && plan.groups.some((g) => g.kind === 'region') && inPlaceCountry(request.filter, plan)) {
          const wider = { ...plan, groups: plan.groups.filter((g) => g.kind !== 'region') }
          result = { ...await run(tx, wider, request, index), weight: result.weight }
        }
        let corrected: string | null = null
        let suggestion: string | null = null
        // Unknown words are corrected only when the query as typed finds nothing covering all of it.
        if (coverage(result) < 1 && plan.unknown.length > 0) {
          const fixes = await corrections(tx, plan.unknown)
          const proposal = fixes.size > 0 ? replaceWords(request.q, fixes) : null
          const fixed =
            proposal && request.correct !== false
              ? await run(tx, await weighGroups(tx, planQuery(proposal, { understand })), request, index)
              : null
          if (fixed && (coverage(fixed) > coverage(result) || (result.total === 0 && fixed.total > 0))) {
            result = fixed
            corrected = proposal
          } else suggestion = proposal
        }
        return {
          ids: result.ids,
          total: result.total,
          facets: result.facets,
          highlights: result.highlights,
          corrected_query: corrected,
          suggestion,
          understood: applicable(request.filter, plan),
          relaxed: result.total > 0 && coverage(result) < 1,
        }
      })
    },

    refresh: () => rebuildDictionary(database.db),

    async soonestInSectors(nacePaths, count, applicant) {
      const index = await currentIndex()
      return index && soonestInSectors(index, nacePaths, count, applicant)
    },

    async sharingConcepts(concepts, count, applicant) {
      const index = await currentIndex()
      return index && sharingConcepts(index, concepts, count, applicant)
    },

    async topicRanked(words, count, applicant) {
      const index = await currentIndex()
      if (!index) return null
      const [row] = await selectRows<{ lexemes: string[] }>(database.db, sql`
        select tsvector_to_array(to_tsvector('english', ${words.join(' ')})) as lexemes`)
      return topicRanked(index, row!.lexemes, count, applicant)
    },

    async warm() {
      return holder ? holder.warm(await version()) : 0
    },

    async close() {
      holder?.stop()
      if (ownsDatabase) await database.close()
    },
  }
}
