import { checkEligibility, gate, type Criterion } from './eligibility-check.js'
import type { CompanyProfile, Interaction, MatchGrant, SubScore } from './scoring.js'
import { carbonScore } from './scorers/carbon.js'
import { companyConcepts, conceptNames, conceptScore } from './scorers/concepts.js'
import { collaborativeScore } from './scorers/collaborative.js'
import { withOpenTopic } from './scorers/open-topic.js'
import { recencyScore } from './scorers/recency.js'
import { ruleScore } from './scorers/rule.js'
import type { SemanticScorer } from './scorers/semantic.js'
import { distinctReasons, reasonText, type Reason } from './reasons.js'

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
  /** The English sentences (the spec's field) and the same reasons as codes with parameters. */
  match_reasons: string[]
  match_reason_codes: Reason[]
  score_breakdown: Record<SubScoreName, BreakdownPart>
  /** The company's eligibility checklist for the call (eligibility-check.ts). */
  eligibility: Criterion[]
}

export interface BreakdownPart { weight: number; value: number; reasons: string[]; reason_codes: Reason[] }

const part = (weight: number, value: number, reasons: Reason[]): BreakdownPart =>
  ({ weight: round(weight), value: round(value), reasons: reasons.map(reasonText), reason_codes: reasons })

export interface MatchRequest<G extends MatchGrant> {
  company: CompanyProfile
  candidates: G[]
  now: Date
  weights: MatchWeights
  semantic: SemanticScorer
  /** Other companies' saves, dismissals and applications, per grant id. */
  interactions: Map<string, Interaction[]>
  /** The rule-based preview: the semantic sub-score is the concept overlap alone (no text scorer). */
  conceptsOnly?: boolean
}

const MAX_REASONS = 6
// The semantic sub-score blends the text scorer with concept overlap (scorers/concepts.ts): the
// text scorer finds words the lexicon lacks, concepts keep words shared by accident out and
// carry other languages. Chosen on the advisor set's tune half (docs/matching.md).
export const CONCEPT_SHARE = 0.25

function blend (text: SubScore, concepts: SubScore): SubScore {
  return { score: (1 - CONCEPT_SHARE) * text.score + CONCEPT_SHARE * concepts.score, reasons: [...concepts.reasons, ...text.reasons] }
}
const round = (n: number) => Math.round(n * 10_000) / 10_000
const breakdown = (of: (k: SubScoreName) => BreakdownPart) =>
  Object.fromEntries(SUB_SCORES.map((k) => [k, of(k)])) as ScoredMatch['score_breakdown']

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
export function excludedMatch<G extends MatchGrant> (
  grant: G, excluded: Reason, weights: MatchWeights, eligibility: Criterion[] = [],
): ScoredMatch<G> {
  const w = normaliseWeights(weights)
  return {
    grant, score: 0, eligibility, rule_score: 0, semantic_score: 0, recency_score: 0, collaborative_score: 0, carbon_score: 0,
    match_reasons: [reasonText(excluded)],
    match_reason_codes: [excluded],
    score_breakdown: breakdown((k) => part(w[k], 0, k === 'rule' ? [excluded] : [])),
  }
}

// A profile of one short line and no keywords ("Tischlerei mit 5 Mitarbeitern") gives text
// statistics nothing to go on but its NACE descriptions: which calls share their generic words is
// noise. Its subject is then the lexicon's concepts alone, as in the rule-based preview; sector,
// country, size and carbon profile rank the rest (advisor set, tune: sparse 0.373 → 0.410).
const SPARSE_TEXT = 60
/** A sparse profile: no keywords and a description shorter than SPARSE_TEXT (the evaluation's "sparse" slice too). */
export const saysLittle = (company: { keywords?: string[] | null; description?: string | null }) =>
  !company.keywords?.length && (company.description ?? '').length < SPARSE_TEXT

/** Every candidate that is not excluded, scored, best first (ties: the sooner deadline, then id). */
export function scoreCandidates<G extends MatchGrant> (
  { company, candidates, now, weights, semantic, interactions, conceptsOnly = false }: MatchRequest<G>,
): ScoredMatch<G>[] {
  const w = normaliseWeights(weights)
  const eligible = candidates.map((grant) => ({ grant, rule: ruleScore(company, grant, now) })).filter((c) => c.rule.excluded === null)
  const mine = companyConcepts(company)
  const similarity = conceptsOnly || saysLittle(company)
    ? null
    : semantic.prepare({ ...company, concept_names: conceptNames(mine) }, eligible.map((c) => c.grant))
  const scored = eligible.flatMap(({ grant, rule }) => {
    const parts: Record<SubScoreName, SubScore> = {
      rule,
      semantic: withOpenTopic(
        grant,
        similarity ? blend(similarity(grant), conceptScore(mine, grant)) : conceptScore(mine, grant),
        company.develops_technology === true,
      ),
      recency: recencyScore(grant, now),
      collaborative: collaborativeScore(company, interactions.get(grant.id) ?? []),
      carbon: carbonScore(company, grant),
    }
    // A call the company cannot apply for sinks out of the top (the checklist says why).
    const eligibility = checkEligibility(company, { ...grant, eligibility: grant.eligibility ?? null }, now)
    const gated = gate(eligibility, grant.eligibility ?? null)
    const score = Math.max(0, SUB_SCORES.reduce((s, k) => s + w[k] * parts[k].score, 0) * gated.factor - gated.penalty)
    // Reasons of the sub-scores that weigh most in this grant's total come first.
    const byContribution = [...SUB_SCORES].sort((a, b) => w[b] * parts[b].score - w[a] * parts[a].score)
    const reasons = [...gated.reasons.filter(() => gated.factor < 1), ...byContribution.flatMap((k) => parts[k].reasons), ...gated.reasons]
    const distinct = distinctReasons(reasons)
    return [{
      grant,
      eligibility,
      score: round(score),
      rule_score: round(parts.rule.score),
      semantic_score: round(parts.semantic.score),
      recency_score: round(parts.recency.score),
      collaborative_score: round(parts.collaborative.score),
      carbon_score: round(parts.carbon.score),
      match_reasons: distinct.texts.slice(0, MAX_REASONS),
      match_reason_codes: distinct.codes.slice(0, MAX_REASONS),
      score_breakdown: breakdown((k) => part(w[k], parts[k].score, parts[k].reasons)),
    }]
  })
  const deadline = (g: MatchGrant) => g.deadline?.getTime() ?? Number.POSITIVE_INFINITY
  return scored.sort((a, b) => b.score - a.score || deadline(a.grant) - deadline(b.grant) || a.grant.id.localeCompare(b.grant.id))
}
