import { Type, type Static } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import { PageQuery } from '../../core/http/pagination.js'
import { CRITERIA, CRITERION_STATUSES } from './eligibility-check.js'
import { REASON_CODES } from './reasons.js'

/** "Assigned to me" (`me`, the caller) or to the member with this id; also the applications' filter. */
export const AssignedToFilter = Type.String({
  pattern: '^(me|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$',
  description: 'me (the caller) or a member\'s user id',
})
/** PATCH …/assignee of a match or an application: a member of the workspace, or null to unassign. */
export const AssigneeBody = Type.Object({
  user_id: Nullable(Type.String({ format: 'uuid', description: 'A member of the workspace (else 422), or null to unassign' })),
}, { additionalProperties: false })
export type AssigneeBody = Static<typeof AssigneeBody>

const Score = (description: string) => Type.Number({ minimum: 0, maximum: 1, description })
export const MatchReason = Type.Object({
  code: StringEnum(REASON_CODES),
  params: Type.Record(Type.String(), Type.Unknown(), { description:
    'Values, not words, where a client can name them: ISO country codes, company sizes, carbon category, scope ' +
    'and taxonomy objective codes, amount with currency, days; the company\'s own words and NACE codes as they are' }),
}, { $id: 'MatchReason', description: 'A reason as a code with parameters, for a client to render in its reader\'s language' })
const ReasonCodes = Type.Array(Type.Ref('MatchReason'), { description:
  'The same reasons as codes with parameters, in the same order (the web app renders them in English or German)' })
const Part = Type.Object({
  weight: Type.Number(), value: Type.Number(), reasons: Type.Array(Type.String()), reason_codes: ReasonCodes,
})
export const EligibilityCriterion = Type.Object({
  criterion: StringEnum(CRITERIA),
  status: StringEnum(CRITERION_STATUSES, { description:
    'met, not_met, unknown (the call or the company does not say), warning (possible, ' +
    'with a condition: a consortium to join)' }),
  call: Nullable(Type.String({ description: "What the call says: its own words, or the rule that read them" })),
  company: Nullable(Type.String({ description: "The company's value compared" })),
}, { $id: 'EligibilityCriterion' })
const Checklist = Type.Array(Type.Ref('EligibilityCriterion'), {
  description:
    "The company's eligibility checklist for the call: applicant type, size, country, " +
    "region (regional programmes), sector, developer or adopter, consortium",
})

export const MatchResult = Type.Object({
  grant: Type.Ref('Grant'),
  score: Score('Weighted total of the five sub-scores'),
  rule_score: Score('Eligibility: country, size, NACE (hierarchical), status and time left, funding vs company size'),
  semantic_score: Score("Text similarity of the company's description, keywords and NACE activities to the grant"),
  recency_score: Score('Newly published and comfortably before the deadline'),
  collaborative_score: Score("Saves, dismissals and applications of similar companies (0.5 without any)"),
  carbon_score: Score("Fit of the company's carbon profile with the grant's carbon fields"),
  match_reasons: Type.Array(Type.String(), { description: 'Short sentences naming the evidence, most weighty first' }),
  match_reason_codes: ReasonCodes,
  score_breakdown: Type.Object({ rule: Part, semantic: Part, recency: Part, collaborative: Part, carbon: Part }, { description:
    'Extra: each sub-score with its weight, value and reasons' }),
  eligibility: Checklist,
}, { $id: 'MatchResult' })

export const RealtimeMatchList = Type.Object({
  items: Type.Array(Type.Ref('MatchResult')), total: Type.Integer(), company_id: Uuid,
}, { $id: 'RealtimeMatchList' })

export const MatchPreviewList = Type.Object({
  items: Type.Array(Type.Ref('MatchResult')), total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer(), pages: Type.Integer(),
}, { $id: 'MatchPreviewList' })

export const CompanyParams = Type.Object({ company_id: Uuid })
export const RealtimeQuery = Type.Object({ ...PageQuery, min_score: Type.Number({ minimum: 0, maximum: 1, default: 0 }) })
export type RealtimeQuery = Static<typeof RealtimeQuery>
export const PreviewQuery = Type.Object(PageQuery)
export type PreviewQuery = Static<typeof PreviewQuery>

