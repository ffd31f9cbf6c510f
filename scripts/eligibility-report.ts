// Measures readCallEligibility (src/modules/grants/call-eligibility.ts) on grants of the bundled
// catalogue labelled by hand before their output was looked at
// (src/modules/grants/data/eligibility-labels.json, rubric inside): precision and recall per value
// of every field, and accuracy, on the `dev` half (which rules may be changed on), the held-out
// `test` half and all items.
//   npx tsx scripts/eligibility-report.ts               tables
//   npx tsx scripts/eligibility-report.ts --errors dev  plus the dev items read wrong
// The eval test (call-eligibility.eval.test.ts) imports `evaluate` from here.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  APPLICANT_TYPES, readCallEligibility, type CallEligibility, type EligibilitySource,
} from '../src/modules/grants/call-eligibility.js'
import type { CompanySize } from '../src/modules/grants/grants.tables.js'

export type Split = 'dev' | 'test'
type Consortium = 'single' | 'required' | 'unknown'
type Sectors = 'any' | 'specific' | 'unknown'

export interface Labels {
  applicant_types: string[]
  consortium: Consortium
  min_partners: number | null
  min_countries: number | null
  beneficiary_role: CallEligibility['beneficiary_role']['value']
  target_sectors: Sectors
  sector_words: string[]
  company_sizes: CompanySize[]
}

export interface LabelledGrant {
  key: string
  split: Split
  grant: EligibilitySource
  expected: Labels
  reason: string
}

const LABELS = new URL('../src/modules/grants/data/eligibility-labels.json', import.meta.url)
// Long texts are stored as lines of at most ~100 characters (a reader takes each in at once),
// joined back here exactly as they were.
const TEXTS = new Set(['title', 'summary', 'description', 'reason', 'rubric', 'method'])
const joined = (key: string, value: unknown) =>
  TEXTS.has(key) && Array.isArray(value) ? value.join('') : value
export const loadLabels = (): LabelledGrant[] =>
  (JSON.parse(readFileSync(LABELS, 'utf8'), joined) as { items: LabelledGrant[] }).items

/** What the rules read, in the labels' terms. */
export function predicted (g: EligibilitySource): Omit<Labels, 'sector_words'> {
  const e = readCallEligibility(g)
  return {
    applicant_types: e.applicant_types.values,
    consortium: e.consortium.required === null ? 'unknown' : e.consortium.required ? 'required' : 'single',
    min_partners: e.consortium.min_partners,
    min_countries: e.consortium.min_countries,
    // The rubric's "unknown" covers a call that funds something else (studies, networks, skills).
    beneficiary_role: e.beneficiary_role.value === 'support' ? 'unknown' : e.beneficiary_role.value,
    target_sectors: e.target_sectors.any_sector ? 'any' : e.target_sectors.nace.length ? 'specific' : 'unknown',
    company_sizes: e.company_sizes.values,
  }
}

export interface Score { tp: number; fp: number; fn: number; precision: number; recall: number; support: number }
const score = (tp: number, fp: number, fn: number): Score => ({
  tp, fp, fn, support: tp + fn,
  precision: tp + fp === 0 ? 1 : tp / (tp + fp),
  recall: tp + fn === 0 ? 1 : tp / (tp + fn),
})

export interface FieldReport {
  /** Per value; a single-valued field's `unknown` is a value like any other. */
  values: Record<string, Score>
  /** Single-valued fields: share read exactly; lists: share of grants whose whole list is right. */
  exact: number
}

const SINGLE = {
  consortium: ['single', 'required', 'unknown'],
  beneficiary_role: ['developers', 'adopters', 'either', 'unknown'],
  target_sectors: ['any', 'specific', 'unknown'],
} as const
const LISTS = {
  applicant_types: [...APPLICANT_TYPES, 'unknown'],
  company_sizes: ['micro', 'small', 'medium', 'large', 'unknown'],
} as const
export type Field = keyof typeof SINGLE | keyof typeof LISTS
export const FIELDS = [...Object.keys(LISTS), ...Object.keys(SINGLE)] as Field[]

