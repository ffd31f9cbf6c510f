import type { CompanySize } from '../../grants.tables.js'
import { parseUkDate } from './uk-time.js'

// The rules that turn IFS page prose into grant fields. They read extracted TEXT (never HTML) and
// each returns the phrase it relied on, so the connector can record it in `provenance`.

const unbullet = (s: string) => s.replace(/^[•*-]\s*/, '')
const MONEY = /£\s?(\d[\d,]*(?:\.\d+)?)\s*(million|m\b|billion|bn\b|k\b|thousand)?/gi

function moneyValue (digits: string, unit: string | undefined): number | null {
  const n = Number(digits.replace(/,/g, ''))
  if (!Number.isFinite(n)) return null
  const u = unit?.toLowerCase()
  if (u === 'million' || u === 'm') return n * 1_000_000
  if (u === 'billion' || u === 'bn') return n * 1_000_000_000
  if (u === 'k' || u === 'thousand') return n * 1_000
  return n
}

/** Every GBP amount in a text, in order ("£25,000", "£2 million", "£1.5m", "£500k"). */
export function moneyAmounts (text: string): number[] {
  const out: number[] = []
  for (const m of text.matchAll(MONEY)) {
    const v = moneyValue(m[1]!, m[2])
    if (v !== null) out.push(v)
  }
  return out
}

/** The pot from the one-sentence summary: "a share of up to £750,000" / "up to £20 million". */
export function potAmount (summary: string): { amount: number; phrase: string } | null {
  const m = /(?:share of )?up to (£\s?\d[\d,]*(?:\.\d+)?\s*(?:million|m\b|billion|bn\b|k\b|thousand)?)/i.exec(summary)
  const amount = m ? moneyAmounts(m[1]!)[0] : undefined
  return m && amount !== undefined ? { amount, phrase: m[0].trim() } : null
}

export interface Range { min: number | null; max: number | null; phrase: string }

/**
 * Project size: "between £25,000 and £500,000" (several durations: lowest floor, highest ceiling),
 * "up to £500,000" / "no more than" / "cannot exceed" (ceiling), "at least" / "minimum" (floor).
 */
export function projectCostRange (text: string): Range | null {
  const floors: number[] = []
  const ceilings: number[] = []
  for (const m of text.matchAll(/between (£[^£]*?) and (£\s?\d[\d,]*(?:\.\d+)?\s*(?:million|m\b|billion|bn\b|k\b|thousand)?)/gi)) {
    const lo = moneyAmounts(m[1]!)[0]
    const hi = moneyAmounts(m[2]!)[0]
    if (lo !== undefined) floors.push(lo)
    if (hi !== undefined) ceilings.push(hi)
  }
  const rest = text.replace(/between £[^£]*? and £\s?\d[\d,.]*\s*(?:million|m\b|billion|bn\b|k\b|thousand)?/gi, ' ')
  for (const m of rest.matchAll(/(?:up to|no more than|not exceed|cannot exceed|must not be more than|maximum of|a maximum|no higher than|below)\s+(£\s?\d[\d,]*(?:\.\d+)?\s*(?:million|m\b|billion|bn\b|k\b|thousand)?)/gi)) {
    const v = moneyAmounts(m[1]!)[0]
    if (v !== undefined) ceilings.push(v)
  }
  for (const m of rest.matchAll(/(?:at least|no less than|minimum of|a minimum|cannot go below|must not be less than|from)\s+(£\s?\d[\d,]*(?:\.\d+)?\s*(?:million|m\b|billion|bn\b|k\b|thousand)?)/gi)) {
    const v = moneyAmounts(m[1]!)[0]
    if (v !== undefined) floors.push(v)
  }
  if (!floors.length && !ceilings.length) return null
  const min = floors.length ? Math.min(...floors) : null
  const max = ceilings.length ? Math.max(...ceilings) : null
  if (min !== null && max !== null && min > max) return null
  return { min, max, phrase: text.replace(/\s+/g, ' ').trim().slice(0, 300) }
}

const SIZE_WORDS = /\b(micro|small|medium|large|sme|smes)\b/i

/**
 * Funding rates by business size: the lowest and highest "N%" on lines that name a business size
 * ("up to 70% if you are a micro or small organisation"). Rates for research organisations are not
 * business rates and are left out. Without any size line, a single "up to N% of ... costs" is used.
 */
