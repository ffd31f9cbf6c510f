import type { ConnectorItem, GrantDraft } from '../connector.js'
import { companySizes, derivedCloseBound, fundingLine, fundingRates, potAmount, projectCostRange, ukRequirement } from './ifs-rules.js'
import { endOfUkDay, type UkDate } from './uk-time.js'

// One IFS competition as read from any of its public renderings (overview page as HTML or as
// extracted text, search listing), and the single mapping from it to a grant draft.

export const IFS_BASE = 'https://apply-for-innovation-funding.service.gov.uk'
export const overviewUrl = (id: string) => `${IFS_BASE}/competition/${id}/overview`

export interface IfsSection { panel: string | null; heading: string; text: string }

export interface IfsCompetition {
  origin: 'overview_html' | 'overview_text' | 'search_listing'
  id: string | null
  title: string
  /** The one-sentence pot summary under the title ("... a share of up to £750,000 ..."). */
  summary: string
  status_line: string | null
  opens: UkDate | null
  closes: UkDate | null
  registration_closes: UkDate | null
  /** Where the dates were read ("overview dates list", "Dates tab", "search listing"). */
  date_source: string | null
  sections: IfsSection[]
  eligibility_summary: string | null
  /** Set when the rendering is cut (a text excerpt ending mid-word): names the cut section. */
  truncated: string | null
}

/** A competition with nothing read yet but where it came from: the parsers fill in what they find. */
export function blankCompetition (origin: IfsCompetition['origin'], fields: Partial<IfsCompetition> = {}): IfsCompetition {
  return {
    origin, id: null, title: '', summary: '', status_line: null, opens: null, closes: null, registration_closes: null,
    date_source: null, sections: [], eligibility_summary: null, truncated: null, ...fields,
  }
}

const ORIGIN_LABEL: Record<IfsCompetition['origin'], string> = {
  overview_html: 'IFS competition overview page (HTML)',
  overview_text: 'IFS competition overview page (text extraction)',
  search_listing: 'IFS competition search listing only (no overview page read)',
}

const section = (c: IfsCompetition, heading: RegExp) => c.sections.filter((s) => heading.test(s.heading.trim()))
const joined = (list: IfsSection[]) => list.map((s) => s.text).filter(Boolean).join('\n\n')

const closedLine = (c: IfsCompetition) => c.status_line !== null && /now closed|has closed/i.test(c.status_line)
const notOpenLine = (c: IfsCompetition) => c.status_line !== null && /not yet opened|opening soon/i.test(c.status_line)

