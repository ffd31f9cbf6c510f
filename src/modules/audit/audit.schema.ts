import { Type, type Static } from 'typebox'
import { IsoDate, Nullable, Uuid } from '../../core/http/common.schema.js'
import { PageQuery } from '../../core/http/pagination.js'

// The audit log as clients read it. Entries are written by audit.ts (recordAudit) in the
// transactions of the changes they record; here they are only read and exported.

/** The most rows one CSV export holds (newest first); narrower filters reach older entries. */
export const EXPORT_ROW_LIMIT = 50_000

const filters = {
  action: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '^[a-z][a-z0-9_]*(\\.[a-z0-9_]+)*\\.?$',
      description: 'An action (company.updated), or a prefix ending in a dot (company. = every company action)',
    }),
  ),
  actor_id: Type.Optional(Uuid),
  subject_type: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 50,
      pattern: '^[a-z][a-z0-9_]*$',
      description: 'company, carbon_profile, application, match, member…',
    }),
  ),
  subject_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  from: Type.Optional(
    Type.String({ format: 'date-time', description: 'Entries at or after this instant (ISO 8601 with a time zone)' }),
  ),
  to: Type.Optional(
    Type.String({ format: 'date-time', description: 'Entries before this instant (exclusive); not before from' }),
  ),
}

export const AuditListQuery = Type.Object({ ...PageQuery, ...filters })
export type AuditListQuery = Static<typeof AuditListQuery>

export const AuditExportQuery = Type.Object(filters)
export type AuditExportQuery = Static<typeof AuditExportQuery>

export const AuditActor = Type.Object(
  { id: Uuid, email: Type.String() },
  {
    $id: 'AuditActor',
    description: 'Who acted, as they were then (the entry outlives the account)',
  },
)

export const AuditEvent = Type.Object(
  {
    id: Type.Integer(),
    action: Type.String({ description: '<subject>.<verb>: company.created, application.status_changed, match.saved…' }),
    subject_type: Type.String(),
    subject_id: Nullable(Type.String()),
    actor: Nullable(Type.Ref('AuditActor', { description: 'null: done by the system' })),
    details: Type.Object(
      {},
      { additionalProperties: true, description: 'What changed: { fields }, { from, to }, { company_id, grant_id }…' },
    ),
    created_at: IsoDate,
  },
  { $id: 'AuditEvent' },
)
export type AuditEvent = Static<typeof AuditEvent>

export const AuditEventList = Type.Object(
  {
    items: Type.Array(Type.Ref('AuditEvent')),
    total: Type.Integer(),
    page: Type.Integer(),
    page_size: Type.Integer(),
    pages: Type.Integer(),
  },
  { $id: 'AuditEventList' },
)

export const auditSchemas = [AuditActor, AuditEvent, AuditEventList]
