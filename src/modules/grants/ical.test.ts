import { describe, expect, it } from 'vitest'
import { deadlineCalendar, escapeText, fold } from './ical.js'

const octets = (line: string) => Buffer.byteLength(line)

describe('iCalendar text', () => {
  it('folds at 75 octets counting UTF-8 bytes, never inside a character', () => {
    const line = `DESCRIPTION:${'Wärmepumpen für KMU 🎉 '.repeat(12)}`
    const parts = fold(line).split('\r\n')
    expect(parts.length).toBeGreaterThan(4)
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75)
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true)
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line)
    expect(fold('SUMMARY:short')).toBe('SUMMARY:short')
  })

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf')
  })

  it('writes each deadline at its moment in UTC with two alarms, CRLF after every line, the last too', () => {
    const text = deadlineCalendar({ name: 'Deadlines', prodId: '-//Test//EN', refreshHours: 1 }, [{
      uid: 'g-2027-03-26@test', stamp: new Date('2026-11-27T05:00:00Z'), at: new Date('2027-03-26T16:00:00Z'),
      summary: 'Deadline: Heat pumps; SMEs', description: 'Up to 2,500,000 EUR.', url: 'https://example.eu/call',
    }])
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.split('\r\n').slice(0, -1).every((l) => !l.includes('\n'))).toBe(true)
    expect(text).toContain('\r\nDTSTART:20270326T160000Z\r\n')   // 17:00 Brussels time
    expect([...text.matchAll(/\r\nTRIGGER:(.+)\r\n/g)].map((m) => m[1])).toEqual(['-P1D', '-PT2H'])
    expect(text).toContain('\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\n')
    expect(text).toContain('\r\nDTSTAMP:20261127T050000Z\r\n')
    expect(text).toContain('\r\nSUMMARY:Deadline: Heat pumps\\; SMEs\r\n')
    expect(text).toContain('\r\nDESCRIPTION:Up to 2\\,500\\,000 EUR.\r\n')
  })
})
