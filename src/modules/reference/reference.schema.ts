import { Type, type Static } from 'typebox'
import { Nullable, StringEnum } from '../../core/http/common.schema.js'

export const NaceCodeResponse = Type.Object({
  code: Type.String({ description: 'NACE Rev. 2 code as Eurostat writes it: section `C`, division `25`, group `25.1`, class `25.11`' }),
  description: Type.String(),
  level: StringEnum(['section', 'division', 'group', 'class']),
  section: Type.String({ description: 'Section letter A-U' }),
  division: Nullable(Type.String({ description: '2 digits; null only on the section rows that `level=section` lists' })),
  group: Nullable(Type.String()),
  class: Nullable(Type.String()),
}, { $id: 'NaceCode' })

export const NaceCodeQuery = Type.Object({
  query: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description:
    'Code (`25.11`, `C25.11`, `2511`) or words of the description; case- and ' +
    'accent-insensitive' })),
  section: Type.Optional(Type.String({ pattern: '^[A-Ua-u]$', description: 'Section letter' })),
  level: Type.Optional(StringEnum(['section', 'division', 'group', 'class'], {
    description:
      'Only codes of this level. Without it: divisions, groups and classes (every item ' +
      'has a division); `section` lists the 21 sections',
  })),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
})
export type NaceCodeQuery = Static<typeof NaceCodeQuery>

export const CountryResponse = Type.Object({
  code: Type.String({ description: 'ISO 3166-1 alpha-2 (XK for Kosovo)' }),
  name: Type.String(),
  flag_emoji: Type.String(),
  is_eu_member: Type.Boolean(),
  is_eea_member: Type.Boolean(),
}, { $id: 'Country' })

export const RegionResponse = Type.Object({
  code: Type.String({ description: "NUTS 2024 code (Eurostat's: Greece is EL), e.g. DEA23" }),
  name: Type.String({ description: 'As Eurostat names it, in the language of the country' }),
  level: Type.Integer({ minimum: 1, maximum: 3, description: '1 (largest), 2 or 3' }),
  country: Type.String({ description: 'ISO 3166-1 alpha-2 code of its country (GR for EL codes)' }),
}, { $id: 'Region' })

export const RegionQuery = Type.Object({
  country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO code: only this country\'s regions' })),
  query: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description:
    'Code prefix (DEA2) or words of the name (koln), case- and accent-insensitive' })),
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
})

export const CountryQuery = Type.Object({
  eu_only: Type.Boolean({ default: false, description: 'Only the 27 EU member states (wins over eea_only)' }),
  eea_only: Type.Boolean({ default: false, description: 'EU plus IS, LI and NO' }),
  query: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Country name (part of it) or ISO code' })),
})
