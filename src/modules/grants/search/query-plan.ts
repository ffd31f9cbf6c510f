import { isPlace, lexicon, tokenize, type ConceptHit, type Token } from '../../reference/concepts.js'
import { ignoredInQuery, LANGUAGES, stopWordLanguages, type Language } from '../../reference/language.js'
import { GENERIC } from '../../reference/query-words.js'
import { foldText } from '../../../core/fold-text.js'

// What a search box's text asks for (pure): the units a grant should cover (concepts of the
// lexicon in any of its languages, programmes, identifiers, quoted phrases, other words), the
// filters it names (a country, "SME"), and the words that say nothing (stop words and filler of
// every language we serve). The engine ranks grants by how much of the plan they cover.

export type GroupKind = 'concept' | 'applicant' | 'role' | 'programme' | 'identifier' | 'region' | 'phrase' | 'word'

export interface Group {
  kind: GroupKind
  /** The words as typed. */
  text: string
  /** Lexicon concepts that satisfy it (the concept and every narrower one). */
  concepts: string[]
  /** Broader concepts that satisfy it in part ("hotel" in a call about tourism). */
  broader?: string[]
  /** Texts a grant may contain instead (any one), stemmed in every language; a phrase as written. */
  texts: string[]
  /**
   * The concepts' preferred English terms: they rank, never match. A grant that names the concept
   * in its title outranks one that only mentions it, whatever language the query was typed in.
   */
  rankTexts?: string[]
  weight: number
  /** What the query is about (a subject concept, not a sector, stage, applicant or filler). */
  subject?: boolean
}

export interface Understood {
  field: 'country' | 'company_size'
  value: string[]
  /** The words that said it. */
  text: string
}

export interface QueryPlan {
  groups: Group[]
  /** Words whose grants are left out (`-word`). */
  excluded: string[]
  understood: Understood[]
  /** Words ignored as stop words or filler. */
  ignored: string[]
  /** Content words the lexicon does not know: the only ones the spelling corrector may touch. */
  unknown: string[]
  /** The languages its words are in, when they say so (queryLanguages): a hint of where it is typed. */
  languages?: Language[]
}

// Sizes a grant must be open to (or not state) for each applicant word.
const APPLICANT_SIZES: Record<string, string[]> = {
  sme: ['micro', 'small', 'medium'],
  micro_enterprise: ['micro'],
  startup: ['micro', 'small'],
  large_company: ['large'],
}
// Concepts every record is about: funding itself ("Dotacje", "subvenciones" read as grants).
const SAID_OF_EVERY_RECORD = new Set(['grant'])
// A programme or an identifier named is what the person wants first.
// Who applies ("SMEs", "municipalities") is a hint about the call, not its subject: it weighs
// less. A role ("install", "develop") is the call's (its eligibility, read from its type of action
// and programme), so only the tag satisfies it, as a programme's does, and its words do not rank:
// "installer productivity tools" is no call for those who install. It weighs as a subject does:
// with rank in the order (postgres-engine.ts, RANK_SHARE), a title saying "solar panel installer"
// outranked a call funding the installation at 0.5 and 1 (tune 0.655, 0.653, 1.5: 0.653).
const WEIGHT: Record<GroupKind, number> = {
  programme: 3,
  identifier: 3,
  phrase: 1.5,
  concept: 1.5,
  word: 1,
  region: 1,
  applicant: 0.5,
  role: 1.5,
}
// The stage of a project ("R&D", "prototype", "scale up": research and innovation and the concepts
// below it) says how far it is, and a sector ("our hotel", "a bakery") who the applicant is, not
// what the call funds: both weigh as a word does, below the subject ("we manufacture battery cells
// and want to scale up production"; "make our hotel more energy efficient"). Sector at 1.5: tune
// 0.763, 1: 0.766 (sentences 0.596 → 0.617), 0.75: 0.766.
const STAGES = 'research_and_innovation'
// A verb of doing or wanting, an adjective of size ("produce", "cut", "small"): what the person
// does, not what the call is about (reference/query-words.ts).
const GENERIC_SHARE = 0.25
// Topic identifiers (HORIZON-CL5-2027-04-D4-01, LIFE-2027-CET-BUSINESS), competition numbers.
const IDENTIFIER = /^(?:[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)+|\d{3,})$/
// A number with decimal points is a version or an amount ("Industrie 4.0", "2.5 million"), not an identifier.
const DECIMAL = /^\d+(?:\.\d+)+$/
const QUOTED = /"([^"]+)"/g
const MAX_GROUPS = 12

