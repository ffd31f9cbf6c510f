import type { ApplicantType, CallEligibility } from '../grants/call-eligibility.js'
import { sectorsReadFromText } from '../grants/eligibility.js'
import { commonNace, formatNace } from './scorers/rule.js'
import type { CompanyProfile, MatchGrant } from './scoring.js'
import { reason, type Reason } from './reasons.js'

// A company's eligibility checklist for one call (pure): each criterion met, not met, unknown or a
// warning, with the call's own words and the company's value — what an advisor checks before
// sending a call. The one eligibility module of matching: the engine gates the ranking with it
// (`/matches` and the rule-only `/grants/matching` alike), and every match carries it.

export const CRITERIA = ['applicant_type', 'company_size', 'country', 'region', 'sector', 'role', 'consortium'] as const
export type CriterionName = (typeof CRITERIA)[number]
export const CRITERION_STATUSES = ['met', 'not_met', 'unknown', 'warning'] as const
export type CriterionStatus = (typeof CRITERION_STATUSES)[number]

export interface Criterion {
  criterion: CriterionName
  status: CriterionStatus
  /** What the call says (its words, or the rule that read them); null when it says nothing. */
  call: string | null
  /** The company's value compared. */
  company: string | null
}

export type EligibleGrant = Pick<
  MatchGrant,
  'countries' | 'regions' | 'company_sizes' | 'nace_codes' | 'nace_paths'
> & { eligibility: CallEligibility | null }

// Criteria that, not met, mean the company cannot apply: the grant is capped out of the top of the
// list (country, size and region not met already keep it out entirely: rule.ts).
const GATES: CriterionName[] = ['applicant_type', 'sector', 'role']
// A capped grant keeps at most this share of its score, so it sinks below every eligible one.
export const GATE_FACTOR = 0.3
// A call whose programme mostly funds developers (an innovation action, Innovate UK), for a company
// that adopts technology: it may take part (a demonstration site, an end user), less likely so.
// Chosen on the advisor set's tune half: 1 gave 0.530, 0.95 0.543, 0.9 0.554, 0.8 0.536, 0.7 0.523.
export const ROLE_WARNING_FACTOR = 0.9
// Who may apply not stated: a small minus, with its own reason (never read as "everyone").
export const UNKNOWN_APPLICANT_PENALTY = 0.03

const YOUNG_YEARS = 5
// Activities that run a network or an infrastructure (NACE Rev. 2): electricity, gas and heat
// supply, water supply, sewerage, pipelines, the operation of roads, rail, ports and airports,
// telecommunications. A company doing one is the "utility" or "operator" a call asks for.
const OPERATOR_ACTIVITIES = /^(?:35|36|37|49\.5|52\.2[123]|61)(?:\.|$)/
const operatedActivity = (company: CompanyProfile) => company.nace_codes.find((code) => OPERATOR_ACTIVITIES.test(code))

function companyTypes(company: CompanyProfile, now: Date): Set<ApplicantType> {
  const types = new Set<ApplicantType>(['company'])
  if (company.company_size === 'large') types.add('large_company')
  else types.add('sme')
  const young =
    company.founded_year !== null &&
    company.founded_year !== undefined &&
    now.getUTCFullYear() - company.founded_year <= YOUNG_YEARS
  if (young || (company.company_size !== 'large' && company.develops_technology === true)) types.add('startup')
  if (operatedActivity(company)) types.add('infrastructure_operator')
  return types
}

function describeCompany(company: CompanyProfile): string {
  const operating = operatedActivity(company)
  return `${company.company_size} company${operating ? `, infrastructure_operator (NACE ${operating})` : ''}`
}
const listed = (values: string[], max = 4) => `${values.slice(0, max).join(', ')}${values.length > max ? ', …' : ''}`

