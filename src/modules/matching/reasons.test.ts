import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { distinctReasons, inEnglish, reason, REASON_CODES, reasonText } from './reasons.js'

// The web app renders each reason code in English and German (web/src/i18n/<lang>/reasons.json):
// a code the engine can give that a dictionary lacks would show the English fallback to a German
// reader, so both dictionaries must name every code.
const dictionary = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../../web/src/i18n/${lang}/reasons.json`, import.meta.url), 'utf8')) as
    Record<string, unknown>

describe('match reasons', () => {
  it.each(['en', 'de'])('has a sentence for every code in the web app\'s %s dictionary', (lang) => {
    const keys = new Set(Object.keys(dictionary(lang)))
    // A counted sentence has its plural forms instead (`similar_saved_one`, `similar_saved_other`).
    expect(REASON_CODES.filter((code) => !keys.has(code) && !keys.has(`${code}_other`))).toEqual([])
  })

  it.each([
    [reason('country_open', { country: 'DE' }), 'Open to companies in Germany'],
    [reason('closed', { date: '2026-03-01' }), 'The call closed on 2026-03-01'],
    [reason('closed', { date: null }), 'The call closed'],
    [reason('similar_saved', { count: 1 }), 'Saved by 1 similar company'],
    [reason('similar_saved', { count: 3 }), 'Saved by 3 similar companies'],
    [reason('carbon_focus', { categories: ['renewable_energy', 'hydrogen', 'carbon_capture'] }),
      'Fits your focus on renewable energy, hydrogen and carbon capture'],
    [reason('carbon_scopes', { scopes: ['scope_1', 'scope_3'] }), 'Supports Scope 1 and Scope 3 reductions'],
    [reason('taxonomy', { objectives: ['CCM'] }), 'Contributes to your EU taxonomy objective: climate change mitigation'],
    [reason('funding_fits', { amount: 2_500_000, currency: 'EUR' }), 'Funding up to €2.5 M fits a company of your size'],
    [reason('cutoff_soon', { days: 1 }), 'Next cut-off tomorrow'],
    [reason('published', { days: 0 }), 'Published today'],
  ])('says %j in English as the spec\'s match_reasons', (r, sentence) => expect(reasonText(r)).toBe(sentence))

  it('keeps the first of two reasons that read the same, codes and sentences in step', () => {
    const twice = reason('deadline_soon', { days: 3 })
    const { codes, texts } = distinctReasons([twice, reason('csrd'), { ...twice }])
    expect(texts).toEqual(['Deadline in 3 days', 'Helps with CSRD reporting'])
    expect(codes).toEqual([twice, reason('csrd')])
  })

  it('turns a scorer\'s result into sentences, exclusion included', () => {
    expect(inEnglish({ score: 0, reasons: [], excluded: reason('not_size', { size: 'large' }) }))
      .toEqual({ score: 0, reasons: [], excluded: 'Not open to large companies' })
    expect(inEnglish({ score: 1, reasons: [reason('sbti')] })).toEqual({ score: 1, reasons: ['Supports your science-based target'] })
  })
})
