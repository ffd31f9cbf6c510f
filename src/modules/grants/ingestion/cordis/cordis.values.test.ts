import { describe, expect, it } from 'vitest'
import { builtTopicTitle } from './cordis.titles.js'
import { flag, frameworkFromCode, frameworkName, fundingScheme, isCallId, isTopicCode, isoCountry, isoDate, money } from './cordis.values.js'

describe('CORDIS value parsers', () => {
  it.each([
    ['2073781,25', 2073781.25], ['2073781.25', 2073781.25], ['4924771', 4924771], [' 25 ', 25], [1496795, 1496795], ['0', 0],
  ])('reads the amount %j', (raw, value) => expect(money(raw)).toBe(value))

  it.each(['3.412.550,00', '7,643,751', '1 000', 'EUR 5', 'n/a', '12,5,3'])('refuses the amount %j instead of guessing', (raw) => {
    expect(money(raw)).toBeNull()
  })

  it('tells an absent amount from an unreadable one', () => {
    expect(money('')).toBeUndefined()
    expect(money(undefined)).toBeUndefined()
    expect(money(Number.NaN)).toBeNull()
  })

  it('reads ISO dates, with or without a time, and refuses anything else', () => {
    expect(isoDate('2024-09-01')).toEqual(new Date('2024-09-01T00:00:00Z'))
    expect(isoDate('2024-06-19 10:05:31')).toEqual(new Date('2024-06-19T00:00:00Z'))
    expect(isoDate('2024-06-19T10:05:31Z')).toEqual(new Date('2024-06-19T00:00:00Z'))
    expect(isoDate('2023-02-31')).toBeNull()
    expect(isoDate('15/03/2025')).toBeNull()
    expect(isoDate('HORIZON')).toBeNull()
    expect(isoDate('')).toBeUndefined()
  })

  it('maps CORDIS country codes to ISO 3166 and refuses the rest', () => {
    expect(isoCountry('EL')).toBe('GR')
    expect(isoCountry('UK')).toBe('GB')
    expect(isoCountry('de')).toBe('DE')
    expect(isoCountry('XK')).toBe('XK')
    expect(isoCountry('/RIA')).toBeNull()
    expect(isoCountry('XX')).toBeNull()
    expect(isoCountry('FRANCE')).toBeNull()
  })

  it('knows topic codes and call identifiers from amounts and names', () => {
    for (const code of ['HORIZON-CL5-2022-D3-01-02', 'SFS-29-2017', 'LC-SC3-EE-1-2018-2019-2020', 'ENERGY.2012.10.2.1', 'ERC-2023-STG', 'H2020-SFS-2017-2']) {
      expect(isTopicCode(code)).toBe(true)
    }
    for (const value of ['6998911', 'INSTITUT NATIONAL DE LA RECHERCHE AGRONOMIQUE', 'RACES DE FRANCE', '2023-04-26', '']) {
      expect(isCallId(value)).toBe(false)
    }
  })

  it('reads funding schemes, dropping the slash of the 2019 export', () => {
    expect(fundingScheme('/RIA')).toBe('RIA')
    expect(fundingScheme('HORIZON-TMA-MSCA-PF-EF')).toBe('HORIZON-TMA-MSCA-PF-EF')
    expect(fundingScheme('25')).toBeNull()
    expect(fundingScheme('')).toBeUndefined()
  })

  it('names framework programmes, from the row or from the code', () => {
    expect(frameworkName('HORIZON')).toBe('Horizon Europe')
    expect(frameworkName('H2020')).toBe('H2020')
    expect(frameworkName('FP7')).toBe('FP7')
    expect(frameworkName('HORIZON-CL6-2023-ZEROPOLLUTION-01')).toBeNull()
    expect(frameworkFromCode('HORIZON-CL5-2022-D3-01-02')).toBe('Horizon Europe')
    expect(frameworkFromCode('ERC-2023-STG')).toBe('Horizon Europe')
    expect(frameworkFromCode('SFS-29-2017')).toBe('H2020')
    expect(frameworkFromCode('ENERGY.2012.10.2.1')).toBe('FP7')
    expect(frameworkFromCode('SOMETHING')).toBeNull()
  })

  it('reads CORDIS booleans', () => {
    expect([flag('true'), flag('false'), flag(true), flag('1'), flag(''), flag('maybe')]).toEqual([true, false, true, true, null, null])
  })

  it('builds a topic title from the code and the programme', () => {
    expect(builtTopicTitle('HORIZON-CL5-2022-D3-01-02', 'Horizon Europe')).toBe('Horizon Europe Cluster 5: Climate, Energy and Mobility topic HORIZON-CL5-2022-D3-01-02')
    expect(builtTopicTitle('SFS-29-2017', 'H2020')).toBe('H2020 Societal Challenge 2 (Food security, sustainable agriculture, marine research and the bioeconomy) topic SFS-29-2017')
    expect(builtTopicTitle('XYZ-1', 'FP7')).toBe('FP7 topic XYZ-1')
    // The real prefixes, as the EU portal's calls use them: HLTH is Cluster 1, JTI-CLEANH2 the Clean Hydrogen Partnership.
    expect(builtTopicTitle('HORIZON-HLTH-2023-DISEASE-03-01', 'Horizon Europe')).toBe('Horizon Europe Cluster 1: Health topic HORIZON-HLTH-2023-DISEASE-03-01')
    expect(builtTopicTitle('HORIZON-JTI-CLEANH2-2023-02-01', 'Horizon Europe')).toBe('Horizon Europe Clean Hydrogen Partnership topic HORIZON-JTI-CLEANH2-2023-02-01')
    expect(builtTopicTitle('ERC-2023-STG', 'Horizon Europe')).toBe('Horizon Europe European Research Council topic ERC-2023-STG')
  })
})
