import { describe, expect, it } from 'vitest'
import { parseSearch, splitList, stringifySearch } from './url-state'

describe('URL state', () => {
  it('writes flat, readable search strings with comma lists', () => {
    expect(stringifySearch({ q: 'solar heat', country: ['DE', 'AT'], page: 2, open_only: true })).toBe('?q=solar%20heat&country=DE,AT&page=2&open_only=true')
  })

  it('leaves out empty values', () => {
    expect(stringifySearch({ q: '', country: [], page: undefined, sort: null })).toBe('')
  })

  it('escapes commas inside a value so lists stay unambiguous', () => {
    expect(stringifySearch({ country: ['A,B'] })).toBe('?country=A%2CB')
  })

  it('reads back what it wrote', () => {
    const search = parseSearch(stringifySearch({ q: 'heat & power', country: ['DE', 'AT'], page: 3 }))
    expect(search).toEqual({ q: 'heat & power', country: 'DE,AT', page: '3' })
    expect(splitList(search.country)).toEqual(['DE', 'AT'])
  })

  it('splits lists from strings or arrays, dropping blanks', () => {
    expect(splitList('DE, AT,,')).toEqual(['DE', 'AT'])
    expect(splitList(['DE'])).toEqual(['DE'])
    expect(splitList(undefined)).toEqual([])
  })
})
