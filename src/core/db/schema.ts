// Every table of the service, for drizzle-kit and the typed client.
export * from '../auth/auth-store.tables.js'
export * from '../../modules/auth/auth.tables.js'
export * from '../../modules/reference/reference.tables.js'
export * from './meta.tables.js'
export * from '../../modules/grants/grants.tables.js'
export * from '../../modules/grants/ingestion/ingestion.tables.js'
export * from '../../modules/companies/companies.tables.js'
export * from '../../modules/matching/matching.tables.js'
