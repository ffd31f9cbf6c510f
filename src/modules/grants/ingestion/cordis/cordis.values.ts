// Value parsers and shape checks for CORDIS fields. Every check answers null (unusable) rather
// than guessing, so a row whose columns slid sideways is caught by its types before mapping.


// ISO 3166-1 alpha-2, plus XK (Kosovo, used by the Commission). CORDIS writes EL for Greece and
// UK for the United Kingdom: both are mapped to their ISO codes.
const ISO_COUNTRIES = new Set((
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW XK').split(' '))
const CORDIS_ALIASES: Record<string, string> = { EL: 'GR', UK: 'GB' }

/** A CORDIS country code as ISO 3166-1 alpha-2 (EL → GR, UK → GB), or null when it is not one. */
export function isoCountry (value: unknown): string | null {
  if (typeof value !== 'string') return null
  const code = value.trim().toUpperCase()
  const iso = CORDIS_ALIASES[code] ?? code
  return ISO_COUNTRIES.has(iso) ? iso : null
}

/** Text of a field: trimmed, empty → null (JSON dumps may hold numbers where the CSV has text). */
export function text (value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

/**
 * Money as CORDIS writes it: `2073781,25` (decimal comma, the CSV dumps), `2073781.25` or a JSON
 * number. Thousands separators are never used by CORDIS, so `1.234.567` or `7,643,751` is refused
 * instead of being read as something else. Empty → undefined (absent), unparseable → null.
 */
export function money (value: unknown): number | null | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const raw = value.trim()
  if (raw === '') return undefined
  if (!/^-?\d+(?:[.,]\d+)?$/.test(raw)) return null
  return Number(raw.replace(',', '.'))
}

/** An ISO date (`2024-09-01`, optionally followed by a time as in contentUpdateDate) at 00:00 UTC. */
export function isoDate (value: unknown): Date | null | undefined {
  const raw = text(value)
  if (raw === null) return undefined
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(raw)
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  // 2023-02-31 would roll over to March: a real calendar day only.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  if (year < 1980 || year > 2100) return null
  return date
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** The grant agreement number: digits only (a shifted row puts text or amounts here). */
export const isGrantId = (value: string) => /^\d{4,12}$/.test(value)

// Topic codes: `HORIZON-CL5-2022-D3-01-02`, `SFS-29-2017`, `LC-SC3-EE-1-2018-2019-2020`,
// `ENERGY.2012.10.2.1` (FP7), `ERC-2023-STG`. They start with a letter and contain a digit; an
// amount (`6998911`) or an organisation name never passes.
export const isTopicCode = (value: string) =>
  /^[A-Z][A-Za-z0-9]*(?:[-._][A-Za-z0-9]+)*\.?$/.test(value) && /\d/.test(value) && value.length <= 100

/** Call identifiers have the same shape as topic codes (`H2020-SFS-2017-2`, `HORIZON-CL5-2022-D3-01`). */
export const isCallId = isTopicCode

/** `HORIZON-RIA`, `RIA`, `ERC-STG`, `MSCA-IF-EF-ST`, `CP-FP`, `SME-1`: upper-case code, letter first. */
export function fundingScheme (value: unknown): string | null | undefined {
  const raw = text(value)
  if (raw === null) return undefined
  // The 2019 H2020 export writes the scheme with a leading slash (`/RIA`).
  const code = raw.replace(/^\//, '')
  return /^[A-Z][A-Z0-9]*(?:[-_.][A-Za-z0-9]+)*$/.test(code) && code.length <= 60 ? code : null
}

const FRAMEWORKS: Record<string, string> = {
  HORIZON: 'Horizon Europe', 'HORIZON EUROPE': 'Horizon Europe', HE: 'Horizon Europe',
  H2020: 'H2020', 'HORIZON 2020': 'H2020', FP7: 'FP7', FP6: 'FP6', FP5: 'FP5', FP4: 'FP4',
}

/** The framework programme's name (H2020 / Horizon Europe / FP7) from CORDIS's code, or null. */
export function frameworkName (value: unknown): string | null {
  const raw = text(value)
  return raw === null ? null : FRAMEWORKS[raw.toUpperCase()] ?? null
}

/** The framework programme a topic or call code belongs to, when the row does not say. */
export function frameworkFromCode (code: string): string | null {
  if (code.startsWith('HORIZON-') || (code.startsWith('ERC-20') && Number(code.slice(4, 8)) >= 2021)) return 'Horizon Europe'
  if (code.startsWith('H2020-') || /-(201[4-9]|2020)(?:-|$)/.test(code)) return 'H2020'
  if (code.startsWith('FP7-') || /[.-](200[7-9]|201[0-3])(?:[.-]|$)/.test(code)) return 'FP7'
  return null
}

export const PROJECT_STATUSES = new Set(['SIGNED', 'CLOSED', 'TERMINATED', 'ONGOING'])

/** CORDIS booleans: `true`/`false` in the CSV, JSON booleans in the dumps, `1`/`0` now and then. */
export function flag (value: unknown): boolean | null {
  if (typeof value === 'boolean') return value
  const raw = text(value)?.toLowerCase()
  if (raw === 'true' || raw === '1' || raw === 'yes') return true
  if (raw === 'false' || raw === '0' || raw === 'no') return false
  return null
}

/** A `;`-separated CORDIS list (`topics`, `participantCountries`, `subjects`). */
export const splitList = (value: unknown) => (text(value) ?? '').split(';').map((v) => v.trim()).filter(Boolean)
