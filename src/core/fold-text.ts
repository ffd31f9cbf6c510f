// Text folded for matching words across languages (pure): lower case, no accents, the letters NFKD
// leaves whole spelled out (ß→ss, æ→ae, œ→oe, ø→o, ł→l), one kind of apostrophe and dash.
// Character-local, so folding a text or its words one by one gives the same words. Shared by the
// NACE search, the carbon classifier, the eligibility rules and the matching text scorer.

const ASCII = /^[\x00-\x7f]*$/
const MARKS = /\p{M}/gu
const UNDECOMPOSED = /[ßæœøł]/g
const UNDECOMPOSED_FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l' }

export function foldText (text: string): string {
  if (ASCII.test(text)) return text.toLowerCase()   // most text: skip the Unicode work
  return text.normalize('NFKD').replace(MARKS, '').toLowerCase()
    .replace(UNDECOMPOSED, (ch) => UNDECOMPOSED_FOLDS[ch] ?? ch)
    .replace(/[\u2018\u2019\u02bc`]/g, "'").replace(/[\u2010-\u2013]/g, '-')
}
