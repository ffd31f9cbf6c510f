import { parse } from 'csv-parse/sync'
import type { ConnectorItem, GrantDraft } from '../connector.js'
import { IFS_BASE } from './ifs-competition.js'
import { companySizes, ukRequirement } from './ifs-rules.js'
import { londonTime } from './uk-time.js'

// IFS's own test data for public competition content (ifs-data-service testdata CSVs): content
// sections, dated events and funders, keyed by competition NAME (no id). The content is synthetic;
// the schema is the real one. Rows are joined per competition; a competition becomes a grant only
// when its events date an opening or a closing, since status follows from dates and these files
// otherwise say nothing about when the competition runs.

export type TestDataKind = 'public_content_groups' | 'public_content_dates' | 'competition_funders'

const HEADERS: Record<TestDataKind, string[]> = {
  public_content_groups: ['Competition name', 'Section', 'Heading', 'Content'],
  public_content_dates: ['Competition name', 'Date', 'Content'],
  competition_funders: ['Competition Name', 'Funder Name', 'Funder Budget', 'Is Co-funder'],
}

export function testDataKind (text: string): TestDataKind | null {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0]?.trim() ?? ''
  const found = Object.entries(HEADERS).find(([, cols]) => header === cols.join(','))
  return found ? found[0] as TestDataKind : null
}

export interface PublicContentRecord {
  name: string
  sections: { section: string; heading: string; content: string }[]
  events: { date: Date; raw: string; content: string }[]
  funders: { funder: string; budget: number; co_funder: boolean }[]
}

const rows = (text: string) => parse(text, { columns: true, skip_empty_lines: true, relax_column_count: true, bom: true }) as Record<string, unknown>[]
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** Joins the three files by competition name; rows that do not validate become skips. */
export function joinPublicContent (files: { kind: TestDataKind; text: string; name: string }[]): { records: PublicContentRecord[]; skips: ConnectorItem[] } {
  const byName = new Map<string, PublicContentRecord>()
  const skips: ConnectorItem[] = []
  const record = (name: string) => {
    let r = byName.get(name)
    if (!r) byName.set(name, r = { name, sections: [], events: [], funders: [] })
    return r
  }
  for (const file of files) {
    rows(file.text).forEach((row, i) => {
      const reference = `${file.name} row ${i + 2}`
      const name = str(row['Competition name'] ?? row['Competition Name'])
      if (!name) { skips.push({ kind: 'skip', reference, reason: 'Row without a competition name' }); return }
      if (file.kind === 'public_content_groups') {
        const section = str(row.Section)
        const content = str(row.Content)
        if (!/^[A-Z_]+$/.test(section) || !content) { skips.push({ kind: 'skip', reference, reason: 'Content row without a section code or content' }); return }
        const r = record(name)
        // The test data repeats some rows verbatim (two identical SUMMARY rows): keep one.
        if (!r.sections.some((s) => s.section === section && s.content === content)) r.sections.push({ section, heading: str(row.Heading), content })
      } else if (file.kind === 'public_content_dates') {
        const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(str(row.Date))
        if (!m) { skips.push({ kind: 'skip', reference, reason: `Event date "${str(row.Date)}" is not a date` }); return }
        record(name).events.push({ date: londonTime(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0)), raw: str(row.Date), content: str(row.Content) })
      } else {
        const budget = Number(str(row['Funder Budget']))
        if (!Number.isFinite(budget) || budget < 0) { skips.push({ kind: 'skip', reference, reason: `Funder budget "${str(row['Funder Budget'])}" is not an amount` }); return }
        record(name).funders.push({ funder: str(row['Funder Name']), budget, co_funder: str(row['Is Co-funder']) === '1' })
      }
    })
  }
  return { records: [...byName.values()], skips }
}

export const testDataExternalId = (name: string) => `ifs-testdata:${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`

const SECTION = (r: PublicContentRecord, code: string) => r.sections.filter((s) => s.section === code).map((s) => s.content).join('\n\n')

export function publicContentItem (r: PublicContentRecord): ConnectorItem {
  const reference = testDataExternalId(r.name)
  const opens = r.events.find((e) => /\bopen/i.test(e.content))
  const closes = r.events.filter((e) => /\bclos|deadline/i.test(e.content)).at(-1)
  if (!opens && !closes) {
    const events = r.events.map((e) => `${e.raw} "${e.content}"`).join(', ') || 'none'
    return {
      kind: 'skip', reference,
      reason: `IFS test data (synthetic) for "${r.name}": ${r.sections.length} content sections and ${r.funders.length} funders, but no opening or closing date (events: ${events}): its status cannot be told, so it is not imported`,
    }
  }
  const eligibility = SECTION(r, 'ELIGIBILITY')
  const sizes = companySizes(eligibility)
  const uk = ukRequirement(eligibility)
  const budget = r.funders.reduce((sum, f) => sum + f.budget, 0)
  const provenance: Record<string, string> = {
    source_format: 'IFS public-content test data (synthetic content, real IFS schema), joined by competition name',
    external_id: 'no competition id in the test data: derived from the competition name',
    countries: uk ? `UK requirement: "${uk}"` : 'rule: Innovate UK competitions fund UK organisations',
  }
  if (sizes) provenance.company_sizes = `ELIGIBILITY: "${sizes.phrase}"`
  if (budget > 0) provenance.funding_amount_max = `sum of the funders' budgets (${r.funders.map((f) => `${f.funder} ${f.budget}${f.co_funder ? ' co-funder' : ''}`).join(', ')}): the competition total bounds any one award`
  if (opens) provenance.start_date = `public-content event "${opens.content}"`
  if (closes) provenance.deadline = `public-content event "${closes.content}"`
  const grant: GrantDraft = {
    external_id: testDataExternalId(r.name),
    title: r.name,
    summary: SECTION(r, 'SUMMARY'),
    description: [SECTION(r, 'SCOPE'), SECTION(r, 'SUPPORTING_INFORMATION')].filter(Boolean).join('\n\n'),
    source_url: `${IFS_BASE}/competition/search?keywords=${encodeURIComponent(r.name)}`,
    funding_amount_max: budget > 0 ? budget : null,
    currency: 'GBP',
    start_date: opens?.date ?? null,
    publication_date: opens?.date ?? null,
    deadline: closes?.date ?? null,
    deadlines: closes ? [closes.date] : [],
    countries: ['GB'],
    company_sizes: sizes?.sizes ?? [],
    programme: 'Innovate UK',
    provenance,
  }
  return { kind: 'grant', grant }
}
