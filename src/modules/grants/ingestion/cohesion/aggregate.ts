import type { GrantDraft } from '../connector.js'
import { OBJECTIVES, titleLabel } from './categories.js'
import { categoryText, labelled, type Labelled, type Operation } from './operation.js'
import { countryCode, countryName, FUND_NAMES, periodRule, regionName } from './places.js'
import { normaliseKey } from './values.js'

// Funded operations folded into grant-level records: one per programme × category of
// intervention × NUTS-2 region (the country when the operation is not in exactly one NUTS-2
// region). Each key keeps running statistics only (counts, min/max/sums, a rate histogram, the
// two largest operations as examples), never the operations themselves, so a whole-EU read
// holds a few thousand small objects. The rule is written out in README.md.

const MAX_SET = 10

interface Example { title: string; eu: number | null; year: number | null }

interface Stats {
  key: string
  programme_code: string | null
  programme_name: string
  category: Labelled
  category_text: string
  period: string
  country: string
  nuts2: Labelled | null
  currency: string
  funds: Set<string>
  objectives: Set<string>
  managing_authorities: Set<string>
  count: number
  eu_count: number
  eu_min: number
  eu_max: number
  eu_sum: number
  total_sum: number
  /** Co-financing rates in tenths of a percent → number of operations. */
  rates: Map<number, number>
  other_currency: number
  examples: Example[]
}

/** Why an operation has no aggregate, or its key parts. */
export function aggregateKey (op: Operation): { key: string; programme: string; category: Labelled; place: string } | { reason: string } {
  const programme = op.programme_code ?? (op.programme_name ? normaliseKey(op.programme_name).slice(0, 40) : null) ?? op.group?.programme_key ?? null
  if (!programme) return { reason: 'no programme' }
  // The live API gives no category: its objective (TO/PO) stands in, one level coarser.
  const category = op.category ?? op.thematic_objective ?? op.policy_objective
  if (!category) return { reason: 'no category of intervention' }
  const place = op.nuts2?.code ?? op.country
  if (!place) return { reason: 'no region or country' }
  if (!op.period || !periodRule(op.period)) return { reason: 'no programming period' }
  return { key: `${programme}:${category.code}:${place}`, programme, category, place }
}

const money = (amount: number, currency: string) =>
  `${currency} ${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(amount)}`
const percent = (tenths: number) => `${Number((tenths / 10).toFixed(1))}%`
const day = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export function createAggregator () {
  const byKey = new Map<string, Stats>()
  const unaggregated = new Map<string, number>()

  function add (op: Operation): string | null {
    const found = aggregateKey(op)
    if ('reason' in found) {
      unaggregated.set(found.reason, (unaggregated.get(found.reason) ?? 0) + 1)
      return null
    }
    let stats = byKey.get(found.key)
    if (!stats) {
      const categoryLabelText = op.category ? categoryText(op)! : (found.category.label ?? OBJECTIVES[found.category.code] ?? found.category.code)
      stats = {
        key: found.key, programme_code: op.programme_code, programme_name: op.programme_name ?? op.group?.programme_name ?? found.programme,
        category: found.category, category_text: categoryLabelText, period: op.period!, country: op.country ?? found.place.slice(0, 2),
        nuts2: op.nuts2, currency: op.currency, funds: new Set(), objectives: new Set(), managing_authorities: new Set(), count: 0,
        eu_count: 0, eu_min: Infinity, eu_max: -Infinity, eu_sum: 0, total_sum: 0, rates: new Map(), other_currency: 0, examples: [],
      }
      byKey.set(found.key, stats)
    }
    stats.count++
    const addTo = (set: Set<string>, value: string | null) => { if (value && set.size < MAX_SET) set.add(value) }
    addTo(stats.funds, op.fund)
    for (const objective of [op.policy_objective, op.thematic_objective, op.specific_objective]) addTo(stats.objectives, labelled(objective))
    addTo(stats.managing_authorities, op.managing_authority)
    if (!stats.nuts2?.label && op.nuts2?.label) stats.nuts2 = op.nuts2
    if (op.currency !== stats.currency) { stats.other_currency++; return found.key }
    if (op.eu_contribution !== null) {
      stats.eu_count++
      stats.eu_min = Math.min(stats.eu_min, op.eu_contribution)
      stats.eu_max = Math.max(stats.eu_max, op.eu_contribution)
      stats.eu_sum += op.eu_contribution
    }
    stats.total_sum += op.total_cost ?? 0
    if (op.cofinancing_rate !== null) {
      const tenths = Math.round(op.cofinancing_rate * 1000)
      stats.rates.set(tenths, (stats.rates.get(tenths) ?? 0) + 1)
    }
    // The two largest operations are the examples (deterministic whatever the read order).
    stats.examples.push({ title: op.title, eu: op.eu_contribution, year: op.start_date?.getUTCFullYear() ?? null })
    stats.examples.sort((a, b) => (b.eu ?? -1) - (a.eu ?? -1) || a.title.localeCompare(b.title))
    stats.examples.length = Math.min(stats.examples.length, 2)
    return found.key
  }

  function * grants (): Generator<GrantDraft> {
    const areas = programmeAreas([...byKey.values()])
    for (const key of [...byKey.keys()].sort()) {
      const stats = byKey.get(key)!
      yield toGrant(stats, areas.get(stats.programme_code ?? stats.programme_name) ?? null)
    }
  }

  return { add, grants, size: () => byKey.size, unaggregated: () => Object.fromEntries(unaggregated) }
}

