import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from '../../app/url-state'
import { apiFilters, countActive, searchSchema, takeIgnored } from './search-schema'

// The search page's URL state for the record types, climate categories and the two engine
// switches: read from a link, written back, and sent to the API.

const read = (query: string) => searchSchema.parse(parseSearch(query))

describe('search URL state', () => {
  it('reads record types and climate categories as lists, dropping unknown values', () => {
    takeIgnored()
    const s = read('?record_type=call,tender&carbon_category=hydrogen,energy_efficiency')
    expect(s.record_type).toEqual(['call'])
    expect(s.carbon_category).toEqual(['hydrogen', 'energy_efficiency'])
    expect(takeIgnored()).toEqual(['record_type'])
    expect(countActive(s)).toBe(3)
  })

  it('keeps understand and correct only when they are off, so the URL names them only then', () => {
    expect(read('?q=solar&understand=false&correct=0')).toMatchObject({ understand: false, correct: false })
    const on = read('?q=solar&understand=true&correct=1')
    expect(on.understand).toBeUndefined()
    expect(on.correct).toBeUndefined()
    expect(stringifySearch(on)).toBe('?q=solar')
    expect(stringifySearch(read('?q=solar&correct=false'))).toBe('?q=solar&correct=false')
  })

  it('sends the lists to the API as comma lists, leaving the switches to the keyword search', () => {
    const filters = apiFilters(read('?status=active,upcoming&record_type=call,programme&carbon_category=hydrogen&understand=false'))
    expect(filters).toMatchObject({ status: 'active,upcoming', record_type: 'call,programme', carbon_category: 'hydrogen' })
    expect(filters).not.toHaveProperty('understand')
  })
})
