// RFC 5545 (iCalendar) text for the deadlines feed. Written here, not with ical-generator: its line
// folding encodes every character of the feed with a new TextEncoder, which blocked the event loop
// for 1.2-2.3 s per year-long calendar at 50,000 grants (the issue-23 load test's CPU profile) and
// held every other request, /health too, behind it. What the feed needs of the format is small:
// escaped text, lines folded at 75 octets, CRLF line ends. Each deadline is an event at its
// moment, written in UTC (calendar apps show it in the reader's zone; no VTIMEZONE needed), with
// alarms a day and two hours before: an all-day event said nothing of the 17:00 Brussels or
// 11:00 UK closing time, and a reader could miss a call by hours.

export interface DeadlineEvent {
  uid: string
  stamp: Date
  /** The moment the call closes. */
  at: Date
  summary: string
  description: string
  url: string
}

export interface CalendarHead { name: string; prodId: string; refreshHours: number }

const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4)

/** A content line folded so that no line holds more than 75 octets (RFC 5545 §3.1). */
export function fold (line: string): string {
  // ASCII of 74 characters or fewer: nothing to count.
  if (line.length <= 74 && !/[^\x00-\x7f]/.test(line)) return line
  let out = ''
  let used = 0
  for (const ch of line) {   // code points: a surrogate pair is never split
    const size = octets(ch.codePointAt(0)!)
    used += size
    if (used > 74) {
      out += '\r\n '
      used = size
    }
    out += ch
  }
  return out
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export const escapeText = (text: string): string =>
  text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n')

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
// A day ahead, to prepare; two hours ahead, to press submit.
const ALARMS = ['-P1D', '-PT2H']

/** A calendar of deadlines; every line ends with CRLF, the last one too. */
export function deadlineCalendar (head: CalendarHead, events: Iterable<DeadlineEvent>): string {
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${head.prodId}`,
    `NAME:${escapeText(head.name)}`, `X-WR-CALNAME:${escapeText(head.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${head.refreshHours}H`, `X-PUBLISHED-TTL:PT${head.refreshHours}H`,
  ]
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT', `UID:${e.uid}`, 'SEQUENCE:1', `DTSTAMP:${stamp(e.stamp)}`, `DTSTART:${stamp(e.at)}`,
      'TRANSP:TRANSPARENT',
      `SUMMARY:${escapeText(e.summary)}`, `DESCRIPTION:${escapeText(e.description)}`, `URL;VALUE=URI:${e.url}`,
    )
    for (const trigger of ALARMS) {
      lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER:${trigger}`, `DESCRIPTION:${escapeText(e.summary)}`, 'END:VALARM')
    }
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return lines.map(fold).join('\r\n') + '\r\n'
}
