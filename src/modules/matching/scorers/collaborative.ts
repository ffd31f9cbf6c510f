// Collaborative score: what other companies did with this grant, counted in proportion to how much
// they resemble ours. The caller passes the interactions of OTHER companies with ONE grant
// (Interaction carries no company id, so our own saves cannot be told apart here).
import type { CompanySize } from '../../grants/grants.tables.js'
import type { CompanyProfile, Interaction, SubScore } from '../scoring.js'
import { reason, type Reason } from '../reasons.js'

// Evidence each interaction kind carries, signed: applying costs a company days of work, so it is
// the strongest vote; a save is a cheap bookmark; a dismissal is a cheap "not for us".
export const KIND_STRENGTH: Record<Interaction['kind'], number> = { applied: 1, saved: 0.5, dismissed: -0.5 }

// Similarity = NACE 0.5 + country 0.3 + size 0.2: what a company does decides which calls fit it
// most; the country decides the national programmes it sees (candidates are already limited to
// ours); size matters least (most calls are open to all SMEs).
export const SIMILARITY_WEIGHTS = { nace: 0.5, country: 0.3, size: 0.2 } as const
// Weight of one interaction = BASE + (1 - BASE) × similarity: an unrelated company's vote is still
// a little evidence that the grant is worth a look, but only a tenth of a look-alike's.
const BASE = 0.1
// Bayesian average with a prior of 0.5 worth PRIOR pseudo-votes: score = (P + PRIOR/2) / (P + N + PRIOR)
// with P and N the weighted positive and negative evidence. One save from a dissimilar company
// (P = 0.05) moves 0.5 to 0.508; one application from a look-alike to 0.625; many concordant
// votes approach 0 or 1 without reaching them.
const PRIOR = 3
// An interacting company counts as "similar" in reasons from this similarity (e.g. same division,
// or same group in another country).
const SIMILAR = 0.5

const SIZE_RANK: Record<CompanySize, number> = { micro: 0, small: 1, medium: 2, large: 3 }

type Peer = Pick<CompanyProfile, 'country' | 'company_size' | 'nace_paths'>

/** NACE level of a code: section (letter) 1, division 2, group 3, class 4 (digits counted). */
export function naceLevel (code: string): number {
  let digits = 0
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i)
    if (c >= 48 && c <= 57) digits++
  }
  return digits === 0 ? 1 : Math.min(digits, 4)
}

/** Share of the most specific NACE level both companies reach: same class 1, group 0.75,
 *  division 0.5, section 0.25, nothing in common (or no codes) 0. Paths hold every ancestor. */
export function naceOverlap (ours: string[], theirs: string[]): number {
  let level = 0
  for (const code of ours) {
    const l = naceLevel(code)
    if (l > level && theirs.includes(code)) level = l
  }
  return level / 4
}

/** 0..1: how much a company resembles ours. Adjacent sizes (small/medium) count half. */
export function similarity (ours: Peer, theirs: Peer): number {
  const country = ours.country === theirs.country ? 1 : 0
  const gap = Math.abs(SIZE_RANK[ours.company_size] - SIZE_RANK[theirs.company_size])
  const size = gap === 0 ? 1 : gap === 1 ? 0.5 : 0
  return SIMILARITY_WEIGHTS.nace * naceOverlap(ours.nace_paths, theirs.nace_paths) +
    SIMILARITY_WEIGHTS.country * country + SIMILARITY_WEIGHTS.size * size
}

export function collaborativeScore (company: CompanyProfile, interactions: Interaction[]): SubScore {
  if (interactions.length === 0) return { score: 0.5, reasons: [] }   // cold start: no opinion
  let positive = 0
  let negative = 0
  let similarSaves = 0
  let similarApplications = 0
  for (const { company: peer, kind } of interactions) {
    const sim = similarity(company, peer)
    const evidence = (BASE + (1 - BASE) * sim) * KIND_STRENGTH[kind]
    if (evidence > 0) positive += evidence
    else negative -= evidence
    if (sim >= SIMILAR && kind === 'saved') similarSaves++
    if (sim >= SIMILAR && kind === 'applied') similarApplications++
  }
  const score = Math.min(1, Math.max(0, (positive + PRIOR / 2) / (positive + negative + PRIOR)))
  // Reasons justify a score above neutral only: "dismissed by others" is no reason to show a grant.
  const reasons: Reason[] = []
  if (score > 0.5) {
    if (similarApplications > 0) reasons.push(reason('similar_applied', { count: similarApplications }))
    if (similarSaves > 0) reasons.push(reason('similar_saved', { count: similarSaves }))
  }
  return { score, reasons }
}
