import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import { loadReferenceData } from '../reference/reference.data.js'

// The reasons a match gives, as data: a code and its parameters, which clients render in their
// reader's language (the web app has an English and a German sentence per code), and the English
// sentence the spec's `match_reasons` carries, written here once. Parameters are values, not
// words, wherever a client can name them itself: category, scope and objective codes, ISO country
// codes, company sizes, amounts with their currency, numbers of days. What only the engine can
// say (a company's own keywords, NACE codes, the call's own words) is passed as it is.

type Days = { days: number }
type Amount = { amount: number; currency: string }
type None = Record<string, never>

export interface ReasonParams {
  // the rule score
  closed: { date: string | null }
  not_country: { country: string }
  not_size: { size: string }
  not_region: { regions: string[]; region: string }
  region_match: { region: string }
  country_open: { country: string }
  size_open: { size: string }
  sector_match: { nace: string }
  sector_other: { nace: string[]; more: boolean }
  deadline_soon: Days
  cutoff_soon: Days
  developers_eic: None
  developers_wording: { words: string }
  consortium: { action: 'ria' | 'ia' }
  funding_min_high: Amount
  funding_fits: Amount
  // the semantic score
  keywords: { words: string[] }
  activity: { activity: string }
  about: { concepts: string[] }
  open_topic: None
  // the recency score
  published: Days
  opened: Days
  listed: Days
  opens: Days
  programme: None
  rolling: None
  deadline_plenty: Days
  cutoff_plenty: Days
  // the collaborative score
  similar_applied: { count: number }
  similar_saved: { count: number }
  // the carbon score
  carbon_focus: { categories: string[] }
  carbon_scopes: { scopes: string[] }
  reduction_met: { target: number; minimum: number }
  reduction_below: { target: number; minimum: number }
  sbti: None
  csrd: None
  taxonomy: { objectives: string[] }
  // the eligibility checklist
  not_for_you: { criterion: string; call: string | null; company: string | null }
  applicant_unknown: None
  role_unstated: None
}

export type ReasonCode = keyof ReasonParams
export type Reason = { [C in ReasonCode]: { code: C; params: ReasonParams[C] } }[ReasonCode]

/** A reason of one code; parameters checked against the code. */
export const reason = <C extends ReasonCode>(code: C, ...[params]: ReasonParams[C] extends None ? [] : [ReasonParams[C]]) =>
  ({ code, params: params ?? {} }) as Reason

const reference = loadReferenceData()
const COUNTRY_NAMES = new Map(reference.countries.map((c) => [c.code, c.name]))
const TAXONOMY_NAMES = new Map(
  (parse(readFileSync(new URL('../reference/data/eu-taxonomy-objectives.csv', import.meta.url)), { columns: true }) as
    Record<string, string>[]).map((r) => [r.code!, r.name!]),
)
const CONSORTIUM_ACTIONS = { ria: 'Horizon Europe research and innovation action', ia: 'Horizon Europe innovation action' }
const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', GBP: '£', USD: '$' }

/** `€2.5 M`, `£500k`, `€800`. */
export function formatAmount (amount: number, currency: string): string {
  const symbol = CURRENCY_SYMBOLS[currency.toUpperCase()] ?? `${currency.toUpperCase()} `
  const trim = (n: number) => n.toFixed(1).replace(/\.0$/, '')
  if (amount >= 1_000_000) return `${symbol}${trim(amount / 1_000_000)} M`
  if (amount >= 1_000) return `${symbol}${trim(amount / 1_000)}k`
  return `${symbol}${Math.round(amount)}`
}

/** `a`, `a and b`, `a, b and c`. */
const joinList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
const ago = (days: number) => (days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`)
const inDays = (days: number) => (days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`)
const country = (code: string) => COUNTRY_NAMES.get(code) ?? code
const scope = (code: string) => code.replace(/^scope_(\d)$/, 'Scope $1')

