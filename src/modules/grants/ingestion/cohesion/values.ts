import { load } from 'cheerio'
import { foldText } from '../../../../core/fold-text.js'

// Parsing of single cell values as the cohesion sources print them. Every parser says "empty"
// (null) apart from "present but not what it claims to be" (an error), so a mapper can tell a
// missing amount from a misaligned row and never import the wrong number.

export type Parsed<T> = { ok: true; value: T | null } | { ok: false; error: string }

const ok = <T>(value: T | null): Parsed<T> => ({ ok: true, value })
const bad = <T>(error: string): Parsed<T> => ({ ok: false, error })

/** Header and key names compared without case, spaces or punctuation (`Operation_Unique_Identifier` = `operation_unique_identifier`, `LAU_IDs` = `lau_i_ds`). */
export const normaliseKey = (name: string) => foldText(name).replace(/[^a-z0-9]/g, '')

/** Cell text with blanks, R's `NA` and spreadsheet placeholders as null; whitespace collapsed. */
export function cleanText (value: unknown): string | null {
  if (value === null || value === undefined) return null
  const text = String(value).replace(/\r\n?/g, '\n').replace(/[ \t\u00a0]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim()
  return text === '' || text === 'NA' || text === 'N/A' || text === '-' ? null : text
}

/** HTML (API descriptions, Inforegio quotes) as plain text. */
export function htmlText (value: unknown): string | null {
  const text = cleanText(value)
  if (!text || !/[<&]/.test(text)) return text
  return cleanText(load(text, null, false).root().text())
}

// The currency codes a cohesion source may print before an amount. ECU was replaced by the euro
// 1:1 (Council Regulation 1103/97, Art. 2); Inforegio still labels 2007-2013 budgets "ECU".
const CURRENCY_PREFIX = /^(EUR|ECU|€|BGN|CZK|DKK|HUF|PLN|RON|SEK|lv\.?|zł)\s*/i
const CURRENCY_SUFFIX = /\s*(EUR|ECU|€|BGN|CZK|DKK|HUF|PLN|RON|SEK|lv\.?|zł)$/i

/**
 * An amount as the sources print it: `40000.0`, `451412.010000000009313`, `1 953 346.98` (space
 * thousands), `ECU 909 553`, `1.234.567,89`. Rounded to cents. A value with letters left over is
 * an error (a shifted column), never a guess.
 */
export function parseAmount (value: unknown): Parsed<number> {
  let text = cleanText(value)
  if (text === null) return ok(null)
  text = text.replace(CURRENCY_PREFIX, '').replace(CURRENCY_SUFFIX, '').replace(/[\s\u00a0\u202f']/g, '')
  const lastDot = text.lastIndexOf('.')
  const lastComma = text.lastIndexOf(',')
  if (lastDot >= 0 && lastComma >= 0) {
    // Both separators: the last one is the decimal mark.
    text = lastComma > lastDot ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '')
  } else if (lastComma >= 0) {
    // Only commas: thousands groups when there are several of them, a decimal comma otherwise.
    text = /^-?\d{1,3}(,\d{3}){2,}$/.test(text) ? text.replace(/,/g, '') : text.replace(',', '.')
  } else if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(text)) {
    text = text.replace(/\./g, '')
  }
  if (!/^-?\d+(\.\d+)?$/.test(text)) return bad(`"${String(value).trim()}" is not an amount`)
  const number = Math.round(Number(text) * 100) / 100
  return Number.isFinite(number) ? ok(number) : bad(`"${String(value).trim()}" is not an amount`)
}

/** The currency an amount cell names, if any (`ECU 909 553` → EUR). */
export function amountCurrency (value: unknown): string | null {
  const text = cleanText(value)
  const found = text ? (CURRENCY_PREFIX.exec(text) ?? CURRENCY_SUFFIX.exec(text)) : null
  if (!found) return null
  const code = found[1]!.toUpperCase().replace('.', '')
  return ({ '€': 'EUR', ECU: 'EUR', LV: 'BGN', 'ZŁ': 'PLN' } as Record<string, string>)[code] ?? code
}

/** A co-financing rate printed in percent (`85.0`, `75.00`, `85 %`) as a fraction 0-1. */
export function parsePercent (value: unknown): Parsed<number> {
  const text = cleanText(value)
  if (text === null) return ok(null)
  const amount = parseAmount(text.replace(/\s*%$/, ''))
  if (!amount.ok) return bad(`"${text}" is not a percentage`)
  if (amount.value === null) return ok(null)
  if (amount.value < 0 || amount.value > 100) return bad(`co-financing rate ${text} is outside 0-100 %`)
  return ok(Math.round(amount.value * 100) / 10_000)
}

function utcDate (year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null
}

/**
 * A calendar date: `19/12/2018` (Kohesio, Inforegio), `14.10.2015` (lists of operations),
 * `2023-05-01` or `2023-05-01T00:00:00Z` (API), `2015/06/24 00:00:00` (Inforegio). Impossible
 * dates (31/02) are errors.
 */
export function parseDate (value: unknown): Parsed<Date> {
  const text = cleanText(value)
  if (text === null) return ok(null)
  let match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
  if (match) {
    const date = utcDate(Number(match[3]), Number(match[2]), Number(match[1]))
    return date ? ok(date) : bad(`"${text}" is not a valid date`)
  }
  match = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[T ][\d:.]+Z?)?$/.exec(text)
  if (match) {
    const date = utcDate(Number(match[1]), Number(match[2]), Number(match[3]))
    return date ? ok(date) : bad(`"${text}" is not a valid date`)
  }
  return bad(`"${text}" is not a date`)
}

/** `https://linkedopendata.eu/entity/Q2787640` or `Q2787640` → `Q2787640`. */
export function qid (value: unknown): string | null {
  const text = cleanText(value)
  const match = text ? /^(?:https?:\/\/linkedopendata\.eu\/entity\/)?(Q\d+)$/.exec(text) : null
  return match ? match[1]! : null
}

export const LINKED_OPEN_DATA = 'https://linkedopendata.eu/entity/'
export const kohesioProjectUrl = (id: string) => `https://kohesio.ec.europa.eu/en/projects/${id}`

/** Splits a multi-valued cell (`PL213|PL214`, `FI;FI;LV`). */
export const splitList = (value: string | null, separators = /[|;,]/) =>
  (value ?? '').split(separators).map((v) => v.trim()).filter(Boolean)

/** A short stable hash (FNV-1a, 2×32 bit) for identifiers built from text. */
export function stableHash (text: string): string {
  let h1 = 0x811c9dc5
  let h2 = 0x01000193
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0
    h2 = Math.imul(h2 ^ c, 0x811c9dc5) >>> 0
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0').slice(0, 4)
}
