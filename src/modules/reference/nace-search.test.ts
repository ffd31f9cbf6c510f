import { describe, expect, it } from 'vitest'
import { canonicalNaceCode, foldQuery } from './nace-search.js'

describe('canonicalNaceCode', () => {
  it.each([
    ['C', 'C'], ['c', 'C'], ['25', '25'], ['C25', '25'], ['25.1', '25.1'], ['C25.1', '25.1'], ['251', '25.1'],
    ['25.11', '25.11'], ['c 25.11', '25.11'], ['2511', '25.11'], ['01.11', '01.11'],
    ['V', null], ['2', null], ['25.111', null], ['metal', null], ['C-25', null],
  ])('%j → %j', (input, expected) => {
    expect(canonicalNaceCode(input)).toBe(expected)
  })
})

describe('foldQuery', () => {
  it('drops case, accents and typographic apostrophes', () => {
    expect(foldQuery('  Fabricação DE Müsli’s ')).toBe("fabricacao de musli's")
  })
})

describe('lineage', () => {
  it('walks up to the section', async () => {
    const { loadReferenceData } = await import('./reference.data.js')
    const { createNaceIndex } = await import('./nace-search.js')
    const index = createNaceIndex(loadReferenceData().nace)
    expect(index.lineage(index.get('C25.11')!)).toEqual(['C', '25', '25.1', '25.11'])
    expect(index.lineage(index.get('A')!)).toEqual(['A'])
  })
})