const ENGLISH: { [C in ReasonCode]: (p: ReasonParams[C]) => string } = {
  closed: (p) => `The call closed${p.date ? ` on ${p.date}` : ''}`,
  not_country: (p) => `Not open to companies in ${country(p.country)}`,
  not_size: (p) => `Not open to ${p.size} companies`,
  not_region: (p) => `A regional programme for ${p.regions.join(', ')}, not your region (${p.region})`,
  region_match: (p) => `Regional programme for your region (${p.region})`,
  country_open: (p) => `Open to companies in ${country(p.country)}`,
  size_open: (p) => `Open to ${p.size} companies`,
  sector_match: (p) => `Matches your NACE ${p.nace}`,
  sector_other: (p) => `Aimed at other sectors (NACE ${p.nace.join(', ')}${p.more ? ', …' : ''})`,
  deadline_soon: (p) => `Deadline ${inDays(p.days)}`,
  cutoff_soon: (p) => `Next cut-off ${inDays(p.days)}`,
  developers_eic: () => 'EIC Accelerator: for companies bringing an innovation of their own to market',
  developers_wording: (p) => `For companies that develop or make the technology ("${p.words}")`,
  consortium: (p) => `${CONSORTIUM_ACTIONS[p.action]}: needs a consortium of at least three partners from three countries`,
  funding_min_high: (p) => `Minimum funding of ${formatAmount(p.amount, p.currency)} is high for a company of your size`,
  funding_fits: (p) => `Funding up to ${formatAmount(p.amount, p.currency)} fits a company of your size`,
  keywords: (p) => `Mentions your keywords: ${p.words.join(', ')}`,
  activity: (p) => `Close to your activity: ${p.activity}`,
  about: (p) => `About ${p.concepts.join(', ')}`,
  open_topic: () => 'Open to projects in any field',
  published: (p) => `Published ${ago(p.days)}`,
  opened: (p) => `Opened ${ago(p.days)}`,
  listed: (p) => `Listed ${ago(p.days)}`,
  opens: (p) => `Opens ${inDays(p.days)}`,
  programme: () => 'Programme: its managing authority publishes the calls',
  rolling: () => 'Rolling call: no fixed deadline',
  deadline_plenty: (p) => `Plenty of time: deadline in ${p.days} days`,
  cutoff_plenty: (p) => `Plenty of time: next cut-off in ${p.days} days`,
  similar_applied: (p) => (p.count === 1 ? 'A company like yours applied' : 'Companies like yours applied'),
  similar_saved: (p) => `Saved by ${p.count} similar compan${p.count === 1 ? 'y' : 'ies'}`,
  carbon_focus: (p) => `Fits your focus on ${joinList(p.categories.map((c) => c.replaceAll('_', ' ')))}`,
  carbon_scopes: (p) => `Supports ${joinList(p.scopes.map(scope))} reductions`,
  reduction_met: (p) => `Your ${p.target}% reduction target meets the required ${p.minimum}%`,
  reduction_below: (p) => `Your ${p.target}% reduction target is below the required ${p.minimum}%`,
  sbti: () => 'Supports your science-based target',
  csrd: () => 'Helps with CSRD reporting',
  taxonomy: (p) => `Contributes to your EU taxonomy objective${p.objectives.length > 1 ? 's' : ''}: ${
    joinList(p.objectives.map((code) => (TAXONOMY_NAMES.get(code) ?? code).toLowerCase()))}`,
  not_for_you: (p) =>
    `Not for you: ${p.criterion.replace('_', ' ')} — the call says ${p.call ?? 'otherwise'}, you are ${p.company ?? 'not stated'}`,
  applicant_unknown: () => 'Who may apply is not stated: check the call',
  role_unstated: () => 'A call for technology developers: say in your profile whether you develop technology',
}

export const REASON_CODES = Object.keys(ENGLISH) as ReasonCode[]

/** The English sentence of a reason (the spec's `match_reasons`). */
export function reasonText (r: Reason): string {
  return (ENGLISH[r.code] as (p: Reason['params']) => string)(r.params)
}

/** Reasons without repeats (the same sentence from two sub-scores), first kept. */
export function distinctReasons (reasons: Reason[]): { codes: Reason[]; texts: string[] } {
  const seen = new Map<string, Reason>()
  for (const r of reasons) {
    const text = reasonText(r)
    if (!seen.has(text)) seen.set(text, r)
  }
  return { codes: [...seen.values()], texts: [...seen.keys()] }
}

/** A scorer's result with its reasons (and exclusion) as English sentences: how tests and reports read them. */
export function inEnglish<T extends { reasons: Reason[]; excluded?: Reason | null }> (
  result: T,
): Omit<T, 'reasons' | 'excluded'> & { reasons: string[]; excluded?: string | null } {
  const { reasons, excluded, ...rest } = result
  const out = { ...rest, reasons: reasons.map(reasonText) }
  return excluded === undefined ? out : { ...out, excluded: excluded && reasonText(excluded) }
}
