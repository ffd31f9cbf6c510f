import { Type, type Static, type TSchema } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import { PageQuery } from '../../core/http/pagination.js'
import { GrantSearchQuery } from '../grants/grants.schema.js'
import { ALERT_FREQUENCIES } from './alerts.tables.js'

// A saved search's `query` is what GET /grants/search accepts, checked by that route's own
// schema (so the two cannot drift), as JSON: numbers and booleans typed, lists comma-separated.
// Its defaults are left out: the search stores what the user chose, and a later change of a
// default applies to it too.
const optionalWithoutDefault = (schema: TSchema): TSchema => {
  const { default: _default, ...rest } = schema as TSchema & { default?: unknown }
  return Type.Optional(rest as TSchema)
}
const { q, ...optional } = GrantSearchQuery.properties
export const SavedQuery = Type.Object({
  q, ...Object.fromEntries(Object.entries(optional).map(([k, v]) => [k, optionalWithoutDefault(v)])),
}, { description: 'The parameters of GET /grants/search (q required; filters, sort), as a JSON object' })
export type SavedQuery = Pick<Static<typeof GrantSearchQuery>, 'q'> & Partial<Omit<Static<typeof GrantSearchQuery>, 'q'>>

const Name = Type.String({ minLength: 1, maxLength: 120 })
const Frequency = StringEnum(ALERT_FREQUENCIES, {
  description: 'immediately: after each import; daily/weekly: 08:00 in your time zone (weekly: on your digest day); off: no alerts',
})

export const CreateSavedSearchBody = Type.Object({
  name: Name, query: SavedQuery, frequency: Type.Optional({ ...Frequency, default: 'daily' } as typeof Frequency),
})
export type CreateSavedSearchBody = Static<typeof CreateSavedSearchBody>

export const UpdateSavedSearchBody = Type.Object({
  name: Type.Optional(Name), query: Type.Optional(SavedQuery), frequency: Type.Optional(Frequency),
}, { minProperties: 1 })
export type UpdateSavedSearchBody = Static<typeof UpdateSavedSearchBody>

export const SavedSearchResponse = Type.Object({
  id: Uuid,
  name: Type.String(),
  query: SavedQuery,
  frequency: Frequency,
  hits: Type.Integer({ description: 'New grants this search has found since it was saved (or its query last changed)' }),
  unsent_hits: Type.Integer({ description: 'Found but not alerted yet (waiting for the next daily or weekly e-mail)' }),
  last_hit_at: Nullable({ ...IsoDate, description: 'When it last found a new grant' } as typeof IsoDate),
  app_url: Type.String({ description: 'The search in the web app' }),
  created_at: IsoDate,
  updated_at: IsoDate,
}, { $id: 'SavedSearch' })
export type SavedSearchResponse = Static<typeof SavedSearchResponse>

export const SavedSearchList = Type.Object({
  items: Type.Array(Type.Ref('SavedSearch')), total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer(), pages: Type.Integer(),
}, { $id: 'SavedSearchList' })

export const SavedSearchListQuery = Type.Object(PageQuery)
export const SavedSearchParams = Type.Object({ saved_search_id: Uuid })

export const savedSearchSchemas = [SavedSearchResponse, SavedSearchList]
