import { Type, type Static } from 'typebox'
import { Uuid } from '../../core/http/common.schema.js'
import { PageQuery } from '../../core/http/pagination.js'

const Score = (description: string) => Type.Number({ minimum: 0, maximum: 1, description })
const Part = Type.Object({ weight: Type.Number(), value: Type.Number(), reasons: Type.Array(Type.String()) })

export const MatchResult = Type.Object({
  grant: Type.Ref('Grant'),
  score: Score('Weighted total of the five sub-scores'),
  rule_score: Score('Eligibility: country, size, NACE (hierarchical), status and time left, funding vs company size'),
  semantic_score: Score("Text similarity of the company's description, keywords and NACE activities to the grant"),
  recency_score: Score('Newly published and comfortably before the deadline'),
  collaborative_score: Score("Saves, dismissals and applications of similar companies (0.5 without any)"),
  carbon_score: Score("Fit of the company's carbon profile with the grant's carbon fields"),
  match_reasons: Type.Array(Type.String(), { description: 'Short sentences naming the evidence, most weighty first' }),
  score_breakdown: Type.Object({ rule: Part, semantic: Part, recency: Part, collaborative: Part, carbon: Part }, { description: 'Extra: each sub-score with its weight, value and reasons' }),
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

export const matchingSchemas = [MatchResult, RealtimeMatchList, MatchPreviewList]
