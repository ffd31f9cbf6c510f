import { grantStatus } from '../grants.status.js'
import type { FieldChange } from './grant-changes.tables.js'

// What changed in a rewritten grant, field by field, as a reader of the call sees it (pure). Only
// the fields a reader cares about are compared, each normalised first: whitespace and letter case
// never make a change, nor does the order of a list or the quoted evidence of the eligibility
// rules (it follows the wording, which is a change of its own). A description is summarised in
// words added and removed, never stored whole: it is kilobytes, and the page shows the new one.

/** The columns a change is read from: what the grants row holds before and after the rewrite. */
export interface GrantSnapshot {
  title: string
  description: string
  source_url: string | null
  record_type: string
  funding_amount_min: number | null
  funding_amount_max: number | null
  funding_rate_min: number | null
  funding_rate_max: number | null
  currency: string
  deadline: Date | null
  deadlines: Date[]
  start_date: Date | null
  end_date: Date | null
  countries: string[]
  regions: string[]
  company_sizes: string[]
  nace_codes: string[]
  eligibility: unknown
  withdrawn_at: Date | null
}

export interface GrantDiff {
  changes: FieldChange[]
  meaningful: boolean
  urgent: boolean
}

/** The fields whose change is recorded but tells a follower nothing they must act on. */
export const WORDING_FIELDS: ReadonlySet<string> = new Set(['title', 'description'])

const text = (v: string | null | undefined) => (v ?? '').replace(/\s+/g, ' ').trim().toLowerCase()
const time = (d: Date | null | undefined) => (d ? new Date(d).getTime() : null)
const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null)
const isoList = (ds: Date[] | null | undefined) =>
  [...new Set((ds ?? []).map((d) => new Date(d).getTime()))].sort((a, b) => a - b).map((t) => new Date(t).toISOString())
const set = (vs: string[] | null | undefined) => [...new Set((vs ?? []).map(text))].sort()
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i])

/** The status a reader sees at `now`, with `withdrawn` for a record gone from its source. */
export function statusOf(
  g: Pick<GrantSnapshot, 'withdrawn_at' | 'start_date' | 'deadline' | 'end_date' | 'record_type'>,
  now: Date,
): string {
  if (g.withdrawn_at) return 'withdrawn'
  return grantStatus(
    {
      ...g,
      start_date: g.start_date && new Date(g.start_date),
      deadline: g.deadline && new Date(g.deadline),
      end_date: g.end_date && new Date(g.end_date),
    },
    now,
  )
}

// The structured eligibility without its evidence strings, keys in a fixed order: its values
// (applicant types, consortium, sectors…) are the rule; the quotes change with the wording.
function rules(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rules)
  if (value === null || typeof value !== 'object') return typeof value === 'string' ? text(value) : (value ?? null)
  return Object.fromEntries(
    Object.keys(value)
      .filter((k) => k !== 'evidence')
      .sort()
      .map((k) => [k, rules((value as Record<string, unknown>)[k])]),
  )
}

function wordCounts(value: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const word of text(value).split(' ')) if (word) counts.set(word, (counts.get(word) ?? 0) + 1)
  return counts
}

/** "+120 / −40 words": words added and removed, counted as multisets (fast, order-blind). */
export function wordDelta(before: string, after: string): { added: number; removed: number } {
  const a = wordCounts(before)
  const b = wordCounts(after)
  let added = 0
  let removed = 0
  for (const [w, n] of b) added += Math.max(0, n - (a.get(w) ?? 0))
  for (const [w, n] of a) removed += Math.max(0, n - (b.get(w) ?? 0))
  return { added, removed }
}

/** The changes from `before` to `after` at `now`, or null when nothing a reader cares about changed. */
export function diffGrant(before: GrantSnapshot, after: GrantSnapshot, now: Date): GrantDiff | null {
  const changes: FieldChange[] = []
  const add = (field: string, from: unknown, to: unknown, summary?: string) => {
    changes.push(summary === undefined ? { field, from, to } : { field, from, to, summary })
  }

  const [fromStatus, toStatus] = [statusOf(before, now), statusOf(after, now)]
  if (fromStatus !== toStatus) add('status', fromStatus, toStatus)
  for (const field of ['deadline', 'start_date', 'end_date'] as const) {
    if (time(before[field]) !== time(after[field])) add(field, iso(before[field]), iso(after[field]))
  }
  // The other cut-offs of a multi-stage call; the final one is `deadline`'s change already.
  const [cutsBefore, cutsAfter] = [isoList(before.deadlines), isoList(after.deadlines)]
  const others = (cuts: string[], final: Date | null) => cuts.filter((c) => c !== iso(final))
  if (
    !sameList(cutsBefore, cutsAfter) &&
    !sameList(others(cutsBefore, before.deadline), others(cutsAfter, after.deadline))
  ) {
    add('deadlines', cutsBefore, cutsAfter)
  }
  for (const field of ['funding_amount_min', 'funding_amount_max', 'funding_rate_min', 'funding_rate_max'] as const) {
    if ((before[field] ?? null) !== (after[field] ?? null)) add(field, before[field] ?? null, after[field] ?? null)
  }
  if (text(before.currency) !== text(after.currency)) add('currency', before.currency, after.currency)
  for (const field of ['countries', 'regions', 'company_sizes', 'nace_codes'] as const) {
    const [a, b] = [set(before[field]), set(after[field])]
    if (!sameList(a, b)) add(field, [...(before[field] ?? [])].sort(), [...(after[field] ?? [])].sort())
  }
  const [rulesBefore, rulesAfter] = [rules(before.eligibility), rules(after.eligibility)]
  if (JSON.stringify(rulesBefore) !== JSON.stringify(rulesAfter)) add('eligibility', rulesBefore, rulesAfter)
  if (text(before.source_url) !== text(after.source_url)) add('source_url', before.source_url, after.source_url)
  if (text(before.title) !== text(after.title)) add('title', before.title, after.title)
  if (text(before.description) !== text(after.description)) {
    const { added, removed } = wordDelta(before.description, after.description)
    add('description', null, null, `Description changed (+${added} / −${removed} words)`)
  }
  if (changes.length === 0) return null

  const meaningful = changes.some((c) => !WORDING_FIELDS.has(c.field))
  // Closed before its previous deadline: it was not closed at `now` by the old dates, it is by the
  // new ones (a deadline brought forward into the past, an end date cut short) — or withdrawn.
  const urgent =
    toStatus === 'withdrawn' || (toStatus === 'closed' && fromStatus !== 'closed' && fromStatus !== 'withdrawn')
  return { changes, meaningful, urgent }
}
