import { describe, expect, it } from 'vitest'
import { categoryLabel, objectiveId, titleLabel } from './categories.js'
import { interventionField } from './list-of-operations.js'
import { organisationName, roleOf } from './organisations.js'
import { countryCode, countryInFileName, fundCode, nationalCurrency, periodOfProgrammeCode, periodRule, programmingPeriod, regionName } from './places.js'
import { amountCurrency, normaliseKey, parseAmount, parseDate, parsePercent, qid } from './values.js'

const value = <T>(parsed: { ok: true; value: T | null } | { ok: false; error: string }) => (parsed.ok ? parsed.value : `error: ${parsed.error}`)

describe('amounts', () => {
  it.each([
    ['40000.0', 40000], ['451412.010000000009313', 451412.01], ['1 953 346.98', 1953346.98], ['ECU 909 553', 909553],
    ['1.234.567,89', 1234567.89], ['1,234,567.89', 1234567.89], ['2073781,25', 2073781.25], ['1.234.567', 1234567], ['EUR 12 500', 12500],
    ['', null], ['NA', null], [null, null],
  ])('%s → %s', (raw, expected) => expect(value(parseAmount(raw))).toBe(expected))

  it('text that is not an amount is an error, never a guess', () => {
    expect(parseAmount('14.10.2015').ok).toBe(false)
    expect(parseAmount('Non-repayable grant').ok).toBe(false)
    expect(parseAmount('12 500 approx.').ok).toBe(false)
  })

  it('reads the currency an amount names (ECU is the euro 1:1)', () => {
    expect(amountCurrency('ECU 909 553')).toBe('EUR')
    expect(amountCurrency('1 953 346.98')).toBeNull()
    expect(amountCurrency('PLN 12 000')).toBe('PLN')
  })
})

describe('rates and dates', () => {
  it('co-financing rates are percent in the sources and fractions here', () => {
    expect(value(parsePercent('85.0'))).toBe(0.85)
    expect(value(parsePercent('75.00'))).toBe(0.75)
    expect(value(parsePercent('42.5 %'))).toBe(0.425)
    expect(value(parsePercent(''))).toBeNull()
    expect(parsePercent('120').ok).toBe(false)
    expect(parsePercent('high').ok).toBe(false)
  })

  it.each([
    ['19/12/2018', '2018-12-19'], ['14.10.2015', '2015-10-14'], ['2023-05-01', '2023-05-01'], ['2023-05-01T00:00:00Z', '2023-05-01'],
    ['2015/06/24 00:00:00', '2015-06-24'], ['1/9/2015', '2015-09-01'],
  ])('%s → %s', (raw, iso) => expect((value(parseDate(raw)) as Date).toISOString().slice(0, 10)).toBe(iso))

  it('impossible or unknown dates are errors', () => {
    expect(parseDate('31/02/2024').ok).toBe(false)
    expect(parseDate('Q3 2024').ok).toBe(false)
  })
})

describe('places, funds and periods', () => {
  it('maps EU country codes and names to ISO alpha-2', () => {
    expect(countryCode('EL')).toBe('GR')
    expect(countryCode('UK')).toBe('GB')
    expect(countryCode('GR')).toBe('GR')
    expect(countryCode('Greece')).toBe('GR')
    expect(countryCode('Sweden')).toBe('SE')
    expect(countryCode('Czech Republic')).toBe('CZ')
    expect(countryCode('XX')).toBeNull()
    expect(countryCode('https://linkedopendata.eu/entity/Q20')).toBeNull()
  })

  it('finds the country of a file name', () => {
    expect(countryInFileName('EL-pp14-20-latest.csv')).toBe('GR')
    expect(countryInFileName('PL-pp21-27-latest.csv')).toBe('PL')
    expect(countryInFileName('bulgaria_list_of_operations_row.json')).toBe('BG')
    expect(countryInFileName('interreg_central_baltic_list_of_operations_row.json')).toBeNull()
  })

  it('normalises fund codes and names', () => {
    expect(fundCode('European Regional Development Fund')).toBe('ERDF')
    expect(fundCode('ESF+')).toBe('ESF+')
    expect(fundCode('Just Transition Fund')).toBe('JTF')
    expect(fundCode('CF')).toBe('CF')
  })

  it('reads programming periods and their eligibility rule', () => {
    expect(programmingPeriod('2021-2027')).toBe('2021-2027')
    expect(programmingPeriod('PL-pp21-27-latest.csv')).toBe('2021-2027')
    expect(programmingPeriod('report-2023-05-01.csv')).toBeNull()
    expect(periodOfProgrammeCode('2014GR16M2OP001')).toBe('2014-2020')
    expect(periodRule('2021-2027')?.end.toISOString()).toBe('2029-12-31T00:00:00.000Z')
    expect(periodRule('2014-2020')?.end.toISOString()).toBe('2023-12-31T00:00:00.000Z')
    expect(periodRule('2007-2013')?.end.toISOString()).toBe('2015-12-31T00:00:00.000Z')
    expect(periodRule('1994-1999')?.end.toISOString()).toBe('2001-12-31T00:00:00.000Z')
  })

  it('names Greek regions in Latin script too', () => {
    expect(regionName('EL30', 'Αττική')).toBe('Attiki (Αττική)')
    expect(regionName('PL22', 'Śląskie')).toBe('Śląskie')
  })

  it('national lists without a currency column are in the national currency', () => {
    expect(nationalCurrency('BG')).toBe('BGN')
    expect(nationalCurrency('FI')).toBe('EUR')
    expect(nationalCurrency(null)).toBe('EUR')
  })
})

