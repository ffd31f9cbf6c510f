import { readFileSync } from 'node:fs'
import { isPlace, type Concept } from './concepts.js'

// Cities as names of the region that holds them (data/cities.json): "Förderung München" is the
// Bavarian filter and unit, as "Förderung Bayern" is; "ayudas Barcelona" Catalonia's. Keyed by
// the region's NUTS (ITL) code, or by a country's concept id where the country is one region.
// A name that is also a common word in a language we serve is not listed (the file says which).

interface CityFile { not_when: string[]; cities: Record<string, string[]> }

/** `concepts` with each listed city's names added to its region's (or country's) terms. */
export function withCities (concepts: Concept[], file: URL): Concept[] {
  const { cities, not_when: guards } = JSON.parse(readFileSync(file, 'utf8')) as CityFile
  const places = concepts.filter((c) => isPlace(c.kind))
  const keys = new Set(places.flatMap((c) => (c.nuts ? [c.id, c.nuts] : [c.id])))
  const unknown = Object.keys(cities).filter((key) => !keys.has(key))
  if (unknown.length) throw new Error(`cities.json: no region or country ${unknown.join(', ')}`)
  return concepts.map((c) => {
    const names = isPlace(c.kind) ? cities[c.nuts ?? ''] ?? cities[c.id] : undefined
    // "Paris Agreement", "Aarhus Convention": a treaty, not the place.
    const notWhen = [...new Set([...c.not_when, ...guards])]
    return names ? { ...c, terms: { ...c.terms, cities: names }, not_when: notWhen } : c
  })
}