export function fundingRates (text: string): Range | null {
  const lines = text.split(/\n|;|(?<=\.)\s/).map((l) => l.trim()).filter(Boolean)
  const bySize = lines.filter((l) => SIZE_WORDS.test(l) && /\d{1,3}\s?%/.test(l) && !/research organisation|\brto\b|universit/i.test(l))
  const pick = bySize.length ? bySize : lines.filter((l) => /up to \d{1,3}\s?% of (?:your )?(?:total )?eligible/i.test(l)).slice(0, 1)
  const rates = pick.flatMap((l) => [...l.matchAll(/(\d{1,3})\s?%/g)].map((m) => Number(m[1]) / 100)).filter((r) => r > 0 && r <= 1)
  if (!rates.length) return null
  return { min: Math.min(...rates), max: Math.max(...rates), phrase: pick.map(unbullet).join(' / ') }
}

export interface SizesRule { sizes: CompanySize[]; phrase: string }

/**
 * Company sizes that may lead, from "Who can apply": "of any size" → all four; "SME" / "micro,
 * small or medium" → micro, small, medium; otherwise the sizes named. Collaboration conditions
 * ("include an SME if you collaborate", "large businesses can take part as collaborators") do not
 * change who can lead.
 */
export function companySizes (text: string): SizesRule | null {
  const lines = text.split(/\n+/).map((l) => l.trim()).filter(Boolean)
  const anySize = lines.find((l) => /\bany size\b|\ball sizes\b/i.test(l))
  if (anySize) return { sizes: ['micro', 'small', 'medium', 'large'], phrase: unbullet(anySize) }
  // Lines about partners ("can take part as collaborators but cannot lead") say nothing of who leads.
  const lead = lines.filter((l) => !/\b(include|involve|collaborat|partner|work with|take part|cannot lead|can not lead|subcontract)/i.test(l) && !/\d{1,3}\s?%/.test(l))
  const sizes = new Set<CompanySize>()
  const used: string[] = []
  for (const l of lead) {
    const before = sizes.size
    if (/\bsmes?\b|small (?:and|or) medium|micro, small (?:and|or) medium/i.test(l)) ['micro', 'small', 'medium'].forEach((s) => sizes.add(s as CompanySize))
    if (/\bmicro\b/i.test(l)) sizes.add('micro')
    if (/\bsmall\b/i.test(l) && !/\bsmall(?:er)? (?:number|amount|part)/i.test(l)) sizes.add('small')
    if (/\bmedium\b/i.test(l)) sizes.add('medium')
    if (/\blarge (?:business|organisation|compan|enterprise)/i.test(l)) sizes.add('large')
    if (sizes.size > before) used.push(l)
  }
  if (!sizes.size) return null
  const order: CompanySize[] = ['micro', 'small', 'medium', 'large']
  return { sizes: order.filter((s) => sizes.has(s)), phrase: used.map(unbullet).join(' / ') }
}

/** The sentence of a text that says where applicants must be: "UK registered", "UK-based", "in the UK". */
export function ukRequirement (text: string): string | null {
  const lines = text.split(/\n+|(?<=\.)\s+/).map((l) => l.trim())
  const hit = lines.find((l) => /\bUK[- ]registered\b|\bUK[- ]based\b|registered in the UK|based in the UK|carry out (?:your )?project(?: work)? in the UK|\bin the UK\b/i.test(l))
  return hit ? unbullet(hit) : null
}

/**
 * The funding line a competition belongs to when the page names it: "part of the Farming Innovation
 * Programme", "funded through the Net Zero Innovation Portfolio". Capitalised names only.
 */
export function fundingLine (text: string): string | null {
  const word = "(?:[A-Z][\\w'’&-]*|and|of|for|the|to|in|\\d+|\\([A-Z]+\\))"
  const re = new RegExp(`\\b(?:part of|through|under|funded (?:by|through|from|under)|delivered (?:through|under)|is from) (?:the |its )?((?:[A-Z][\\w'’&-]*)(?: ${word})*? (?:Programme|Fund|Challenge|Mission|Catalyst|Accelerator|Portfolio|Initiative))\\b`)
  const m = re.exec(text)
  return m ? m[1]! : null
}

/**
 * A closed competition whose page states no closing date: a past deadline can still be derived when
 * the page dates a later milestone every project waits for ("All projects must start by 1 April
 * 2019"): the competition had closed by then, so that day is an upper bound of the close.
 */
export function derivedCloseBound (text: string): { date: Date; phrase: string } | null {
  const m = /[^.\n]*\b(?:must (?:start|begin) (?:by|no later than|before)|closed on|closes on)\s+(\d{1,2}(?:st|nd|rd|th)? [A-Za-z]+ \d{4})[^.\n]*/i.exec(text)
  const parsed = m ? parseUkDate(m[1]!) : null
  return m && parsed ? { date: parsed.date, phrase: m[0].trim() } : null
}
