import { electronicFormatIBAN, isSEPACountry, isValidBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools'
import {
  austria, belgium, bulgaria, checkVAT, croatia, cyprus, czechRepublic, denmark, estonia, finland, france, germany, greece,
  hungary, ireland, italy, latvia, lithuania, luxembourg, malta, netherlands, poland, portugal, romania, slovakiaRepublic,
  slovenia, spain, sweden,
} from 'jsvat'
import type { FieldError } from '../../core/http/errors.js'

// Checks of the bank and tax details a partner enters (pure). The libraries know the rules:
// ibantools the IBAN's length per country and its check digits, jsvat each EU member state's VAT
// number format and check digits (Greece's `EL` prefix included).

// The 27 member states: a partner outside the EU invoices without an EU VAT id (leave it empty).
const EU_VAT_COUNTRIES = [
  austria, belgium, bulgaria, croatia, cyprus, czechRepublic, denmark, estonia, finland, france, germany, greece,
  hungary, ireland, italy, latvia, lithuania, luxembourg, malta, netherlands, poland, portugal, romania, slovakiaRepublic,
  slovenia, spain, sweden,
]

/** Why a payout run leaves a partner out (see payouts.service.ts). */
export const SKIP_REASONS = ['no_payout_details', 'invalid_iban', 'not_eur', 'nothing_to_pay'] as const
export type SkipReason = typeof SKIP_REASONS[number]

/** Spaces, dots and dashes as people copy them from a letterhead are not part of the number. */
export const compactId = (value: string): string => value.replace(/[\s.\-/]/g, '').toUpperCase()

/** The IBAN's problem as a sentence, or null when it is a valid IBAN of a SEPA country. */
export function ibanProblem (iban: string): string | null {
  const electronic = electronicFormatIBAN(iban) ?? ''
  const { valid, errorCodes } = validateIBAN(electronic)
  if (!valid) {
    const noCountry = [ValidationErrorsIBAN.NoIBANProvided, ValidationErrorsIBAN.NoIBANCountry]
    if (errorCodes.some((code) => noCountry.includes(code))) return 'Not an IBAN: it starts with the two letters of a country'
    if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) return `Wrong length for an IBAN of ${electronic.slice(0, 2)}`
    return 'Not a valid IBAN: check the digits (the check sum does not match)'
  }
  // A SEPA credit transfer reaches only accounts in the SEPA area.
  if (!isSEPACountry(electronic.slice(0, 2))) return 'The account must be in the SEPA area (EU, EEA, Switzerland, UK…)'
  return null
}

export const bicProblem = (bic: string): string | null =>
  isValidBIC(bic) ? null : 'Not a valid BIC: 8 or 11 letters and digits, e.g. COBADEFFXXX'

/** Format and check digits of an EU VAT id, country prefix included (DE123456789, EL…, ATU…). */
export function vatIdProblem (vatId: string): string | null {
  const result = checkVAT(vatId, EU_VAT_COUNTRIES)
  if (!result.isSupportedCountry) return 'Start with the country prefix of an EU member state, e.g. DE or FR'
  if (!result.isValidFormat) return `Not the format of a VAT id of ${result.country?.name ?? 'that country'}`
  if (!result.isValid) return 'Not a valid VAT id: check the digits'
  return null
}

export interface PayoutDetailsInput {
  account_holder: string
  iban: string
  bic?: string | null | undefined
  vat_id?: string | null | undefined
  address_line?: string | null | undefined
  postal_code?: string | null | undefined
  city?: string | null | undefined
  country?: string | null | undefined
}

const blank = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null)

/** The details as stored (IBAN, BIC and VAT id compacted, blanks null), or the fields' problems. */
export function normalisePayoutDetails (input: PayoutDetailsInput): { value: Required<PayoutDetailsInput> } | { errors: FieldError[] } {
  const errors: FieldError[] = []
  const problem = (field: string, msg: string | null) => {
    if (msg) errors.push({ loc: ['body', field], msg, type: `invalid_${field}` })
  }
  const iban = compactId(input.iban)
  const bic = blank(input.bic) && compactId(input.bic!)
  const vatId = blank(input.vat_id) && compactId(input.vat_id!)
  problem('iban', ibanProblem(iban))
  if (bic) problem('bic', bicProblem(bic))
  if (vatId) problem('vat_id', vatIdProblem(vatId))
  if (errors.length > 0) return { errors }
  return {
    value: {
      account_holder: input.account_holder.trim(), iban, bic, vat_id: vatId,
      address_line: blank(input.address_line), postal_code: blank(input.postal_code), city: blank(input.city),
      country: blank(input.country)?.toUpperCase() ?? null,
    },
  }
}