export function checkEligibility(company: CompanyProfile, grant: EligibleGrant, now: Date): Criterion[] {
  const e = grant.eligibility
  const out: Criterion[] = []
  const add = (criterion: CriterionName, status: CriterionStatus, call: string | null, value: string | null) =>
    out.push({ criterion, status, call, company: value })

  const applicants = e?.applicant_types.values ?? []
  const mine = companyTypes(company, now)
  if (applicants.length === 0) add('applicant_type', 'unknown', null, describeCompany(company))
  else
    add(
      'applicant_type',
      applicants.some((t) => mine.has(t)) ? 'met' : 'not_met',
      `${listed(applicants)} (${e!.applicant_types.evidence ?? ''})`,
      describeCompany(company),
    )

  if (grant.company_sizes.length === 0) add('company_size', 'unknown', null, company.company_size)
  else
    add(
      'company_size',
      grant.company_sizes.includes(company.company_size) ? 'met' : 'not_met',
      listed(grant.company_sizes),
      company.company_size,
    )

  if (grant.countries.length === 0) add('country', 'unknown', null, company.country)
  else
    add(
      'country',
      grant.countries.includes(company.country) ? 'met' : 'not_met',
      listed(grant.countries, 6),
      company.country,
    )

  if (grant.regions.length > 0) {
    const inside =
      company.region !== null &&
      grant.regions.some((a) => company.region!.startsWith(a) || a.startsWith(company.region!))
    add(
      'region',
      company.region === null ? 'unknown' : inside ? 'met' : 'not_met',
      listed(grant.regions),
      company.region,
    )
  }

  const sectors = e?.target_sectors
  const companyNace = company.nace_codes.length ? listed(company.nace_codes.map(formatNace), 3) : null
  if (sectors?.any_sector) add('sector', 'met', sectors.evidence, companyNace)
  else if (grant.nace_codes.length === 0 || company.nace_codes.length === 0)
    add('sector', 'unknown', grant.nace_codes.length ? listed(grant.nace_codes.map(formatNace)) : null, companyNace)
  else if (commonNace(company, grant)) add('sector', 'met', listed(grant.nace_codes.map(formatNace)), companyNace)
  else
    // Sectors we read from the call's words only warn: they are our reading, not the call's rule.
    add(
      'sector',
      sectorsReadFromText(sectors?.evidence) ? 'warning' : 'not_met',
      listed(grant.nace_codes.map(formatNace)),
      companyNace,
    )

  const role = e?.beneficiary_role.value ?? 'unknown'
  const evidence = e?.beneficiary_role.evidence ?? null
  const develops = company.develops_technology
  const companyRole = develops === null ? null : develops ? 'develops technology' : 'adopts technology'
  // A call for developers, a company that has not said whether it develops technology: a warning
  // (gate(): it keeps half of what an adopter would lose).
  if (role === 'developers' && develops === null) add('role', 'warning', `for developers (${evidence})`, null)
  // Networks, studies and services to others: a company may take part, but it is no funding for its
  // own project, whatever its role (gate(): the warning's factor).
  else if (role === 'support') add('role', 'warning', `for coordination and support (${evidence})`, companyRole)
  else if (role === 'unknown' || role === 'either' || develops === null)
    add('role', role === 'either' ? 'met' : 'unknown', evidence, companyRole)
  else
    // A company that develops technology also buys and installs it for its own operations: only a
    // call for developers shuts a company out (one that adopts has nothing to develop for it), and
    // only one that admits no one else; where developers are what a programme mostly funds
    // (innovation actions, Innovate UK), a warning.
    add(
      'role',
      role === 'developers' && !develops ? (e?.beneficiary_role.only === false ? 'warning' : 'not_met') : 'met',
      `for ${role} (${evidence})`,
      companyRole,
    )

  const consortium = e?.consortium
  if (!consortium || consortium.required === null) add('consortium', 'unknown', null, null)
  else if (!consortium.required) add('consortium', 'met', consortium.evidence, 'single applicant')
  else {
    const need = [
      consortium.min_partners && `${consortium.min_partners} partners`,
      consortium.min_countries && `from ${consortium.min_countries} countries`,
    ]
      .filter(Boolean)
      .join(' ')
    add(
      'consortium',
      company.company_size === 'large' ? 'met' : 'warning',
      `needs ${need || 'a consortium'} (${consortium.evidence})`,
      describeCompany(company),
    )
  }
  return out
}

export interface Gate {
  factor: number
  penalty: number
  reasons: Reason[]
}

/**
 * What the checklist does to a match's score: not met on a gate caps it; a role warning lowers it
 * (a call for coordination and support, 10%; a call for developers, to a company that has not said
 * whether it develops technology, by half what an adopter would lose: a call for developers only
 * costs it 35%, an innovation action 5%); an unstated applicant type costs a little.
 */
export function gate(criteria: Criterion[], call: CallEligibility | null): Gate {
  const blocked = criteria.filter((c) => c.status === 'not_met' && GATES.includes(c.criterion))
  const reasons = blocked.map((c) => reason('not_for_you', { criterion: c.criterion, call: c.call, company: c.company }))
  const unknownApplicant = criteria.some((c) => c.criterion === 'applicant_type' && c.status === 'unknown')
  const roleWarning = criteria.find((c) => c.criterion === 'role' && c.status === 'warning')
  if (unknownApplicant) reasons.push(reason('applicant_unknown'))
  let factor = blocked.length ? GATE_FACTOR : roleWarning ? ROLE_WARNING_FACTOR : 1
  // The role criterion's company value is null only when the company did not say (checkEligibility).
  if (!blocked.length && roleWarning?.company === null && call?.beneficiary_role.value === 'developers') {
    factor = (1 + (call?.beneficiary_role.only ? GATE_FACTOR : ROLE_WARNING_FACTOR)) / 2
    reasons.unshift(reason('role_unstated'))
  }
  return { factor, penalty: unknownApplicant ? UNKNOWN_APPLICANT_PENALTY : 0, reasons }
}
