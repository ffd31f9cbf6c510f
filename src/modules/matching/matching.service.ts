import type { Clock } from '../../core/clock.js'
import type { Db } from '../../core/db/client.js'
import { offsetOf, page } from '../../core/http/pagination.js'
import type { CompaniesService } from '../companies/companies.service.js'
import type { GrantsService } from '../grants/grants.service.js'
import type { StoredGrant } from '../grants/grants.repository.js'
import type { ReferenceService } from '../reference/reference.service.js'
import { approxBytes } from '../../core/approx-bytes.js'
import { createTtlCache } from '../../core/ttl-cache.js'
import type { Versions } from '../../core/db/versions.js'
import { excludedMatch, scoreCandidates, type MatchWeights, type ScoredMatch } from './engine.js'
import { ruleScore } from './scorers/rule.js'
import { createMatchingRepository, keptGrants, type CandidateIndex } from './matching.repository.js'
import { createMatchesRepository } from './matches.repository.js'
import type { PreviewQuery, RealtimeQuery } from './matching.schema.js'
import type { CompanyProfile } from './scoring.js'
import type { SemanticScorer } from './scorers/semantic.js'

interface Deps {
  db: Db
  companies: Pick<CompaniesService, 'withCarbonProfile'>
  grants: Pick<GrantsService, 'present' | 'onChange'>
  reference: Pick<ReferenceService, 'naceCode'>
  clock: Clock
  /** Versions of the catalogue and of the votes, shared by every process (core/db/versions.ts). */
  versions: Versions
  /** Memory the real-time scores may hold (CACHE_MAX_MB's share). */
  cacheBytes: number
  weights: MatchWeights
  semantic: SemanticScorer
  /** The search engine's index: candidates without ranking every grant sharing a word or a sector. */
  index?: CandidateIndex
}

// The preview is rules only — eligibility, timing and funding (the rule score) and the lexicon's
// concepts shared with the call — with no text statistics. Concepts at 0.4 chosen on the advisor
// set's tune half (rule score alone 0.281; concepts at 0.26 0.436, 0.33 0.455, 0.43 0.456, 0.5 0.453,
// 0.67 0.433; with the carbon sub-score as well 0.447).
const PREVIEW: MatchWeights = { rule: 0.6, semantic: 0.4, recency: 0, collaborative: 0, carbon: 0 }

// Real-time scores are kept for a minute per company (and weighting): paging through the list, or
// coming back to it, does not rescore ~500 candidates (~200 ms at 50,000 grants, most of it the
// candidates' text look-up). The key holds the company's and its carbon profile's updated_at, so an
// edit is seen at once; a change to the catalogue, or to any company's saves, dismissals or
// applications (the collaborative votes), clears the cache.
// One entry per company and weighting (a new version replaces the old one), at most 100: each holds
// ~500 scored grant rows (a few MB with their text analysis).
const REALTIME_TTL_MS = 60_000
const REALTIME_MAX_ENTRIES = 100
const SCORED_EXTRA_BYTES = 4_096
// Grant rows kept between requests (core/versioned-rows.ts), with what the scorers derived from them
// (bags of words, the open-topic check: held per row object): enough for the
// candidates most new companies share. Measured at 50,000 grants: the server's RSS after 200 new
// companies 817 MB with 3,000 rows kept, 744 MB with none (docs/benchmarks.md).
const KEPT_ROWS = 3_000

