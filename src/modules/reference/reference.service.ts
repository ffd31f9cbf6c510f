import { createHash } from 'node:crypto'
import type { Db } from '../../core/db/client.js'
import { getMeta, setMeta } from '../../core/db/meta.js'
import { createNaceIndex, foldQuery, type NaceLevel } from './nace-search.js'
import type { Country, NaceCode, NutsRegion, ReferenceData } from './reference.data.js'
import { createReferenceRepository } from './reference.repository.js'

// Static data is answered from memory; the tables are seeded for other modules' SQL joins.

// Names people search by that differ from the dataset's (see data/README.md).
const COUNTRY_ALIASES: Record<string, string[]> = { TR: ['turkey'], GB: ['great britain', 'uk'], CZ: ['czech republic'], MK: ['macedonia'] }

const META_KEY = 'reference_data_sha256'

export interface CountryQuery { eu_only?: boolean; eea_only?: boolean; query?: string }
export interface RegionQuery { country?: string; query?: string; level?: NutsRegion['level'] }
export interface NaceQuery { query?: string; section?: string; level?: NaceLevel | undefined; limit?: number }

// The spec's NaceCode has a 2-digit `division` on every item: section rows (which have none) are
// listed only when asked for with `level=section`.
const LISTED_LEVELS: readonly NaceLevel[] = ['division', 'group', 'class']

export function createReferenceService ({ db, data }: { db: Db; data: ReferenceData }) {
  const nace = createNaceIndex(data.nace)
  const collator = new Intl.Collator('en')
  const countries = [...data.countries].sort((a, b) => collator.compare(a.name, b.name))
  const countryText = new Map(countries.map((c) => [c.code, [foldQuery(c.name), ...(COUNTRY_ALIASES[c.code] ?? [])]]))
  const regionText = new Map(data.regions.map((r) => [r.code, foldQuery(r.name)]))

  return {
    /** Brings the tables to the bundled data; a hash in app_meta makes the common case one select. */
    async seed (): Promise<'seeded' | 'current'> {
      const version = createHash('sha256').update(JSON.stringify(data)).digest('hex')
      if (await getMeta(db, META_KEY) === version) return 'current'
      await db.transaction(async (tx) => {
        await createReferenceRepository(tx).upsertAll(data.nace, data.countries)
        await setMeta(tx, META_KEY, version)
      })
      return 'seeded'
    },

    naceCodes ({ query, section, level, limit = 50 }: NaceQuery): NaceCode[] {
      return nace.search(query, section, limit, level ? [level] : LISTED_LEVELS)
    },

    countries ({ eu_only, eea_only, query }: CountryQuery): Country[] {
      // When both flags are set, eu_only wins (the spec).
      const member = eu_only ? (c: Country) => c.is_eu_member : eea_only ? (c: Country) => c.is_eea_member : () => true
      const list = countries.filter(member)
      if (!query) return list
      const folded = foldQuery(query)
      const exact = list.filter((c) => c.code.toLowerCase() === folded)
      const byName = list.filter((c) => !exact.includes(c) && countryText.get(c.code)!.some((t) => t.includes(folded)))
      return [...exact, ...byName]
    },

    /**
     * NUTS regions in code order (a region before the ones inside it), of one country, of one
     * level, or matching a query: a code prefix (`DEA2` lists Köln and its districts) or words of
     * the name, case and accents ignored (`koln` finds Köln).
     */
    regions ({ country, query, level }: RegionQuery): NutsRegion[] {
      const iso = country?.toUpperCase()
      const folded = query ? foldQuery(query) : ''
      const code = folded.toUpperCase()
      return data.regions.filter((r) =>
        (!iso || r.country === iso) && (!level || r.level === level) &&
        (!folded || r.code.startsWith(code) || regionText.get(r.code)!.includes(folded)))
    },

    /** One NACE code (either notation), or undefined. */
    naceCode: (code: string): NaceCode | undefined => nace.get(code) ?? undefined,

    /** The reference country with this ISO code (any case), or undefined. */
    country (code: string): Country | undefined {
      return countries.find((c) => c.code === code.toUpperCase())
    },

    /** A known code (either notation) in canonical form with its ancestors, or null. */
    naceLineage (code: string): { code: string; lineage: string[] } | null {
      const found = nace.get(code)
      return found ? { code: found.code, lineage: nace.lineage(found) } : null
    },
  }
}
export type ReferenceService = ReturnType<typeof createReferenceService>
