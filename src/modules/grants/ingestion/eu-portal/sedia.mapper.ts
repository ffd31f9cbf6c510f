import { topicBudget } from './budget.js'
import { parseSourceDate, portalStatus, sortedDeadlines } from './dates.js'
import { parseEmbeddedJson } from './embedded-json.js'
import { topicText } from './html-text.js'
import { resolveProgramme } from './programmes.js'
import { actionTypeName, CASCADE_URL, distinctTerms, TOPIC_URL, type Topic } from './topic.js'

// One result of the SEDIA search API. Every metadata value is an array of strings; `actions`,
// `budgetOverview` and, in legacy SEDIA_PRD_CENTRICITY rows, `keywords[0]` hold JSON inside the
// string. Types 1 (topic), 2 and 8 (cascade funding) are what the portal's own grant search asks
// for; type 0 is a call for tenders.

export type RowResult = { topic: Topic } | { skip: string }

const GRANT_TYPES = new Set(['1', '2', '8'])
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function reader (meta: Record<string, unknown>) {
  const strings = (key: string): string[] => {
    const v = meta[key]
    if (typeof v === 'string') return [v]
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string' && s.trim() !== '') : []
  }
  return { strings, first: (key: string): string | null => strings(key)[0]?.trim() ?? null }
}

/** `actions[0]`: [{status{id,abbreviation}, plannedOpeningDate, submissionProcedure, deadlineDates, types}]. */
function actionsOf (json: string | null): Record<string, unknown>[] {
  const parsed = json ? parseEmbeddedJson(json) : null
  return parsed && Array.isArray(parsed.value) ? parsed.value.filter(isRecord) : []
}

/** Legacy rows keep the keyword list as one JSON-encoded string. */
function expandKeywords (values: string[]): string[] {
  return values.flatMap((v) => {
    if (!v.trim().startsWith('[')) return [v]
    const parsed = parseEmbeddedJson(v)
    return parsed && Array.isArray(parsed.value) ? parsed.value.filter((s): s is string => typeof s === 'string') : []
  })
}

const nested = (v: unknown, key: string): unknown => (isRecord(v) ? v[key] : undefined)

export function sediaRowToTopic (row: unknown, reference: string): RowResult {
  if (!isRecord(row) || !isRecord(row.metadata)) return { skip: 'search result without a metadata object' }
  const { strings, first } = reader(row.metadata)
  const identifier = first('identifier')
  if (!identifier) return { skip: 'search result without an identifier' }
  const type = first('type')
  if (type === '0') return { skip: `${identifier}: a call for tenders (type 0) is procurement, not a grant` }
  if (type && !GRANT_TYPES.has(type)) return { skip: `${identifier}: unknown result type ${type}` }
  const title = first('title') ?? (typeof row.summary === 'string' && row.summary.trim() ? row.summary.trim() : null)
  if (!title) return { skip: `${identifier}: no title` }

  const actions = actionsOf(first('actions'))
  const action = actions[0]
  const budget = strings('budgetOverview').length ? topicBudget(first('budgetOverview'), identifier) : null
  const notes: Record<string, string> = {}

  const statusCode = first('status') ?? (String(nested(nested(action, 'status'), 'id') ?? '') || null)
  const status = portalStatus(statusCode, nested(nested(action, 'status'), 'abbreviation'))

  let opening = parseSourceDate(first('startDate'))
  let openingFrom: string | null = null
  if (!opening) {
    opening = parseSourceDate(nested(action, 'plannedOpeningDate')) ?? parseSourceDate(budget?.plannedOpeningDate)
    if (opening) openingFrom = 'no startDate: plannedOpeningDate of the topic\'s actions JSON'
  }
  let deadlines = sortedDeadlines(strings('deadlineDate'))
  if (deadlines.length === 0) {
    const fromActions = actions.flatMap((a) => (Array.isArray(a.deadlineDates) ? a.deadlineDates : []))
    deadlines = sortedDeadlines([...fromActions, ...(budget?.deadlineDates ?? [])])
    if (deadlines.length) notes.deadlines = 'no deadlineDate: cut-offs listed in the actions/budgetOverview JSON'
  }

  const html = first('descriptionByte') ?? ''
  const text = html ? topicText(html) : { description: '', summary: '' }
  const callIdentifier = first('callIdentifier')
  const callccm2Id = first('callccm2Id')
  const typesOfAction = strings('typesOfAction').map(actionTypeName)
  // A cascade-funding call (type 8) is a project's open call for third parties, who apply alone:
  // the row's types of action are the parent project's, so they say nothing about the call.
  const cascade = type === '8'
  if (cascade && typesOfAction.length) notes.action_types = `type 8 (cascade funding): typesOfAction "${typesOfAction.join('", "')}" is the parent project's, not the open call's`
  const datasource = first('DATASOURCE') ?? first('datasource')

  const topic: Topic = {
    reference,
    identifier,
    title: title.replace(/\s+/g, ' '),
    description: text.description,
    summary: text.summary,
    sourceUrl: type === '8' && callccm2Id ? CASCADE_URL + callccm2Id : TOPIC_URL + identifier,
    status,
    statusLabel: statusCode,
    opening,
    openingFrom,
    // The index has no publication date; a forthcoming topic is already published before it opens.
    publication: status === 'forthcoming' ? null : opening,
    deadlines,
    deadlineModel: first('deadlineModel') ?? (nested(nested(action, 'submissionProcedure'), 'abbreviation') as string | undefined) ?? budget?.deadlineModel ?? null,
    programme: resolveProgramme({ identifier, code: first('frameworkProgramme') }),
    fundingMin: budget?.min ?? null,
    fundingMax: budget?.max ?? null,
    fundingNote: budget?.note ?? null,
    thematicAreas: distinctTerms([...expandKeywords(strings('keywords')), ...strings('tags'), ...strings('crossCuttingPriorities')],
      [identifier, ...(callIdentifier ? [callIdentifier] : [])]),
    actionTypes: cascade ? [] : distinctTerms(typesOfAction),
    keywords: [...typesOfAction, ...strings('callTitle')],
    sortDate: parseSourceDate(first('es_SortDate')) ?? opening,
    quality: (status ? 2 : 0) + (text.description ? 2 : 0) + (datasource === 'SEDIA' ? 1 : 0),
    notes,
  }
  return { topic }
}
