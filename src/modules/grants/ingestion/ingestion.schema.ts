import { Type, type Static } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../../core/http/common.schema.js'
import { PageQuery } from '../../../core/http/pagination.js'
import { GRANT_SOURCES } from '../grants.tables.js'
import { INGESTION_RUN_STATUSES, INGESTION_TRIGGERS } from './ingestion.tables.js'

const Count = (description: string) => Type.Integer({ minimum: 0, description })

export const IngestionRun = Type.Object({
  id: Uuid,
  source: StringEnum(GRANT_SOURCES),
  trigger: StringEnum(INGESTION_TRIGGERS, { description: 'Who started the run' }),
  input: Type.String({ description: '`live`, `bundled`, or the name of the file or directory read' }),
  since: Nullable(IsoDate),
  status: StringEnum(INGESTION_RUN_STATUSES),
  started_at: IsoDate,
  finished_at: Nullable(IsoDate),
  fetched: Count('Source records read (projects count one each; grant-level records aggregated from them do not)'),
  inserted: Count('Grants created'),
  updated: Count('Grants whose content changed'),
  unchanged: Count('Grants read again with the same content (not rewritten)'),
  closed: Count('Grants that disappeared from the source and were closed (never deleted)'),
  projects: Count('Funded projects created or changed'),
  skipped: Count('Records not imported; the first 100 are listed with their reason'),
  skipped_records: Type.Array(Type.Object({ reference: Type.String(), reason: Type.String() })),
  errors: Type.Array(Type.Object({ reference: Nullable(Type.String()), message: Type.String() }), { description: 'Failures of the source or of single records (first 100)' }),
}, { $id: 'IngestionRun' })

export const IngestionRunQuery = Type.Object({
  ...PageQuery,
  source: Type.Optional(StringEnum(GRANT_SOURCES)),
  status: Type.Optional(StringEnum(INGESTION_RUN_STATUSES)),
})
export type IngestionRunQuery = Static<typeof IngestionRunQuery>

export const IngestionRunList = Type.Object({
  items: Type.Array(Type.Ref('IngestionRun')),
  total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer(), pages: Type.Integer(),
}, { $id: 'IngestionRunList' })

export const ingestionSchemas = [IngestionRun, IngestionRunList]
