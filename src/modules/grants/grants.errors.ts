import { fieldErrors } from '../../core/http/errors.js'
import { defineError } from '../../core/http/errors.js'

export const grantNotFound = defineError({ status: 404, code: 'grants.not_found', title: 'Grant not found' })
export const unknownNaceCode = (code: string) =>
  fieldErrors([{ loc: ['query', 'nace_code'], msg: `Unknown NACE Rev. 2 code: ${code}`, type: 'unknown_nace_code' }])
