import { EU_COUNTRY_CODES, loadReferenceData } from '../../../reference/reference.data.js'
import { normaliseKey } from './values.js'

// Countries, regions, funds and programming periods as the cohesion sources name them.

// EU sources write Greece EL and the United Kingdom UK (EU_COUNTRY_CODES); country fields take the
// ISO codes, NUTS codes keep the EU prefix (EL30).

// Names the exports use besides the reference list's English names.
const ALIASES: Record<string, string> = {
  czechrepublic: 'CZ', ellada: 'GR', hellas: 'GR', unitedkingdom: 'GB', slovakrepublic: 'SK', deutschland: 'DE',
  espana: 'ES', italia: 'IT', polska: 'PL', magyarorszag: 'HU', hrvatska: 'HR', bulgaria: 'BG', romania: 'RO',
}

let byName: Map<string, string> | null = null
let names: Map<string, string> | null = null
let euMembers: string[] | null = null

function reference () {
  if (!byName || !names || !euMembers) {
    const { countries } = loadReferenceData()
    byName = new Map(countries.map((c) => [normaliseKey(c.name), c.code]))
    names = new Map(countries.map((c) => [c.code, c.name]))
    euMembers = countries.filter((c) => c.group === 'eu').map((c) => c.code)
  }
  return { byName, names, euMembers }
}

/** An ISO alpha-2 code from a code (`EL`, `gr`) or an English/native name (`Greece`, `Sweden`). */
export function countryCode (value: string | null | undefined): string | null {
  const text = (value ?? '').trim()
  if (!text) return null
  if (/^[A-Za-z]{2}$/.test(text)) {
    const upper = text.toUpperCase()
    return EU_COUNTRY_CODES[upper] ?? (reference().names.has(upper) || upper === 'GB' ? upper : null)
  }
  const key = normaliseKey(text)
  return reference().byName.get(key) ?? ALIASES[key] ?? null
}

export const countryName = (code: string) => reference().names.get(code) ?? (code === 'GB' ? 'United Kingdom' : code)

/** The EU-27 codes in the reference list's order (`group` = `eu`). */
export const euMemberStates = () => reference().euMembers

/** A country named in a file name (`bulgaria_list_of_operations_row.json`, `PL-pp21-27-latest.csv`). */
export function countryInFileName (fileName: string): string | null {
  const prefix = /^([A-Z]{2})[-_]/.exec(fileName)
  if (prefix) return countryCode(prefix[1])
  for (const word of fileName.toLowerCase().split(/[^a-z]+/)) {
    if (word.length > 3) {
      const code = countryCode(word)
      if (code) return code
    }
  }
  return null
}

// Lists of operations state amounts in the managing authority's currency and rarely say which:
// outside the euro area that is the national currency (eubfr-data-lake reads the Bulgarian list
// as BGN). Bulgaria joined the euro on 1 January 2026; the lists read here predate it.
const NATIONAL_CURRENCY: Record<string, string> = { BG: 'BGN', CZ: 'CZK', DK: 'DKK', HU: 'HUF', PL: 'PLN', RO: 'RON', SE: 'SEK' }
export const nationalCurrency = (country: string | null) => (country && NATIONAL_CURRENCY[country]) || 'EUR'

// Latin names of the Greek NUTS-2 regions (Eurostat), so a title is readable in English as well.
const GREEK_REGIONS: Record<string, string> = {
  EL30: 'Attiki', EL41: 'Voreio Aigaio', EL42: 'Notio Aigaio', EL43: 'Kriti', EL51: 'Anatoliki Makedonia, Thraki',
  EL52: 'Kentriki Makedonia', EL53: 'Dytiki Makedonia', EL54: 'Ipeiros', EL61: 'Thessalia', EL62: 'Ionia Nisia',
  EL63: 'Dytiki Ellada', EL64: 'Sterea Ellada', EL65: 'Peloponnisos',
}

/** A region's name for a title: the source's label, with the Latin name first for Greek script. */
export function regionName (nuts2: string, label: string | null): string {
  const latin = GREEK_REGIONS[nuts2]
  if (latin) return label && label !== latin ? `${latin} (${label})` : latin
  return label ?? nuts2
}

const FUNDS: Record<string, string> = {
  erdf: 'ERDF', europeanregionaldevelopmentfund: 'ERDF', fesr: 'ERDF', feder: 'ERDF', efre: 'ERDF', efrr: 'ERDF',
  cf: 'CF', cohesionfund: 'CF', fs: 'CF', fc: 'CF',
  esf: 'ESF', europeansocialfund: 'ESF', esfplus: 'ESF+', europeansocialfundplus: 'ESF+', fse: 'ESF', fseplus: 'ESF+',
  jtf: 'JTF', justtransitionfund: 'JTF', ftj: 'JTF',
  yei: 'YEI', youthemploymentinitiative: 'YEI', emfaf: 'EMFAF', emff: 'EMFF', interreg: 'ERDF',
}

