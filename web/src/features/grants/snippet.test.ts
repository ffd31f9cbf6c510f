import { describe, expect, it } from 'vitest'
import { cutEdges } from './grant-bits'

const text = 'Support for SMEs. Heat pumps &amp; solar panels replace gas boilers in small factories; ' +
  'the call funds up to 60 % of the cost. Applications close in March.'

describe('cutEdges', () => {
  it('says where a highlight starts or ends inside its text', () => {
    const plain = text.replace('&amp;', '&')
    expect(cutEdges('Support for SMEs. <mark>Heat</mark> pumps &amp; solar', plain)).toEqual({ start: false, end: true })
    expect(cutEdges('replace gas boilers in small <mark>factories</mark>', plain)).toEqual({ start: true, end: true })
    expect(cutEdges('<mark>Applications</mark> close in March.', plain)).toEqual({ start: true, end: false })
    // Two fragments, the first from the start, the last to the end; whitespace as the source has it or not.
    expect(cutEdges('Support for <mark>SMEs</mark>. … close in\n  March.', plain)).toEqual({ start: false, end: false })
  })
})
