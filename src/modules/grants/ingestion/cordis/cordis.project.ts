import type { ProjectDraft } from '../connector.js'
import type { ProjectOrganisation } from '../ingestion.tables.js'
import type { JoinIndex, Participation } from './cordis.index.js'
import {
  PROJECT_STATUSES, frameworkFromCode, frameworkName, fundingScheme, isCallId, isGrantId, isTopicCode, isoCountry,
  isoDate, money, splitList, text,
} from './cordis.values.js'

// One CORDIS project row, whatever it was read from (project.csv in the Horizon Europe or the
// 2019 H2020 layout, a JSON dump object, a project XML rewritten with the CSV's field names),
// validated field by field and then mapped to a ProjectDraft. A row whose columns slid sideways
// (the `h2020_projects_csv_row_smarter_misaligned` fixture: a decimal comma read as a column
// separator moved every later value two places right) fails these checks and is never mapped.

export interface RawProject {
  /** The row with CORDIS's field names (`id`, `acronym`, `ecMaxContribution`...). */
  row: Record<string, unknown>
  /** Where it was read: `project.csv line 14`. */
  reference: string
  /** CSV only: the row's field count and the header's. */
  fields?: { got: number; expected: number }
  /** XML only: what the project document carries itself instead of side files. */
  inline?: { participations: Participation[]; fields: string[]; topic_title: string | null }
}

export interface CordisProject {
  project: ProjectDraft
  /** What the topic aggregate needs beyond the draft. */
  acronym: string | null
  call: string | null
  signed: Date | null
  updated: Date | null
  /** The topic's title and where it was read. */
  topic_title: { text: string; from: string } | null
}

const PROJECT_URL = 'https://cordis.europa.eu/project/id/'
// EUR 0.01 of rounding between the two amounts is tolerated.
const CENT = 0.01