const scores = {
  score: Score('Weighted total of the five sub-scores'), rule_score: Score('Eligibility'), semantic_score: Score('Text similarity'),
  recency_score: Score('Recency'), collaborative_score: Score('Similar companies'), carbon_score: Score('Carbon fit'),
}

const matchFields = {
  id: Uuid, company_id: Uuid, grant_id: Uuid, ...scores,
  match_reasons: Type.Array(Type.String()),
  match_reason_codes: ReasonCodes,
  score_breakdown: Type.Object({ rule: Part, semantic: Part, recency: Part, collaborative: Part, carbon: Part }),
  eligibility: Checklist,
  is_viewed: Type.Boolean(), is_saved: Type.Boolean(), is_dismissed: Type.Boolean(),
  assigned_to: Nullable(Type.String({ format: 'uuid', description: 'The member working on it (kept through recalculation), or null' })),
  created_at: IsoDate, updated_at: IsoDate,
}
export const Match = Type.Object({ ...matchFields, grant: Type.Ref('Grant') }, { $id: 'Match' })
/** A match without its grant: the lists serialise the grant once per version (core/http/spliced-list.ts). */
export const MatchOwnFields = Type.Object(matchFields)

export const MatchList = Type.Object({
  items: Type.Array(Type.Ref('Match')), total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer(),
}, { $id: 'MatchList' })

export const MatchListQuery = Type.Object({
  ...PageQuery,
  company_id: Type.Optional(Uuid),
  grant_id: Type.Optional(Type.String({ format: 'uuid', description:
    'One grant: with company_id, that pair\'s match (what a grant page shows)' })),
  status: Type.Optional(StringEnum(['saved', 'dismissed', 'active'] as const, { description: 'active = not dismissed' })),
  min_score: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  assigned_to: Type.Optional(AssignedToFilter),
})
export type MatchListQuery = Static<typeof MatchListQuery>
export const SavedQuery = Type.Object(PageQuery)

export const CalculateBody = Type.Object({ company_id: Uuid })
export const CalculateResult = Type.Object({
  task_id: Uuid, status: StringEnum(['completed'] as const, { description: 'Calculation runs synchronously today' }),
  company_id: Uuid, total_matches: Type.Integer(), new_matches: Type.Integer(), updated_matches: Type.Integer(),
}, { $id: 'MatchCalculation' })

export const RefreshQuery = Type.Object({
  save_results: Type.Boolean({ default: true }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
})
export const RefreshResult = Type.Object({
  company_id: Uuid, saved: Type.Boolean({ description:
    'Whether the results were stored' }), total: Type.Integer(), new_matches: Type.Integer(),
  items: Type.Array(Type.Ref('MatchResult'), { description: 'The best `limit` matches' }),
}, { $id: 'MatchRefresh' })

export const MatchStats = Type.Object({
  company_id: Nullable(Uuid), total_matches: Type.Integer(), saved: Type.Integer(), dismissed: Type.Integer(), viewed: Type.Integer(),
  active: Type.Integer({ description:
    'Not dismissed' }), high_score_matches: Type.Integer({ description: 'Score ≥ 0.7' }), average_score: Nullable(Type.Number()),
}, { $id: 'MatchStats' })
export const StatsQuery = Type.Object({ company_id: Type.Optional(Uuid) })

export const MatchParams = Type.Object({ match_id: Uuid })
export const CompanyGrantParams = Type.Object({ company_id: Uuid, grant_id: Uuid })
export const ActionBody = Type.Object({ action: Type.String({ description: 'save, dismiss or restore (anything else: 400)' }) })
export const SavedToggle = Type.Object({ saved: Type.Boolean({ default: true }) })
export const DismissedToggle = Type.Object({ dismissed: Type.Boolean({ default: true }) })

export const matchingSchemas = [
  EligibilityCriterion, MatchReason, MatchResult, RealtimeMatchList, MatchPreviewList, Match, MatchList, CalculateResult, RefreshResult,
  MatchStats,
]