export function createMatchingService ({ db, companies, grants, reference, clock, versions, cacheBytes, weights, semantic, index }: Deps) {
  // Every row is dropped when the catalogue changes: a re-read of concepts keeps `updated_at`.
  const kept = keptGrants(KEPT_ROWS)
  const repo = createMatchingRepository(db, index, kept)
  const matches = createMatchesRepository(db)
  // A scored match holds its grant row, and the scorers keep a bag of words per row while the row
  // lives (semantic.ts): counted as a row plus SCORED_EXTRA_BYTES.
  const cache = createTtlCache<{ version: string; matches: ScoredMatch<StoredGrant>[] }>({
    ttlMs: REALTIME_TTL_MS, maxEntries: REALTIME_MAX_ENTRIES, clock, maxBytes: cacheBytes,
    bytesOf: ({ matches }) => matches.reduce((n, m) => n + approxBytes(m, 3) + SCORED_EXTRA_BYTES, 0),
  })
  grants.onChange(() => {
    cache.clear()
    kept.clear()
  })
  // Saves, dismissals and applications anywhere change the votes every company's scores learn from.
  versions.onChange('match_interactions_version', () => cache.clear())

  /** The company as the scorers read it, and a version that changes with any edit of it; another tenant's company is a 404. */
  async function profile (tenantId: string, companyId: string): Promise<{ company: CompanyProfile; version: string }> {
    const { company, carbon } = await companies.withCarbonProfile(tenantId, companyId)
    return {
      company: {
        ...company,
        nace_descriptions: company.nace_codes.map((c) => reference.naceCode(c)?.description).filter((d): d is string => Boolean(d)),
        carbon,
      },
      version: `${company.updated_at.getTime()}:${carbon?.updated_at.getTime() ?? '-'}`,
    }
  }

  async function scored ({ company, version }: { company: CompanyProfile; version: string }, matchWeights: MatchWeights): Promise<ScoredMatch<StoredGrant>[]> {
    const preview = matchWeights === PREVIEW
    const key = `${company.id}:${preview ? 'rule' : 'all'}`
    // One read for both (versions.ts reads every key it watches at once), at most once a second.
    await Promise.all([versions.current('grants_version'), versions.current('match_interactions_version')])
    const compute = async () => {
      const now = clock.now()
      const candidates = await repo.candidates(company, now)
      const interactions = await matches.interactions(candidates.map((g) => g.id), company.id)
      const request = { company, candidates, now, weights: matchWeights, semantic, interactions, conceptsOnly: preview }
      return { version, matches: scoreCandidates(request) }
    }
    const cached = await cache.get(key, compute)
    if (cached.version === version) return cached.matches
    cache.delete(key)   // the company was edited since: score the new version
    return (await cache.get(key, compute)).matches
  }

  const present = (matches: ScoredMatch<StoredGrant>[]) => {
    const shown = grants.present(matches.map((m) => m.grant))
    return matches.map((m, i) => ({ ...m, grant: shown[i]! }))
  }

  return {
    /** Every eligible grant scored for the company, best first (persisted by matches.service). */
    score: async (tenantId: string, companyId: string) => scored(await profile(tenantId, companyId), weights),

    /**
     * One grant scored for the company, for a bookmark of a grant it has no match for (decisions.md:
     * save and dismiss create the match). Scored among the company's candidates, since the text
     * similarity is relative to them; a grant a hard rule excludes gets score 0 and that rule as its
     * reason. Undefined when there is no such grant; another tenant's company is a 404.
     */
    async scoreGrant (tenantId: string, companyId: string, grantId: string): Promise<ScoredMatch<StoredGrant> | undefined> {
      const company = await profile(tenantId, companyId)
      const candidates = await scored(company, weights)
      const known = candidates.find((m) => m.grant.id === grantId)
      if (known) return known
      const grant = await repo.grant(grantId)
      if (!grant) return undefined
      const now = clock.now()
      const excluded = ruleScore(company.company, grant, now).excluded
      if (excluded) return excludedMatch(grant, excluded, weights)
      const interactions = await matches.interactions([...candidates.map((m) => m.grant.id), grant.id], companyId)
      const all = scoreCandidates({ company: company.company, candidates: [...candidates.map((m) => m.grant), grant], now, weights, semantic, interactions })
      return all.find((m) => m.grant.id === grantId)
    },

    /** Drops expired scores (on a timer). */
    sweepCache: () => cache.sweep(),

    /** After a save, dismissal or application: the collaborative votes changed, for every process. */
    interactionsChanged: async () => { await versions.bump('match_interactions_version') },

    present,

    /** GET /matches/{company_id}: every sub-score, best first, computed now and not stored. */
    async realtime (tenantId: string, companyId: string, q: RealtimeQuery) {
      const matches = (await scored(await profile(tenantId, companyId), weights)).filter((m) => m.score >= q.min_score)
      const offset = offsetOf(q)
      return { items: present(matches.slice(offset, offset + q.page_size)), total: matches.length, company_id: companyId }
    },

    /** GET /grants/matching/{company_id}: the rule-based preview (rules and concepts, PREVIEW above). */
    async preview (tenantId: string, companyId: string, q: PreviewQuery) {
      const matches = await scored(await profile(tenantId, companyId), PREVIEW)
      const offset = offsetOf(q)
      return page(present(matches.slice(offset, offset + q.page_size)), matches.length, q)
    },
  }
}
export type MatchingService = ReturnType<typeof createMatchingService>
