import { fieldErrors } from '../../core/http/errors.js'

export const reversedRange = (from: string, to: string) =>
  fieldErrors([{ loc: ['query', 'from'], msg: `from (${from}) is after to (${to})`, type: 'range_reversed' }])

export const unusableInstant = (name: 'from' | 'to', value: string) =>
  fieldErrors([
    {
      loc: ['query', name],
      msg: `${value} is no instant between the years 1 and 9999 (and no leap second)`,
      type: 'date_time_range',
    },
  ])
