import { describe, expect, it } from 'vitest'
import { changeLine, headline } from './change-words.js'

// A followed grant's changes in words, in English (the in-app notice, English e-mails) and German.

const at = { timezone: 'Europe/Brussels', currency: 'EUR' }
const moved = { field: 'deadline', from: '2027-03-12T16:00:00Z', to: '2027-03-26T16:00:00Z' }

describe('changes in words', () => {
  it.each([
    [moved, 'Deadline moved: 12 Mar → 26 Mar 2027 17:00 Brussels', 'Frist verschoben: 12. März → 26. März 2027 17:00 Brussels'],
    [{ field: 'status', from: 'active', to: 'withdrawn' }, 'Status: open → withdrawn from the source',
      'Status: offen → von der Quelle zurückgezogen'],
    [{ field: 'funding_amount_max', from: 500000, to: null }, 'Maximum funding: €500,000 → not stated',
      'Höchstförderung: 500.000\u00a0€ → nicht angegeben'],
    [{ field: 'funding_rate_max', from: 0.5, to: 0.625 }, 'Maximum funding rate: 50% → 62.5%',
      'Höchstförderquote: 50\u00a0% → 62,5\u00a0%'],
    [{ field: 'countries', from: ['DE'], to: ['AT', 'DE'] }, 'Eligible countries: added AT', 'Förderfähige Länder: hinzugefügt AT'],
    [{ field: 'deadline', from: null, to: null }, 'Deadline set: none', 'Frist festgelegt: keine'],
  ])('%j', (change, en, de) => {
    expect(changeLine(change, at)).toBe(en)
    expect(changeLine(change, { ...at, language: 'de' })).toBe(de)
  })

  it('names the change that matters most in the headline', () => {
    expect(headline([moved], false)).toBe('Deadline moved')
    expect(headline([moved], false, 'de')).toBe('Frist verschoben')
    const withdrawn = [{ field: 'status', from: 'active', to: 'withdrawn' }]
    expect(headline(withdrawn, true, 'de')).toBe('Zurückgezogen')
    expect(headline([{ field: 'summary_text', from: 'a', to: 'b' }], false, 'de')).toBe('Ausschreibung aktualisiert')
  })
})
