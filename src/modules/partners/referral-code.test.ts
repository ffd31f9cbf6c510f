import { describe, expect, it } from 'vitest'
import { CODE_ALPHABET, codePrefix, normaliseCode, referralCode } from './referral-code.js'
import { isSelfReferral } from './referrals.service.js'

describe('referral codes', () => {
  it.each([
    ['Green Ledger Advisors', 'GREEN'],
    ['Müller Steuerberatung GmbH', 'MUERS'],     // ü folded, L dropped (reads as 1), GmbH skipped
    ['The Oil & Co LLP', 'GW'],                   // nothing usable left: the service's own prefix
    ['Ætna 2000 Conseil SARL', 'AETNA'],
    ['  ', 'GW'],
  ])('prefix of %s is %s', (name, prefix) => {
    expect(codePrefix(name)).toBe(prefix)
  })

  it('has the form PREFIX-YEAR-SUFFIX without ambiguous characters', () => {
    for (let i = 0; i < 200; i++) {
      const code = referralCode('Green Ledger Advisors', 2026)
      expect(code).toMatch(/^GREEN-2026-[A-Z2-9]{4}$/)
      expect([...code.split('-')[2]!].every((ch) => CODE_ALPHABET.includes(ch))).toBe(true)
    }
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/)
  })

  it('takes the suffix from the random source', () => {
    expect(referralCode('Green', 2027, () => 0)).toBe('GREEN-2027-AAAA')
  })

  it('reads codes case-insensitively', () => {
    expect(normaliseCode('  green-2026-ab2c ')).toBe('GREEN-2026-AB2C')
  })
})

describe('self-referral', () => {
  it.each([
    ['jane@ledger.example', 'jane@ledger.example', true],
    ['jane@ledger.example', 'JANE@Ledger.Example', true],
    ['jane@ledger.example', 'bob@ledger.example', true],       // a colleague at the partner's firm
    ['jane@gmail.com', 'bob@gmail.com', false],               // strangers at a public provider
    ['jane@web.de', 'jane@web.de', true],
    ['jane@ledger.example', 'bob@customer.example', false],
    ['jane@ledger.example', 'bob@sub.ledger.example', false],
  ])('%s referring %s: %s', (partner, customer, self) => {
    expect(isSelfReferral(partner, customer)).toBe(self)
  })
})
