import { Type, type Static } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import { PageQuery } from '../../core/http/pagination.js'
import { COMMENT_SUBJECTS } from './collaboration.tables.js'

const Body = Type.String({ minLength: 1, maxLength: 5000, description: 'Trimmed; blank text is a 422' })
const Mentions = Type.Array(Uuid, {
  maxItems: 20, uniqueItems: true,
  description: 'Members of the workspace named with @ (another id is a 422 at body.mentions.<i>); each is told once',
})

export const CommentCreate = Type.Object({ body: Body, mentions: Type.Optional(Mentions) }, { additionalProperties: false })
export type CommentCreate = Static<typeof CommentCreate>

export const CommentUpdate = Type.Partial(Type.Object({ body: Body, mentions: Mentions }), {
  additionalProperties: false, minProperties: 1,
  description: 'The author only. Mentions left out stay as they are; only members newly named are told',
})
export type CommentUpdate = Static<typeof CommentUpdate>

const Person = Type.Object({ id: Uuid, full_name: Type.String() })

export const Comment = Type.Object({
  id: Uuid,
  subject_type: StringEnum(COMMENT_SUBJECTS),
  subject_id: Uuid,
  body: Type.String(),
  author: Type.Union([Type.Object({ id: Uuid, full_name: Type.String(), email: Type.String() }), Type.Null()], {
    description: 'null once the account is deleted',
  }),
  mentions: Type.Array(Person, { description: 'In the order written; deleted accounts are left out' }),
  created_at: IsoDate,
  edited_at: Nullable(IsoDate),
}, { $id: 'Comment' })
export type Comment = Static<typeof Comment>

export const CommentList = Type.Object({
  items: Type.Array(Type.Ref('Comment'), { description: 'Oldest first' }),
  total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer(), pages: Type.Integer(),
}, { $id: 'CommentList' })

export const CommentListQuery = Type.Object(PageQuery)
export type CommentListQuery = Static<typeof CommentListQuery>
export const CommentParams = Type.Object({ comment_id: Uuid })

export const collaborationSchemas = [Comment, CommentList]