export function competitionItem (c: IfsCompetition): ConnectorItem {
  const reference = c.id ? `ifs:${c.id}` : `ifs:${c.title || 'untitled'}`
  if (!c.id || !/^\d+$/.test(c.id)) return { kind: 'skip', reference, reason: 'No numeric IFS competition id in the page or its address' }
  if (!c.title.trim()) return { kind: 'skip', reference, reason: 'The page has no competition title' }

  const provenance: Record<string, string> = { source_format: ORIGIN_LABEL[c.origin] }
  if (c.truncated) provenance.excerpt = c.truncated

  // Dates: the page's own opening/closing lines; a date without a time closes at the end of that day.
  let deadline: Date | null = null
  if (c.closes) {
    deadline = c.closes.has_time ? c.closes.date : endOfUkDay(c.closes.date)
    provenance.deadline = `${c.date_source ?? 'page'}: closing date, UK time${c.closes.has_time ? '' : ' (day only: 23:59 of that day taken)'}`
  } else if (closedLine(c)) {
    const all = [c.summary, ...c.sections.map((s) => s.text)].join('\n')
    const bound = derivedCloseBound(all)
    if (!bound) {
      return {
        kind: 'skip', reference,
        reason: `The page says "${c.status_line}" but states no closing date and none can be derived: not imported rather than shown as open`,
      }
    }
    deadline = bound.date
    provenance.deadline = `not stated (no Dates section read); "${c.status_line}" and "${bound.phrase}": closed by then, that day used as the deadline (an upper bound, not the real close)`
  }
  if (!c.opens && notOpenLine(c)) {
    return { kind: 'skip', reference, reason: `The page says "${c.status_line}" but states no opening date: it cannot be shown as upcoming` }
  }
  const deadlines = [c.registration_closes?.date, deadline].filter((d): d is Date => d instanceof Date)
    .sort((a, b) => a.getTime() - b.getTime())
  if (c.registration_closes) provenance.deadlines = 'registration close and competition close, ascending'

  const description = joined(section(c, /^(description|summary)$/i))
  const scope = joined(c.sections.filter((s) => s.panel === 'scope'))
  const fundingType = joined(section(c, /^funding type$/i)).split('\n')[0]?.trim() || null

  // Amounts: the project-cost range of "Project size"; without a ceiling, the pot of the summary.
  let amountMin: number | null = null
  let amountMax: number | null = null
  const size = projectCostRange(joined(section(c, /^project size$/i)))
  if (size) {
    amountMin = size.min
    amountMax = size.max
    provenance.funding_amount = `Project size (total eligible project costs, GBP): "${size.phrase}"`
  }
  const pot = potAmount(c.summary)
  if (amountMax === null && pot) {
    amountMax = pot.amount
    provenance.funding_amount_max = `no project-cost ceiling read${size ? '' : ' (no Project size section)'}; the competition pot "${pot.phrase}" bounds any one award`
  }

  const fundingText = joined(c.sections.filter((s) => /fund/i.test(s.heading) && !/^funding type$/i.test(s.heading.trim())))
  const rates = fundingRates(fundingText) ?? fundingRates(joined(c.sections.filter((s) => s.panel === 'eligibility')))
  if (rates) provenance.funding_rate = `funding rates by business size: "${rates.phrase}"`

  const eligibility = [joined(section(c, /who can apply|lead (?:applicant|organisation)|eligib|your organisation/i)), c.eligibility_summary ?? '']
    .filter(Boolean).join('\n')
  const sizes = eligibility ? companySizes(eligibility) : null
  if (sizes) provenance.company_sizes = `Who can apply: "${sizes.phrase}"`
  const uk = ukRequirement(eligibility) ?? ukRequirement(c.summary) ?? ukRequirement(description)
  provenance.countries = uk
    ? `UK requirement: "${uk}"`
    : 'rule: Innovate UK competitions fund UK organisations (no UK requirement quoted on the page)'

  const line = fundingLine([description, c.summary, ...c.sections.map((s) => s.text)].join('\n'))
  if (line) provenance.programme = `funding line named on the page: "${line}"`
  if (fundingType) provenance.funding_type = fundingType

  const grant: GrantDraft = {
    external_id: c.id,
    title: c.title.trim(),
    summary: c.summary,
    description: [description, scope ? `Scope\n${scope}` : ''].filter(Boolean).join('\n\n') || c.summary,
    source_url: overviewUrl(c.id),
    funding_amount_min: amountMin,
    funding_amount_max: amountMax,
    funding_rate_min: rates?.min ?? null,
    funding_rate_max: rates?.max ?? null,
    currency: 'GBP',
    deadline,
    deadlines,
    publication_date: c.opens?.date ?? null,
    start_date: c.opens?.date ?? null,
    countries: ['GB'],
    company_sizes: sizes?.sizes ?? [],
    programme: line ? `Innovate UK: ${line}` : 'Innovate UK',
    keywords: fundingType ? [fundingType] : [],
    provenance,
  }
  return { kind: 'grant', grant }
}

/** Fills what an overview page lacks (dates, eligibility summary) from its search listing entry. */
export function withListing (c: IfsCompetition, listing: IfsCompetition | undefined): IfsCompetition {
  if (!listing) return c
  const out = { ...c }
  if (!out.opens && listing.opens) { out.opens = listing.opens; out.date_source ??= 'search listing' }
  if (!out.closes && listing.closes) { out.closes = listing.closes; out.date_source = 'search listing' }
  out.eligibility_summary ??= listing.eligibility_summary
  if (!out.summary) out.summary = listing.summary
  return out
}

/**
 * `ctx.since`: competitions still taking applications on/after it (no deadline: kept), projects
 * starting on/after it (no start date: kept, since the source cannot tell).
 */
export function keptSince (item: ConnectorItem, since: Date | null): boolean {
  if (!since) return true
  if (item.kind === 'grant') return !item.grant.deadline || item.grant.deadline >= since
  if (item.kind === 'project') return !item.project.start_date || item.project.start_date >= since
  return true
}
