import { daysUntil, grantStatus, nextDeadline } from '../../grants/grants.status.js'
import type { CompanySize } from '../../grants/grants.tables.js'
import { loadReferenceData } from '../../reference/reference.data.js'
import type { CompanyProfile, MatchGrant, RuleScore } from '../scoring.js'
import { reason, type Reason } from '../reasons.js'

// Rule score: hard eligibility (a closed call, a country or company size the grant states and the
// company is not among, or a regional programme of another region than the one the company stated,
// removes the grant from the results) and soft eligibility, six parts
// in 0..1 combined by a weighted mean. Pure: the clock comes in as `now`, and the reference data
// (country names, NACE sections) is read once when the module loads, never per call.
//
// Weights (they sum to 1; docs/matching.md repeats this table):
//
//   part      weight  values
//   NACE      0.24    class 1.0, group 0.95, division 0.90, section 0.80 (the most specific code
//                     the two share); grant or company without codes 0.5; none fits 0.1
//   action    0.20    who applies: a consortium-only type of action (Horizon Europe research and
//                     innovation or innovation action) for a micro, small or medium company that
//                     does not develop technology 0.2;
//                     a call for technology developers (the EIC Accelerator, or explicit wording)
//                     for a company that said it adopts rather than develops technology 0.2;
//                     anything else, or not stated, 1.0
//   timing    0.16    active, next cut-off >= 14 days 1.0; 7-13 days 0.75; 0-6 days 0.4;
//                     rolling call (no cut-off ahead) 0.85; upcoming 0.8
//   funding   0.16    range fits 1.0; maximum above what the company can absorb 0.75; only a
//                     minimum, within reach 0.8; nothing stated 0.5; large company, maximum
//                     below EUR 100k 0.6; minimum above its reach 0.3, above twice its reach 0.1
//   country   0.12    stated and matching 1.0; not stated 0.6 (open to all as far as we know)
//   size      0.12    stated and matching 1.0; not stated 0.6
//
// NACE weighs most because sector is the eligibility signal that differs most between calls;
// country and size are often unstated, so they weigh least. A NACE mismatch costs ~0.1 against a
// neutral grant: a clear minus but not an exclusion, since sector tags in the sources are noisy.
// The action part was added after the relevance set showed advisors setting consortium research
// aside for SMEs, and calls for technology developers aside for companies that would only use the
// technology (docs/matching.md, "Who applies"); the other parts kept their proportions.

export const RULE_WEIGHTS = { nace: 0.24, action: 0.2, timing: 0.16, funding: 0.16, country: 0.12, size: 0.12 } as const

const STATED_MATCH = 1
const NOT_STATED = 0.6

const NACE_BY_LEVEL = { class: 1, group: 0.95, division: 0.9, section: 0.8 } as const
const NACE_NEUTRAL = 0.5
const NACE_MISMATCH = 0.1

const TIMING = { comfortable: 1, soon: 0.75, urgent: 0.4, rolling: 0.85, upcoming: 0.8 } as const
const COMFORTABLE_DAYS = 14
const SOON_DAYS = 7

const FUNDING = { fits: 1, aboveReach: 0.75, minOnly: 0.8, unknown: 0.5, smallTicket: 0.6, tooLarge: 0.3, farTooLarge: 0.1 } as const

// What a company can plausibly absorb as one grant. By size: micro up to EUR 2.5 M (the EIC
// Accelerator's grant ceiling, the largest usual single-SME grant), small 5 M, medium 15 M, large
// unbounded. A known revenue can only lower that ceiling, to twice the revenue but never below
// EUR 1 M, so pre-revenue start-ups are not ruled out of ordinary calls.
const SIZE_CAPACITY: Record<CompanySize, number> = { micro: 2_500_000, small: 5_000_000, medium: 15_000_000, large: Infinity }
const REVENUE_MULTIPLE = 2
const CAPACITY_FLOOR = 1_000_000
// Below this a grant barely matters to a large company (still eligible, just a weaker fit).
const LARGE_SMALL_TICKET = 100_000

type NaceLevel = keyof typeof NACE_BY_LEVEL

const reference = loadReferenceData()
const NACE_INFO = new Map(reference.nace.map((n) => [n.code, { section: n.section, level: n.level }]))
const LEVEL_DEPTH: Record<NaceLevel, number> = { section: 0, division: 1, group: 2, class: 3 }

/** Level from the code's shape, for codes the reference data does not know. */
function levelOf (code: string): NaceLevel {
  const known = NACE_INFO.get(code)
  if (known) return known.level
  if (/^[A-Z]$/.test(code)) return 'section'
  if (/^\d{2}$/.test(code)) return 'division'
  if (/^\d{2}\.\d$/.test(code)) return 'group'
  return 'class'
}

