import type { CompanyProfile, Interaction, MatchGrant, SubScore } from './scoring.js'
import { carbonScore } from './scorers/carbon.js'
import { collaborativeScore } from './scorers/collaborative.js'
import { withOpenTopic } from './scorers/open-topic.js'
import { recencyScore } from './scorers/recency.js'
import { ruleScore } from './scorers/rule.js'
import type { SemanticScorer } from './scorers/semantic.js'

// Combines the five sub-scores of one company and a set of candidate grants (pure): the weighted
// total, the reasons a person reads, and the breakdown behind them. A hard rule mismatch keeps a
// grant out entirely. Weights come from the settings (MATCH_WEIGHTS) and are normalised to sum 1.

export const SUB_SCORES = ['rule', 'semantic', 'recency', 'collaborative', 'carbon'] as const
export type SubScoreName = typeof SUB_SCORES[number]
export type MatchWeights = Record<SubScoreName, number>

export interface ScoredMatch<G extends MatchGrant = MatchGrant> {
  grant: G
  score: number
  rule_score: number
  semantic_score: number
  recency_score: number
  collaborative_score: number
  carbon_score: number
  match_reasons: string[]
  score_breakdown: Record<SubScoreName, { weight: number; value: number; reasons: string[] }>
}

export interface MatchRequest<G extends MatchGrant> {
  company: CompanyProfile
  candidates: G[]
  now: Date
  weights: MatchWeights
  semantic: SemanticScorer
  /** Other companies' saves, dismissals and applications, per grant id. */
  interactions: Map<string, Interaction[]>
}

const MAX_REASONS = 6
const round = (n: number) => Math.round(n * 10_000) / 10_000

/** Weights as fractions of their sum (all zero: equal weights). Defaults: core/config.ts. */
export function normaliseWeights (weights: MatchWeights): MatchWeights {
  const sum = SUB_SCORES.reduce((s, k) => s + Math.max(0, weights[k]), 0)
  if (sum <= 0) return Object.fromEntries(SUB_SCORES.map((k) => [k, 1 / SUB_SCORES.length])) as MatchWeights
  return Object.fromEntries(SUB_SCORES.map((k) => [k, Math.max(0, weights[k]) / sum])) as MatchWeights
}

/**
 * A grant the company bookmarked although a hard rule keeps it out of its results (closed, or not
 * open to its country or size): stored with every sub-score 0 and the rule that excludes it as
 * the reason, so the saved list says why it will not fit.
 */
export function excludedMatch<G extends MatchGrant> (grant: G, excluded: string, weights: MatchWeights): ScoredMatch<G> {
  const w = normaliseWeights(weights)
  return {
    grant, score: 0, rule_score: 0, semantic_score: 0, recency_score: 0, collaborative_score: 0, carbon_score: 0,
    match_reasons: [excluded],
    score_breakdown: Object.fromEntries(SUB_SCORES.map((k) => [k, { weight: round(w[k]), value: 0, reasons: k === 'rule' ? [excluded] : [] }])) as ScoredMatch['score_breakdown'],
  }
}

/** Every candidate that is not excluded, scored, best first (ties: the sooner deadline, then id). */
export function scoreCandidates<G extends MatchGrant> ({ company, candidates, now, weights, semantic, interactions }: MatchRequest<G>): ScoredMatch<G>[] {
  const w = normaliseWeights(weights)
  const eligible = candidates.map((grant) => ({ grant, rule: ruleScore(company, grant, now) })).filter((c) => c.rule.excluded === null)
  const similarity = semantic.prepare(company, eligible.map((c) => c.grant))
  const scored = eligible.map(({ grant, rule }) => {
    const parts: Record<SubScoreName, SubScore> = {
      rule,
      semantic: withOpenTopic(grant, similarity(grant)),
      recency: recencyScore(grant, now),
      collaborative: collaborativeScore(company, interactions.get(grant.id) ?? []),
      carbon: carbonScore(company, grant),
    }
    const score = SUB_SCORES.reduce((s, k) => s + w[k] * parts[k].score, 0)
    // Reasons of the sub-scores that weigh most in this grant's total come first.
    const byContribution = [...SUB_SCORES].sort((a, b) => w[b] * parts[b].score - w[a] * parts[a].score)
    return {
      grant,
      score: round(score),
      rule_score: round(parts.rule.score),
      semantic_score: round(parts.semantic.score),
      recency_score: round(parts.recency.score),
      collaborative_score: round(parts.collaborative.score),
      carbon_score: round(parts.carbon.score),
      match_reasons: [...new Set(byContribution.flatMap((k) => parts[k].reasons))].slice(0, MAX_REASONS),
      score_breakdown: Object.fromEntries(SUB_SCORES.map((k) => [k, { weight: round(w[k]), value: round(parts[k].score), reasons: parts[k].reasons }])) as ScoredMatch['score_breakdown'],
    }
  })
  const deadline = (g: MatchGrant) => g.deadline?.getTime() ?? Number.POSITIVE_INFINITY
  return scored.sort((a, b) => b.score - a.score || deadline(a.grant) - deadline(b.grant) || a.grant.id.localeCompare(b.grant.id))
}
