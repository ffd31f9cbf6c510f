import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Every namespace exists in English and German with the same keys (plural forms included), so
// no page shows a raw key or falls back to English in one language only.

const dir = new URL('.', import.meta.url)
const read = (lang: string, file: string) => JSON.parse(readFileSync(new URL(`${lang}/${file}`, dir), 'utf8')) as Record<string, unknown>

function keys (value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

// German and English share the plural forms i18next uses (_one, _other).
describe('translations', () => {
  const namespaces = readdirSync(new URL('en/', dir)).filter((f) => f.endsWith('.json'))

  it('has the same namespaces in both languages', () => {
    expect(readdirSync(new URL('de/', dir)).filter((f) => f.endsWith('.json')).sort()).toEqual(namespaces.sort())
  })

  it.each(namespaces)('%s has the same keys in English and German, none empty', (file) => {
    const en = read('en', file)
    const de = read('de', file)
    expect(keys(de).sort()).toEqual(keys(en).sort())
    for (const lang of [en, de]) {
      const empty = keys(lang).filter((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], lang) === '')
      expect(empty).toEqual([])
    }
  })
})
