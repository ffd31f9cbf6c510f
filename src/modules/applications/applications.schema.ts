import { Type, type Static } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import { PageQuery } from '../../core/http/pagination.js'
import { AssignedToFilter } from '../matching/matching.schema.js'
import { APPLICATION_STATUSES } from './applications.tables.js'

const Status = StringEnum(APPLICATION_STATUSES, {
  description: 'draft -> submitted -> under_review -> approved | rejected; draft, submitted and under_review may be withdrawn; any other change is 409',
})
const Amount = Nullable(Type.Number({ minimum: 0, description: 'EUR' }))
const Notes = Nullable(Type.String({ maxLength: 5000 }))

export const ApplicationCreate = Type.Object({
  company_id: Uuid, grant_id: Uuid, requested_amount: Type.Optional(Amount), notes: Type.Optional(Notes),
}, { additionalProperties: false })
export type ApplicationCreate = Static<typeof ApplicationCreate>

export const ApplicationUpdate = Type.Partial(Type.Object({ status: Status, requested_amount: Amount, notes: Notes }), {
  additionalProperties: false, minProperties: 1, description: 'Any subset; setting the current status again changes nothing',
})
export type ApplicationUpdate = Static<typeof ApplicationUpdate>

export const Application = Type.Object({
  id: Uuid, company_id: Uuid, grant_id: Uuid, status: Status, requested_amount: Amount, notes: Notes,
  submitted_at: Nullable(IsoDate), decided_at: Nullable(IsoDate),
  assigned_to: Nullable(Type.String({ format: 'uuid', description: 'The member working on it, or null' })),
  created_at: IsoDate, updated_at: IsoDate,
  allowed_transitions: Type.Array(Status, { description: 'The statuses a PATCH may move it to now (empty once final)' }),
  grant: Type.Ref('Grant'),
}, { $id: 'Application', description: 'decided_at: when it was approved, rejected or withdrawn' })

export const ApplicationList = Type.Object({
  items: Type.Array(Type.Ref('Application')), total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer(), pages: Type.Integer(),
}, { $id: 'ApplicationList' })

export const ApplicationParams = Type.Object({ application_id: Uuid })
export const ApplicationListQuery = Type.Object({
  ...PageQuery, company_id: Type.Optional(Uuid), status: Type.Optional(Status), assigned_to: Type.Optional(AssignedToFilter),
})
export type ApplicationListQuery = Static<typeof ApplicationListQuery>

export const applicationSchemas = [Application, ApplicationList]
