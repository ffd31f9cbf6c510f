import { Type } from 'typebox'
import { IsoDate, StringEnum } from '../../core/http/common.schema.js'
import { LEGAL_KINDS } from './legal.tables.js'

const Kind = StringEnum(LEGAL_KINDS, { description: 'imprint, privacy (the privacy notice) or terms (of use)' })
const Version = Type.Integer({ minimum: 1, description: 'Each publication is the next version; older ones stay readable' })

export const LegalDocument = Type.Object({
  kind: Kind,
  version: Version,
  body: Type.String({ description: 'Plain text; a blank line separates paragraphs' }),
  published_at: IsoDate,
}, { $id: 'LegalDocument' })

export const LegalIndex = Type.Array(Type.Object({ kind: Kind, version: Version, published_at: IsoDate }), {
  description: 'The published documents at their current version; one never published is not listed',
})

export const LegalParams = Type.Object({ kind: Kind })
export const LegalVersionParams = Type.Object({ kind: Kind, version: Type.Integer({ minimum: 1 }) })
export const PublishBody = Type.Object({
  body: Type.String({ minLength: 1, maxLength: 100_000, pattern: '\\S', description: 'Plain text; a blank line separates paragraphs' }),
}, { additionalProperties: false })

/** The consent field of a sign-up (an account, a partner application). */
export const AcceptTermsVersion = Type.Integer({
  minimum: 1,
  description: 'The version of the terms (GET /legal/terms) the person read and accepted: required once the operator has ' +
    'published terms, and it must be the current one (else 422); recorded with the time',
})