export const FUND_NAMES: Record<string, string> = {
  ERDF: 'European Regional Development Fund', CF: 'Cohesion Fund', ESF: 'European Social Fund', 'ESF+': 'European Social Fund Plus',
  JTF: 'Just Transition Fund', YEI: 'Youth Employment Initiative', EMFAF: 'European Maritime, Fisheries and Aquaculture Fund',
  EMFF: 'European Maritime and Fisheries Fund',
}

/** `ERDF`, `European Regional Development Fund`, `ESF+` → the short code; unknown codes kept upper-case. */
export function fundCode (value: string | null | undefined): string | null {
  const text = (value ?? '').trim()
  if (!text) return null
  const key = normaliseKey(text.replace(/\+/g, 'plus'))
  return FUNDS[key] ?? (text.length <= 8 ? text.toUpperCase() : null)
}

export interface PeriodRule { period: string; start: Date; end: Date; rule: string }

// The end of eligibility of expenditure of each programming period: until then the programmes
// still select and pay operations, so the aggregate is active; after it, closed.
const PERIODS: Record<string, Omit<PeriodRule, 'period'>> = {
  '2021-2027': { start: new Date('2021-01-01T00:00:00Z'), end: new Date('2029-12-31T00:00:00Z'), rule: 'programming period 2021-2027: expenditure eligible 1 Jan 2021 – 31 Dec 2029 (CPR 2021/1060 Art. 63(2))' },
  '2014-2020': { start: new Date('2014-01-01T00:00:00Z'), end: new Date('2023-12-31T00:00:00Z'), rule: 'programming period 2014-2020: expenditure eligible 1 Jan 2014 – 31 Dec 2023 (CPR 1303/2013 Art. 65(2))' },
  '2007-2013': { start: new Date('2007-01-01T00:00:00Z'), end: new Date('2015-12-31T00:00:00Z'), rule: 'programming period 2007-2013: expenditure eligible 1 Jan 2007 – 31 Dec 2015 (Regulation 1083/2006 Art. 56(1))' },
  '2000-2006': { start: new Date('2000-01-01T00:00:00Z'), end: new Date('2008-12-31T00:00:00Z'), rule: 'programming period 2000-2006: eligibility ended 31 Dec 2008 (extended deadline of Regulation 1260/1999 programmes)' },
}

const KNOWN_PERIODS = new Set(['1994-1999', '2000-2006', '2007-2013', '2014-2020', '2021-2027', '2028-2034'])

/** `2021-2027`, `2021 - 2027`, `pp21-27`, `21-27` → `2021-2027`; null unless a programming period. */
export function programmingPeriod (value: string | null | undefined): string | null {
  const text = (value ?? '').replace(/\s/g, '')
  const long = /(?<!\d)((?:19|20)\d\d)-((?:19|20)\d\d)(?!\d)/.exec(text)
  const short = /(?<!\d)(\d\d)-(\d\d)(?!\d)/.exec(text)
  const century = (yy: string) => `${Number(yy) > 90 ? 19 : 20}${yy}`
  const period = long ? `${long[1]}-${long[2]}` : short ? `${century(short[1]!)}-${century(short[2]!)}` : null
  return period && KNOWN_PERIODS.has(period) ? period : null
}

/** The period of a CCI programme code (`2014GR16M2OP001` → 2014-2020). */
export function periodOfProgrammeCode (code: string | null): string | null {
  const year = /^(20\d\d)[A-Z]{2}/.exec(code ?? '')?.[1]
  return ({ 2000: '2000-2006', 2007: '2007-2013', 2014: '2014-2020', 2021: '2021-2027' } as Record<string, string>)[year ?? ''] ?? null
}

/** Dates of a programming period; an older unlisted period closes two years after its last year (n+2). */
export function periodRule (period: string): PeriodRule | null {
  const known = PERIODS[period]
  if (known) return { period, ...known }
  const years = /^(\d{4})-(\d{4})$/.exec(period)
  if (!years || Number(years[2]) >= 2021) return null
  const last = Number(years[2]) + 2
  return {
    period, start: new Date(Date.UTC(Number(years[1]), 0, 1)), end: new Date(Date.UTC(last, 11, 31)),
    rule: `programming period ${period}: closed, eligibility assumed to end 31 Dec ${last} (n+2)`,
  }
}
