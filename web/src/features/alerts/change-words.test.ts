import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import en from '../../i18n/en/alerts.json'
import de from '../../i18n/de/alerts.json'
import { formatters } from '../../app/format'
import { changeLine, headline } from './change-words'

const i18n = createInstance()
await i18n.init({
  lng: 'en',
  resources: { en: { alerts: en }, de: { alerts: de } },
  ns: ['alerts'],
  defaultNS: 'alerts',
  interpolation: { escapeValue: false },
})
const t = i18n.getFixedT('en', 'alerts')
const tDe = i18n.getFixedT('de', 'alerts')

describe('a grant change in words', () => {
  it("says how a deadline moved, in the reader's language", () => {
    const c = { field: 'deadline', from: '2027-03-12T16:00:00Z', to: '2027-03-26T16:00:00Z' }
    expect(changeLine(c, t, formatters('en'))).toBe('Deadline moved: 12 Mar 2027 → 26 Mar 2027')
    expect(changeLine(c, tDe, formatters('de'))).toBe('Frist verschoben: 12.03.2027 → 26.03.2027')
  })

  it('words money, rates, status, lists and summaries', () => {
    const f = formatters('en')
    expect(changeLine({ field: 'funding_amount_max', from: 500000, to: 750000 }, t, f)).toBe(
      'Maximum funding: €500,000 → €750,000',
    )
    expect(changeLine({ field: 'funding_rate_max', from: 0.5, to: 0.7 }, t, f)).toBe('Maximum funding rate: 50% → 70%')
    expect(changeLine({ field: 'status', from: 'active', to: 'closed' }, t, f)).toBe('Status: open → closed')
    expect(changeLine({ field: 'countries', from: ['DE'], to: ['DE', 'AT'] }, t, f)).toBe(
      'Eligible countries: added AT',
    )
    expect(changeLine({ field: 'description', from: null, to: null, summary: 'Description rewritten' }, t, f)).toBe(
      'Description rewritten',
    )
  })

  it('leads with what matters most', () => {
    expect(headline({ urgent: true, changes: [{ field: 'status', from: 'active', to: 'withdrawn' }] })).toBe(
      'withdrawn',
    )
    expect(headline({ urgent: true, changes: [{ field: 'deadline', from: 'a', to: 'b' }] })).toBe('closedEarly')
    expect(
      headline({
        urgent: false,
        changes: [
          { field: 'funding_amount_max', from: 1, to: 2 },
          { field: 'deadline', from: 'a', to: 'b' },
        ],
      }),
    ).toBe('deadline')
    expect(headline({ urgent: false, changes: [{ field: 'title', from: 'a', to: 'b' }] })).toBe('updated')
  })
})
