import type { ConnectorItem, GrantDraft } from '../connector.js'
import type { PortalStatus } from './dates.js'
import type { Programme } from './programmes.js'

// Both formats (search API rows and bulk-file objects) are first read into this shape, so the
// mapping to a grant draft, the status-to-dates rule and the duplicate choice exist once.

export const TOPIC_URL = 'https://ec.europa.eu/info/funding-tenders/opportunities/portal/screen/opportunities/topic-details/'
export const CASCADE_URL = 'https://ec.europa.eu/info/funding-tenders/opportunities/portal/screen/opportunities/competitive-calls-cs/'

export interface Topic {
  /** Where the record came from, for skip reports (`search-page-2.json#14`, `live page 3 #7`). */
  reference: string
  identifier: string
  title: string
  description: string
  summary: string
  sourceUrl: string
  status: PortalStatus | null
  /** The raw status as the source wrote it, for provenance. */
  statusLabel: string | null
  opening: Date | null
  openingFrom: string | null
  publication: Date | null
  deadlines: Date[]
  deadlineModel: string | null
  programme: Programme
  fundingMin: number | null
  fundingMax: number | null
  /** Rules and caveats about the amounts (matched action, truncation). */
  fundingNote: string | null
  thematicAreas: string[]
  /** The topic's own types of action, named as the source names them (`actionTypeName`). */
  actionTypes: string[]
  keywords: string[]
  /** Used by `since`: the index's sort date, else the opening date. */
  sortDate: Date | null
  /** How complete the row is; of several rows per identifier the highest wins. */
  quality: number
  /** Extra provenance entries gathered while reading (summary composed, fallbacks). */
  notes: Record<string, string>
}

/** Case-insensitive de-duplication keeping the first spelling; drops the topic's own ids. */
export function distinctTerms (values: string[], exclude: string[] = []): string[] {
  const seen = new Set(exclude.map((e) => e.toLowerCase()))
  const out: string[] = []
  for (const raw of values) {
    const v = raw.replace(/\s+/g, ' ').trim()
    const key = v.toLowerCase()
    if (!v || seen.has(key)) continue
    seen.add(key)
    out.push(v)
  }
  return out
}

/**
 * A type of action as one name: "HORIZON-RIA HORIZON  Research and Innovation Actions" (bulk file)
 * and "HORIZON  Research and Innovation Actions" (search API) → "HORIZON Research and Innovation
 * Actions". The bulk file's leading code repeats the name, so it is dropped.
 */
export function actionTypeName (raw: string): string {
  const name = raw.replace(/\s+/g, ' ').trim()
  return name.replace(/^[A-Z0-9]+(?:-[A-Z0-9]+)+ (?=\S)/, '')
}

const isTwoStage = (model: string | null) => /two[\s-]?stage/i.test(model ?? '')

/**
 * The grant draft for a topic, or a skip when its status cannot be expressed by dates.
 * Status is never stored: it follows from `start_date` and `deadline`, so the portal's status has
 * to be carried by the dates. A closed two-stage topic is closed to new applicants from its
 * first cut-off (only invited applicants submit at the second), so its deadline is that cut-off.
 */
export function topicToItem (t: Topic): ConnectorItem {
  const provenance: Record<string, string> = { ...t.notes }
  const deadlines = t.deadlines
  let deadline = deadlines.length ? deadlines[deadlines.length - 1]! : null

  if (t.status === 'closed') {
    if (!deadline) return { kind: 'skip', reference: t.reference, reason: `${t.identifier}: the portal says closed but gives no deadline, so it cannot be shown as closed` }
    if (isTwoStage(t.deadlineModel) && deadlines.length > 1) {
      deadline = deadlines[0]!
      provenance.deadline = `status ${t.statusLabel} on a two-stage topic: the first-stage cut-off, after which only invited applicants submit`
    }
  }
  if (t.status === 'forthcoming' && !t.opening) {
    return { kind: 'skip', reference: t.reference, reason: `${t.identifier}: forthcoming without a planned opening date, so it cannot be shown as upcoming` }
  }
  if (t.openingFrom) provenance.start_date = t.openingFrom
  if (t.programme.rule) provenance.programme = t.programme.rule
  if (t.programme.partRule) provenance.keywords = `programme part from ${t.programme.partRule}`
  if (t.fundingNote) provenance.funding_amount = t.fundingNote

  const grant: GrantDraft = {
    external_id: t.identifier,
    title: t.title,
    description: t.description,
    summary: t.summary,
    source_url: t.sourceUrl,
    funding_amount_min: t.fundingMin,
    funding_amount_max: t.fundingMax,
    funding_rate_min: null,
    funding_rate_max: null,
    currency: 'EUR',
    deadline,
    deadlines,
    publication_date: t.publication,
    start_date: t.opening,
    end_date: null,
    countries: [],
    nace_codes: [],
    company_sizes: [],
    thematic_areas: t.thematicAreas,
    action_types: t.actionTypes,
    programme: t.programme.name,
    keywords: distinctTerms([...(t.programme.part ? [t.programme.part] : []), ...t.keywords], t.thematicAreas),
    provenance,
  }
  return { kind: 'grant', grant }
}
