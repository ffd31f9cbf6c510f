import { describe, expect, it } from 'vitest'
import { isOpenTopic, OPEN_TOPIC_FLOOR, OPEN_TOPIC_FLOOR_DEVELOPERS, OPEN_TOPIC_REASON, withOpenTopic } from './open-topic.js'
import type { MatchGrant } from '../scoring.js'
import { reason } from '../reasons.js'
import { readCallEligibility } from '../../grants/call-eligibility.js'

const text = (description: string, title = 'Call', summary = '') => ({ title, summary, description })

describe('isOpenTopic: explicit wording that a call is open to any topic', () => {
  it.each([
    ['EIC Accelerator Open', 'The EIC Accelerator is open to innovations from any field that are at TRL 5 to 6 or above.', true],
    ['Innovate UK Smart', 'Smart is open to proposals from any technology area and any sector.', true],
    ['any technology or sector', 'Proposals can come from any technology or sector.', true],
    ['any area of technology', 'Applications can come from any area of technology, science or engineering.', true],
    ['any part of the economy', 'Ideas may be applied to any part of the economy.', true],
    ['German', 'Die Förderung ist technologieoffen und steht Unternehmen aller Größen offen.', true],
    ['French', 'L\'appel est ouvert à tous les secteurs.', true],
    ['Spanish, accented', 'Proyectos de cualquier tecnología o sector.', true],
    ['Italian', 'Progetti in qualsiasi settore produttivo.', true],
    ['capitalised, at the start', 'Any sector may apply.', true],
    ['not: a bounded domain', 'Projects can address any area of human health, including diagnostics.', false],
    ['not: a readiness level, no topic', 'Projects at any technology readiness level are welcome.', false],
    ['not: "company" contains "any "', 'The company sector must be manufacturing; every company field counts.', false],
    ['not: a topic named', 'Heat pumps for metalworking SMEs.', false],
    ['not: "all" without "any"', 'All SMEs in the tourism sector are eligible.', false],
  ])('%s', (_label, description, open) => {
    expect(isOpenTopic(text(description))).toBe(open)
  })

  it('reads the title and summary too', () => {
    expect(isOpenTopic(text('', 'Grants for any sector'))).toBe(true)
    expect(isOpenTopic(text('', 'Call', 'Open to any industry.'))).toBe(true)
  })

  it('takes a stored grant\'s eligibility as read on its write, not its words again', () => {
    const read = (grant: ReturnType<typeof text>) => ({ ...grant, eligibility: readCallEligibility({ source: 'eu_portal', ...grant }) })
    expect(isOpenTopic(read(text('Open to innovations from any field.')))).toBe(true)
    const stored = read(text('Heat pumps for metalworking SMEs.'))
    expect(isOpenTopic(stored)).toBe(false)
    const anySector = { any_sector: true, nace: [], evidence: '"any sector"' }
    expect(isOpenTopic({ ...stored, eligibility: { ...stored.eligibility, target_sectors: anySector } })).toBe(true)
  })
})

describe('withOpenTopic: the semantic score of an open call', () => {
  const open = text('Open to innovations from any field.') as MatchGrant
  const topical = text('Heat pumps for metalworking SMEs.') as MatchGrant

  it('lifts a low score to the floor and says why', () => {
    expect(withOpenTopic(open, { score: 0.05, reasons: [] })).toEqual({ score: OPEN_TOPIC_FLOOR, reasons: [OPEN_TOPIC_REASON] })
  })

  it('lifts it higher for a company that develops technology: an open call is about its subject too', () => {
    expect(withOpenTopic(open, { score: 0.05, reasons: [] }, true).score).toBe(OPEN_TOPIC_FLOOR_DEVELOPERS)
    expect(OPEN_TOPIC_FLOOR_DEVELOPERS).toBeGreaterThan(OPEN_TOPIC_FLOOR)
    expect(withOpenTopic(topical, { score: 0.05, reasons: [] }, true).score).toBe(0.05)
  })

  it('keeps a higher score and its reasons, adding the open-topic one', () => {
    const keywords = reason('keywords', { words: ['heat pumps'] })
    expect(withOpenTopic(open, { score: 0.8, reasons: [keywords] }))
      .toEqual({ score: 0.8, reasons: [keywords, OPEN_TOPIC_REASON] })
  })

  it('leaves a call with a topic as the scorer scored it', () => {
    const scored = { score: 0.05, reasons: [] }
    expect(withOpenTopic(topical, scored)).toBe(scored)
  })
})
