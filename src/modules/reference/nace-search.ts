import { foldText } from '../../core/fold-text.js'
import type { NaceCode } from './reference.data.js'

// NACE look-up (pure). Codes are kept in the data's notation (`25`, `25.1`, `25.11`); the
// section-prefixed form used in grant texts (`C25.11`, `c 2511`) is accepted as input as well.

/** The shared folding, trimmed: user input and descriptions compare alike. */
export const foldQuery = (text: string) => foldText(text).trim()

/** `C25.11`, `c 25.11`, `2511`, `25.11` → `25.11`; a lone section letter → `C`. Not a code → null. */
export function canonicalNaceCode (input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase()
  if (/^[A-U]$/.test(compact)) return compact
  const match = compact.match(/^[A-U]?(\d{2})\.?(\d)?(\d)?$/)
  if (!match) return null
  const [, division, group, klass] = match
  return division + (group ? `.${group}${klass ?? ''}` : '')
}

export type NaceLevel = NaceCode['level']

export interface NaceIndex {
  /** Codes of the given levels matching the query (all of the section's, without one). */
  search(query: string | undefined, section: string | undefined, limit: number, levels: readonly NaceLevel[]): NaceCode[]
  get(code: string): NaceCode | undefined
  /** The code and its ancestors, top-down (`25.11` → C, 25, 25.1, 25.11). */
  lineage(code: NaceCode): string[]
}

export function createNaceIndex (codes: NaceCode[]): NaceIndex {
  const byCode = new Map(codes.map((c) => [c.code, c]))
  const folded = codes.map((c) => ({ item: c, text: foldText(c.description), words: foldText(c.description).split(/[^\p{L}\p{N}']+/u) }))

  const lineage = (code: NaceCode): string[] => {
    const parent = code.parent ? byCode.get(code.parent) : undefined
    return parent ? [...lineage(parent), code.code] : [code.code]
  }

  return {
    lineage,
    get: (code) => {
      const canonical = canonicalNaceCode(code)
      return canonical ? byCode.get(canonical) : undefined
    },

    search (query, section, limit, levels) {
      const inSection = (c: NaceCode) => (!section || c.section === section.toUpperCase()) && levels.includes(c.level)
      if (!query) return codes.filter(inSection).slice(0, limit)
      const code = canonicalNaceCode(query)
      const terms = foldText(query).split(/\s+/).filter(Boolean)
      // Rank: exact code, code prefix, description word starting with the first term, other
      // description matches; hierarchy order within a rank.
      const ranked: { item: NaceCode; rank: number }[] = []
      for (const { item, text, words } of folded) {
        if (!inSection(item)) continue
        let rank = -1
        if (code && item.code === code) rank = 0
        else if (code && code.length > 1 && item.code.startsWith(code)) rank = 1
        else if (code && code.length === 1 && item.section === code) rank = 1   // `C`: the codes of section C
        else if (terms.every((t) => text.includes(t))) rank = words.some((w) => w.startsWith(terms[0]!)) ? 2 : 3
        if (rank >= 0) ranked.push({ item, rank })
      }
      return ranked.sort((a, b) => a.rank - b.rank || a.item.position - b.item.position).slice(0, limit).map((r) => r.item)
    },
  }
}
