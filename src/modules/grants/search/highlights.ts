import { sql, type SQL } from 'drizzle-orm'
import { selectRows, type DbOrTx } from '../../../core/db/client.js'
import type { Highlight } from './engine.js'
import type { Group } from './query-plan.js'

// The words of a page's grants that the query names, marked in their title and summary.

// Terms are HTML-escaped before ts_headline adds its <mark>s, so highlights are safe to render.
const escapeHtml = (column: SQL) => sql`replace(replace(replace(${column}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`
const HEADLINE_TITLE = 'StartSel=<mark>, StopSel=</mark>, HighlightAll=true'
const HEADLINE_SUMMARY =
  'StartSel=<mark>, StopSel=</mark>, MaxFragments=2, MaxWords=25, MinWords=10, FragmentDelimiter=" … "'

/** Each grant's title and summary with the query's words marked (`<mark>`), by id. */
export async function highlights(db: DbOrTx, ids: string[], groups: Group[]): Promise<Record<string, Highlight>> {
  const words = groups.filter((g) => g.kind !== 'identifier').flatMap((g) => g.texts)
  if (ids.length === 0 || words.length === 0) return {}
  const query = sql`(${sql.join(
    words.map((w) => sql`plainto_tsquery('english', ${w})`),
    sql` || `,
  )})`
  const rows = await selectRows<Highlight & { id: string }>(
    db,
    sql`
    select id, ts_headline('english', ${escapeHtml(sql`title`)}, ${query}, ${HEADLINE_TITLE}) as title,
      ts_headline('english', ${escapeHtml(sql`case when summary <> '' then summary else left(description, 2000) end`)},
        ${query}, ${HEADLINE_SUMMARY}) as summary
    from grants where id = any(${sql.param(ids)}::uuid[])`,
  )
  return Object.fromEntries(rows.map(({ id, ...h }) => [id, h]))
}