describe('keys', () => {
  it.each([
    ['Operation_Unique_Identifier', 'operationuniqueidentifier'],
    ['LAU_IDs', 'lauids'],
    ['Łódzkie', 'lodzkie'],
    ['Straße', 'strasse'],
  ])('%s -> %s', (raw, key) => expect(normaliseKey(raw)).toBe(key))
})

describe('codes', () => {
  it('labels intervention fields by programming period', () => {
    expect(categoryLabel('013', '2014-2020')).toMatch(/^Energy efficiency renovation of public infrastructure/)
    expect(categoryLabel('013', '2021-2027')).toMatch(/^Digitising SMEs/)
    expect(titleLabel('058', '2021-2027', categoryLabel('058', '2021-2027')!)).toBe('Climate change adaptation and risk prevention: floods and landslides')
    expect(titleLabel('043', '2014-2020', categoryLabel('043', '2014-2020')!)).toBe('Clean urban transport infrastructure and promotion')
  })

  it('reads objective identifiers in their printed forms', () => {
    expect(objectiveId('PO2')).toBe('PO02')
    expect(objectiveId('TO04')).toBe('TO04')
    expect(objectiveId('https://linkedopendata.eu/x/TO4')).toBe('TO04')
    expect(objectiveId('RSO2.1')).toBeNull()
  })

  it('picks the intervention field out of the list-of-operations dimension strings', () => {
    expect(interventionField('01 Non-repayable grant, M07 Not applicable, 118 Improving the labour market relevance of education, and more, T04 Macro regional cooperation area'))
      .toEqual({ code: '118', label: 'Improving the labour market relevance of education, and more' })
    expect(interventionField('[2] Non-repayable grant;\r\n[1] Not applicable;')).toBeNull()
    expect(interventionField('[1] 038 Energy efficiency in SMEs;\n[2] Grant')).toEqual({ code: '038', label: 'Energy efficiency in SMEs' })
    expect(interventionField('48')).toEqual({ code: '048', label: null })
  })

  it('keeps Q identifiers only from linkedopendata', () => {
    expect(qid('https://linkedopendata.eu/entity/Q2787640')).toBe('Q2787640')
    expect(qid('Q12')).toBe('Q12')
    expect(qid('https://example.com/entity/Q1')).toBeNull()
  })
})

describe('beneficiaries', () => {
  it.each([
    ['Laurea-ammattikorkeakoulu Oy', true], ['AS Ida-Tallinna Keskhaigla', true], ['Tartu Tervishoiu K�rgkool', true],
    ['Uppsala kommun', true], ['Regione Puglia', true], ['Rīgas Tehniskā universitāte', true],
    ['Jan Kowalski', false], ['Valdis Zatlers', false], ['Lisa Hametner', false], ['Tom Boardman', false], ['A38 Ship Budapest', false],
  ])('%s is an organisation: %s', (name, expected) => expect(organisationName(name) !== null).toBe(expected))

  it('drops a registration number printed before the name, and maps roles', () => {
    expect(organisationName('129010666 Migration Directorate - Ministry of Interior')).toBe('Migration Directorate - Ministry of Interior')
    expect(roleOf('Lead partner')).toBe('coordinator')
    expect(roleOf('Associated partner')).toBe('associated_partner')
    expect(roleOf('Project partner')).toBe('partner')
  })
})
