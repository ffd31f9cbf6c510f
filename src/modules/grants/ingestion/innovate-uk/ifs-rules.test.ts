import { describe, expect, it } from 'vitest'
import { companySizes, derivedCloseBound, fundingLine, fundingRates, moneyAmounts, potAmount, projectCostRange, ukRequirement } from './ifs-rules.js'
import { endOfUkDay, londonTime, parseUkDate } from './uk-time.js'

describe('UK time', () => {
  it('reads IFS dates as UK wall-clock time: GMT in winter, BST in summer', () => {
    expect(parseUkDate('Monday 6 January 2025 11:00am')).toEqual({ date: new Date('2025-01-06T11:00:00Z'), has_time: true })
    expect(parseUkDate('Wednesday 26 March 2025 11:00am')?.date).toEqual(new Date('2025-03-26T11:00:00Z'))
    expect(parseUkDate('Wednesday 9 April 2025 11:00am')?.date).toEqual(new Date('2025-04-09T10:00:00Z'))
    expect(parseUkDate('Wednesday 9 December 2026 12:00pm')?.date).toEqual(new Date('2026-12-09T12:00:00Z'))
    expect(parseUkDate('Wednesday 20 January 2027 12:00am')?.date).toEqual(new Date('2027-01-20T00:00:00Z'))
  })

  it('switches on the last Sundays of March and October', () => {
    expect(londonTime(2025, 2, 30, 0, 30)).toEqual(new Date('2025-03-30T00:30:00Z'))
    expect(londonTime(2025, 2, 30, 3, 0)).toEqual(new Date('2025-03-30T02:00:00Z'))
    expect(londonTime(2025, 9, 26, 3, 0)).toEqual(new Date('2025-10-26T03:00:00Z'))
  })

  it('keeps a day-only date at the start of the day and can give its last minute', () => {
    const day = parseUkDate('1 April 2019')
    expect(day).toEqual({ date: new Date('2019-03-31T23:00:00Z'), has_time: false })
    expect(endOfUkDay(day!.date)).toEqual(new Date('2019-04-01T22:59:00Z'))
    expect(endOfUkDay(parseUkDate('26 March 2025')!.date)).toEqual(new Date('2025-03-26T23:59:00Z'))
  })

  it('rejects what is not a date', () => {
    expect(parseUkDate('31 February 2026')).toBeNull()
    expect(parseUkDate('6 Smarch 2026')).toBeNull()
    expect(parseUkDate('no date here')).toBeNull()
  })
})

describe('amounts', () => {
  it('reads pounds with the units IFS writes', () => {
    expect(moneyAmounts('£25,000, £2 million, £1.5m, £500k and £3 billion')).toEqual([25_000, 2_000_000, 1_500_000, 500_000, 3_000_000_000])
    expect(potAmount('UK registered businesses can apply for a share of up to £750,000 for ...')).toEqual({ amount: 750_000, phrase: 'share of up to £750,000' })
    expect(potAmount('No amount here.')).toBeNull()
  })

  it('takes the lowest floor and highest ceiling of a Project size text', () => {
    const text = 'Duration between 6 and 18 months: total eligible project costs between £25,000 and £500,000. Duration between 19 and 36 months: total eligible project costs between £25,000 and £2 million.'
    expect(projectCostRange(text)).toMatchObject({ min: 25_000, max: 2_000_000 })
    expect(projectCostRange('Your total eligible costs can be up to £300,000.')).toMatchObject({ min: null, max: 300_000 })
    expect(projectCostRange('Costs must be at least £1 million and no more than £10 million.')).toMatchObject({ min: 1_000_000, max: 10_000_000 })
    expect(projectCostRange('Your project’s total g')).toBeNull()
  })
})

describe('funding rates', () => {
  it('reads the business-size lines only, as fractions', () => {
    const text = 'You can get funding for your eligible project costs of:\n• up to 70% if you are a micro or small organisation\n• up to 60% if you are a medium-sized organisation\n• up to 50% if you are a large organisation\n• up to 80% of full economic costs if you are a research organisation'
    expect(fundingRates(text)).toMatchObject({ min: 0.5, max: 0.7 })
  })

  it('falls back to one rate for everyone, and to nothing', () => {
    expect(fundingRates('A contract covering up to 100% of your eligible project costs, including VAT.')).toMatchObject({ min: 1, max: 1 })
    expect(fundingRates('Interest is charged at 7.4% per annum.')).toBeNull()
  })
})

describe('who can apply', () => {
  it('maps "any size" to all sizes and SME to micro, small and medium', () => {
    expect(companySizes('• be a UK-based business of any size or an RTO\n• be an SME if you want to work alone')?.sizes).toEqual(['micro', 'small', 'medium', 'large'])
    expect(companySizes('• be a UK registered micro, small or medium-sized enterprise (SME)')?.sizes).toEqual(['micro', 'small', 'medium'])
    expect(companySizes('• be a UK registered micro or small business')?.sizes).toEqual(['micro', 'small'])
  })

  it('ignores what partners may be', () => {
    const text = '• be a UK registered micro, small or medium-sized enterprise (SME)\nLarge businesses, research organisations and charities can take part as collaborators but cannot lead.'
    expect(companySizes(text)?.sizes).toEqual(['micro', 'small', 'medium'])
    expect(companySizes('be a UK registered business, academic institution or charity')).toBeNull()
  })

  it('quotes the UK requirement', () => {
    expect(ukRequirement('To lead a project you must:\n• be a UK registered business of any size')).toBe('be a UK registered business of any size')
    expect(ukRequirement('Local authorities can apply.')).toBeNull()
  })
})

describe('page prose', () => {
  it('finds a named funding line and nothing in plain prose', () => {
    expect(fundingLine('This competition is funded through the Net Zero Innovation Portfolio.')).toBe('Net Zero Innovation Portfolio')
    expect(fundingLine('It is part of the Direct Air Capture and Greenhouse Gas Removal Programme.')).toBe('Direct Air Capture and Greenhouse Gas Removal Programme')
    expect(fundingLine('Innovate UK, part of UK Research and Innovation, will invest up to £20 million.')).toBeNull()
    expect(fundingLine('Proposals can fit into one or more of the Industrial Strategy Challenge Fund areas.')).toBeNull()
  })

  it('derives an upper bound of the close from a dated later milestone', () => {
    expect(derivedCloseBound('All projects must start by 1 April 2019 and end by 1 April 2022.')).toEqual({
      date: new Date('2019-03-31T23:00:00Z'), phrase: 'All projects must start by 1 April 2019 and end by 1 April 2022',
    })
    expect(derivedCloseBound('This competition closes at 11am UK time on the deadline stated.')).toBeNull()
  })
})
