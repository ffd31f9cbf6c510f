import { deu, eng, fra, ita, nld, pol, por, spa } from 'stopword'
import { foldText } from '../../core/fold-text.js'

// The languages search and matching understand (pure): stop words per language (the `stopword`
// package's lists, folded), a language guess for a text, and the PostgreSQL text search
// configuration that stems it. Polish has no snowball stemmer in PostgreSQL: its texts are indexed
// with `simple`, and the concept lexicon carries the Polish inflections that matter.

export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pl', 'nl', 'pt'] as const
export type Language = (typeof LANGUAGES)[number]

const LISTS: Record<Language, string[]> = { en: eng, de: deu, fr: fra, es: spa, it: ita, pl: pol, nl: nld, pt: por }

export const TEXT_CONFIG: Record<Language, string> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
  it: 'italian',
  pl: 'simple',
  nl: 'dutch',
  pt: 'portuguese',
}

/**
 * The states where each language we serve is an official one (the EU's official languages by
 * member state): a search typed in Polish most likely comes from Poland. English, everyone's second
 * language, says nothing.
 */
export const LANGUAGE_COUNTRIES: Record<Language, string[]> = {
  en: [], de: ['AT', 'DE', 'LU'], fr: ['BE', 'FR', 'LU'], es: ['ES'], it: ['IT'], pl: ['PL'], nl: ['BE', 'NL'], pt: ['PT'],
}

// Words the lists call stop words that carry meaning in a grant query ("energie" is no filler).
const KEEP = new Set(['energie', 'beispiel', 'zeit', 'arbeit', 'wasser', 'gross', 'klein'])

const STOP: Record<Language, Set<string>> = Object.fromEntries(
  LANGUAGES.map((l) => [l, new Set(LISTS[l].map(foldText).filter((w) => !KEEP.has(w)))]),
) as Record<Language, Set<string>>

// Query filler of every language: "grants", "funding", "looking for"... (folded). A search box is
// typed to find funding, so these words say nothing about which.
const QUERY_FILLER = new Set([
  'grant',
  'grants',
  'funding',
  'fund',
  'funds',
  'subsidy',
  'subsidies',
  'money',
  'support',
  'looking',
  'want',
  'wants',
  'need',
  'needs',
  'help',
  'apply',
  'available',
  'there',
  'any',
  'find',
  'company',
  'companies',
  'business',
  'businesses',
  'firm',
  'firms',
  'our',
  'we',
  'foerderung',
  'forderung',
  'forderungen',
  'forderprogramm',
  'zuschuss',
  'zuschusse',
  'unternehmen',
  'firma',
  'suche',
  'subvention',
  'subventions',
  'aide',
  'aides',
  'financement',
  'entreprise',
  'entreprises',
  'subvencion',
  'subvenciones',
  'ayuda',
  'ayudas',
  'financiacion',
  'empresa',
  'empresas',
  'contributo',
  'contributi',
  'finanziamento',
  'finanziamenti',
  'bando',
  'bandi',
  'agevolazioni',
  'impresa',
  'imprese',
  'azienda',
  'aziende',
  'dotacja',
  'dotacje',
  'dofinansowanie',
  'firmy',
  'firma',
  'przedsiebiorstwo',
  'subsidie',
  'bedrijf',
  'apoio',
  'apoios',
  'financiamento',
  'empresa',
  // What a funding search is for, and where: in a catalogue of European funding, "calls",
  // "programmes" and "in Europe" narrow nothing (a programme's own name is a concept, read first).
  'call',
  'calls',
  'programme',
  'programmes',
  'program',
  'programs',
  'scheme',
  'schemes',
  'opportunity',
  'opportunities',
  'europe',
  'european',
  'eu',
  'europa',
  // Missing from the English list; the ends of contractions ("we're", "we've", "we'll").
  'its',
  'against',
  're',
  've',
  'll',
])

/** A query word (folded) that is a stop word in any language we serve, or query filler. */
export const ignoredInQuery = (word: string): boolean =>
  QUERY_FILLER.has(word) || LANGUAGES.some((l) => STOP[l].has(word))

/** The languages whose stop words include a folded word ("dla": Polish; "in": several). */
export const stopWordLanguages = (word: string): Language[] => LANGUAGES.filter((l) => STOP[l].has(word))

const WORD = /[\p{L}]+/gu
const SAMPLE = 3000

/**
 * The language most of the text's stop words belong to, English when nothing stands out: a
 * grant's description is long enough for the count of "the/and/of" against "der/und/die" to tell.
 */
export function detectLanguage(text: string): Language {
  const counts = new Map<Language, number>()
  for (const [word] of foldText(text.slice(0, SAMPLE)).matchAll(WORD)) {
    for (const l of LANGUAGES) if (STOP[l].has(word)) counts.set(l, (counts.get(l) ?? 0) + 1)
  }
  let best: Language = 'en'
  let bestCount = 0
  for (const [l, n] of counts)
    if (n > bestCount) {
      best = l
      bestCount = n
    }
  // A few stray words ("die" in an English text) are no evidence.
  return bestCount >= 3 && bestCount >= 1.5 * (counts.get('en') ?? 0) ? best : 'en'
}
