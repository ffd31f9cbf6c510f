// Measures readCallEligibility on 160 grants of the bundled catalogue labelled by hand from a
// written rubric before the rules' output was looked at (data/eligibility-labels.json). Rules may
// change on the `dev` half only; the floors are against regressions, not targets to tune towards.
import { describe, expect, it } from 'vitest'
import { evaluate, formatReport, loadLabels } from '../../../scripts/eligibility-report.js'

const items = loadLabels()

describe('the eligibility labels', () => {
  it('are many, from every source, split in halves, and well-formed', () => {
    expect(items.length).toBeGreaterThanOrEqual(150)
    expect(new Set(items.map((i) => i.key)).size).toBe(items.length)
    for (const source of ['eu_portal', 'cordis', 'cohesion', 'innovate_uk']) {
      expect(items.filter((i) => i.grant.source === source).length, source).toBeGreaterThanOrEqual(25)
    }
    expect(items.filter((i) => i.split === 'dev').length).toBe(items.length / 2)
    for (const item of items) {
      expect(['single', 'required', 'unknown'], item.key).toContain(item.expected.consortium)
      expect(['developers', 'adopters', 'either', 'unknown'], item.key).toContain(item.expected.beneficiary_role)
      expect(item.reason.length, item.key).toBeGreaterThan(10)
    }
  })
})

describe('readCallEligibility on the labels', () => {
  const all = evaluate(items)
  console.log(`\n${formatReport([['dev', evaluate(items.filter((i) => i.split === 'dev'))],
    ['test', evaluate(items.filter((i) => i.split === 'test'))], ['all', all]])}\n`)

  it('reads each field of most grants exactly as labelled', () => {
    expect(all.fields.applicant_types.exact).toBeGreaterThanOrEqual(0.75)
    expect(all.fields.company_sizes.exact).toBeGreaterThanOrEqual(0.9)
    expect(all.fields.consortium.exact).toBeGreaterThanOrEqual(0.75)
    expect(all.fields.beneficiary_role.exact).toBeGreaterThanOrEqual(0.7)
    expect(all.fields.target_sectors.exact).toBeGreaterThanOrEqual(0.9)
  })

  it('says "required" for a consortium and "developers" only where the labels do, mostly', () => {
    expect(all.fields.consortium.values.required!.precision).toBeGreaterThanOrEqual(0.9)
    expect(all.fields.beneficiary_role.values.developers!.precision).toBeGreaterThanOrEqual(0.75)
    expect(all.fields.beneficiary_role.values.developers!.recall).toBeGreaterThanOrEqual(0.8)
  })
})