export interface Report {
  items: number
  fields: Record<Field, FieldReport>
  errors: { key: string; wrong: string[] }[]
}

export function evaluate (items: LabelledGrant[]): Report {
  const runs = items.map((item) => ({ item, got: predicted(item.grant) }))
  // An empty list is the value `unknown`; "companies" of any size and "SMEs and large companies"
  // say the same, whichever way a labeller or the rules wrote it.
  const listOf = (values: readonly string[]) => {
    const set = new Set(values)
    if (set.has('company')) ['sme', 'large_company'].forEach((t) => set.add(t))
    if (set.has('sme') && set.has('large_company')) set.add('company')
    return set.size ? [...set] : ['unknown']
  }
  const fields = {} as Record<Field, FieldReport>
  for (const [field, values] of Object.entries({ ...LISTS, ...SINGLE }) as [Field, readonly string[]][]) {
    const isList = field in LISTS
    const read = (labels: Omit<Labels, 'sector_words'>) =>
      isList ? listOf(labels[field as keyof typeof LISTS]) : [labels[field as keyof typeof SINGLE] as string]
    const scores: Record<string, Score> = {}
    for (const value of values) {
      let tp = 0, fp = 0, fn = 0
      for (const { item, got } of runs) {
        const want = read(item.expected).includes(value)
        const has = read(got).includes(value)
        if (want && has) tp++
        else if (has) fp++
        else if (want) fn++
      }
      scores[value] = score(tp, fp, fn)
    }
    const same = runs.filter(({ item, got }) => read(item.expected).sort().join() === read(got).sort().join()).length
    fields[field] = { values: scores, exact: runs.length ? same / runs.length : 1 }
  }
  const errors = runs.flatMap(({ item, got }) => {
    const same = (f: Field) => JSON.stringify([got[f]].flat().sort()) === JSON.stringify([item.expected[f]].flat().sort())
    const wrong = FIELDS.filter((f) => !same(f))
      .map((f) => `${f}: read ${JSON.stringify(got[f])}, labelled ${JSON.stringify(item.expected[f])}`)
    return wrong.length ? [{ key: item.key, wrong }] : []
  })
  return { items: items.length, fields, errors }
}

const pct = (x: number) => x.toFixed(2)

export function formatReport (reports: [string, Report][]): string {
  const head = `| field: value | ${reports.map(([name]) => `${name} P | R | n`).join(' | ')} |`
  const rule = `|---|${reports.map(() => '---|---|---').join('|')}|`
  const lines = [head, rule]
  for (const field of FIELDS) {
    const values = Object.keys(reports[0]![1].fields[field].values)
    for (const value of values) {
      const cells = reports.map(([, r]) => {
        const s = r.fields[field].values[value]!
        return s.support + s.fp === 0 ? ' | | 0' : `${pct(s.precision)} | ${pct(s.recall)} | ${s.support}`
      })
      lines.push(`| ${field}: ${value} | ${cells.join(' | ')} |`)
    }
    lines.push(`| **${field} exact** | ${reports.map(([, r]) => ` | ${pct(r.fields[field].exact)} | `).join(' | ')} |`)
  }
  lines.push(`| **items** | ${reports.map(([, r]) => ` | ${r.items} | `).join(' | ')} |`)
  return lines.join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const items = loadLabels()
  const of = (split?: Split) => evaluate(split ? items.filter((i) => i.split === split) : items)
  console.log(formatReport([['dev', of('dev')], ['test', of('test')], ['all', of()]]))
  const i = process.argv.indexOf('--errors')
  if (i > 0) {
    const split = process.argv[i + 1] as Split
    for (const e of of(split).errors) console.log(`\n${e.key}\n  ${e.wrong.join('\n  ')}`)
  }
}