export function toProject (raw: RawProject, index: JoinIndex | null): CordisProject | { reasons: string[] } {
  const { row } = raw
  const reasons: string[] = []
  const bad = (field: string, value: unknown, what: string) => reasons.push(`${field} '${String(value).slice(0, 60)}' ${what}`)

  if (raw.fields && raw.fields.got !== raw.fields.expected) {
    reasons.push(`the row has ${raw.fields.got} fields where the header has ${raw.fields.expected} (columns shifted)`)
  }
  const id = text(row.id)
  if (id === null) reasons.push('no grant agreement number (id)')
  else if (!isGrantId(id)) bad('id', id, 'is not a grant agreement number')
  const title = text(row.title)
  if (title === null) reasons.push('no title')
  else if (!/\p{L}/u.test(title)) bad('title', title, 'is not a title')
  const acronym = text(row.acronym)
  if (acronym !== null && acronym.length > 60) bad('acronym', acronym, 'is too long for an acronym')
  const status = text(row.status)
  if (status !== null && !PROJECT_STATUSES.has(status.toUpperCase())) bad('status', status, 'is not a project status')

  const date = (field: string) => {
    const value = isoDate(row[field])
    if (value === null) bad(field, row[field], 'is not an ISO date')
    return value ?? null
  }
  const start = date('startDate')
  const end = date('endDate')
  const signed = date('ecSignatureDate')
  const updated = date('contentUpdateDate')
  if (start && end && end < start) reasons.push(`endDate ${text(row.endDate)} is before startDate ${text(row.startDate)}`)

  const participations = raw.inline?.participations ?? (id && index ? index.participationsOf(id) : [])
  const statedTotal = amount(row, 'totalCost', bad)
  const statedContribution = amount(row, 'ecMaxContribution', bad)
  const totalCost = statedTotal === undefined ? sumOf(participations, 'total') : statedTotal
  const euContribution = statedContribution === undefined ? sumOf(participations, 'contribution') : statedContribution
  if (euContribution === undefined) reasons.push('no EU contribution (ecMaxContribution)')
  else if (euContribution !== null && euContribution <= 0) bad('ecMaxContribution', row.ecMaxContribution, 'is not a positive amount')
  if (typeof totalCost === 'number' && typeof euContribution === 'number' && totalCost > 0 && euContribution > totalCost + CENT) {
    reasons.push(`ecMaxContribution ${euContribution} exceeds totalCost ${totalCost}`)
  }

  const rawFramework = text(row.frameworkProgramme)
  if (rawFramework !== null && frameworkName(rawFramework) === null) bad('frameworkProgramme', rawFramework, 'is not a framework programme')
  const topics = splitList(row.topics)
  for (const topic of topics) if (!isTopicCode(topic)) bad('topics', topic, 'is not a topic code')
  const calls = ['masterCall', 'subCall', 'call'].map((field) => {
    const value = text(row[field])
    if (value !== null && !isCallId(value)) bad(field, value, 'is not a call identifier')
    return value
  })
  const scheme = fundingScheme(row.fundingScheme)
  if (scheme === null) bad('fundingScheme', row.fundingScheme, 'is not a funding-scheme code')
  const doi = text(row.grantDoi)
  if (doi !== null && !doi.startsWith('10.')) bad('grantDoi', doi, 'is not a DOI')
  const rcn = text(row.rcn)
  if (rcn !== null && !/^\d+$/.test(rcn)) bad('rcn', rcn, 'is not a record number')

  // The 2019 H2020 layout names the participants in the row itself.
  const coordinatorCountry = text(row.coordinatorCountry)
  if (coordinatorCountry !== null && isoCountry(coordinatorCountry) === null) {
    bad('coordinatorCountry', coordinatorCountry, 'is not an ISO country code')
  }
  const listedCountries = splitList(row.participantCountries)
  for (const country of listedCountries) if (isoCountry(country) === null) bad('participantCountries', country, 'is not an ISO country code')

  if (reasons.length > 0 || id === null || title === null) return { reasons }

  const topic = topics[0] ?? null
  const call = calls[0] ?? calls[1] ?? calls[2] ?? null
  const organisations = participations.length > 0
    ? participations.map((p) => p.organisation)
    : listedOrganisations(row)
  const countries = unique(organisations.length > 0 && participations.length > 0
    ? organisations.map((o) => o.country)
    : [coordinatorCountry, ...listedCountries].map(isoCountry))
  const fields = raw.inline?.fields ?? index?.fieldsOf(id) ?? []

  return {
    project: {
      external_id: id,
      grant_external_id: topic,
      title,
      summary: (text(row.objective) ?? '').replace(/\r\n?/g, '\n'),
      programme: frameworkName(rawFramework) ?? frameworkFromCode(topic ?? call ?? ''),
      topic,
      funding_scheme: scheme ?? null,
      total_cost: totalCost ?? null,
      eu_contribution: euContribution ?? null,
      currency: 'EUR',
      start_date: start,
      end_date: end,
      countries,
      regions: unique(participations.map((p) => p.nuts)),
      thematic_areas: unique([...fields, ...splitList(row.subjects)]),
      organisations,
      source_url: `${PROJECT_URL}${id}`,
    },
    acronym,
    call,
    signed,
    updated,
    topic_title: raw.inline?.topic_title
      ? { text: raw.inline.topic_title, from: 'the project XML (relatedTopic)' }
      : topic && index ? index.topicTitle(topic) : null,
  }
}

function amount (row: Record<string, unknown>, field: string, bad: (f: string, v: unknown, w: string) => void) {
  const value = money(row[field])
  if (value === null) bad(field, row[field], 'is not an amount')
  else if (value !== undefined && value < 0) bad(field, row[field], 'is negative')
  return value
}

// An XML document without project-level amounts: the participants' amounts add up to them.
function sumOf (participations: Participation[], what: 'total' | 'contribution') {
  const values = participations.map((p) => (what === 'contribution' ? p.organisation.contribution : p.total_cost))
  if (values.length === 0 || values.some((v) => v === null)) return undefined
  return Math.round((values as number[]).reduce((a, b) => a + b, 0) * 100) / 100
}

// 2019 layout: `coordinator`, `coordinatorCountry` and the `;`-list `participants`. The
// participants' countries are listed apart and not in the same order, so only the
// coordinator's is known.
function listedOrganisations (row: Record<string, unknown>): ProjectOrganisation[] {
  const blank = { sme: null, activity_type: null, contribution: null }
  const coordinator = text(row.coordinator)
  return [
    ...(coordinator ? [{ name: coordinator, country: isoCountry(row.coordinatorCountry), role: 'coordinator', ...blank }] : []),
    ...splitList(row.participants).map((name) => ({ name, country: null, role: 'participant', ...blank })),
  ]
}

const unique = (values: Array<string | null | undefined>) => [...new Set(values.filter((v): v is string => !!v))]
