import { Type, type Static } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../../core/http/common.schema.js'
import { PageQuery } from '../../../core/http/pagination.js'

// The change history of a grant and the calls a user follows, as clients read them.

export const FieldChangeSchema = Type.Object(
  {
    field: Type.String({
      description:
        'deadline, deadlines, start_date, end_date, status, funding_amount_min/max, funding_rate_min/max, currency, ' +
        'countries, regions, company_sizes, nace_codes, eligibility, source_url, title, description',
    }),
    from: Type.Unknown({ description: 'The value before (dates ISO 8601; null for a summarised description)' }),
    to: Type.Unknown({ description: 'The value after' }),
    summary: Type.Optional(Type.String({ description: 'In words, for a field not stored whole (the description)' })),
  },
  { $id: 'FieldChange' },
)

export const GrantChange = Type.Object(
  {
    id: Type.Integer(),
    changed_at: IsoDate,
    changes: Type.Array(Type.Ref('FieldChange')),
    meaningful: Type.Boolean({
      description: 'Followers are told: dates, status, money, rates, eligibility, links (not wording alone)',
    }),
    urgent: Type.Boolean({ description: 'The call closed before its previous deadline, or was withdrawn' }),
  },
  { $id: 'GrantChange' },
)

const paged = (items: ReturnType<typeof Type.Ref>) => ({
  items: Type.Array(items),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
  pages: Type.Integer(),
})

export const GrantChangeList = Type.Object(paged(Type.Ref('GrantChange')), { $id: 'GrantChangeList' })

export const FollowedGrant = Type.Object(
  {
    grant_id: Uuid,
    tenant_id: Uuid,
    followed_at: IsoDate,
    title: Type.String(),
    deadline: Nullable(IsoDate),
    status: StringEnum(['active', 'closed', 'upcoming', 'withdrawn'] as const),
    latest_change: Nullable(Type.Ref('GrantChange', { description: 'The latest meaningful change; null when none' })),
  },
  { $id: 'FollowedGrant' },
)

export const FollowedGrantList = Type.Object(paged(Type.Ref('FollowedGrant')), { $id: 'FollowedGrantList' })

export const ChangesQuery = Type.Object(PageQuery)
export type ChangesQuery = Static<typeof ChangesQuery>

export const grantChangeSchemas = [FieldChangeSchema, GrantChange, GrantChangeList, FollowedGrant, FollowedGrantList]
