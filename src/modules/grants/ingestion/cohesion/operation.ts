import type { ProjectDraft } from '../connector.js'
import type { ProjectOrganisation } from '../ingestion.tables.js'
import { categoryLabel } from './categories.js'

// One funded operation, whatever format it came from: the parsers fill this, the project draft
// and the aggregation read it. Amounts are in `currency`; the rate is a fraction 0-1.

export interface Labelled { code: string; label: string | null }

export interface Operation {
  external_id: string
  title: string
  summary: string
  programme_code: string | null
  programme_name: string | null
  /** The category of intervention (intervention field) code and label. */
  category: Labelled | null
  fund: string | null
  period: string | null
  total_cost: number | null
  eu_contribution: number | null
  cofinancing_rate: number | null
  currency: string
  start_date: Date | null
  end_date: Date | null
  /** The country the operation is counted in (lead beneficiary's for cross-border lists). */
  country: string | null
  /** Every country involved (cross-border operations have several). */
  countries: string[]
  /** The one NUTS-2 region the operation is in, when it is in exactly one. */
  nuts2: Labelled | null
  /** NUTS codes at every level the source gives. */
  regions: string[]
  thematic_objective: Labelled | null
  policy_objective: Labelled | null
  specific_objective: Labelled | null
  /** Further source labels (priority axis, Inforegio themes). */
  themes: string[]
  managing_authority: string | null
  organisations: ProjectOrganisation[]
  source_url: string | null
  /** Stand-in programme for grouping when the source names none (the live API). */
  group?: { programme_key: string; programme_name: string }
  /** Set by the reader: the aggregate this operation counts in. */
  grant_external_id?: string | null
}

export const labelled = (item: Labelled | null) => (item ? (item.label ? `${item.code} ${item.label}` : item.code) : null)

/** The category label: the source's, else the regulation's for the period. */
export const categoryText = (op: Pick<Operation, 'category' | 'period'>) =>
  op.category ? (op.category.label ?? categoryLabel(op.category.code, op.period) ?? `Intervention field ${op.category.code}`) : null

export function operationThemes (op: Operation): string[] {
  const category = op.category ? `${op.category.code} ${categoryText(op)}` : null
  return [...new Set([category, labelled(op.policy_objective), labelled(op.thematic_objective), labelled(op.specific_objective), ...op.themes, op.fund]
    .filter((t): t is string => Boolean(t)))]
}

export function toProjectDraft (op: Operation): ProjectDraft {
  return {
    external_id: op.external_id,
    grant_external_id: op.grant_external_id ?? null,
    title: op.title,
    summary: op.summary,
    programme: op.programme_name ?? op.programme_code,
    topic: op.category?.code ?? null,
    funding_scheme: op.fund,
    total_cost: op.total_cost,
    eu_contribution: op.eu_contribution,
    currency: op.currency,
    start_date: op.start_date,
    end_date: op.end_date,
    countries: op.countries,
    regions: op.regions,
    thematic_areas: operationThemes(op),
    organisations: op.organisations,
    source_url: op.source_url,
  }
}
