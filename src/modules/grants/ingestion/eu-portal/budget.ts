import { parseEmbeddedJson } from './embedded-json.js'

// `budgetOverview` (search API, a JSON string) / `budgetOverviewJSONItem` (topic details):
// `{budgetTopicActionMap: {<budget line>: [{action, minContribution, maxContribution, ...}]}}`.
// One map holds the actions of every topic sharing the budget line, so only the actions whose
// `action` is "<this identifier> - <type of action>" belong to this topic; a bare prefix test would
// also take a sibling whose identifier extends this one (…-WIP and …-WIP-RisingInnovators).

export interface TopicBudget {
  min: number | null
  max: number | null
  /** Cut-off dates the matched actions list (a fallback when the row has none). */
  deadlineDates: string[]
  plannedOpeningDate: string | null
  deadlineModel: string | null
  note: string | null
}

interface BudgetAction {
  action?: unknown
  minContribution?: unknown
  maxContribution?: unknown
  deadlineDates?: unknown
  plannedOpeningDate?: unknown
  deadlineModel?: unknown
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A positive amount; 0 is how the portal writes "not stated". */
function amount (v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  return Number.isFinite(n) && n > 0 ? n : null
}

function actionsOf (map: unknown): BudgetAction[] {
  if (!isRecord(map)) return []
  return Object.values(map).flatMap((list) => (Array.isArray(list) ? list.filter(isRecord) : []))
}

export function topicBudget (raw: unknown, identifier: string): TopicBudget | null {
  let overview: unknown = raw
  let truncated = false
  if (typeof raw === 'string') {
    const parsed = parseEmbeddedJson(raw)
    if (!parsed) return { min: null, max: null, deadlineDates: [], plannedOpeningDate: null, deadlineModel: null, note: 'budgetOverview unreadable: amounts left empty' }
    overview = parsed.value
    truncated = parsed.truncated
  }
  if (!isRecord(overview)) return null
  const all = actionsOf(overview.budgetTopicActionMap)
  const own = new RegExp(`^${escape(identifier)}(\\s*[-–—]\\s|\\s*$)`, 'i')
  let mine = all.filter((a) => typeof a.action === 'string' && own.test(a.action.trim()))
  // A map with a single action and no name match is that topic's own line (seen on topics whose
  // action label carries only the type of action); with a cut map we cannot know it is single.
  if (mine.length === 0 && all.length === 1 && !truncated) mine = all

  const mins = mine.map((a) => amount(a.minContribution)).filter((n): n is number => n !== null)
  const maxs = mine.map((a) => amount(a.maxContribution)).filter((n): n is number => n !== null)
  const min = mins.length ? Math.min(...mins) : null
  const max = maxs.length ? Math.max(...maxs) : null
  const first = mine[0]
  const deadlineDates = mine.flatMap((a) => (Array.isArray(a.deadlineDates) ? a.deadlineDates.filter((d): d is string => typeof d === 'string') : []))

  let note: string | null = null
  if (truncated && mine.length === 0) note = 'budgetOverview is cut short in the source before this topic\'s action: amounts left empty'
  else if (truncated) note = 'budgetOverview is cut short in the source: amounts taken from the complete part of this topic\'s action'
  else if (mine.length > 0 && mine === all && all.length === 1 && !own.test(String(first?.action ?? ''))) note = 'budgetOverview has one action, not named after the topic: taken as the topic\'s'
  return {
    min: min !== null && max !== null && min > max ? max : min,
    max: min !== null && max !== null && min > max ? min : max,
    deadlineDates,
    plannedOpeningDate: typeof first?.plannedOpeningDate === 'string' ? first.plannedOpeningDate : null,
    deadlineModel: typeof first?.deadlineModel === 'string' ? first.deadlineModel : null,
    note,
  }
}
