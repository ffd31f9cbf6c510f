import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ConnectorContext, ConnectorItem } from '../connector.js'
import { cohesionConnector } from './cohesion.connector.js'

// What a bad record does: one skip with a reason, never an abort, never a wrong number.

const silent = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }
const context = (since: Date | null = null): ConnectorContext => ({ fetch: () => { throw new Error('no network') }, retry: (_w, call) => call(), since, log: silent })
const dir = mkdtempSync(join(tmpdir(), 'cohesion-hazards-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function readText (name: string, text: string, since: Date | null = null): Promise<ConnectorItem[]> {
  const path = join(dir, name)
  writeFileSync(path, text)
  const items: ConnectorItem[] = []
  for await (const item of cohesionConnector.readFiles(path, context(since))) items.push(item)
  return items
}
const kinds = (items: ConnectorItem[]) => items.map((i) => i.kind)
const project = (items: ConnectorItem[]) => items.find((i) => i.kind === 'project')?.kind === 'project' ? (items.find((i) => i.kind === 'project') as Extract<ConnectorItem, { kind: 'project' }>).project : null
const skips = (items: ConnectorItem[]) => items.flatMap((i) => (i.kind === 'skip' ? [i] : []))

const GLIMPSE = (overrides: Record<string, string> = {}) => {
  const lines: Record<string, string> = {
    operation_unique_identifier: '"https://linkedopendata.eu/entity/Q100"', operation_name_english: '"Solar roof for a dairy"',
    country: '"GR"', operation_start_date: '"19/12/2018"', cofinancing_rate: '"50.0"', total_eligible_expenditure_amount: '"80000.0"',
    total_eligible_expenditure_currency: '"EUR"', project_eu_budget: '"40000.0"', category_of_intervention: '"010"', fund_code: '"ERDF"',
    programme_code: '"2014GR16M2OP001"', nuts2_code: '"EL43"', nuts2_label: '"Κρήτη"', programming_period: '"2014-2020"', ...overrides,
  }
  return `Rows: 1\nColumns: ${Object.keys(lines).length}\n${Object.entries(lines).map(([k, v]) => `$ ${k.padEnd(38)} <chr> ${v}`).join('\n')}\n`
}

describe('glimpse prints: cut values are text only', () => {
  it('reads a whole print', async () => {
    const p = project(await readText('whole.txt', GLIMPSE()))
    expect(p).toMatchObject({ total_cost: 80000, eu_contribution: 40000, topic: '010', regions: ['EL43'] })
  })

  it('a number cut with "…" is left empty, not imported as a smaller number', async () => {
    const items = await readText('cut-number.txt', GLIMPSE({ total_eligible_expenditure_amount: '"1234…', project_eu_budget: '"98765…' }))
    const p = project(items)!
    expect(p.total_cost).toBeNull()
    // The EU budget is not derived from a cut total either: with no total there is nothing to multiply.
    expect(p.eu_contribution).toBeNull()
    expect(skips(items)).toEqual([])
  })

  it('a cut rate or date is left empty; a cut text keeps its visible start and "…"', async () => {
    const p = project(await readText('cut-rate.txt', GLIMPSE({ cofinancing_rate: '"5…', operation_start_date: '"19/12/…', operation_name_english: '"Solar roof for a da…' })))!
    expect(p.start_date).toBeNull()
    expect(p.title).toBe('Solar roof for a da…')
    expect(p.eu_contribution).toBe(40000) // stated, not derived from the cut rate
  })

  it('a cut identifier skips the operation with a reason', async () => {
    const items = await readText('cut-id.txt', GLIMPSE({ operation_unique_identifier: '"https://linkedopendata.eu/entity/Q10…' }))
    expect(kinds(items)).toEqual(['skip'])
    expect(skips(items)[0]!.reason).toMatch(/cut short/)
  })

  it('a print of several rows is not read', async () => {
    const items = await readText('many.txt', GLIMPSE().replace('Rows: 1', 'Rows: 3'))
    expect(kinds(items)).toEqual(['skip'])
    expect(skips(items)[0]!.reason).toMatch(/3 rows/)
  })

  it('a text file that is no glimpse print is reported', async () => {
    expect(skips(await readText('notes.txt', 'just some notes'))[0]!.reason).toMatch(/not an R glimpse/)
  })
})

const HEADER = 'Operation_Unique_Identifier,Operation_Name_English,Country,Operation_Start_Date,Cofinancing_Rate,Total_Eligible_Expenditure_amount,Project_EU_Budget,Category_Of_Intervention,Fund_Code,Programme_Code,NUTS2_Code,Programming_Period'
const row = (q: number, extra = '') => `https://linkedopendata.eu/entity/Q${q},Heat pumps for schools,Poland,01/03/2024,85.0,100000.00,85000.00,044,ERDF,2021PL16FFPR012,PL22,2021-2027${extra}`

describe('Kohesio CSV hazards', () => {
  it('a row with more or fewer fields than the header is skipped as shifted; the others are read', async () => {
    const items = await readText('PL-shifted.csv', [HEADER, row(1), row(2, ',surplus'), row(3).split(',').slice(0, 8).join(','), row(4)].join('\n'))
    expect(kinds(items)).toEqual(['project', 'skip', 'skip', 'project', 'grant'])
    expect(skips(items)[0]).toEqual({ kind: 'skip', reference: 'PL-shifted.csv:3', reason: 'row has 13 fields, the header 12: columns are shifted' })
  })

  it('a value of the wrong type skips the row and names the column', async () => {
    const items = await readText('PL-types.csv', [HEADER, row(1).replace('100000.00', '01/03/2024'), row(2).replace('01/03/2024', '31/02/2024'), row(3).replace('85.0', '185')].join('\n'))
    expect(kinds(items)).toEqual(['skip', 'skip', 'skip'])
    expect(skips(items).map((s) => s.reason)).toEqual([
      expect.stringContaining('totaleligibleexpenditureamount: "01/03/2024" is not an amount'),
      expect.stringContaining('operationstartdate: "31/02/2024" is not a valid date'),
      expect.stringContaining('cofinancingrate: co-financing rate 185 is outside 0-100 %'),
    ])
  })

  it('a row without an identifier or a name is skipped', async () => {
    const items = await readText('PL-missing.csv', [HEADER, row(1).replace('https://linkedopendata.eu/entity/Q1', ''), row(2).replace('Heat pumps for schools', '')].join('\n'))
    expect(skips(items).map((s) => s.reason)).toEqual([expect.stringMatching(/no Operation_Unique_Identifier/), expect.stringMatching(/no operation name/)])
  })

  it('a repeated operation counts once', async () => {
    const items = await readText('PL-repeat.csv', [HEADER, row(1), row(1), row(2)].join('\n'))
    expect(kinds(items)).toEqual(['project', 'skip', 'project', 'grant'])
    const grant = items.at(-1) as Extract<ConnectorItem, { kind: 'grant' }>
    expect(grant.grant.description).toContain('2 operations')
  })

  it('broken quoting ends that file with a skip, not the read', async () => {
    const items = await readText('PL-quotes.csv', [HEADER, row(1), 'https://linkedopendata.eu/entity/Q9,"Unclosed name,Poland'].join('\n'))
    expect(kinds(items)).toEqual(['project', 'skip', 'grant'])
    expect(skips(items)[0]!.reason).toMatch(/CSV could not be parsed/)
  })

  it('an unknown CSV layout, invalid JSON and other file types are reported', async () => {
    expect(skips(await readText('other.csv', 'a,b\n1,2'))[0]!.reason).toMatch(/header is not/)
    expect(skips(await readText('broken.json', '{"list": ['))[0]!.reason).toMatch(/not valid JSON/)
    expect(skips(await readText('table.xlsx', 'PK'))[0]!.reason).toMatch(/unsupported file type/)
  })

  it('reads semicolon-separated files and snake_case headers', async () => {
    const snake = HEADER.toLowerCase().replace(/,/g, ';')
    const items = await readText('PL-snake.csv', [snake, row(5).replace(/,/g, ';')].join('\n'))
    expect(project(items)).toMatchObject({ external_id: 'https://linkedopendata.eu/entity/Q5', total_cost: 100000, countries: ['PL'] })
  })

  it('`since` keeps operations starting on/after it; the aggregate still counts all of them', async () => {
    const items = await readText('PL-since.csv', [HEADER, row(1), row(2).replace('01/03/2024', '01/03/2022')].join('\n'), new Date('2023-01-01T00:00:00Z'))
    expect(kinds(items)).toEqual(['project', 'grant'])
    const grant = items.at(-1) as Extract<ConnectorItem, { kind: 'grant' }>
    expect(grant.grant.description).toContain('2 operations')
  })
})
