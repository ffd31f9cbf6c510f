import type { Db } from '../../core/db/client.js'
import type { Caller } from '../../core/http/auth.js'
import { fieldErrors } from '../../core/http/errors.js'
import { offsetOf, page } from '../../core/http/pagination.js'
import type { ReferenceService } from '../reference/reference.service.js'
import type { AlertFrequency } from './alerts.tables.js'
import { appUrlOf } from './saved-search-query.js'
import { savedSearchNotFound, tooManySavedSearches } from './saved-searches.errors.js'
import { createSavedSearchesRepository, type SavedSearchView } from './saved-searches.repository.js'
import type {
  CreateSavedSearchBody,
  SavedQuery,
  SavedSearchResponse,
  UpdateSavedSearchBody,
} from './saved-searches.schema.js'

// A user's saved searches in the workspace they are signed in to. The matcher and the sender
// (saved-search-matcher.ts, saved-search-sender.ts) do the alerting.

export const MAX_SAVED_SEARCHES = 100

export function createSavedSearchesService({
  db,
  reference,
  publicUrl,
}: {
  db: Db
  reference: Pick<ReferenceService, 'naceLineage'>
  publicUrl: string
}) {
  const repo = createSavedSearchesRepository(db)

  // The schema checks the query's shape; a NACE code must also exist, as GET /grants/search says.
  const checkQuery = (query: SavedQuery) => {
    if (query.nace_code && !reference.naceLineage(query.nace_code))
      throw fieldErrors([
        {
          loc: ['body', 'query', 'nace_code'],
          msg: `Unknown NACE Rev. 2 code: ${query.nace_code}`,
          type: 'unknown_nace_code',
        },
      ])
  }

  const view = ({
    id,
    name,
    query,
    frequency,
    hits,
    unsent_hits,
    last_hit_at,
    created_at,
    updated_at,
  }: SavedSearchView): SavedSearchResponse => ({
    id,
    name,
    query: query as SavedQuery,
    frequency,
    hits,
    unsent_hits,
    last_hit_at,
    app_url: appUrlOf(publicUrl, query as SavedQuery),
    created_at,
    updated_at,
  })

  async function get(c: Caller, id: string): Promise<SavedSearchResponse> {
    const found = await repo.find(c.tenant_id, c.user_id, id)
    if (!found) throw savedSearchNotFound(`No saved search ${id}`)
    return view(found)
  }

  return {
    get,

    async list(c: Caller, q: { page: number; page_size: number }) {
      const { items, total } = await repo.page(c.tenant_id, c.user_id, q.page_size, offsetOf(q))
      return page(items.map(view), total, q)
    },

    async create(c: Caller, body: CreateSavedSearchBody): Promise<SavedSearchResponse> {
      checkQuery(body.query)
      const id = await db.transaction(async (tx) => {
        const txRepo = createSavedSearchesRepository(tx)
        if ((await txRepo.countLocked(c.user_id)) >= MAX_SAVED_SEARCHES)
          throw tooManySavedSearches(
            `You have ${MAX_SAVED_SEARCHES} saved searches, the most there can be; delete one to save another`,
          )
        return txRepo.insert(c.tenant_id, c.user_id, {
          name: body.name,
          query: body.query,
          frequency: body.frequency ?? 'daily',
        })
      })
      return get(c, id)
    },

    async update(c: Caller, id: string, body: UpdateSavedSearchBody): Promise<SavedSearchResponse> {
      if (body.query) checkQuery(body.query)
      const before = await repo.find(c.tenant_id, c.user_id, id)
      if (!before) throw savedSearchNotFound(`No saved search ${id}`)
      const turnedOn = before.frequency === 'off' && body.frequency !== undefined && body.frequency !== 'off'
      const restart =
        turnedOn || (body.query !== undefined && JSON.stringify(body.query) !== JSON.stringify(before.query))
      const change = { name: body.name, query: body.query, frequency: body.frequency as AlertFrequency | undefined }
      const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined))
      const done = await db.transaction((tx) =>
        createSavedSearchesRepository(tx).update(c.tenant_id, c.user_id, id, defined, restart),
      )
      if (!done) throw savedSearchNotFound(`No saved search ${id}`)
      return get(c, id)
    },

    async remove(c: Caller, id: string): Promise<void> {
      if (!(await repo.remove(c.tenant_id, c.user_id, id))) throw savedSearchNotFound(`No saved search ${id}`)
    },

    /** The unsubscribe link's port (notifications): the search's name and whether its alerts are off already. */
    async alertsOf(userId: string, id: string) {
      const found = await repo.findForUser(userId, id)
      return found ? { name: found.name, off: found.frequency === 'off' } : null
    },

    turnOff: (userId: string, id: string) => repo.turnOff(userId, id),
  }
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>
