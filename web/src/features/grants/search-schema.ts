import * as z from 'zod/mini'
import { splitList } from '../../app/url-state'

// The search page's URL state. Every field is `.catch`-ed, so a bad value is dropped rather than
// breaking the page; the names of dropped parameters are kept (`takeIgnored`) so the page can say
// quietly that a filter was ignored (the router rewrites the URL right away, so the page cannot
// compare against it later).

export const STATUSES = ['active', 'upcoming', 'closed'] as const
export const SOURCES = ['cordis', 'eu_portal', 'cohesion', 'innovate_uk'] as const
export const SIZES = ['micro', 'small', 'medium', 'large'] as const
export const RECORD_TYPES = ['call', 'programme', 'past_topic'] as const
export const CARBON_CATEGORIES = [
  'energy_efficiency', 'renewable_energy', 'clean_technology', 'circular_economy', 'sustainable_transport',
  'green_buildings', 'carbon_capture', 'hydrogen', 'industrial_decarbonization', 'sustainable_agriculture',
  'biodiversity', 'water_management', 'waste_reduction', 'climate_adaptation',
] as const
export const SORT_BY = ['deadline', 'funding_amount', 'created_at'] as const
export const PAGE_SIZES = [10, 20, 50] as const

const ignored = new Set<string>()

/** The parameters dropped while reading the URL since the last call. */
export function takeIgnored (): string[] {
  const out = [...ignored]
  ignored.clear()
  return out
}

/** The comma list's values minus unknown ones (`status=active,bogus` → `["active"]`). */
function list<E extends string> (key: string, allowed: (v: string) => v is E) {
  const kept = z.transform((raw: unknown): E[] => {
    const values = splitList(raw)
    const ok = values.filter(allowed)
    if (ok.length !== values.length) ignored.add(key)
    return [...new Set(ok)]
  })
  return z._default(z.catch(kept, []), [])
}

function enumList<const T extends readonly [string, ...string[]]> (key: string, allowed: T) {
  return list(key, (v): v is T[number] => allowed.includes(v))
}

function optional<T extends z.ZodMiniType> (key: string, schema: T) {
  return z.pipe(z.optional(z.unknown()), z.transform((raw): z.output<T> | undefined => {
    if (raw === undefined || raw === null || raw === '') return undefined
    const parsed = schema.safeParse(raw)
    if (parsed.success) return parsed.data
    ignored.add(key)
    return undefined
  }))
}

const bool = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
  z.transform((v) => v === true || v === 'true' || v === '1'),
)
// A switch that is on by default: only `false` is kept, so the URL names it only when it is off.
const offSwitch = z.pipe(bool, z.transform((v) => (v ? undefined : false)))
const whole = (min: number, max: number) => z.coerce.number().check(z.refine(Number.isInteger), z.gte(min), z.lte(max))

export const searchSchema = z.object({
  q: optional('q', z.string().check(z.trim(), z.maxLength(200))),
  country: list('country', (v): v is string => /^[A-Z]{2}$/.test(v)),
  source: enumList('source', SOURCES),
  status: enumList('status', STATUSES),
  company_size: enumList('company_size', SIZES),
  record_type: enumList('record_type', RECORD_TYPES),
  carbon_category: enumList('carbon_category', CARBON_CATEGORIES),
  nace_code: optional('nace_code', z.string().check(
    z.trim(), z.regex(/^[A-Ua-u]?\d{0,2}(\.\d{1,2})?$/), z.minLength(1), z.maxLength(8),
  )),
  min_funding: optional('min_funding', z.coerce.number().check(z.gte(0))),
  max_funding: optional('max_funding', z.coerce.number().check(z.gte(0))),
  open_only: optional('open_only', bool),
  sort_by: optional('sort_by', z.enum(SORT_BY)),
  sort_order: optional('sort_order', z.enum(['asc', 'desc'])),
  page: optional('page', whole(1, 10_000)),
  page_size: optional('page_size', whole(10, 50).check(z.refine((n) => (PAGE_SIZES as readonly number[]).includes(n)))),
  // false: search the words literally (no country or "SME" read from them); false: never replace a
  // misspelt word (the "Search instead for" link). Both only apply to a keyword search.
  understand: optional('understand', offSwitch),
  correct: optional('correct', offSwitch),
})

export type GrantSearch = z.infer<typeof searchSchema>
export type GrantSearchInput = z.input<typeof searchSchema>
export type ListFilter = 'country' | 'source' | 'status' | 'company_size' | 'record_type' | 'carbon_category'

/** The API's query: arrays as comma lists, empty values left out. */
export function apiFilters (s: GrantSearch) {
  const join = (v: string[]) => (v.length ? v.join(',') : undefined)
  return {
    country: join(s.country),
    source: join(s.source),
    status: join(s.status),
    company_size: join(s.company_size),
    record_type: join(s.record_type),
    carbon_category: join(s.carbon_category),
    nace_code: s.nace_code,
    min_funding: s.min_funding,
    max_funding: s.max_funding,
    open_only: s.open_only || undefined,
  }
}

/** `?country=DE,AT&…` for the CSV and iCal links (commas left readable, like the page's URL). */
export function toQueryString (params: Record<string, string | number | boolean | undefined>): string {
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '' && v !== false)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v)).replace(/%2C/g, ',')}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

export function countActive (s: GrantSearch): number {
  return s.country.length + s.source.length + s.status.length + s.company_size.length + s.record_type.length + s.carbon_category.length +
    (s.nace_code ? 1 : 0) + (s.min_funding !== undefined ? 1 : 0) + (s.max_funding !== undefined ? 1 : 0) + (s.open_only ? 1 : 0)
}