/** `C25.1`: the code with its section letter, as people quote NACE codes. */
export function formatNace (code: string): string {
  if (levelOf(code) === 'section') return code
  const section = NACE_INFO.get(code)?.section ?? NACE_INFO.get(code.slice(0, 2))?.section ?? ''
  return `${section}${code}`
}

/**
 * The most specific code the two share: a grant code among the company's paths (the grant is as
 * broad or broader) or a company code among the grant's paths (the company stated a broader
 * code). Null when none fits. Ties break by code so the result is deterministic.
 */
export function commonNace (company: Pick<CompanyProfile, 'nace_codes' | 'nace_paths'>, grant: Pick<MatchGrant, 'nace_codes' | 'nace_paths'>): string | null {
  const companyPaths = new Set(company.nace_paths)
  const grantPaths = new Set(grant.nace_paths)
  const common = [
    ...grant.nace_codes.filter((c) => companyPaths.has(c)),
    ...company.nace_codes.filter((c) => grantPaths.has(c)),
  ]
  common.sort((a, b) => LEVEL_DEPTH[levelOf(b)] - LEVEL_DEPTH[levelOf(a)] || a.localeCompare(b))
  return common[0] ?? null
}

function naceScore (company: CompanyProfile, grant: MatchGrant, reasons: Reason[]): number {
  if (grant.nace_codes.length === 0 || company.nace_codes.length === 0) return NACE_NEUTRAL
  const common = commonNace(company, grant)
  if (common) {
    reasons.push(reason('sector_match', { nace: formatNace(common) }))
    return NACE_BY_LEVEL[levelOf(common)]
  }
  const listed = grant.nace_codes.slice(0, 3).map(formatNace)
  reasons.push(reason('sector_other', { nace: listed, more: grant.nace_codes.length > 3 }))
  return NACE_MISMATCH
}

function timingScore (grant: MatchGrant, now: Date, reasons: Reason[]): number {
  if (grantStatus(grant, now) === 'upcoming') return TIMING.upcoming
  const next = nextDeadline(grant, now)
  const days = daysUntil(next, now)
  if (next === null || days === null) return TIMING.rolling
  if (days >= COMFORTABLE_DAYS) return TIMING.comfortable
  // Only the cautionary side is a reason here; the recency score names comfortable deadlines.
  const last = grant.deadline && next.getTime() === grant.deadline.getTime()
  reasons.push(reason(last ? 'deadline_soon' : 'cutoff_soon', { days }))
  return days >= SOON_DAYS ? TIMING.soon : TIMING.urgent
}

// Calls only technology developers (or makers) can use: a company that adopts existing technology
// has nothing to propose to them. The EIC Accelerator, which funds a company's own breakthrough
// innovation to market, by its type of action; other calls by explicit wording of who applies in
// their title or summary (where a call states its purpose; the long description is left out, as it
// would be scanned per candidate on every request) — narrow phrases only, since "developers" alone
// also means project developers.
const DEVELOPER_ACTIONS = /^HORIZON EIC Accelerator\b/i
const DEVELOPER_WORDING = /\b(?:technology developers|(?:start-ups|smes|companies) (?:developing|with breakthrough innovations)|developers of (?:ai|technolog\w*)|manufactur(?:e|ing)(?: capacity)? (?:of|for) components)\b/i

function developersOnly (grant: MatchGrant): Reason | null {
  if (grant.action_types.some((type) => DEVELOPER_ACTIONS.test(type))) return reason('developers_eic')
  const words = DEVELOPER_WORDING.exec(grant.title) ?? DEVELOPER_WORDING.exec(grant.summary)
  return words ? reason('developers_wording', { words: words[0] }) : null
}

// Horizon Europe research and innovation actions and innovation actions need at least three
// independent legal entities from three different Member States or associated countries (General
// Annexes, part B). An SME joins such a consortium as a partner at best, so an advisor sends it to
// calls it can apply to alone first. Coordination and support actions (one entity suffices), the
// EIC Accelerator, cascade open calls and national programmes are not consortium-only; a large
// company joins consortia as a matter of course, and so does one that develops technology (it is
// the partner such a project looks for: advisors graded these calls 2-3 for developers, 0-1 for
// companies that adopt technology; the advisor set's tune half 0.468 → 0.482).
const CONSORTIUM_ACTIONS: [RegExp, 'ria' | 'ia'][] = [
  [/^HORIZON Research and Innovation Actions?$/i, 'ria'],
  [/^HORIZON Innovation Actions?$/i, 'ia'],
]
export const ACTION = { alone: 1, consortiumOnly: 0.2, developersOnly: 0.2 } as const

