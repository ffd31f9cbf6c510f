import { describe, expect, it } from 'vitest'
import { webAddress } from './web-address'

describe('webAddress', () => {
  it.each([
    ['www.beckertech.de', 'https://www.beckertech.de'],
    ['  beckertech.de/kontakt ', 'https://beckertech.de/kontakt'],
    ['http://beckertech.de', 'http://beckertech.de'],
    ['HTTPS://Beckertech.de', 'HTTPS://Beckertech.de'],
    ['   ', null],
  ])('%j → %j', (typed, sent) => {
    expect(webAddress(typed)).toBe(sent)
  })
})