export function planQuery(q: string, { understand = true }: { understand?: boolean } = {}): QueryPlan {
  const lex = lexicon()
  const plan: QueryPlan = { groups: [], excluded: [], understood: [], ignored: [], unknown: [] }
  let rest = q.replace(QUOTED, (_, phrase: string) => {
    if (phrase.trim())
      plan.groups.push({
        kind: 'phrase',
        text: phrase.trim(),
        concepts: [],
        texts: [phrase.trim()],
        weight: WEIGHT.phrase,
      })
    return ' '
  })
  // Identifiers and exclusions are whitespace-separated pieces, read before words split them.
  rest = rest
    .split(/\s+/)
    .filter((piece) => {
      if (piece.length > 1 && piece.startsWith('-') && !piece.startsWith('--')) {
        plan.excluded.push(piece.slice(1))
        return false
      }
      const id = piece.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
      if (IDENTIFIER.test(id) && /\d/.test(id) && !DECIMAL.test(id)) {
        plan.groups.push({ kind: 'identifier', text: id, concepts: [], texts: [id], weight: WEIGHT.identifier })
        return false
      }
      return true
    })
    .join(' ')

  const tokens = tokenize(rest)
  // The concepts named at each position (one phrase may name several).
  const hits = new Map<number, ConceptHit[]>()
  // Not understood, a country or a region is a word like any other.
  for (const h of lex.find(tokens, { query: true }))
    if (understand || !isPlace(h.kind)) hits.set(h.start, [...(hits.get(h.start) ?? []), h])
  for (let i = 0; i < tokens.length;) {
    const named = hits.get(i)
    if (named) {
      addHits(plan, named, understand)
      // A reading that spans other hits ("our delivery vans to electric": electric vans) keeps
      // them as units of their own; its other words ("gas" of "gas ovens") are read in it.
      let end = named[0]!.end
      for (let j = i + 1; j < end; j++) {
        const inner = hits.get(j)
        if (inner) addHits(plan, inner, understand)
        end = Math.max(end, ...(inner ?? []).map((h) => h.end))
      }
      i = end
    } else {
      addWord(plan, tokens, i)
      i++
    }
  }
  plan.groups = mergeOr(plan.groups).slice(0, MAX_GROUPS)
  const languages = queryLanguages(tokens, [...hits.values()].flat())
  if (languages) plan.languages = languages
  return plan
}

/**
 * The languages other than English (one, or two that share the words: "placas solares") that every
 * term and stop word of the query belongs to ("fotowoltaika dla firm": Polish); none when one is
 * English only, or when they disagree. A word English shares ("hotel", "in") says nothing.
 */
function queryLanguages(tokens: Token[], hits: ConceptHit[]): Language[] | undefined {
  let common: readonly string[] | null = null
  const named = new Set(hits.flatMap((h) => tokens.slice(h.start, h.end)))
  const evidence = [
    ...hits.map((h) => h.languages),
    ...tokens.filter((t) => !named.has(t)).map((t) => stopWordLanguages(t.word)),
  ]
  for (const languages of evidence) {
    if (languages.length === 1 && languages[0] === 'en') return undefined
    if (languages.length === 0 || languages.includes('en')) continue
    common = common ? common.filter((l) => languages.includes(l)) : languages
  }
  return common?.length && common.length <= 2 ? LANGUAGES.filter((l) => common!.includes(l)) : undefined
}

