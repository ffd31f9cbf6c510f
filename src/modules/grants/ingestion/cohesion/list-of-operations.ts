import { categoryCode } from './categories.js'
import type { Mapped } from './kohesio-row.js'
import type { Labelled, Operation } from './operation.js'
import { beneficiaryOrganisations } from './organisations.js'
import { countryCode, fundCode, nationalCurrency } from './places.js'
import { programmeOf } from './programmes.js'
import { amountCurrency, cleanText, normaliseKey, parseAmount, parseDate, parsePercent, splitList, stableHash, type Parsed } from './values.js'

// A row of a "list of operations", the table every managing authority publishes (CPR 1303/2013
// Art. 115 and Annex XII; CPR 2021/1060 Art. 49(3)). Column names differ per authority, so each
// field is read from any of the names seen (compared normalised). Two layouts are fixtures: the
// Interreg CPR template (CSV origin: `;`-joined beneficiaries, dd.mm.yyyy, long float amounts)
// and the Bulgarian national list (XLS origin: `1 953 346.98`, `% of EC co-financing`).

const COLUMNS = {
  name: ['operationname', 'nameoftheoperation', 'projectname', 'projecttitle'],
  summary: ['operationsummary', 'summaryoftheoperation', 'operationpurpose', 'purposeoftheoperation', 'summary'],
  start: ['operationstartdate', 'startdate', 'operationstart'],
  end: ['operationenddate', 'dateofcompletionoftheoperation', 'operationexpectedenddate', 'expectedenddate', 'enddate'],
  total: ['totaleligibleexpenditureallocatedtothefulloperation', 'totaleligiblecostsgrantedfortheoperation', 'totaleligibleexpenditure', 'totaleligiblecost', 'totalcost'],
  union: ['totalunioncofinancingallocatedtothefulloperation', 'unioncofinancing', 'eucofinancing', 'eucontribution'],
  rate: ['ofeccofinancing', 'unioncofinancingrate', 'eucofinancingrate', 'cofinancingrate'],
  currency: ['currency'],
  beneficiaries: ['beneficiaryname', 'beneficiary', 'nameofbeneficiary'],
  roles: ['beneficiaryrole'],
  beneficiaryUnion: ['totalunioncofinancingallocatedtothebeneficiary'],
  countries: ['country', 'countries'],
  location: ['locationindicator', 'location', 'postcode'],
  categories: ['interventioncategories', 'nameofcategoriesofinterventionsfortheoperation', 'categoryofintervention', 'categoriesofintervention'],
  programme: ['programme', 'operationalprogramme', 'programmecode', 'cci', 'programmename'],
  subprogramme: ['operationsubprogramme', 'subprogramme'],
  priority: ['operationpriorityaxis', 'priorityaxis', 'priority'],
  fund: ['fund', 'fundcode'],
  localId: ['operationcode', 'operationid', 'operationlocalidentifier', 'projectcode', 'projectid', 'localidentifier'],
  url: ['url', 'projectwebsite', 'website'],
} as const

export const isListOfOperations = (keys: string[]) => {
  const set = new Set(keys.map(normaliseKey))
  return COLUMNS.name.some((k) => set.has(k)) && [...COLUMNS.beneficiaries, ...COLUMNS.total].some((k) => set.has(k))
}

// "01 Non-repayable grant, M07 Not applicable, 118 Improving …, T04 Macro regional cooperation area":
// one dimension per ", <code> " boundary; the intervention field is the bare 3-digit code.
const DIMENSION_BOUNDARY = /,\s+(?=[A-Z]?\d{2,3}\s)/
// "[2] Non-repayable grant;\r\n[3] Not applicable;…": dimension 1 is the intervention field.
const BRACKETED = /^\[(\d)\]\s*(.*)$/

export function interventionField (text: string | null): Labelled | null {
  if (!text) return null
  const bracketed = splitList(text, /[;\n]/).map((part) => BRACKETED.exec(part)).filter((m): m is RegExpExecArray => m !== null)
  if (bracketed.length) {
    const field = bracketed.find((m) => m[1] === '1')?.[2] ?? ''
    const match = /^(\d{3})\s*[-–:]?\s*(.*)$/.exec(field.trim())
    return match ? { code: match[1]!, label: cleanText(match[2]) } : null
  }
  for (const part of text.split(DIMENSION_BOUNDARY)) {
    const match = /^(\d{3})\s+(.+)$/s.exec(part.trim())
    if (match) return { code: match[1]!, label: cleanText(match[2]) }
  }
  const bare = categoryCode(text)
  return bare ? { code: bare, label: null } : null
}

