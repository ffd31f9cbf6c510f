import { Type, type Static } from 'typebox'
import { IsoDate, Nullable, StringEnum, Uuid } from '../../core/http/common.schema.js'
import { PageQuery } from '../../core/http/pagination.js'
import { COMPANY_SIZES } from '../grants/grants.tables.js'
import { CARBON_CATEGORIES } from '../grants/synthetic-vocabulary.js'
import { TAXONOMY_OBJECTIVES } from './companies.tables.js'


const Country = Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2 code of a country in the reference data (GET /reference/countries)' })
const NaceCodes = Type.Array(Type.String({ minLength: 1, maxLength: 12 }), { maxItems: 50, description: 'Known NACE Rev. 2 codes, either notation (C25.11 or 25.11); stored in Eurostat notation' })
const Keywords = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50, description: 'Topics of interest' })
const Year = Type.Integer({ minimum: 1800, maximum: 2100 })

const editable = {
  name: Type.String({ minLength: 1, maxLength: 255 }),
  country: Country,
  company_size: StringEnum(COMPANY_SIZES),
  nace_codes: NaceCodes,
  description: Nullable(Type.String({ maxLength: 5000 })),
  keywords: Keywords,
  // The column is a PostgreSQL integer: a larger count was a database error (a 500).
  employee_count: Nullable(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  annual_revenue: Nullable(Type.Number({ minimum: 0, description: 'EUR' })),
  founded_year: Nullable(Year),
  website: Nullable(Type.String({ maxLength: 2048, pattern: '^https?://\\S+$' })),
  develops_technology: Nullable(Type.Boolean({
    description: 'true: the company brings a technology of its own to market (a product or process it develops or manufactures); false: it adopts existing technology in its own operations; null: not stated. Calls for technology developers, such as the EIC Accelerator, rank low for adopters',
  })),
  region: Nullable(Type.String({
    pattern: '^[A-Za-z]{2}[0-9A-Za-z]{1,3}$',
    description: "Where the company is: its NUTS region code (NUTS 1, 2 or 3, e.g. DEA2 for Köln, ITH5 for Emilia-Romagna; Eurostat's codes, which write Greece EL and the United Kingdom UK), in its country; stored upper case. Regional programmes of other regions are left out of its matches; null: not stated",
  })),
}

export const CompanyCreate = Type.Object({
  name: editable.name, country: editable.country, company_size: editable.company_size,
  nace_codes: Type.Optional(editable.nace_codes), description: Type.Optional(editable.description), keywords: Type.Optional(editable.keywords),
  employee_count: Type.Optional(editable.employee_count), annual_revenue: Type.Optional(editable.annual_revenue),
  founded_year: Type.Optional(editable.founded_year), website: Type.Optional(editable.website),
  develops_technology: Type.Optional(editable.develops_technology), region: Type.Optional(editable.region),
}, { additionalProperties: false })
export type CompanyCreate = Static<typeof CompanyCreate>

export const CompanyUpdate = Type.Partial(Type.Object(editable), { additionalProperties: false, minProperties: 1 })
export type CompanyUpdate = Static<typeof CompanyUpdate>

export const Company = Type.Object({
  id: Uuid, tenant_id: Uuid, ...editable,
  description: Nullable(Type.String()), created_at: IsoDate, updated_at: IsoDate,
}, { $id: 'Company' })

export const CompanyList = Type.Object({
  items: Type.Array(Type.Ref('Company')), total: Type.Integer(), page: Type.Integer(), page_size: Type.Integer(), pages: Type.Integer(),
}, { $id: 'CompanyList' })

export const CompanyParams = Type.Object({ company_id: Uuid })
export const CompanyListQuery = Type.Object(PageQuery)
export type CompanyListQuery = Static<typeof CompanyListQuery>

const profileFields = {
  reporting_year: Nullable(Year),
  scope1_emissions_tco2e: Nullable(Type.Number({ minimum: 0 })),
  scope2_emissions_tco2e: Nullable(Type.Number({ minimum: 0 })),
  scope3_emissions_tco2e: Nullable(Type.Number({ minimum: 0 })),
  reduction_target_percent: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
  target_year: Nullable(Year),
  has_sbti_target: Nullable(Type.Boolean()),
  csrd_in_scope: Nullable(Type.Boolean()),
  focus_categories: Type.Array(StringEnum(CARBON_CATEGORIES), { maxItems: CARBON_CATEGORIES.length, uniqueItems: true }),
  taxonomy_objectives: Type.Array(StringEnum(TAXONOMY_OBJECTIVES), { maxItems: TAXONOMY_OBJECTIVES.length, uniqueItems: true, description: 'EU Taxonomy objectives: CCM, CCA, WTR, CE, PPC, BIO' }),
}

/** PUT replaces the profile: a field left out is null (or empty). */
export const CarbonProfileInput = Type.Partial(Type.Object(profileFields), { additionalProperties: false })
export type CarbonProfileInput = Static<typeof CarbonProfileInput>

export const CarbonProfile = Type.Object({
  company_id: Uuid, ...profileFields, updated_at: Nullable(IsoDate),
}, { $id: 'CarbonProfile', description: 'A company without a profile has nulls and empty lists (updated_at null)' })

export const companySchemas = [Company, CompanyList, CarbonProfile]
