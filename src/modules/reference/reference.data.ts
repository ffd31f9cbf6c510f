import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'

// The bundled reference data (see data/README.md for provenance), parsed once at start-up.

export interface NaceCode {
  code: string
  level: 'section' | 'division' | 'group' | 'class'
  section: string
  division: string | null
  group: string | null
  class: string | null
  parent: string | null
  description: string
  position: number
}

export interface Country {
  code: string
  name: string
  flag_emoji: string
  is_eu_member: boolean
  is_eea_member: boolean
  group: 'eu' | 'eea' | 'associated' | 'candidate'
}

/** A NUTS 2024 region of an EU member state (levels 1-3; Eurostat's codes: Greece is EL…). */
export interface NutsRegion {
  code: string
  /** ISO 3166-1 code of its country (GR for EL…). */
  country: string
  level: 1 | 2 | 3
  name: string
}

export interface ReferenceData { nace: NaceCode[]; countries: Country[]; regions: NutsRegion[] }

// EU texts and NUTS codes write Greece `EL` and the United Kingdom `UK` (Interinstitutional Style
// Guide); ISO 3166-1, and our country codes, say GR and GB. NUTS codes keep the EU prefix (EL30).
export const EU_COUNTRY_CODES: Readonly<Record<string, string>> = { EL: 'GR', UK: 'GB' }
const ISO_TO_EU = new Map(Object.entries(EU_COUNTRY_CODES).map(([eu, iso]) => [iso, eu]))
/** The prefix of a country's NUTS codes: its ISO code, except EL for GR and UK for GB. */
export const nutsCountryCode = (iso: string): string => ISO_TO_EU.get(iso) ?? iso

const read = (name: string) =>
  parse(readFileSync(new URL(`./data/${name}`, import.meta.url)), { columns: true, skip_empty_lines: true }) as Record<string, string>[]

const orNull = (value: string | undefined) => (value ? value : null)

// Parsed once per process: the container, the rule scorer, the eligibility rules and the cohesion
// connector all read it, and the files never change while the process runs.
let loaded: ReferenceData | undefined
export function loadReferenceData (): ReferenceData {
  loaded ??= parseReferenceData()
  return loaded
}

function parseReferenceData (): ReferenceData {
  const nace = read('nace-rev2.csv').map((r, position): NaceCode => ({
    code: r.code!,
    level: r.level as NaceCode['level'],
    section: r.section!,
    division: orNull(r.division),
    group: orNull(r.group),
    class: orNull(r.class),
    parent: orNull(r.parent),
    // 13 source descriptions carry a trailing space (kept in the CSV, see data/README.md).
    description: r.description!.trim(),
    position,
  }))
  const countries = read('countries.csv').map((r): Country => ({
    code: r.code!,
    name: r.name!,
    flag_emoji: r.flag_emoji!,
    is_eu_member: r.is_eu_member === 'true',
    is_eea_member: r.is_eea_member === 'true',
    group: r.group as Country['group'],
  }))
  const regions = read('nuts-2024.csv').map((r): NutsRegion => ({
    code: r.code!,
    country: r.country!,
    level: Number(r.level) as NutsRegion['level'],
    name: r.name!,
  }))
  return { nace, countries, regions }
}
