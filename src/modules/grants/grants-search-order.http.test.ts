import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { grantInput, insertGrants } from '../../../test/factories.js'

// The order of the grants above the coverage floor: what each covers of the query plus a share of
// its rank (its title's words, open, of the country asked for) — search/postgres-engine.ts,
// RANK_SHARE. The same in the in-memory index and in SQL (a quoted phrase runs in SQL).

const t = useTestApp()

beforeAll(async () => {
  await insertGrants(t, [
    grantInput(t, {
      external_id: 'open-call', title: 'Heat pumps for industrial process heat',
      description: 'Heat pumps in manufacturing plants.', summary: '', thematic_areas: [], carbon_categories: [],
    }),
    grantInput(t, {
      source: 'cohesion', record_type: 'programme', external_id: 'programme-record',
      title: 'Energy efficiency in enterprises in Oberbayern (ERDF 2021-2027)',
      description: 'Operations funded include heat pumps at a brewery.', summary: '', thematic_areas: [],
      carbon_categories: [],
    }),
  ])
})

const order = async (q: string) => {
  const res = await t.app.inject({ url: `/api/v1/grants/search?q=${encodeURIComponent(q)}` })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().items as { external_id: string }[]).map((g) => g.external_id)
}

describe('the order of a search', () => {
  it('puts an open call titled with the subject before a record covering a little more in its text', async () => {
    // The programme record names the brewery too, in its description; the call names brewing only
    // through manufacturing (in part), but it is open and its title says "heat pumps".
    expect(await order('heat pumps for our brewery')).toEqual(['open-call', 'programme-record'])
    expect(await order('"heat pumps" for our brewery')).toEqual(['open-call', 'programme-record'])
  })
})
