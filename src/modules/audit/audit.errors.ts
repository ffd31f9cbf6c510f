import { fieldErrors } from '../../core/http/errors.js'

export const reversedRange = (from: string, to: string) =>
  fieldErrors([{ loc: ['query', 'from'], msg: `from (${from}) is after to (${to})`, type: 'range_reversed' }])
