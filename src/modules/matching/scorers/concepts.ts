import { lexicon, type Concept, type ConceptKind } from '../../reference/concepts.js'
import type { CompanyProfile, MatchGrant, SubScore } from '../scoring.js'
import { reason } from '../reasons.js'

// Concept overlap: what the company says it does and plans, read through the lexicon (any of its
// languages, homonyms guarded: a horticultural "greenhouse" is no greenhouse gas), against the
// concepts stored with the grant. Words shared by accident do not count, and a German description
// meets an English call. The company's own words weigh more than its NACE activity descriptions,
// which may never outweigh them. Pure.

// Kinds that say what something is about; applicant types, roles, countries and programmes are
// eligibility (eligibility-check.ts), not subject.
const SUBJECT_KINDS = new Set<ConceptKind>(['technology', 'topic', 'sector', 'action'])
const WEIGHTS = { keyword: 2, description: 1.5, nace: 0.5 } as const
// A grant about a broader concept than the company named (its "heat pump" in a call on
// "renewable heating") is a partial match; a narrower one counts fully.
const BROADER_CREDIT = 0.5
// Coverage saturates: a grant covering 40% of a company's concepts scores 1 (a third of a long list
// is already a strong topical match). A grant naming none of them, only broader ones, never
// saturates: it scores at most what one covering a tenth of them does. Otherwise a one-line
// profile's single concept ("Dental practice": health care) made every health call a perfect
// match. Chosen on the advisor set's tune half (no cap 0.563, 0.5: 0.565, 0.25: 0.571, 0.125: 0.567).
const SATURATION = 2.5
const BROADER_ONLY_MAX = 0.1 * SATURATION
const REASON_MIN = 0.2

export interface CompanyConcepts {
  weights: Map<string, number>
  labels: Map<string, string>
  total: number
}

// A request reads one company twice (its candidates, then its scores): one reading per profile object.
const readings = new WeakMap<object, CompanyConcepts>()

export function companyConcepts(
  company: Pick<CompanyProfile, 'keywords' | 'description' | 'nace_codes' | 'nace_descriptions'>,
): CompanyConcepts {
  let concepts = readings.get(company)
  if (!concepts) readings.set(company, (concepts = readConcepts(company)))
  return concepts
}

function readConcepts(
  company: Pick<CompanyProfile, 'keywords' | 'description' | 'nace_codes' | 'nace_descriptions'>,
): CompanyConcepts {
  const lex = lexicon()
  const weights = new Map<string, number>()
  const labels = new Map<string, string>()
  // The company's own words are typed as a query is ("cut our energy use"); NACE's are not.
  const read = (text: string, weight: number, typed = true) => {
    for (const hit of lex.find(text, { typed })) {
      if (!SUBJECT_KINDS.has(hit.kind)) continue
      weights.set(hit.id, Math.max(weights.get(hit.id) ?? 0, weight))
      if (!labels.has(hit.id)) labels.set(hit.id, hit.text)
    }
  }
  for (const k of company.keywords) read(k, WEIGHTS.keyword)
  read(company.description ?? '', WEIGHTS.description)
  for (const d of company.nace_descriptions) read(d, WEIGHTS.nace, false)
  // The sector its NACE code is, however formally the code's description puts it ("Beverage
  // serving activities" names no pub).
  for (const id of lex.ofNace(company.nace_codes)) {
    weights.set(id, Math.max(weights.get(id) ?? 0, WEIGHTS.nace))
    if (!labels.has(id)) labels.set(id, lex.concepts.get(id)!.terms.en?.[0] ?? id)
  }
  return { weights, labels, total: [...weights.values()].reduce((a, b) => a + b, 0) }
}

/**
 * The concepts a grant may name to be worth scoring for the company: its own and every narrower
 * one, and the group its trade belongs to — a call for craft businesses is a joinery's call, one
 * for hospitality a restaurant's (a sector's broader sector that is not itself a top-level one:
 * "manufacturing" would bring every factory's calls).
 */
export function candidateConcepts(
  company: Pick<CompanyProfile, 'keywords' | 'description' | 'nace_codes' | 'nace_descriptions'>,
): string[] {
  const lex = lexicon()
  const own = [...companyConcepts(company).weights.keys()]
  const groups = own.flatMap((id) => {
    const concept = lex.concepts.get(id)
    return concept?.kind === 'sector' ? concept.broader.filter((b) => isSectorGroup(lex.concepts.get(b))) : []
  })
  return [...new Set([...own.flatMap((id) => lex.narrower(id)), ...groups])]
}

const isSectorGroup = (c: Concept | undefined) => c?.kind === 'sector' && c.broader.length > 0

/** How much of the company's concepts the grant covers, 0..1, and the concepts shared. */
export function conceptScore(mine: CompanyConcepts, grant: Pick<MatchGrant, 'concepts'>): SubScore {
  if (mine.total === 0 || !grant.concepts?.length) return { score: 0, reasons: [] }
  const lex = lexicon()
  const theirs = new Set(grant.concepts)
  let covered = 0
  const shared: string[] = []
  for (const [id, weight] of mine.weights) {
    if (lex.narrower(id).some((c) => theirs.has(c))) {
      covered += weight
      shared.push(id)
    } else if (lex.broader(id).some((c) => c !== id && theirs.has(c))) covered += weight * BROADER_CREDIT
  }
  const saturated = Math.min(1, (covered / mine.total) * SATURATION)
  const score = shared.length ? saturated : Math.min(saturated, BROADER_ONLY_MAX)
  const reasons =
    score >= REASON_MIN && shared.length
      ? [
          reason('about', { concepts: shared.slice(0, 3).map((id) => mine.labels.get(id) ?? id) }),
        ]
      : []
  return { score, reasons }
}

/**
 * The English names of the concepts the company's own words name (not its NACE descriptions): a
 * Spanish "desalación" lets the text scorer find calls on "desalination".
 */
export function conceptNames(mine: CompanyConcepts): string[] {
  const lex = lexicon()
  return [...mine.weights].filter(([, weight]) => weight > WEIGHTS.nace)
    .flatMap(([id]) => lex.concepts.get(id)?.terms.en?.slice(0, 1) ?? [])
}
