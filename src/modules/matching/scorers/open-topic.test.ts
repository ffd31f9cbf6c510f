import { describe, expect, it } from 'vitest'
import { isOpenTopic, OPEN_TOPIC_FLOOR, OPEN_TOPIC_REASON, withOpenTopic } from './open-topic.js'
import type { MatchGrant } from '../scoring.js'

const text = (description: string, title = 'Call', summary = '') => ({ title, summary, description })

describe('isOpenTopic: explicit wording that a call is open to any topic', () => {
  it.each([
    ['EIC Accelerator Open', 'The EIC Accelerator is open to innovations from any field that are at TRL 5 to 6 or above.'],
    ['Innovate UK Smart', 'Smart is open to proposals from any technology area and any sector.'],
    ['any technology or sector', 'Proposals can come from any technology or sector.'],
    ['any area of technology', 'Applications can come from any area of technology, science or engineering.'],
    ['any part of the economy', 'Ideas may be applied to any part of the economy.'],
    ['German', 'Die Förderung ist technologieoffen und steht Unternehmen aller Größen offen.'],
    ['French', 'L\'appel est ouvert à tous les secteurs.'],
    ['Spanish, accented', 'Proyectos de cualquier tecnología o sector.'],
    ['Italian', 'Progetti in qualsiasi settore produttivo.'],
    ['capitalised, at the start', 'Any sector may apply.'],
  ])('open: %s', (_label, description) => {
    expect(isOpenTopic(text(description))).toBe(true)
  })

  it.each([
    ['a bounded domain', 'Projects can address any area of human health, including diagnostics.'],
    ['a readiness level, no topic', 'Projects at any technology readiness level are welcome.'],
    ['"company" contains "any "', 'The company sector must be manufacturing; every company field counts.'],
    ['a topic named', 'Heat pumps for metalworking SMEs.'],
    ['"all" without "any"', 'All SMEs in the tourism sector are eligible.'],
  ])('not open: %s', (_label, description) => {
    expect(isOpenTopic(text(description))).toBe(false)
  })

  it('reads the title and summary too', () => {
    expect(isOpenTopic(text('', 'Grants for any sector'))).toBe(true)
    expect(isOpenTopic(text('', 'Call', 'Open to any industry.'))).toBe(true)
  })
})

describe('withOpenTopic: the semantic score of an open call', () => {
  const open = text('Open to innovations from any field.') as MatchGrant
  const topical = text('Heat pumps for metalworking SMEs.') as MatchGrant

  it('lifts a low score to the floor and says why', () => {
    expect(withOpenTopic(open, { score: 0.05, reasons: [] })).toEqual({ score: OPEN_TOPIC_FLOOR, reasons: [OPEN_TOPIC_REASON] })
  })

  it('keeps a higher score and its reasons, adding the open-topic one', () => {
    expect(withOpenTopic(open, { score: 0.8, reasons: ['Mentions your keywords: heat pumps'] }))
      .toEqual({ score: 0.8, reasons: ['Mentions your keywords: heat pumps', OPEN_TOPIC_REASON] })
  })

  it('leaves a call with a topic as the scorer scored it', () => {
    const scored = { score: 0.05, reasons: [] }
    expect(withOpenTopic(topical, scored)).toBe(scored)
  })
})
