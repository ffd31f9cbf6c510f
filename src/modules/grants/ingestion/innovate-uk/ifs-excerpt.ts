import { blankCompetition, type IfsCompetition, type IfsSection } from './ifs-competition.js'
import { parseUkDate } from './uk-time.js'

// An IFS overview page as extracted TEXT (the research fixtures): the same content as the HTML in
// reading order, one block per line, no markup. Headings are recognised by their exact names, as
// the templates print them; such excerpts may be cut anywhere (a stored excerpt limit).

const HEADINGS: Record<string, string | null> = {
  'description': 'summary', 'funding type': 'summary', 'project size': 'summary', 'funding': 'summary',
  'who can apply': 'eligibility', 'eligibility': 'eligibility', 'lead applicant eligibility': 'eligibility',
  'scope': 'scope', 'project scope': 'scope', 'dates': 'dates', 'how to apply': 'how-to-apply',
  'supporting information': 'supporting-information', 'background and further information': 'supporting-information',
}
const STATUS = /^(This competition (?:is now closed|has not yet opened|is open)|Registration has now closed)\.?$/i
const CHROME = /^(Start new application|Competition sections|Back to all competitions|Or sign in to continue an existing application\.?)$/i

export function parseOverviewText (text: string, idHint: string | null): IfsCompetition {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((l) => l.replace(/\u00a0/g, ' ').trimEnd())
  const nonEmpty = lines.map((l) => l.trim()).filter(Boolean)
  const first = nonEmpty[0] ?? ''
  const c = blankCompetition('overview_text', { id: idHint, title: first.replace(/^Funding competition\s*/i, '').trim() })
  const summary: string[] = []
  let current: IfsSection | null = null
  const body: string[] = []
  const flush = () => { if (current) { current.text = body.join('\n').replace(/\n{3,}/g, '\n\n').trim(); c.sections.push(current) } body.length = 0 }
  for (const raw of lines.slice(lines.findIndex((l) => l.trim() === first) + 1)) {
    const line = raw.trim()
    const heading = HEADINGS[line.toLowerCase()]
    if (heading !== undefined) { flush(); current = { panel: heading, heading: line, text: '' }; continue }
    if (!current) {
      if (STATUS.test(line)) c.status_line = line.endsWith('.') ? line : `${line}.`
      else if (/^(?:competition )?(opens|opened|closes|closed|registration closes):/i.test(line)) {
        const date = parseUkDate(line)
        if (date && /regist/i.test(line)) c.registration_closes = date
        else if (date && /open/i.test(line)) c.opens = date
        else if (date) c.closes = date
        if (date) c.date_source = 'overview dates list (text)'
      } else if (line && !CHROME.test(line)) summary.push(line)
      continue
    }
    body.push(line.replace(/^•\s*/, '• '))
  }
  flush()
  c.summary = summary.join(' ')

  // A cut excerpt ends mid-sentence: drop the unfinished sentence so a half number ("£2 mil") is
  // never read as an amount, and say where the cut is.
  const last = c.sections.at(-1)
  if (last && !/[.!?:)”"]$/.test(last.text)) {
    const cutAt = Math.max(last.text.lastIndexOf('. '), last.text.lastIndexOf('.\n'), last.text.lastIndexOf(':\n'))
    const tail = last.text.slice(cutAt + 1).trim()
    last.text = cutAt >= 0 ? last.text.slice(0, cutAt + 1).trim() : ''
    c.truncated = `text cut inside "${last.heading}" (ends "${tail.slice(-40)}"): the unfinished sentence is not read`
  }
  return c
}