/** Surrounding quotes some lists keep around names (`"Implementation of …"`). */
const unquote = (text: string | null) => text?.replace(/^["“„'](.*)["”']$/s, '$1').trim() || null
/** Central Baltic prefixes the summary of finished operations with a status marker. */
const STATUS_MARKER = /^(ENDED|ONGOING|CLOSED|FINISHED|TERMINATED)_/i

export interface ListHints { fileName: string; country: string | null }

export function mapListOfOperationsRow (record: Record<string, unknown>, hints: ListHints): Mapped {
  const values = new Map(Object.entries(record).map(([k, v]) => [normaliseKey(k), v]))
  const get = (keys: readonly string[]) => {
    for (const key of keys) {
      const value = cleanText(values.get(key))
      if (value) return value
    }
    return null
  }
  const problems: string[] = []
  const read = <T>(field: keyof typeof COLUMNS, parse: (v: unknown) => Parsed<T>): T | null => {
    const parsed = parse(get(COLUMNS[field]))
    if (parsed.ok) return parsed.value
    problems.push(`${field}: ${parsed.error}`)
    return null
  }

  const title = unquote(get(COLUMNS.name))
  if (!title) return { skip: 'no operation name' }
  const total = read('total', parseAmount)
  let eu = read('union', parseAmount)
  let rate = read('rate', parsePercent)
  const start = read('start', parseDate)
  const end = read('end', parseDate)
  if (problems.length) return { skip: `values of the wrong type (misaligned row?): ${problems.join('; ')}` }
  if (rate === null && eu !== null && total) rate = Math.round((eu / total) * 10_000) / 10_000
  if (eu === null && rate !== null && total !== null) eu = Math.round(total * rate * 100) / 100

  const names = splitList(get(COLUMNS.beneficiaries), /;/)
  // A national list names one beneficiary per row, in the list's own country.
  const roles = splitList(get(COLUMNS.roles), /;/).length || names.length !== 1 ? splitList(get(COLUMNS.roles), /;/) : ['beneficiary']
  const listedCountries = splitList(get(COLUMNS.countries), /;/).map((c) => countryCode(c))
  const beneficiaryCountries = listedCountries.length ? listedCountries : names.map(() => hints.country)
  const contributions = splitList(get(COLUMNS.beneficiaryUnion), /;/).map((v) => { const p = parseAmount(v); return p.ok ? p.value : null })
  // Cross-border operations count in the lead beneficiary's country; a national list in its own.
  const lead = roles.findIndex((r) => /lead|coordinat/i.test(r))
  const country = (roles.length === beneficiaryCountries.length && lead >= 0 ? beneficiaryCountries[lead] : beneficiaryCountries[0]) ?? hints.country
  const programme = programmeOf({ column: get(COLUMNS.programme), subprogramme: get(COLUMNS.subprogramme), fileName: hints.fileName })
  const isCooperation = programme?.code?.includes('TC') ?? false
  const localId = get(COLUMNS.localId)
  const programmeKey = programme?.code ?? `${country ?? 'XX'}-list-of-operations`
  const location = splitList(get(COLUMNS.location), /;/).map((v) => v.toUpperCase())
  const nuts = [...new Set(location.filter((v) => /^[A-Z]{2}[0-9A-Z]{1,3}$/.test(v) && countryCode(v.slice(0, 2)) !== null))]
  const nuts2 = [...new Set(nuts.filter((c) => c.length >= 4).map((c) => c.slice(0, 4)))]
  const priority = get(COLUMNS.priority)

  const op: Operation = {
    // Lists carry no EU-wide identifier: the programme plus the authority's own code, or plus a
    // hash of the name and start date when the list has no code column.
    external_id: `${programmeKey}:${localId ?? stableHash(`${normaliseKey(title)}|${start?.toISOString().slice(0, 10) ?? ''}`)}`,
    title,
    summary: (get(COLUMNS.summary) ?? '').replace(STATUS_MARKER, ''),
    programme_code: programme?.code ?? null,
    programme_name: programme?.name ?? null,
    category: interventionField(get(COLUMNS.categories)),
    fund: fundCode(get(COLUMNS.fund)) ?? programme?.fund ?? null,
    period: programme?.period ?? null,
    total_cost: total,
    eu_contribution: eu,
    cofinancing_rate: rate,
    // Interreg programmes are kept in euro (ETC Regulation 1299/2013 Art. 28); a national list
    // without a currency column in its national currency.
    currency: get(COLUMNS.currency)?.toUpperCase() ?? amountCurrency(get(COLUMNS.total)) ?? (isCooperation ? 'EUR' : nationalCurrency(hints.country)),
    start_date: start,
    end_date: end,
    country,
    countries: [...new Set([country, ...beneficiaryCountries].filter((c): c is string => Boolean(c)))],
    nuts2: nuts2.length === 1 ? { code: nuts2[0]!, label: null } : null,
    regions: nuts,
    thematic_objective: null,
    policy_objective: null,
    specific_objective: null,
    themes: priority ? [priority] : [],
    managing_authority: null,
    organisations: beneficiaryOrganisations({ names, roles, countries: beneficiaryCountries, contributions }),
    source_url: get(COLUMNS.url),
  }
  return { op }
}
