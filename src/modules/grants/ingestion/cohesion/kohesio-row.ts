import { categoryCode, objectiveId, OBJECTIVES } from './categories.js'
import type { Labelled, Operation } from './operation.js'
import { knownProgramme } from './programmes.js'
import { countryCode, fundCode, periodOfProgrammeCode, programmingPeriod } from './places.js'
import {
  cleanText, kohesioProjectUrl, LINKED_OPEN_DATA, parseAmount, parseDate, parsePercent, qid, splitList, type Parsed,
} from './values.js'

// One row of a Kohesio project export (per-country CSV, 40-44 columns depending on the export's
// date; raw headers in Title_Case, eufundr's copies in snake_case: both arrive here with their
// names normalised, see `normaliseKey`). The same mapper reads the glimpse print, whose long
// values are cut with "…": a cut value is text only (kept with its "…" where it is text, left
// null where it would be a number, a date or a code; a cut identifier skips the row).

/** A row keyed by normalised column names; `truncated` names the keys whose value was cut. */
export interface KohesioRow { values: Record<string, string | null | undefined>; truncated?: Set<string> }

export interface RowHints { country: string | null; period: string | null }

export type Mapped = { op: Operation } | { skip: string }

export function mapKohesioRow (row: KohesioRow, hints: RowHints): Mapped {
  const cut = row.truncated ?? new Set<string>()
  const text = (...keys: string[]) => {
    for (const key of keys) {
      const value = cleanText(row.values[key])
      if (value) return cut.has(key) ? `${value}…` : value
    }
    return null
  }
  // Codes, numbers and dates are only read when whole.
  const whole = (...keys: string[]) => {
    for (const key of keys) if (!cut.has(key) && cleanText(row.values[key])) return cleanText(row.values[key])
    return null
  }
  const problems: string[] = []
  const read = <T>(key: string, parse: (v: unknown) => Parsed<T>): T | null => {
    const parsed = parse(whole(key))
    if (parsed.ok) return parsed.value
    problems.push(`${key}: ${parsed.error}`)
    return null
  }

  const rawId = cleanText(row.values.operationuniqueidentifier)
  if (cut.has('operationuniqueidentifier')) return { skip: 'Operation_Unique_Identifier is cut short in this print: the operation cannot be identified' }
  const programmeCode = splitList(whole('programmecode'))[0] ?? null
  const localId = whole('operationlocalidentifier')
  const id = qid(rawId)
  const externalId = id ? `${LINKED_OPEN_DATA}${id}` : rawId ?? (programmeCode && localId ? `${programmeCode}:${localId}` : null)
  if (!externalId) return { skip: 'no Operation_Unique_Identifier (and no programme code + local identifier)' }
  const title = text('operationnameenglish', 'operationnameprogrammelanguage')
  if (!title) return { skip: 'no operation name in English or in the programme language' }

  const total = read('totaleligibleexpenditureamount', parseAmount)
  let eu = read('projecteubudget', parseAmount)
  let rate = read('cofinancingrate', parsePercent)
  const start = read('operationstartdate', parseDate)
  const end = read('operationenddate', parseDate) ?? read('operationexpectedenddate', parseDate)
  if (problems.length) return { skip: `values of the wrong type (misaligned row?): ${problems.join('; ')}` }
  if ((total ?? 0) < 0 || (eu ?? 0) < 0) return { skip: 'negative amount' }
  // A missing rate or EU budget follows from the other two (Kohesio's rate is EU budget / total).
  if (rate === null && eu !== null && total) rate = Math.round((eu / total) * 10_000) / 10_000
  if (eu === null && rate !== null && total !== null) eu = Math.round(total * rate * 100) / 100

  const nuts3 = splitList(whole('nuts3code'))
  const nuts2Codes = [...new Set([...splitList(whole('nuts2code')), ...nuts3.map((c) => c.slice(0, 4))])].filter((c) => /^[A-Z]{2}[0-9A-Z]{2}$/.test(c))
  const nuts1 = splitList(whole('nuts1code'))
  const countryText = whole('country', 'countrycode')
  const country = countryCode(countryText) ?? countryCode(nuts2Codes[0]?.slice(0, 2)) ?? hints.country
  const category = categoryCode(splitList(whole('categoryofintervention'))[0])
  const categoryName = splitList(text('categorylabel'), /\s*[|;]\s*/)[0] ?? null
  // A name cut in a glimpse print is completed from the known programmes when the code is known.
  const programmeName = text('programmename')?.endsWith('…') ? knownProgramme(programmeCode)?.name ?? text('programmename') : text('programmename')
  const objective = (idKey: string, labelKey: string): Labelled | null => {
    const code = objectiveId(whole(idKey)) ?? cleanText(whole(idKey))
    if (!code) return null
    const label = text(labelKey)
    return { code, label: label && !label.endsWith('…') ? label : OBJECTIVES[code] ?? label }
  }

  const op: Operation = {
    external_id: externalId,
    title,
    summary: text('operationsummaryenglish', 'operationsummaryprogrammelanguage') ?? '',
    programme_code: programmeCode,
    programme_name: programmeName,
    // A cut label is dropped in favour of the regulation's own (categoryText).
    category: category ? { code: category, label: categoryName && !categoryName.endsWith('…') ? categoryName : null } : null,
    fund: fundCode(splitList(whole('fundcode'), /[|;]/)[0] ?? whole('fundname')),
    period: programmingPeriod(whole('programmingperiod')) ?? periodOfProgrammeCode(programmeCode) ?? hints.period,
    total_cost: total,
    eu_contribution: eu,
    cofinancing_rate: rate,
    currency: (whole('totaleligibleexpenditurecurrency') ?? 'EUR').toUpperCase(),
    start_date: start,
    end_date: end,
    country,
    countries: country ? [country] : [],
    nuts2: nuts2Codes.length === 1 ? { code: nuts2Codes[0]!, label: text('nuts2label') } : null,
    regions: [...new Set([...nuts1, ...nuts2Codes, ...nuts3])],
    thematic_objective: objective('thematicobjectiveid', 'thematicobjectivelabel'),
    policy_objective: objective('policyobjectiveid', 'policyobjectivelabel'),
    specific_objective: objective('specificobjectiveid', 'specificobjectivelabel'),
    themes: [],
    managing_authority: text('managingauthority'),
    // Kohesio's beneficiary may be a natural person: never stored (only lists of operations
    // name organisations, see list-of-operations.ts).
    organisations: [],
    source_url: id ? kohesioProjectUrl(id) : cleanText(row.values.inforegiourl),
  }
  return { op }
}
