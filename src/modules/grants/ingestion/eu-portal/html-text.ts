import { load } from 'cheerio'

// `descriptionByte` is the topic's HTML (headings such as "Expected Outcome:" as their own <p>,
// footnote markers as <sup>[1]</sup>, and sometimes cut mid-tag by whoever stored it). cheerio
// parses it as a browser would, so broken tails and entities are handled without regexes.

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, td, blockquote'
const SUMMARY_MAX = 600

const clean = (text: string) => text.replace(/\s+/g, ' ').trim()

export interface TopicText {
  /** Paragraphs of the description as plain text, separated by blank lines. */
  description: string
  /** The first paragraph that is not a section heading. */
  summary: string
}

/** A heading paragraph: the portal's section label class, or a short line ending in a colon. */
const isHeading = (className: string | undefined, text: string) =>
  (className ?? '').includes('topicdescriptionkind') || (text.length < 60 && text.endsWith(':'))

function shorten (text: string): string {
  if (text.length <= SUMMARY_MAX) return text
  const cut = text.slice(0, SUMMARY_MAX)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SUMMARY_MAX - 80))}…`
}

export function topicText (html: string): TopicText {
  const $ = load(html, null, false)
  // Footnote markers ("[1]") mean nothing once the footnotes are gone.
  $('sup').filter((_, el) => /^\[?\d+\]?$/.test(clean($(el).text()))).remove()
  const blocks: { text: string; heading: boolean }[] = []
  $(BLOCKS).each((_, el) => {
    // A block nested in another block (a <p> inside an <li>) is already in its parent's text.
    if ($(el).parents(BLOCKS).length > 0) return
    const text = clean($(el).text())
    if (text) blocks.push({ text, heading: isHeading($(el).attr('class'), text) })
  })
  if (blocks.length === 0) {
    const text = clean($.root().text())
    return { description: text, summary: shorten(text) }
  }
  const first = blocks.find((b) => !b.heading)
  return { description: blocks.map((b) => b.text).join('\n\n'), summary: first ? shorten(first.text) : '' }
}
