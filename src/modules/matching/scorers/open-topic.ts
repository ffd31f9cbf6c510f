import { foldText } from '../../../core/fold-text.js'
import { OPEN_TOPIC } from '../../grants/call-eligibility.js'
import type { MatchGrant, SubScore } from '../scoring.js'
import { reason } from '../reasons.js'

// Calls open to any topic: the EIC Accelerator Open ("open to innovations from any field"),
// Innovate UK Smart ("proposals can come from any technology or sector"). Such a call has no
// subject a company's words could match, so a low text similarity is no evidence against it — yet
// it is the first call an advisor names for many companies. Their semantic score is therefore at
// least OPEN_TOPIC_FLOOR, with the reason. Applied to whatever SemanticScorer is plugged in: it is a
// property of the grant, not of how text is compared.
//
// The floor, 0.3, is about what a company's tenth-best text match scores (the median over the
// relevance set's profiles: 0.31), so an open call competes with its top ten on the other
// sub-scores. Chosen on the relevance set's tune half (0.15-0.35 tried; 0.3-0.35 best) and checked on
// its held-out half (docs/matching.md, "Calls open to any topic").
export const OPEN_TOPIC_FLOOR = 0.3
// For a company that develops technology, an open call is as much about its subject as a call
// naming it: it competes on eligibility, not on shared words. Chosen on the advisor set's tune half
// (0.3: 0.563, 0.45: 0.573, 0.6: 0.578, 0.75: 0.580, 0.9: 0.570).
export const OPEN_TOPIC_FLOOR_DEVELOPERS = 0.75
export const OPEN_TOPIC_REASON = reason('open_topic')

// A stored grant's eligibility says it ("any sector": grants/call-eligibility.ts, read on every
// write from the call's words, OPEN_TOPIC). A grant whose eligibility has not been read yet (built
// in process, or stored before the rules that read it) is read from the same words here.
export function isOpenTopic (grant: Pick<MatchGrant, 'title' | 'summary' | 'description' | 'eligibility'>): boolean {
  if (grant.eligibility) return grant.eligibility.target_sectors.any_sector
  return [grant.title, grant.summary, grant.description].some((text) => OPEN_TOPIC.test(foldText(text)))
}

/** A grant's semantic sub-score with the floor for calls open to any topic. */
export function withOpenTopic (grant: MatchGrant, semantic: SubScore, developsTechnology = false): SubScore {
  if (!isOpenTopic(grant)) return semantic
  const floor = developsTechnology ? OPEN_TOPIC_FLOOR_DEVELOPERS : OPEN_TOPIC_FLOOR
  return { score: Math.max(semantic.score, floor), reasons: [...semantic.reasons, OPEN_TOPIC_REASON] }
}
