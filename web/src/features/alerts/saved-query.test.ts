import { describe, expect, it } from 'vitest'
import { searchSchema } from '../grants/search-schema'
import { filterCount, toSavedQuery, toSearch } from './saved-query'

describe('saved search queries', () => {
  it('saves the words, filters and sort of the URL, not the page', () => {
    const search = searchSchema.parse({
      q: 'solar',
      country: 'DE,AT',
      status: 'active',
      open_only: 'true',
      sort_by: 'deadline',
      page: '3',
      page_size: '50',
    })
    expect(toSavedQuery(search)).toEqual({
      q: 'solar',
      country: 'DE,AT',
      status: 'active',
      open_only: true,
      sort_by: 'deadline',
      sort_order: 'asc',
    })
  })

  it('needs words', () => {
    expect(toSavedQuery(searchSchema.parse({ country: 'DE' }))).toBeNull()
    expect(toSavedQuery(searchSchema.parse({ q: '  ' }))).toBeNull()
  })

  it('opens as the same URL state', () => {
    const search = searchSchema.parse({
      q: 'heat pump',
      company_size: 'small,micro',
      min_funding: '10000',
      understand: 'false',
    })
    const back = searchSchema.parse(toSearch(toSavedQuery(search)!))
    expect(back).toEqual(search)
  })

  it('counts the filters beyond the words', () => {
    expect(filterCount({ q: 'x', country: 'DE,AT', open_only: true, min_funding: 0 })).toBe(4)
    expect(filterCount({ q: 'x' })).toBe(0)
  })
})
