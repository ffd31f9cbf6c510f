import { HttpStatusError, type ConnectorContext } from '../connector.js'
import { objectiveId, OBJECTIVES } from './categories.js'
import type { Mapped } from './kohesio-row.js'
import type { Labelled, Operation } from './operation.js'
import { countryCode } from './places.js'
import { htmlText, kohesioProjectUrl, LINKED_OPEN_DATA, parseAmount, parseDate, qid, type Parsed } from './values.js'

// The Kohesio JSON API behind the site's project search (undocumented; shape from the Kohesio
// backend's ProjectList/Project payloads): GET /api/projects?page=P&size=N&countryCode=CC →
// {"list":[{item, link, labels[], originalLabels[], descriptions[], startTimes[], endTimes[],
// totalBudgets[], euBudgets[], countrycode[], objectiveIds[], coordinates[]}], "numberResults": N}.
// Every value is an array of strings (budgets "123456.78", dates "2023-05-01").

export const KOHESIO_API = 'https://kohesio.ec.europa.eu/api/projects'
export const PAGE_SIZE = 100
/** A guard against a server that never returns a short page (100 × 5,000 = more than any country has). */
const MAX_PAGES = 5_000

export interface ApiPage { list: Record<string, unknown>[]; numberResults: number | null }

const first = (value: unknown): string | null => {
  const item = Array.isArray(value) ? value[0] : value
  return typeof item === 'string' || typeof item === 'number' ? String(item) : null
}

export function pageUrl (country: string, page: number): string {
  return `${KOHESIO_API}?page=${page}&size=${PAGE_SIZE}&countryCode=${country}`
}

/** A response body as a page, or an error (thrown inside the retry, so a bad body is retried). */
export function asPage (body: unknown): ApiPage {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { list?: unknown }).list)) {
    throw new Error('unexpected Kohesio API response: no "list" array')
  }
  const { list, numberResults } = body as { list: unknown[]; numberResults?: unknown }
  return {
    list: list.filter((i): i is Record<string, unknown> => Boolean(i) && typeof i === 'object'),
    numberResults: typeof numberResults === 'number' ? numberResults : null,
  }
}

/** Pages of one country until a short page (or the announced total is reached). */
export async function * countryPages (ctx: ConnectorContext, country: string): AsyncGenerator<ApiPage & { page: number }> {
  for (let page = 0; page < MAX_PAGES; page++) {
    const url = pageUrl(country, page)
    const body = await ctx.retry(`Kohesio projects ${country} page ${page}`, async () => {
      const response = await ctx.fetch(url, { headers: { accept: 'application/json' } })
      if (!response.ok) throw new HttpStatusError(response.status, `HTTP ${response.status} from ${url}`)
      return asPage(await response.json())
    })
    yield { ...body, page }
    if (body.list.length < PAGE_SIZE) return
    if (body.numberResults !== null && (page + 1) * PAGE_SIZE >= body.numberResults) return
  }
}

// The API names no programme, fund or period. 2014-2020 expenditure was eligible until the end of
// 2023 and 2021-2027 expenditure from 2021, so a start date outside 2021-2023 tells the period;
// inside it, only a thematic objective (TO, a 2014-2020 notion) does. Otherwise: unknown.
function periodOf (start: Date | null, objective: string | null): string | null {
  if (start && start >= new Date('2024-01-01T00:00:00Z')) return '2021-2027'
  if (start && start < new Date('2021-01-01T00:00:00Z')) return '2014-2020'
  return objective?.startsWith('TO') ? '2014-2020' : null
}

export function mapApiItem (item: Record<string, unknown>, requested: string): Mapped {
  const id = qid(first(item.item)) ?? qid(first(item.link))
  if (!id) return { skip: 'no Q identifier in "item" or "link"' }
  const title = first(item.labels) ?? first(item.originalLabels)
  if (!title?.trim()) return { skip: 'no label' }
  const problems: string[] = []
  const read = <T>(key: string, parse: (v: unknown) => Parsed<T>): T | null => {
    const parsed = parse(first(item[key]))
    if (parsed.ok) return parsed.value
    problems.push(`${key}: ${parsed.error}`)
    return null
  }
  const total = read('totalBudgets', parseAmount)
  const eu = read('euBudgets', parseAmount)
  const start = read('startTimes', parseDate)
  const end = read('endTimes', parseDate)
  if (problems.length) return { skip: `values of the wrong type: ${problems.join('; ')}` }

  const objective = objectiveId(first(item.objectiveIds))
  const labelledObjective: Labelled | null = objective ? { code: objective, label: OBJECTIVES[objective] ?? null } : null
  const country = countryCode(first(item.countrycode)) ?? countryCode(requested)
  const period = periodOf(start, objective)
  const op: Operation = {
    external_id: `${LINKED_OPEN_DATA}${id}`,
    title: title.trim(),
    summary: htmlText(first(item.descriptions) ?? first(item.originalDescriptions)) ?? '',
    programme_code: null,
    programme_name: null,
    category: null,
    fund: null,
    period,
    total_cost: total,
    eu_contribution: eu,
    cofinancing_rate: eu !== null && total ? Math.round((eu / total) * 10_000) / 10_000 : null,
    currency: 'EUR',
    start_date: start,
    end_date: end,
    country,
    countries: country ? [country] : [],
    nuts2: null,
    regions: [],
    thematic_objective: objective?.startsWith('TO') ? labelledObjective : null,
    policy_objective: objective?.startsWith('PO') ? labelledObjective : null,
    specific_objective: null,
    themes: [],
    managing_authority: null,
    organisations: [],
    source_url: kohesioProjectUrl(id),
    group: period ? { programme_key: `kohesio-${period}`, programme_name: `EU cohesion policy programmes ${period} (Kohesio)` } : undefined,
  }
  return { op }
}
