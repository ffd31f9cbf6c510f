import { createHash } from 'node:crypto'
import { addDays, DAY_MS } from '../../../core/clock.js'
import { nulPaths } from '../../../core/nul.js'
import { classifyCarbon } from '../carbon-classifier.js'
import { enrichEligibility } from '../eligibility.js'
import type { GrantSource } from '../grants.tables.js'
import type { GrantInput } from '../grants.service.js'
import type { GrantDraft, ProjectDraft } from './connector.js'

// Pure steps between a connector's draft and the row the repository writes: validation, date
// shifting of sample files, carbon classification and eligibility enrichment (each derived field
// naming its rule), and the content hash that makes re-imports no-ops.

const DATE_FIELDS = ['deadline', 'publication_date', 'start_date', 'end_date'] as const

export interface Origin { source: GrantSource; sample: boolean; shiftDays: number }

/** Whole days from the sample's snapshot to the load day (UTC), by which sample dates move. */
export function shiftDaysFor (snapshot: Date, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Math.round((today - snapshot.getTime()) / DAY_MS)
}

const isBadDate = (d: unknown) => d !== null && d !== undefined && (!(d instanceof Date) || Number.isNaN(d.getTime()))

/** Why a draft cannot be imported, or null: the last line of defence against a connector bug. */
export function draftProblem (draft: GrantDraft | ProjectDraft): string | null {
  if (!draft.external_id?.trim()) return 'no identifier'
  if (!draft.title?.trim()) return 'no title'
  const dates = draft as Partial<Record<typeof DATE_FIELDS[number], unknown>>
  const bad = DATE_FIELDS.find((f) => isBadDate(dates[f]))
  if (bad) return `invalid ${bad}`
  if ('deadlines' in draft && draft.deadlines?.some(isBadDate)) return 'invalid deadlines'
  const nul = nulPaths(draft)[0]
  if (nul) return `NUL character in ${nul.join('.')}`
  return null
}

function shiftDates<T extends Partial<Record<typeof DATE_FIELDS[number], Date | null>> & { deadlines?: Date[] }> (row: T, days: number): T {
  if (days === 0) return row
  const out: T = { ...row }
  for (const f of DATE_FIELDS) if (row[f]) out[f] = addDays(row[f], days)
  if (row.deadlines) out.deadlines = row.deadlines.map((d) => addDays(d, days))
  return out
}

/** Evidence lists as one short provenance sentence per field (`hydrogen ← title "electrolyser"`). */
const evidenceText = (evidence: Record<string, string[]>) =>
  Object.entries(evidence).filter(([, cues]) => cues.length).map(([field, cues]) => `${field} ← ${cues.slice(0, 2).join(', ')}`).join('; ')

export function prepareGrant (draft: GrantDraft, origin: Origin): GrantInput {
  const { programme = null, keywords = [], provenance: stated = {}, ...fields } = shiftDates(draft, origin.shiftDays)
  const thematic = fields.thematic_areas ?? []
  const carbon = classifyCarbon({
    title: fields.title, description: fields.description ?? '', summary: fields.summary ?? '',
    keywords, thematic_areas: thematic, programme,
  })
  const eligibility = enrichEligibility({
    title: fields.title, description: fields.description ?? '', summary: fields.summary ?? '', programme, keywords,
    countries: fields.countries ?? [], company_sizes: fields.company_sizes ?? [], nace_codes: fields.nace_codes ?? [],
  })
  // What the source states wins; the classifier adds what the text supports.
  const union = <T>(a: T[] | undefined, b: T[]) => [...new Set([...(a ?? []), ...b])]
  const categories = union(fields.carbon_categories, carbon.carbon_categories)
  const evidence = evidenceText(carbon.evidence)
  return {
    ...fields,
    programme,
    description: fields.description ?? '',
    summary: fields.summary ?? '',
    currency: fields.currency ?? 'EUR',
    thematic_areas: thematic,
    is_synthetic: false,
    deadlines: [...(fields.deadlines ?? [])].sort((a, b) => a.getTime() - b.getTime()),
    countries: fields.countries?.length ? fields.countries : eligibility.countries ?? [],
    company_sizes: fields.company_sizes?.length ? fields.company_sizes : eligibility.company_sizes ?? [],
    nace_codes: fields.nace_codes?.length ? fields.nace_codes : eligibility.nace_codes ?? [],
    is_carbon_focused: Boolean(fields.is_carbon_focused) || carbon.is_carbon_focused,
    carbon_categories: categories,
    eligible_scopes: union(fields.eligible_scopes, carbon.eligible_scopes),
    taxonomy_objectives: union(fields.taxonomy_objectives, carbon.taxonomy_objectives),
    min_emission_reduction_percent: fields.min_emission_reduction_percent ?? carbon.min_emission_reduction_percent,
    eu_taxonomy_aligned: Boolean(fields.eu_taxonomy_aligned) || carbon.eu_taxonomy_aligned,
    green_deal_aligned: Boolean(fields.green_deal_aligned) || carbon.green_deal_aligned,
    fit_for_55_relevant: Boolean(fields.fit_for_55_relevant) || carbon.fit_for_55_relevant,
    supports_csrd_compliance: Boolean(fields.supports_csrd_compliance) || carbon.supports_csrd_compliance,
    supports_sbti_alignment: Boolean(fields.supports_sbti_alignment) || carbon.supports_sbti_alignment,
    source: origin.source,
    is_sample: origin.sample,
    provenance: {
      ...(programme ? { programme } : {}),
      ...stated,
      ...eligibility.provenance,
      ...(evidence ? { carbon: `classifier: ${evidence}` } : {}),
      ...(origin.sample ? { dates: `sample data: shifted by ${origin.shiftDays} days from its snapshot` } : {}),
    },
  }
}

/** Every column a project row needs (the writer sends no DEFAULTs): the draft's values or empty ones. */
export function prepareProject (draft: ProjectDraft, origin: Origin) {
  return {
    ...shiftDates(draft, origin.shiftDays),
    summary: draft.summary ?? '', currency: draft.currency ?? 'EUR', countries: draft.countries ?? [], regions: draft.regions ?? [],
    thematic_areas: draft.thematic_areas ?? [], organisations: draft.organisations ?? [],
    source: origin.source, is_sample: origin.sample,
  }
}

/** A stable hash of a row's content (key order fixed by the writer, dates as ISO strings). */
export function contentHash (row: object): string {
  return createHash('sha1').update(JSON.stringify(row)).digest('base64url')
}