/** A programme's area and the regions it was read from. */
interface Area { code: string; from: string[] }

// Where a programme may fund operations: the longest NUTS prefix common to the places of all its
// operations in the data (NRW's ERDF programme, in DEA1, DEA2 and DEA5: "DEA"; Emilia-Romagna's:
// "ITH5"). Two letters or fewer is a national or cross-border programme (Spain's multi-regional
// one, in ES11, ES30 and ES51: "ES"), which restricts nothing beyond its countries. An area read
// from the data can only be as wide as the operations seen: a programme known by one region's
// operations counts as that region's.
function programmeAreas (all: Stats[]): Map<string, Area | null> {
  const places = new Map<string, Set<string>>()
  for (const s of all) {
    const programme = s.programme_code ?? s.programme_name
    const set = places.get(programme) ?? new Set<string>()
    set.add(s.nuts2?.code ?? s.country)
    places.set(programme, set)
  }
  return new Map([...places].map(([programme, set]) => {
    const from = [...set].sort()
    let code = from[0]!
    for (const place of from) while (!place.startsWith(code)) code = code.slice(0, -1)
    return [programme, code.length > 2 ? { code, from } : null]
  }))
}

function toGrant (s: Stats, area: Area | null): GrantDraft {
  const rule = periodRule(s.period)!
  const place = s.nuts2 ? regionName(s.nuts2.code, s.nuts2.label) : countryName(s.country)
  const where = s.nuts2 ? `${place} (${s.nuts2.code}, ${countryName(s.country)})` : countryName(s.country)
  const funds = [...s.funds].sort()
  const fundText = funds.map((f) => FUND_NAMES[f] ? `${FUND_NAMES[f]} (${f})` : f).join(' and ')
  const programme = s.programme_code && s.programme_code !== s.programme_name ? `${s.programme_name} (${s.programme_code})` : s.programme_name
  const rates = [...s.rates.entries()]
  const typical = rates.sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? null
  const rateMin = rates.length ? Math.min(...rates.map(([r]) => r)) : null
  const rateMax = rates.length ? Math.max(...rates.map(([r]) => r)) : null
  const hasEu = s.eu_count > 0
  const operations = `${s.count} operation${s.count === 1 ? '' : 's'}`
  // Only 2021-2027 still selects operations; every earlier period has ended (see periodRule).
  const closed = s.period !== '2021-2027'
  const examples = s.examples.map((e) => `"${e.title}"${e.eu !== null ? ` (${money(e.eu, s.currency)}${e.year ? `, started ${e.year}` : ''})` : ''}`)

  const description = [
    `Evidence of EU cohesion policy funding, not an open call: ${operations} in the category of intervention ${s.category.code} "${s.category_text}" ${s.count === 1 ? 'was' : 'were'} funded in ${where} by the programme ${programme}${fundText ? `, ${fundText}` : ''}, programming period ${s.period}.`,
    hasEu
      ? (s.eu_count === 1
          ? `The EU contribution was ${money(s.eu_sum, s.currency)}${s.total_sum > 0 ? ` of ${money(s.total_sum, s.currency)} eligible expenditure` : ''}.`
          : `EU contributions per operation ranged from ${money(s.eu_min, s.currency)} to ${money(s.eu_max, s.currency)} (${money(s.eu_sum, s.currency)} in total${s.total_sum > 0 ? ` for ${money(s.total_sum, s.currency)} of eligible expenditure` : ''}).`)
      : 'The EU contributions of these operations are not published.',
    typical !== null ? `The typical EU co-financing rate was ${percent(typical)}${rateMin !== rateMax ? ` (from ${percent(rateMin!)} to ${percent(rateMax!)})` : ''}.` : '',
    examples.length ? `${examples.length === 1 ? 'Example' : 'Examples'}: ${examples.join('; ')}.` : '',
    closed
      ? `The programming period is closed: expenditure was eligible until ${day(rule.end)}.`
      : `The programme keeps selecting operations through calls of its managing authority${s.managing_authorities.size ? ` (${[...s.managing_authorities][0]})` : ''} until the end of eligibility on ${day(rule.end)}.`,
  ].filter(Boolean).join(' ')

  const summary = `${operations} funded in ${place}${hasEu ? `, EU contribution ${s.eu_min === s.eu_max ? money(s.eu_min, s.currency) : `${money(s.eu_min, s.currency)}–${money(s.eu_max, s.currency).replace(`${s.currency} `, '')}`}` : ''}` +
    `${typical !== null ? `, co-financing ${percent(typical)}` : ''} (${[...funds, s.period].join(', ')}).`

  return {
    external_id: s.key,
    title: `${titleLabel(s.category.code, s.period, s.category_text)} in ${place} (${funds.length ? `${funds.join('/')}, ` : ''}${s.programme_name})`,
    description,
    summary,
    source_url: sourceUrl(s),
    funding_amount_min: hasEu ? s.eu_min : null,
    funding_amount_max: hasEu ? s.eu_max : null,
    funding_rate_min: rateMin !== null ? rateMin / 1000 : null,
    funding_rate_max: rateMax !== null ? rateMax / 1000 : null,
    currency: s.currency,
    // A programme, not a call: no deadline of ours; its calls are the managing authority's.
    record_type: 'programme',
    start_date: rule.start,
    deadline: null,
    end_date: rule.end,
    deadlines: [],
    publication_date: null,
    countries: [s.country],
    regions: area ? [area.code] : [],
    nace_codes: [],
    company_sizes: [],
    thematic_areas: [...new Set([`${s.category.code} ${s.category_text}`, ...[...s.objectives].sort(), ...funds])],
    programme: s.programme_name,
    keywords: [...new Set(['EU cohesion policy', 'funded operations', `programming period ${s.period}`, ...funds.map((f) => FUND_NAMES[f] ?? f)])],
    provenance: {
      derived: `aggregate of ${operations}: programme × category of intervention × ${s.nuts2 ? `NUTS-2 region ${s.nuts2.code}` : 'country (no single NUTS-2 region)'}`,
      countries: `the operations' country (${s.country}; EU codes EL/UK read as GR/GB)`,
      ...(area ? { regions: `the programme's area: NUTS ${area.code}, common to the places of its operations (${area.from.join(', ')})` } : {}),
      start_date: rule.rule,
      end_date: rule.rule,
      funding_amount: `min/max EU contribution per operation over ${s.eu_count} of ${operations}${s.other_currency ? ` (${s.other_currency} in another currency left out)` : ''}`,
      funding_rate: `min/max co-financing rate over ${[...s.rates.values()].reduce((a, b) => a + b, 0)} of ${operations} (source percent / 100; EU budget / total where the rate is missing)`,
    },
  }
}

/** The programme's page on Inforegio (URL patterns of the 2021-2027 and 2014-2020 programme pages), else Kohesio's search. */
function sourceUrl (s: Stats): string {
  const code = s.programme_code ?? ''
  const cci = /^(2021|2014)([A-Z]{2})\d{2}[A-Z0-9]{4}\d{3}$/.exec(code)
  if (cci?.[1] === '2021') return `https://ec.europa.eu/regional_policy/in-your-country/programmes/2021-2027/${cci[2]!.toLowerCase()}/${code.toLowerCase()}_en`
  if (cci) {
    const area = cci[2] === 'TC' ? 'european-territorial-cooperation' : countryName(countryCode(cci[2]) ?? cci[2]!).toLowerCase().replace(/\s+/g, '-')
    return `https://ec.europa.eu/regional_policy/en/atlas/programmes/2014-2020/${area}/${code.toLowerCase()}`
  }
  return `https://kohesio.ec.europa.eu/en/projects?country=${s.country.toLowerCase()}`
}
