import { HttpStatusError, type ConnectorContext } from '../connector.js'

// The SEDIA search API as the portal's own front end calls it: POST, filters in a multipart body
// whose parts are JSON *files* (as plain form fields the request fails; in the URL the query is
// silently ignored), `text=***` for "no free-text term", 1-based pages of at most 100.

export const SEARCH_URL = 'https://api.tech.ec.europa.eu/search-api/prod/rest/search'
export const PAGE_SIZE = 100
/** A guard against an API that ignores `pageNumber`: 300 pages is 30,000 rows, ten times today's. */
const MAX_PAGES = 300

/** Grant types (topic, call, cascade funding) that are forthcoming or open. */
export const LIVE_QUERY = { bool: { must: [{ terms: { type: ['1', '2', '8'] } }, { terms: { status: ['31094501', '31094502'] } }] } }
export const LIVE_LANGUAGES = ['en']
export const LIVE_SORT = { field: 'startDate', order: 'DESC' }

export const pageUrl = (page: number) => `${SEARCH_URL}?apiKey=SEDIA&text=***&pageSize=${PAGE_SIZE}&pageNumber=${page}`

const jsonPart = (value: unknown) => new Blob([JSON.stringify(value)], { type: 'application/json' })

export function searchForm (): FormData {
  const form = new FormData()
  form.append('query', jsonPart(LIVE_QUERY), 'query.json')
  form.append('languages', jsonPart(LIVE_LANGUAGES), 'languages.json')
  form.append('sort', jsonPart(LIVE_SORT), 'sort.json')
  return form
}

export interface SearchPage {
  number: number
  results: unknown[]
  totalResults: number | null
}

/** Pages 1, 2, … until a short page (or the announced total is reached). */
export async function * livePages (ctx: ConnectorContext): AsyncGenerator<SearchPage> {
  let previousFirst: string | null = null
  for (let number = 1; number <= MAX_PAGES; number++) {
    const body = await ctx.retry(`eu_portal search page ${number}`, async () => {
      const res = await ctx.fetch(pageUrl(number), { method: 'POST', body: searchForm(), headers: { accept: 'application/json' } })
      if (!res.ok) throw new HttpStatusError(res.status, `SEDIA search page ${number}: HTTP ${res.status}`)
      const json: unknown = await res.json()
      // Checked inside the retry: a broken page is worth another try, and must never pass for a
      // short (last) page.
      if (typeof json !== 'object' || json === null || !Array.isArray((json as { results?: unknown }).results)) {
        throw new Error(`SEDIA search page ${number}: not a search response (no results array)`)
      }
      return json as { results: unknown[]; totalResults?: unknown }
    })
    const totalResults = typeof body.totalResults === 'number' ? body.totalResults : null
    const first = JSON.stringify((body.results[0] as { reference?: unknown } | undefined)?.reference ?? null)
    if (number > 1 && body.results.length > 0 && first === previousFirst) {
      ctx.log.warn({ source: 'eu_portal', page: number }, 'eu_portal: the search API returned the previous page again; paging stopped')
      return
    }
    previousFirst = first
    yield { number, results: body.results, totalResults }
    if (body.results.length < PAGE_SIZE) return
    if (totalResults !== null && number * PAGE_SIZE >= totalResults) return
  }
  ctx.log.warn({ source: 'eu_portal', pages: MAX_PAGES }, 'eu_portal: page limit reached; the rest of the search was not read')
}
