import { defineError, fieldErrors } from '../../core/http/errors.js'

export const companyNotFound = defineError({ status: 404, code: 'companies.not_found', title: 'Company not found' })

export const unknownNaceCodes = (codes: { index: number; code: string }[]) =>
  fieldErrors(codes.map(({ index, code }) => ({ loc: ['body', 'nace_codes', index], msg: `Unknown NACE Rev. 2 code: ${code}`, type: 'unknown_nace_code' })))

export const unknownCountry = (code: string) =>
  fieldErrors([{ loc: ['body', 'country'], msg: `Not a country of the reference data: ${code}`, type: 'unknown_country' }])

export const regionNotInCountry = (region: string, country: string, prefix: string) =>
  fieldErrors([{ loc: ['body', 'region'], msg: `NUTS region ${region} is not in ${country} (its codes start with ${prefix})`, type: 'region_not_in_country' }])
