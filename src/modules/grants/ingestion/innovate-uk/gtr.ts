import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { parser } from 'stream-json'
import { pick } from 'stream-json/filters/pick.js'
import { streamValues } from 'stream-json/streamers/stream-values.js'
import type { ConnectorItem, ProjectDraft } from '../connector.js'
import type { ProjectOrganisation } from '../ingestion.tables.js'
import { fromEpochMs } from './uk-time.js'

// UKRI Gateway to Research projects. Two public JSON shapes carry them: the GtR-2 API
// (`/gtr/api/projects`: `{project: [...], page, size, totalPages, totalSize}`) and the portal search
// (`/api/search/project`: `facetedSearchResultBean.results[].projectComposition.project`). A
// truncated body (the research fixture ends mid-record) keeps every complete record before the cut.

export const GTR_PROJECT = 'https://gtr.ukri.org/projects?ref='
const RECORD_PATH = /^(?:project|facetedSearchResultBean\.results)\.\d+$/

export interface GtrPage {
  records: unknown[]
  page: number | null
  total_pages: number | null
  /** Why the body is incomplete, when it is (invalid JSON). */
  truncated: string | null
}

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const obj = (v: unknown): Obj => (isObj(v) ? v : {})
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null)
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

export async function readGtrText (body: string): Promise<GtrPage> {
  try {
    const doc = obj(JSON.parse(body))
    const records = Array.isArray(doc.project) ? doc.project : list(obj(doc.facetedSearchResultBean).results)
    const single = obj(doc.projectOverview).projectComposition
    return { records: single ? [{ projectComposition: single }] : records, page: num(doc.page), total_pages: num(doc.totalPages), truncated: null }
  } catch (err) {
    // Invalid JSON: stream it and keep the records that closed before the parser gave up.
    const records: unknown[] = []
    const failure = err instanceof Error ? err.message : String(err)
    const values = streamValues.asStream()
    values.on('data', (d: { value: unknown }) => records.push(d.value))
    try {
      await pipeline(Readable.from([body]), parser.asStream(), pick.asStream({ filter: RECORD_PATH }), values)
    } catch {
      // Expected for a cut body: the records before the break are already collected.
    }
    return { records, page: null, total_pages: null, truncated: `invalid JSON (${failure}): ${records.length} complete record(s) read before the break` }
  }
}

export interface GtrProject {
  reference: string | null
  title: string | null
  lead_funder: string | null
  project: ProjectDraft | null
}

const slug = (s: string) => s.toLowerCase().replace(/&/g, ' ').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
export const fundingLineId = (category: string) => `gtr:${slug(category)}`

const ROLE: Record<string, string> = { LEAD_PARTICIPANT: 'coordinator', PARTICIPANT: 'participant', LEAD_ORG: 'coordinator', COLLAB_ORG: 'participant', PARTNER: 'partner' }

/** Organisations only (GtR also links persons: never read). */
function organisations (project: Obj, composition: Obj): ProjectOrganisation[] {
  const participants = list(obj(project.participantValues).participant).filter(isObj)
  if (participants.length) {
    return participants.filter((p) => text(p.organisationName)).map((p) => ({
      name: text(p.organisationName)!, country: null, role: ROLE[text(p.role) ?? ''] ?? (text(p.role)?.toLowerCase() ?? null),
      sme: null, activity_type: null, contribution: num(p.grantOffer),
    }))
  }
  const lead = text(obj(composition.leadResearchOrganisation).name)
  return lead ? [{ name: lead, country: null, role: 'coordinator', sme: null, activity_type: null, contribution: null }] : []
}

const reference = (p: Obj) => text(p.grantReference) ?? num(p.grantReference)?.toString()
  ?? text(list(obj(p.identifiers).identifier).filter(isObj).find((i) => i.type === 'RCUK')?.value)

/** A GtR record (either shape) as a project draft, or why it cannot be one. */
export function gtrProject (raw: unknown): GtrProject | { error: string } {
  const composition = obj(obj(raw).projectComposition)
  const p = isObj(composition.project) ? composition.project : obj(raw)
  const ref = reference(p)
  const title = text(p.title)
  const fund = obj(p.fund)
  const leadFunder = text(p.leadFunder) ?? text(obj(fund.funder).name)
  if (!ref) return { error: 'GtR record without a grant reference' }
  if (!title) return { error: `GtR project ${ref} has no title` }
  const category = text(p.grantCategory)
  const orgs = organisations(p, composition)
  const offers = orgs.map((o) => o.contribution)
  // fund.valuePounds is the award; without it, the participants' grant offers add up to it.
  const value = num(fund.valuePounds) ?? num(obj(fund.valuePounds).amount)
    ?? (offers.length && offers.every((o) => o !== null) ? offers.reduce((a, b) => a! + b!, 0) : null)
  const costs = list(obj(p.participantValues).participant).filter(isObj).map((x) => num(x.projectCost))
  const topics = [...list(obj(p.researchTopics).researchTopic), ...list(obj(p.researchSubjects).researchSubject)]
    .filter(isObj).map((t) => text(t.text)).filter((t): t is string => t !== null && !/^unclassified$/i.test(t))
  const project: ProjectDraft = {
    external_id: ref,
    grant_external_id: category ? fundingLineId(category) : null,
    title,
    summary: text(p.abstractText) ?? '',
    programme: 'Innovate UK',
    topic: null,
    funding_scheme: category,
    total_cost: costs.length && costs.every((c) => c !== null) ? costs.reduce((a, b) => a! + b!, 0) : null,
    eu_contribution: value !== null && value >= 0 ? value : null,
    currency: 'GBP',
    start_date: fromEpochMs(fund.start) ?? fromEpochMs(p.start),
    end_date: fromEpochMs(fund.end) ?? fromEpochMs(p.end),
    countries: ['GB'],
    regions: [],
    thematic_areas: [...new Set(topics)],
    organisations: orgs,
    source_url: `${GTR_PROJECT}${encodeURIComponent(ref)}`,
  }
  return { reference: ref, title, lead_funder: leadFunder, project }
}

/** Innovate UK-led projects become project items; the rest are skipped with the reason. */
export function gtrItem (raw: unknown, index: number, file: string): ConnectorItem {
  const read = gtrProject(raw)
  if ('error' in read) return { kind: 'skip', reference: `${file} record ${index + 1}`, reason: read.error }
  if (read.lead_funder !== 'Innovate UK') {
    return { kind: 'skip', reference: `gtr:${read.reference}`, reason: `Lead funder is ${read.lead_funder ?? 'not stated'}, not Innovate UK` }
  }
  if (!read.project!.funding_scheme) return { kind: 'skip', reference: `gtr:${read.reference}`, reason: 'No grant category (funding line) to file the project under' }
  return { kind: 'project', project: read.project! }
}
