import type { Schemas } from '../../api/client'

// The enum values of the carbon profile, in the server's order (schema.d.ts); labels are
// translated under `carbon.categories.*` and `carbon.objectives.*`.

export type FocusCategory = Schemas['CarbonProfile']['focus_categories'][number]
export type TaxonomyObjective = Schemas['CarbonProfile']['taxonomy_objectives'][number]

export const FOCUS_CATEGORIES: readonly FocusCategory[] = [
  'energy_efficiency', 'renewable_energy', 'clean_technology', 'circular_economy', 'sustainable_transport',
  'green_buildings', 'carbon_capture', 'hydrogen', 'industrial_decarbonization', 'sustainable_agriculture',
  'biodiversity', 'water_management', 'waste_reduction', 'climate_adaptation',
]

export const TAXONOMY_OBJECTIVES: readonly TaxonomyObjective[] = ['CCM', 'CCA', 'WTR', 'CE', 'PPC', 'BIO']

/** Tri-state answers (yes / no / not given) as Select values. */
export const toChoice = (v: boolean | null) => (v === null ? 'unknown' : v ? 'yes' : 'no')
export const fromChoice = (v: string | null) => (v === 'yes' ? true : v === 'no' ? false : null)
