import { describe, expect, it } from 'vitest'
import { diffGrant, wordDelta, type GrantSnapshot } from './grant-diff.js'

// The diff rule alone (pure): what is a change, what is meaningful, what is urgent.

const NOW = new Date('2026-03-02T09:00:00Z')
const d = (iso: string) => new Date(iso)
const base: GrantSnapshot = {
  title: 'Heat pumps for SMEs',
  description: 'Grants for heat pumps in small firms.',
  source_url: 'https://example.eu/a',
  record_type: 'call',
  funding_amount_min: 10_000,
  funding_amount_max: 100_000,
  funding_rate_min: null,
  funding_rate_max: 0.7,
  currency: 'EUR',
  deadline: d('2026-06-30T15:00:00Z'),
  deadlines: [d('2026-04-15T15:00:00Z'), d('2026-06-30T15:00:00Z')],
  start_date: d('2026-01-15T00:00:00Z'),
  end_date: null,
  countries: ['AT', 'DE'],
  regions: [],
  company_sizes: ['small', 'medium'],
  nace_codes: ['25.11'],
  eligibility: { applicant_types: { values: ['sme'], evidence: 'small firms' } },
  withdrawn_at: null,
}
const diff = (after: Partial<GrantSnapshot>) => diffGrant(base, { ...base, ...after }, NOW)

describe('diffGrant', () => {
  it.each<[string, Partial<GrantSnapshot>]>([
    [
      'whitespace and case of the text',
      { title: '  heat PUMPS  for SMEs', description: 'Grants for heat pumps\n in small firms. ' },
    ],
    ['list order and case', { countries: ['de', 'at'], company_sizes: ['medium', 'small'] }],
    [
      'the same instants as other Date objects',
      { deadline: d('2026-06-30T17:00:00+02:00'), deadlines: [d('2026-06-30T15:00:00Z'), d('2026-04-15T15:00:00Z')] },
    ],
    [
      'the eligibility evidence alone',
      { eligibility: { applicant_types: { values: ['sme'], evidence: 'small businesses' } } },
    ],
  ])('no change: %s', (_, after) => {
    expect(diff(after)).toBeNull()
  })

  it('a moved final deadline is one change (not also the cut-off list)', () => {
    const moved = d('2026-07-14T15:00:00Z')
    expect(diff({ deadline: moved, deadlines: [d('2026-04-15T15:00:00Z'), moved] })).toEqual({
      changes: [{ field: 'deadline', from: '2026-06-30T15:00:00.000Z', to: '2026-07-14T15:00:00.000Z' }],
      meaningful: true,
      urgent: false,
    })
  })

  it('an earlier cut-off of a multi-stage call is a deadlines change', () => {
    expect(
      diff({ deadlines: [d('2026-04-22T15:00:00Z'), d('2026-06-30T15:00:00Z')] })?.changes.map((c) => c.field),
    ).toEqual(['deadlines'])
  })

  it('wording is recorded but not meaningful; a description is summarised', () => {
    expect(
      diff({
        title: 'Heat pumps for small firms',
        description: 'Grants for heat pumps and heat networks in small firms.',
      }),
    ).toEqual({
      changes: [
        { field: 'title', from: 'Heat pumps for SMEs', to: 'Heat pumps for small firms' },
        { field: 'description', from: null, to: null, summary: 'Description changed (+3 / −0 words)' },
      ],
      meaningful: false,
      urgent: false,
    })
  })

  it('withdrawn is urgent; closed by new dates is urgent; reopened is not', () => {
    expect(diff({ withdrawn_at: NOW, deadline: NOW })).toEqual({
      urgent: true,
      meaningful: true,
      changes: [
        { field: 'status', from: 'active', to: 'withdrawn' },
        { field: 'deadline', from: '2026-06-30T15:00:00.000Z', to: NOW.toISOString() },
      ],
    })
    expect(diff({ deadline: d('2026-03-01T00:00:00Z') })?.changes[0]).toEqual({
      field: 'status',
      from: 'active',
      to: 'closed',
    })
    expect(diff({ deadline: d('2026-03-01T00:00:00Z') })?.urgent).toBe(true)
    expect(diffGrant({ ...base, withdrawn_at: NOW }, base, NOW)).toMatchObject({ urgent: false, meaningful: true })
  })

  it('money, rates and eligibility are meaningful', () => {
    expect(diff({ funding_rate_max: 0.6, regions: ['DE1'] })).toMatchObject({
      meaningful: true,
      changes: [
        { field: 'funding_rate_max', from: 0.7, to: 0.6 },
        { field: 'regions', from: [], to: ['DE1'] },
      ],
    })
  })
})

describe('wordDelta', () => {
  it('counts words added and removed, ignoring case and spacing', () => {
    expect(wordDelta('a b  c c', 'A c d e')).toEqual({ added: 2, removed: 2 })
  })
})
