import type { Token } from './tokens.js'
import { COORDINATORS, DETERMINERS, list } from './query-words.js'

// Typed text says a word once where it means it twice (pure).
//
// For two things joined by "and", three ways, in every language we serve:
// - the words before the first thing govern the second: "cut our water use and energy bills" reads
//   "cut energy bills"; "réduire la consommation d'eau et d'énergie", "réduire la consommation
//   d'énergie"; "use less water and energy", "use less energy";
// - the words after the second thing belong to the first as well: "reduce water and energy use"
//   reads "reduce water use"; "electric and hydrogen buses", "electric buses";
// - a German compound cut short with a hyphen takes the second's ending: "Wasser- und
//   Energieverbrauch" reads "Wasserverbrauch".
//
// A thing replaced by another of its kind: "replace our old gas ovens with electric ones" reads
// "electric ovens", "switch our delivery vans to electric" "electric delivery vans" (English; other
// languages name the new thing in full: "fours électriques").
//
// Each reading is a term of the lexicon or nothing: the finder (concepts.ts) matches it.

/** The finder's matcher at the first of `tokens`: how many of them its longest terms take. */
export type MatchFirst<E> = (tokens: Token[]) => { entries: E[]; end: number }

export interface Elided<E> {
  entries: E[]
  /** The words of the text the reading names: the thing whose shared words were left out. */
  start: number
  end: number
}

// Words of the first thing and of the words governing it ("réduire notre consommation d'eau et …").
const MAX_CONJUNCT = 5
// Words of the first thing when the second's ending is shared ("reduce water and energy use").
const MAX_LEFT = 3
// The shortest stem a cut German compound joins ("Wind- und Solarparks": "solar|parks" is tried
// from its second letter on).
const MIN_STEM = 2

/**
 * What typed text names through words said once for two things joined by "and", where the words
 * of the thing do not name it by themselves. `named(i)`: the span of a hit the finder already made
 * at token i, if any.
 */
export function elidedReadings<E>(
  tokens: Token[], named: (i: number) => { start: number; end: number } | undefined, match: MatchFirst<E>,
): Elided<E>[] {
  const found: Elided<E>[] = []
  for (let c = 1; c < tokens.length - 1; c++) {
    if (!COORDINATORS.has(tokens[c]!.word)) continue
    let head = c + 1
    while (head < tokens.length - 1 && DETERMINERS.has(tokens[head]!.word)) head++
    const governed = named(head) ? null : governedRight(tokens, c, match)
    if (governed) found.push(governed)
    if (named(c - 1)) continue
    const right = named(head) ?? governed
    const shared = tokens[c - 1]!.truncated
      ? compoundLeft(tokens, c, head, match)
      : right?.start === head && right.end - head > 1 ? sharedEnding(tokens, c, head, right.end, match) : null
    if (shared) found.push(shared)
  }
  return found
}

/** The words before the first thing (any run of them) read with the second. */
function governedRight<E>(tokens: Token[], c: number, match: MatchFirst<E>): Elided<E> | null {
  const rest = tokens.slice(c + 1)
  for (let v = c - 1; v >= Math.max(0, c - MAX_CONJUNCT - 1); v--) {
    for (let e = v; e < c; e++) {
      const span = tokens.slice(v, e + 1)
      const { entries, end } = match([...span, ...rest])
      if (end > span.length) return { entries, start: c + 1, end: c + 1 + end - span.length }
    }
  }
  return null
}

/** The first thing, with the words before it, read with the second thing's last words. */
function sharedEnding<E>(tokens: Token[], c: number, head: number, end: number, match: MatchFirst<E>): Elided<E> | null {
  const tail = tokens.slice(head + 1, end)
  for (let v = c - 1; v >= Math.max(0, c - MAX_LEFT); v--) {
    const span = tokens.slice(v, c)
    const m = match([...span, ...tail])
    if (m.end === span.length + tail.length) return { entries: m.entries, start: v, end: c }
  }
  return null
}

/** A German word cut short ("Wasser-") joined to the ending of the word after "und". */
function compoundLeft<E>(tokens: Token[], c: number, head: number, match: MatchFirst<E>): Elided<E> | null {
  const first = tokens[c - 1]!
  const second = tokens[head]!.word
  for (let i = MIN_STEM; i <= second.length - 3; i++) {
    const joined = { ...first, word: first.word + second.slice(i) }
    const m = match([joined, ...tokens.slice(head + 1)])
    if (m.entries.length) return { entries: m.entries, start: c - 1, end: c }
  }
  return null
}

const SWITCHES = list('replace replacing switch switching swap swapping convert converting change changing move moving')
const INTO = list('with to by into for')
// What stands for the thing replaced: "electric ones".
const ANAPHORS = list('one ones model models version versions')
// Words of the thing replaced ("our old gas ovens") and of what it becomes ("electric").
const MAX_OBJECT = 5
const MAX_NEW = 2

/** What a replaced thing becomes, read with the thing: "replace our gas ovens with electric ones". */
export function switchedReadings<E>(tokens: Token[], match: MatchFirst<E>): Elided<E>[] {
  const found: Elided<E>[] = []
  for (let v = 0; v < tokens.length - 2; v++) {
    if (!SWITCHES.has(tokens[v]!.word)) continue
    const sentence = tokens[v]!.sentence
    const into = tokens.findIndex((t, i) => i > v && i <= v + MAX_OBJECT + 1 && INTO.has(t.word) && t.sentence === sentence)
    if (into < 0) continue
    const object = tokens.slice(v + 1, into).filter((t) => !DETERMINERS.has(t.word))
    let end = into + 1
    while (end < tokens.length && end <= into + MAX_NEW && tokens[end]!.sentence === sentence
      && !ANAPHORS.has(tokens[end]!.word) && !DETERMINERS.has(tokens[end]!.word)) end++
    const becomes = tokens.slice(into + 1, end)
    if (object.length === 0 || becomes.length === 0) continue
    // The words of both things name it: "gas ovens" is not read again as gas.
    const last = end < tokens.length && ANAPHORS.has(tokens[end]!.word) ? end + 1 : end
    for (let k = Math.min(3, object.length); k > 0; k--) {
      const reading = [...becomes, ...object.slice(-k)]
      const m = match(reading)
      if (m.end === reading.length) {
        found.push({ entries: m.entries, start: v + 1, end: last })
        break
      }
    }
  }
  return found
}
