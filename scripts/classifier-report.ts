// Measures classifyCarbon on the hand-labelled evaluation set and prints, for the dev half (used to
// tune the cues), the held-out test half and all items: per-category precision/recall/F1/support,
// macro F1 over the 14 categories, is_carbon_focused accuracy, taxonomy objectives and flags.
//   npx tsx scripts/classifier-report.ts               tables
//   npx tsx scripts/classifier-report.ts --errors dev  plus the dev items the classifier gets wrong
// The eval test (src/modules/grants/carbon-classifier.eval.test.ts) imports `evaluate` from here.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { FLAG_FIELDS } from '../src/modules/grants/carbon-cues.js'
import { classifyCarbon, type CarbonClassification, type CarbonText } from '../src/modules/grants/carbon-classifier.js'
import { CARBON_CATEGORIES, TAXONOMY_OBJECTIVES, type CarbonCategory, type TaxonomyObjective } from '../src/modules/grants/synthetic-vocabulary.js'

export const FLAGS = FLAG_FIELDS
type Flag = typeof FLAGS[number]
export type Split = 'dev' | 'test'

export interface EvalItem {
  id: string
  split: Split
  lang: 'en' | 'de' | 'fr' | 'es' | 'it'
  source: string
  text: CarbonText
  expected: Pick<CarbonClassification, 'is_carbon_focused' | 'carbon_categories' | 'taxonomy_objectives' | Flag | 'min_emission_reduction_percent'>
}

export interface Score { tp: number; fp: number; fn: number; support: number; precision: number; recall: number; f1: number }
export interface Report {
  items: number
  categories: Record<CarbonCategory, Score>
  macroF1: number
  focusAccuracy: number
  objectives: Record<TaxonomyObjective, Score>
  objectivesMacroF1: number
  flags: Record<Flag, Score>
  minPercentAccuracy: number
  errors: { id: string; wrong: string[] }[]
}

const EVAL_SET = new URL('../src/modules/grants/data/carbon-eval-set.json', import.meta.url)
export const loadEvalSet = (): EvalItem[] => (JSON.parse(readFileSync(EVAL_SET, 'utf8')) as { items: EvalItem[] }).items

// With no prediction, precision is 1 (nothing claimed wrongly); with no support, recall is 1.
function score (tp: number, fp: number, fn: number): Score {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp)
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn)
  const f1 = precision + recall === 0 ? 0 : 2 * precision * recall / (precision + recall)
  return { tp, fp, fn, support: tp + fn, precision, recall, f1 }
}

function tally<T extends string> (labels: readonly T[], pairs: [T[], T[]][]): Record<T, Score> {
  const out = {} as Record<T, Score>
  for (const label of labels) {
    let tp = 0, fp = 0, fn = 0
    for (const [expected, predicted] of pairs) {
      const e = expected.includes(label), p = predicted.includes(label)
      if (e && p) tp++; else if (p) fp++; else if (e) fn++
    }
    out[label] = score(tp, fp, fn)
  }
  return out
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
const diff = <T extends string>(e: T[], p: T[]) => [...p.filter((x) => !e.includes(x)).map((x) => `+${x}`), ...e.filter((x) => !p.includes(x)).map((x) => `-${x}`)]

export function evaluate (items: EvalItem[]): Report {
  const runs = items.map((item) => ({ item, got: classifyCarbon(item.text) }))
  const categories = tally(CARBON_CATEGORIES, runs.map(({ item, got }) => [item.expected.carbon_categories, got.carbon_categories]))
  const objectives = tally(TAXONOMY_OBJECTIVES, runs.map(({ item, got }) => [item.expected.taxonomy_objectives, got.taxonomy_objectives]))
  const flags = tally(FLAGS, runs.map(({ item, got }) => [FLAGS.filter((f) => item.expected[f]), FLAGS.filter((f) => got[f])]))
  const errors = runs.map(({ item, got }) => {
    const e = item.expected
    const wrong = [
      ...(e.is_carbon_focused !== got.is_carbon_focused ? [`focused ${got.is_carbon_focused}`] : []),
      ...diff(e.carbon_categories, got.carbon_categories), ...diff(e.taxonomy_objectives, got.taxonomy_objectives).map((d) => `obj ${d}`),
      ...diff(FLAGS.filter((f) => e[f]), FLAGS.filter((f) => got[f])),
      ...(e.min_emission_reduction_percent !== got.min_emission_reduction_percent ? [`min% ${got.min_emission_reduction_percent}`] : []),
    ]
    return { id: item.id, wrong }
  }).filter((e) => e.wrong.length > 0)
  return {
    items: items.length, categories, macroF1: mean(Object.values<Score>(categories).map((s) => s.f1)),
    focusAccuracy: runs.filter(({ item, got }) => item.expected.is_carbon_focused === got.is_carbon_focused).length / runs.length,
    objectives, objectivesMacroF1: mean(Object.values<Score>(objectives).map((s) => s.f1)), flags,
    minPercentAccuracy: runs.filter(({ item, got }) => item.expected.min_emission_reduction_percent === got.min_emission_reduction_percent).length / runs.length,
    errors,
  }
}

const f2 = (n: number) => n.toFixed(2)

/** The per-category table as Markdown: the same rows docs/classifier.md shows. */
export function formatReport (reports: [string, Report][]): string {
  const head = `| category | ${reports.map(([name]) => `${name} P | ${name} R | ${name} F1 | ${name} n`).join(' | ')} |`
  const rule = `|---|${reports.map(() => '---:|---:|---:|---:').join('|')}|`
  const row = (label: string, pick: (r: Report) => Score) => `| ${label} | ${reports.map(([, r]) => {
    const s = pick(r)
    return `${f2(s.precision)} | ${f2(s.recall)} | ${f2(s.f1)} | ${s.support}`
  }).join(' | ')} |`
  const summary = (label: string, value: (r: Report) => string) => `| **${label}** | ${reports.map(([, r]) => ` | | ${value(r)} | `).join(' | ')} |`
  return [
    head, rule,
    ...CARBON_CATEGORIES.map((c) => row(c, (r) => r.categories[c])),
    summary('macro F1 (14 categories)', (r) => `**${f2(r.macroF1)}**`),
    summary('is_carbon_focused accuracy', (r) => f2(r.focusAccuracy)),
    ...TAXONOMY_OBJECTIVES.map((o) => row(`objective ${o}`, (r) => r.objectives[o])),
    summary('objectives macro F1', (r) => f2(r.objectivesMacroF1)),
    ...FLAGS.map((f) => row(f, (r) => r.flags[f])),
    summary('min_emission_reduction_percent exact', (r) => f2(r.minPercentAccuracy)),
    summary('items', (r) => String(r.items)),
  ].join('\n')
}

function main (args: string[]) {
  const items = loadEvalSet()
  const dev = evaluate(items.filter((i) => i.split === 'dev'))
  const test = evaluate(items.filter((i) => i.split === 'test'))
  const all = evaluate(items)
  console.log(formatReport([['dev', dev], ['test', test], ['all', all]]))
  const which = args[args.indexOf('--errors') + 1]
  if (args.includes('--errors')) {
    const report = which === 'test' ? test : which === 'all' ? all : dev
    console.log(`\n${report.errors.length} ${which ?? 'dev'} items with at least one wrong field:`)
    for (const e of report.errors) console.log(`  ${e.id}: ${e.wrong.join(', ')}`)
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv.slice(2))