function addHits(plan: QueryPlan, hits: ConceptHit[], understand: boolean): void {
  const lex = lexicon()
  const text = hits[0]!.text
  const place = hits.map((h) => lex.concepts.get(h.id)!).find((c) => isPlace(c.kind) && c.country)
  if (understand && place) {
    const known = plan.understood.find((u) => u.field === 'country')
    if (!known) plan.understood.push({ field: 'country', value: [place.country!], text })
    else if (!known.value.includes(place.country!)) {
      known.value.push(place.country!)
      known.text += `, ${text}`
    }
    // A region is its country's filter, and a unit its programmes and calls name it by, in any
    // language ("Bayern" finds "ERDF Regional Programme Bavaria").
    if (place.kind === 'region') {
      const names = [...new Set(Object.values(place.terms).flat())]
      plan.groups.push({ kind: 'region', text, concepts: [], texts: names, weight: WEIGHT.region })
    }
    return
  }
  // "SME" filters (softly: sizes not stated stay) and still ranks calls about SMEs first.
  const sizes = hits.map((h) => APPLICANT_SIZES[h.id]).find(Boolean)
  if (understand && sizes && !plan.understood.some((u) => u.field === 'company_size'))
    plan.understood.push({ field: 'company_size', value: sizes, text })
  const subjects = hits.filter((h) => h.kind !== 'country' && !SAID_OF_EVERY_RECORD.has(h.id))
  if (subjects.length === 0) {
    plan.ignored.push(text)
    return
  }
  if (plan.groups.some((g) => g.text === text)) return
  const kind = subjects.every((h) => h.kind === 'programme')
    ? 'programme'
    : subjects.every((h) => h.kind === 'applicant')
      ? 'applicant'
      : subjects.every((h) => h.kind === 'role')
        ? 'role'
        : 'concept'
  const concepts = [...new Set(subjects.flatMap((h) => lex.narrower(h.id)))]
  const broader =
    kind === 'concept'
      ? [...new Set(subjects.flatMap((h) => lex.broader(h.id)))].filter((c) => !concepts.includes(c))
      : []
  // Each concept's preferred English term (its first), unless that is what was typed.
  const preferred = subjects.flatMap((h) => lex.concepts.get(h.id)!.terms.en?.slice(0, 1) ?? [])
  const rankTexts = kind === 'concept' ? [...new Set(preferred)].filter((t) => t !== foldText(text)) : []
  // A concept named twice ("cogeneration CHP", "software ... an app") is one unit of the query.
  const same = plan.groups.find((g) =>
    g.kind === kind && g.concepts.length === concepts.length && g.concepts.every((c) => concepts.includes(c)))
  if (same) {
    same.texts.push(text)
    return
  }
  const context = kind === 'concept' && subjects.every((h) => h.kind === 'sector' || lex.broader(h.id).includes(STAGES))
  plan.groups.push({
    kind, text, concepts, broader, texts: [text], rankTexts, weight: context ? WEIGHT.word : WEIGHT[kind],
    subject: kind === 'concept' && !context,
  })
}

function addWord(plan: QueryPlan, tokens: Token[], i: number): void {
  const token = tokens[i]!
  const word = token.word
  // "OR" joins its neighbours (mergeOr); a lone letter or a number says nothing.
  if (token.raw === 'OR' && i > 0 && i < tokens.length - 1) {
    plan.groups.push(OR)
    return
  }
  if (word.length < 2 || /^\d+$/.test(word) || DECIMAL.test(word) || ignoredInQuery(word)) {
    plan.ignored.push(token.raw)
    return
  }
  if (plan.groups.some((g) => g.kind === 'word' && g.texts[0] === word)) return
  const weight = WEIGHT.word * (GENERIC.has(word) ? GENERIC_SHARE : 1)
  plan.groups.push({ kind: 'word', text: token.raw, concepts: [], texts: [word], weight })
  if (!lexicon().knows(word)) plan.unknown.push(word)
}

const OR: Group = { kind: 'word', text: 'OR', concepts: [], texts: [], weight: 0 }

/** `a OR b`: one group either satisfies. */
function mergeOr(groups: Group[]): Group[] {
  const out: Group[] = []
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i]!
    if (g === OR) {
      const before = out.pop()
      const after = groups[++i]
      if (!before || !after) {
        if (before) out.push(before)
        continue
      }
      out.push({
        kind: before.kind,
        text: `${before.text} OR ${after.text}`,
        concepts: [...before.concepts, ...after.concepts],
        texts: [...before.texts, ...after.texts],
        weight: Math.max(before.weight, after.weight),
      })
      continue
    }
    out.push(g)
  }
  return out
}

/** The query with some words replaced (spelling), keeping everything else as typed. */
export function replaceWords(q: string, replacements: Map<string, string>): string {
  return tokenize(q).reduceRight((text, t) => {
    const fix = replacements.get(t.word)
    return fix ? text.slice(0, t.from) + fix + text.slice(t.to) : text
  }, q)
}
