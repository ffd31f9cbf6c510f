import type { Mapped } from './kohesio-row.js'
import type { Operation } from './operation.js'
import { organisationName } from './organisations.js'
import { countryCode, fundCode, programmingPeriod } from './places.js'
import { amountCurrency, cleanText, htmlText, normaliseKey, parseAmount, parseDate, splitList, type Parsed } from './values.js'

// A DG REGIO (Inforegio) project record: showcase projects with a NUTS-2 code, themes, the fund,
// budgets as text ("ECU 909 553") and the page URL. No programme code and no category of
// intervention, so these operations are evidence only (never aggregated, see aggregate.ts).

export const isInforegio = (keys: string[]) => {
  const set = new Set(keys.map(normaliseKey))
  return set.has('projectid') && set.has('projectname') && (set.has('eubudgetcontribution') || set.has('projectnuts2code'))
}

export function mapInforegioRecord (record: Record<string, unknown>): Mapped {
  const values = new Map(Object.entries(record).map(([k, v]) => [normaliseKey(k), v]))
  const get = (key: string) => cleanText(values.get(key))
  const problems: string[] = []
  const read = <T>(key: string, parse: (v: unknown) => Parsed<T>): T | null => {
    const parsed = parse(get(key))
    if (parsed.ok) return parsed.value
    problems.push(`${key}: ${parsed.error}`)
    return null
  }
  const id = get('projectid')
  if (!id) return { skip: 'no PROJECTID' }
  const title = get('projectname')
  if (!title) return { skip: 'no Project_name' }
  const eu = read('eubudgetcontribution', parseAmount)
  const total = read('totalprojectbudget', parseAmount)
  const start = read('projecttimeframestartdate', parseDate)
  const end = read('projecttimeframeenddate', parseDate)
  if (problems.length) return { skip: `values of the wrong type: ${problems.join('; ')}` }

  const country = countryCode(get('projectcountry')) ?? countryCode(get('projectnuts2code')?.slice(0, 2))
  const nuts2 = get('projectnuts2code')
  const beneficiary = get('beneficiary')
  const organisation = beneficiary ? organisationName(beneficiary) : null
  const op: Operation = {
    external_id: `inforegio:${id}`,
    title,
    summary: htmlText(get('quote')) ?? '',
    programme_code: null,
    programme_name: null,
    category: null,
    fund: fundCode(splitList(get('funds'), /;/)[0]),
    period: programmingPeriod(get('period')),
    total_cost: total,
    eu_contribution: eu,
    cofinancing_rate: eu !== null && total ? Math.round((eu / total) * 10_000) / 10_000 : null,
    currency: amountCurrency(get('eubudgetcontribution')) ?? amountCurrency(get('totalprojectbudget')) ?? 'EUR',
    start_date: start,
    end_date: end,
    country,
    countries: country ? [country] : [],
    nuts2: nuts2 ? { code: nuts2, label: get('projectregion') } : null,
    regions: nuts2 ? [nuts2] : [],
    thematic_objective: null,
    policy_objective: null,
    specific_objective: null,
    themes: splitList(get('themes'), /;/), // the French-accented `Thèmes` column
    managing_authority: null,
    organisations: organisation
      ? [{ name: organisation, country: countryCode(get('beneficiarycountry')), role: 'coordinator', sme: null, activity_type: null, contribution: null }]
      : [],
    source_url: get('url'),
  }
  return { op }
}
