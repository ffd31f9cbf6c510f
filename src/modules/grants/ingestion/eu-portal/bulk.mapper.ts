import { topicBudget } from './budget.js'
import { parseSourceDate, portalStatus, sortedDeadlines } from './dates.js'
import { topicText } from './html-text.js'
import { resolveProgramme } from './programmes.js'
import type { RowResult } from './sedia.mapper.js'
import { actionTypeName, distinctTerms, TOPIC_URL, type Topic } from './topic.js'

// One object of the bulk reference file (`fundingData.GrantTenderObj[]`). Fields as public readers
// of the real file use them: `type` (1 grant topic, 0 call for tenders), `identifier`, `title`,
// `callIdentifier`, `callTitle`, `status{id,abbreviation,description}`, `deadlineDatesLong[]`,
// `plannedOpeningDateLong`, `publicationDateLong` (epoch ms), `frameworkProgramme{abbreviation,
// description}` (one reader models it as a one-element list, so both are read),
// `programmeDivision[]`, `topicActions[]`, `actions[]`, `tags[]`, `keywords[]`. The file carries no
// description and, per a reader that checked every grant topic, no budget.

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null)
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.map(text).filter((s): s is string => s !== null) : [])
const records = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isRecord) : isRecord(v) ? [v] : [])

export function bulkObjectToTopic (obj: unknown, reference: string): RowResult {
  if (!isRecord(obj)) return { skip: 'bulk entry is not an object' }
  const identifier = text(obj.identifier)
  if (!identifier) return { skip: 'bulk entry without an identifier' }
  const type = String(obj.type ?? '')
  if (type === '0') return { skip: `${identifier}: a call for tenders (type 0) is procurement, not a grant` }
  if (type !== '1') return { skip: `${identifier}: not a grant topic (type ${type || 'missing'})` }
  const title = text(obj.title)
  if (!title) return { skip: `${identifier}: no title` }

  const actions = records(obj.actions)
  const statusObj = isRecord(obj.status) ? obj.status : isRecord(actions[0]?.status) ? actions[0].status : {}
  const status = portalStatus(statusObj.id, statusObj.abbreviation)
  const statusLabel = text(statusObj.abbreviation) ?? (statusObj.id !== undefined ? String(statusObj.id) : null)
  const notes: Record<string, string> = {}

  let opening = parseSourceDate(obj.plannedOpeningDateLong)
  let openingFrom: string | null = null
  if (!opening) {
    opening = parseSourceDate(actions[0]?.plannedOpeningDate)
    if (opening) openingFrom = 'no plannedOpeningDateLong: plannedOpeningDate of the topic\'s first action'
  }
  let deadlines = sortedDeadlines(Array.isArray(obj.deadlineDatesLong) ? obj.deadlineDatesLong : [])
  if (deadlines.length === 0) {
    deadlines = sortedDeadlines(actions.flatMap((a) => (Array.isArray(a.deadlineDates) ? a.deadlineDates : [])))
    if (deadlines.length) notes.deadlines = 'no deadlineDatesLong: cut-offs of the topic\'s actions'
  }

  const framework = records(obj.frameworkProgramme)[0] ?? {}
  const divisions = records(obj.programmeDivision)
  const callIdentifier = text(obj.callIdentifier)
  const callTitle = text(obj.callTitle)
  // Unverified in the bulk file: read when present, as the topic-details JSON spells it.
  const budget = obj.budgetOverviewJSONItem !== undefined ? topicBudget(obj.budgetOverviewJSONItem, identifier) : null
  const html = text(obj.description)
  const described = html ? topicText(html) : null
  const divisionNames = divisions.map((d) => text(d.description)).filter((s): s is string => s !== null)

  let summary = described?.summary ?? ''
  if (!described && callTitle) {
    summary = `Topic of the call "${callTitle}"${callIdentifier ? ` (${callIdentifier})` : ''}${divisionNames.length ? ` under ${divisionNames[divisionNames.length - 1]}` : ''}.`
    notes.summary = 'the bulk file has no description: composed from callTitle, callIdentifier and programmeDivision'
  }
  const actionTypes = distinctTerms([
    ...records(obj.topicActions).map((a) => text(a.description) ?? text(a.abbreviation)),
    ...actions.flatMap((a) => records(a.types).map((t) => text(t.typeOfAction))),
  ].filter((s): s is string => s !== null).map(actionTypeName))
  const procedure = records(actions[0]?.submissionProcedure)[0]

  const topic: Topic = {
    reference,
    identifier,
    title: title.replace(/\s+/g, ' '),
    description: described?.description ?? '',
    summary,
    sourceUrl: TOPIC_URL + identifier,
    status,
    statusLabel,
    opening,
    openingFrom,
    publication: parseSourceDate(obj.publicationDateLong),
    deadlines,
    deadlineModel: text(procedure?.abbreviation) ?? text(obj.deadlineModel) ?? budget?.deadlineModel ?? null,
    programme: resolveProgramme({ identifier, abbreviation: text(framework.abbreviation), description: text(framework.description) }),
    fundingMin: budget?.min ?? null,
    fundingMax: budget?.max ?? null,
    fundingNote: budget?.note ?? null,
    thematicAreas: distinctTerms([...texts(obj.keywords), ...texts(obj.tags), ...texts(obj.crossCuttingPriorities)],
      [identifier, ...(callIdentifier ? [callIdentifier] : [])]),
    actionTypes,
    keywords: [...divisionNames, ...actionTypes, ...(callTitle ? [callTitle] : [])],
    sortDate: opening ?? parseSourceDate(obj.publicationDateLong),
    quality: (status ? 2 : 0) + (described ? 2 : 0),
    notes,
  }
  return { topic }
}
