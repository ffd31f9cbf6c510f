import type { Db, DbOrTx } from '../../core/db/client.js'
import type { Caller } from '../../core/http/auth.js'
import { offsetOf, page } from '../../core/http/pagination.js'
import { recordAudit } from '../audit/audit.js'
import { nutsCountryCode } from '../reference/reference.data.js'
import type { ReferenceService } from '../reference/reference.service.js'
import { companyNotFound, regionNotInCountry, unknownCountry, unknownNaceCodes } from './companies.errors.js'
import { createCompaniesRepository, type StoredCompany } from './companies.repository.js'
import type { CarbonProfileInput, CompanyCreate, CompanyListQuery, CompanyUpdate } from './companies.schema.js'

interface Deps {
  db: Db
  reference: Pick<ReferenceService, 'naceLineage' | 'country'>
  /** Runs in the transaction that deletes a company, before it goes (what others keep about its matches and applications). */
  removing?: (tx: DbOrTx, tenantId: string, companyId: string) => Promise<unknown>
}

const EMPTY_PROFILE = {
  reporting_year: null,
  scope1_emissions_tco2e: null,
  scope2_emissions_tco2e: null,
  scope3_emissions_tco2e: null,
  reduction_target_percent: null,
  target_year: null,
  has_sbti_target: null,
  csrd_in_scope: null,
  focus_categories: [],
  taxonomy_objectives: [],
  updated_at: null,
}

/** The fields whose stored value differs from the one written (arrays and numbers compared as JSON). */
function changedFields(before: Record<string, unknown>, change: Record<string, unknown>): string[] {
  return Object.keys(change).filter(
    (k) => k !== 'nace_paths' && JSON.stringify(before[k] ?? null) !== JSON.stringify(change[k] ?? null),
  )
}

/** A stated region must lie in the company's country (both upper case). */
function checkRegion(country: string, region: string | null | undefined): void {
  const prefix = nutsCountryCode(country)
  if (region && !region.startsWith(prefix)) throw regionNotInCountry(region, country, prefix)
}

export function createCompaniesService({ db, reference, removing }: Deps) {
  const repo = createCompaniesRepository(db)

  /** Country upper-cased; NACE codes in Eurostat notation with their ancestors (every unknown one a 422). */
  function checked<T extends Partial<CompanyCreate>>(input: T) {
    const out: T & { nace_paths?: string[] } = { ...input }
    if (input.country !== undefined) {
      const country = reference.country(input.country)
      if (!country) throw unknownCountry(input.country)
      out.country = country.code
    }
    if (input.nace_codes !== undefined) {
      const found = input.nace_codes.map((code, index) => ({ code, index, known: reference.naceLineage(code) }))
      const unknown = found.filter((f) => !f.known)
      if (unknown.length) throw unknownNaceCodes(unknown)
      out.nace_codes = [...new Set(found.map((f) => f.known!.code))]
      out.nace_paths = [...new Set(found.flatMap((f) => f.known!.lineage))]
    }
    if (input.keywords !== undefined) out.keywords = [...new Set(input.keywords.map((k) => k.trim()).filter(Boolean))]
    if (input.region) out.region = input.region.toUpperCase()
    return out
  }

  async function owned(tenantId: string, id: string) {
    const company = await repo.find(tenantId, id)
    if (!company) throw companyNotFound(`No company with id ${id}`)
    return company
  }

  return {
    async list(tenantId: string, q: CompanyListQuery) {
      const { items, total } = await repo.page(tenantId, q.page_size, offsetOf(q))
      return page(items, total, q)
    },

    count: (tenantId: string): Promise<number> => repo.count(tenantId),

    /** Every write is recorded in the audit log in its own transaction (an entry exists exactly when the change does). */
    async create(caller: Caller, input: CompanyCreate): Promise<StoredCompany> {
      const company = checked(input)
      checkRegion(company.country, company.region)
      return db.transaction(async (tx) => {
        const created = await createCompaniesRepository(tx).insert({ ...company, tenant_id: caller.tenant_id })
        await recordAudit(tx, caller, {
          action: 'company.created',
          subject_type: 'company',
          subject_id: created.id,
          details: { name: created.name },
        })
        return created
      })
    },

    async get(tenantId: string, id: string): Promise<StoredCompany> {
      const { nace_paths: _paths, ...company } = await owned(tenantId, id)
      return company
    },

    /**
     * The stored row is read (locked) in the transaction: country and region are checked together
     * (the one not being changed is the stored one), and the audit entry names the fields whose
     * value really changed. A PATCH that changes nothing writes no entry.
     */
    async update(caller: Caller, id: string, changes: CompanyUpdate): Promise<StoredCompany> {
      const change = checked(changes)
      return db.transaction(async (tx) => {
        const txRepo = createCompaniesRepository(tx)
        const stored = await txRepo.find(caller.tenant_id, id, { lock: true })
        if (!stored) throw companyNotFound(`No company with id ${id}`)
        if (change.country !== undefined || change.region) {
          checkRegion(change.country ?? stored.country, change.region !== undefined ? change.region : stored.region)
        }
        const updated = (await txRepo.update(caller.tenant_id, id, change))!
        const fields = changedFields(stored, change)
        if (fields.length > 0)
          await recordAudit(tx, caller, {
            action: 'company.updated',
            subject_type: 'company',
            subject_id: id,
            details: { fields },
          })
        return updated
      })
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await removing?.(tx, caller.tenant_id, id)
        const removed = await createCompaniesRepository(tx).remove(caller.tenant_id, id)
        if (!removed) throw companyNotFound(`No company with id ${id}`)
        await recordAudit(tx, caller, {
          action: 'company.deleted',
          subject_type: 'company',
          subject_id: id,
          details: { name: removed.name },
        })
      })
    },

    async carbonProfile(tenantId: string, id: string) {
      await owned(tenantId, id)
      return (await repo.carbonProfile(id)) ?? { company_id: id, ...EMPTY_PROFILE }
    },

    /** For matching: the full row (with NACE lineage) and its carbon profile, or null without one. */
    async withCarbonProfile(tenantId: string, id: string) {
      const company = await owned(tenantId, id)
      return { company, carbon: (await repo.carbonProfile(id)) ?? null }
    },

    async putCarbonProfile(caller: Caller, id: string, input: CarbonProfileInput) {
      await owned(caller.tenant_id, id)
      const { updated_at: _u, ...empty } = EMPTY_PROFILE
      return db.transaction(async (tx) => {
        const profile = await createCompaniesRepository(tx).putCarbonProfile({ ...empty, ...input, company_id: id })
        await recordAudit(tx, caller, {
          action: 'carbon_profile.updated',
          subject_type: 'carbon_profile',
          subject_id: id,
        })
        return profile
      })
    },
  }
}
export type CompaniesService = ReturnType<typeof createCompaniesService>
