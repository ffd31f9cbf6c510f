import { describe, expect, it } from 'vitest'
import { compactId, ibanProblem, normalisePayoutDetails, vatIdProblem } from './payout-details.js'

describe('ibanProblem', () => {
  it.each([
    ['DE89370400440532013000', null],
    ['FR1420041010050500013M02606', null],
    ['CH9300762011623852957', null],            // SEPA, outside the EU
    ['DE89370400440532013001', 'check sum'],
    ['DE8937040044053201300', 'Wrong length'],
    ['XX89370400440532013000', 'country'],
    ['', 'country'],
    ['BR1800360305000010009795493C1', 'SEPA area'],   // a valid IBAN a SEPA transfer cannot reach
  ])('%s → %s', (iban, expected) => {
    const problem = ibanProblem(iban)
    if (expected === null) expect(problem).toBeNull()
    else expect(problem).toContain(expected)
  })
})

describe('vatIdProblem', () => {
  it.each([
    ['DE136695976', null],
    ['ATU13585627', null],
    ['EL094259216', null],                // Greece writes EL, not GR
    ['FR40303265045', null],
    ['DE136695977', 'check the digits'],
    ['DE12345', 'format'],
    ['US123456789', 'prefix'],
    ['CHE123456789', 'prefix'],           // Switzerland: not an EU VAT id
  ])('%s → %s', (vatId, expected) => {
    const problem = vatIdProblem(vatId)
    if (expected === null) expect(problem).toBeNull()
    else expect(problem).toContain(expected)
  })
})

describe('normalisePayoutDetails', () => {
  it('compacts the numbers as people copy them and turns blanks into nulls', () => {
    expect(compactId(' de89 3704.0044-0532 0130 00 ')).toBe('DE89370400440532013000')
    expect(normalisePayoutDetails({
      account_holder: '  Green Ledger GmbH ', iban: 'de89 3704 0044 0532 0130 00', bic: ' cobadeffxxx', vat_id: 'DE 136 695 976',
      address_line: ' ', postal_code: '10115', city: 'Berlin', country: 'de',
    })).toEqual({
      value: {
        account_holder: 'Green Ledger GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', vat_id: 'DE136695976',
        address_line: null, postal_code: '10115', city: 'Berlin', country: 'DE',
      },
    })
  })

  it('names every field with a problem', () => {
    const result = normalisePayoutDetails({ account_holder: 'A', iban: 'DE00', bic: 'nope', vat_id: 'DE1' })
    expect('errors' in result && result.errors.map((e) => e.loc.join('.'))).toEqual(['body.iban', 'body.bic', 'body.vat_id'])
  })
})
