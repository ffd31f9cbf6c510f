import { Type, type Static } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import { API_KEY_SCOPES } from './integrations.tables.js'

const Name = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '\\S',
  description: 'What the key is for, e.g. "CRM sync"',
})
const Scope = StringEnum(API_KEY_SCOPES, {
  description:
    'read: what members may read; write: also what members may do to matches, applications and comments ' +
    '(never admin work or account settings)',
})

const fields = {
  id: Uuid,
  name: Type.String(),
  prefix: Type.String({ description: 'The first 10 characters of the key, to tell keys apart' }),
  scope: Scope,
  created_at: IsoDate,
  last_used_at: Nullable(
    Type.Unsafe<Date>({
      type: 'string',
      format: 'date-time',
      description: 'Last request with the key (recorded at most once a minute)',
    }),
  ),
}

export const ApiKey = Type.Object(
  {
    ...fields,
    created_by: Nullable(
      Type.Object(
        { id: Uuid, full_name: Type.String() },
        { description: 'The member the key acts as (null for partner keys)' },
      ),
    ),
  },
  { $id: 'ApiKey' },
)

export const CreatedApiKey = Type.Object(
  {
    ...fields,
    key: Type.String({
      description:
        'The key itself (gw_ and 40 characters), shown only in this answer: send it as Authorization: Bearer <key>',
    }),
  },
  { $id: 'CreatedApiKey' },
)

export const ApiKeyList = Type.Object({ items: Type.Array(Type.Ref('ApiKey')) }, { $id: 'ApiKeyList' })

export const CreateApiKeyBody = Type.Object({ name: Name, scope: Scope }, { additionalProperties: false })
export type CreateApiKeyBody = Static<typeof CreateApiKeyBody>

export const CreatePartnerApiKeyBody = Type.Object(
  { name: Name },
  { additionalProperties: false, description: 'Partner keys are read-only (scope read)' },
)

export const ApiKeyParams = Type.Object({ api_key_id: Uuid })

export const apiKeySchemas = [ApiKey, CreatedApiKey, ApiKeyList]