function actionScore (company: CompanyProfile, grant: MatchGrant, reasons: Reason[]): number {
  const developers = company.develops_technology === false ? developersOnly(grant) : null
  if (developers) {
    reasons.push(developers)
    return ACTION.developersOnly
  }
  if (company.company_size === 'large' || company.develops_technology === true) return ACTION.alone
  for (const type of grant.action_types) {
    const consortium = CONSORTIUM_ACTIONS.find(([pattern]) => pattern.test(type))
    if (consortium) {
      reasons.push(reason('consortium', { action: consortium[1] }))
      return ACTION.consortiumOnly
    }
  }
  return ACTION.alone
}

export function fundingCapacity (company: Pick<CompanyProfile, 'company_size' | 'annual_revenue'>): number {
  const bySize = SIZE_CAPACITY[company.company_size]
  if (company.annual_revenue === null) return bySize
  return Math.min(bySize, Math.max(REVENUE_MULTIPLE * company.annual_revenue, CAPACITY_FLOOR))
}

// Amounts are compared in the grant's own currency: Innovate UK amounts in GBP are read as if
// they were EUR (no FX conversion; the two are close enough for a fit band this coarse).
function fundingScore (company: CompanyProfile, grant: MatchGrant, reasons: Reason[]): number {
  const { funding_amount_min: min, funding_amount_max: max, currency } = grant
  if (min === null && max === null) return FUNDING.unknown
  const capacity = fundingCapacity(company)
  if (min !== null && min > capacity) {
    reasons.push(reason('funding_min_high', { amount: min, currency }))
    return min > 2 * capacity ? FUNDING.farTooLarge : FUNDING.tooLarge
  }
  if (max === null) return FUNDING.minOnly
  // A larger maximum is no barrier (one can ask for less) but hints at projects beyond the company.
  if (max > capacity) return FUNDING.aboveReach
  if (company.company_size === 'large' && max < LARGE_SMALL_TICKET) return FUNDING.smallTicket
  reasons.push(reason('funding_fits', { amount: max, currency }))
  return FUNDING.fits
}

// NUTS codes nest by prefix (DEA ⊃ DEA2 ⊃ DEA23): a company in DEA2 is inside a programme area DEA,
// and one that gave only DEA may be inside an area DEA2, so neither is excluded.
const inArea = (region: string, areas: string[]) => areas.some((area) => region.startsWith(area) || area.startsWith(region))

export function ruleScore (company: CompanyProfile, grant: MatchGrant, now: Date): RuleScore {
  const country = company.country.toUpperCase()
  const countries = grant.countries.map((c) => c.toUpperCase())
  if (grantStatus(grant, now) === 'closed') {
    const date = grant.deadline?.toISOString().slice(0, 10) ?? null
    return { score: 0, reasons: [], excluded: reason('closed', { date }) }
  }
  if (countries.length > 0 && !countries.includes(country)) {
    return { score: 0, reasons: [], excluded: reason('not_country', { country }) }
  }
  if (grant.company_sizes.length > 0 && !grant.company_sizes.includes(company.company_size)) {
    return { score: 0, reasons: [], excluded: reason('not_size', { size: company.company_size }) }
  }

  const region = company.region
  if (region && grant.regions.length > 0 && !inArea(region, grant.regions)) {
    return { score: 0, reasons: [], excluded: reason('not_region', { regions: grant.regions, region }) }
  }

  const reasons: Reason[] = []
  if (region && grant.regions.length > 0) reasons.push(reason('region_match', { region }))
  let countryPart = NOT_STATED
  if (countries.length > 0) {
    reasons.push(reason('country_open', { country }))
    countryPart = STATED_MATCH
  }
  let sizePart = NOT_STATED
  if (grant.company_sizes.length > 0) {
    reasons.push(reason('size_open', { size: company.company_size }))
    sizePart = STATED_MATCH
  }
  const score =
    RULE_WEIGHTS.country * countryPart +
    RULE_WEIGHTS.size * sizePart +
    RULE_WEIGHTS.nace * naceScore(company, grant, reasons) +
    RULE_WEIGHTS.action * actionScore(company, grant, reasons) +
    RULE_WEIGHTS.timing * timingScore(grant, now, reasons) +
    RULE_WEIGHTS.funding * fundingScore(company, grant, reasons)
  // The weights sum to 1 and every part is in 0..1; the clamp only absorbs float rounding.
  return { score: Math.min(1, Math.max(0, score)), reasons, excluded: null }
}
