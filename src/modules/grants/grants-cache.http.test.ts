import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { grantInput, insertGrants } from '../../../test/factories.js'

// The read caches (a minute, by the test clock, which does not move here) are dropped by every
// write: a grant imported after a list, search, stats or similar answer shows in the next one.

const t = useTestApp()
const get = async (url: string) => (await t.app.inject({ url: `/api/v1${url}` })).json()

describe('cached grant reads', () => {
  it('show a grant imported after they were answered', async () => {
    await insertGrants(t, [grantInput(t, { external_id: 'first', title: 'Heat pumps for bakeries' })])
    const before = {
      list: await get('/grants?country=DE'), search: await get('/grants/search?q=heat%20pumps'),
      stats: await get('/grants/stats'), similar: await get(`/grants/${(await get('/grants')).items[0].id}/similar`),
    }
    expect(before.list.total).toBe(1)
    expect(before.similar).toEqual([])

    await insertGrants(t, [grantInput(t, { external_id: 'second', title: 'Heat pumps for breweries' })])
    expect((await get('/grants?country=DE')).total).toBe(2)
    expect((await get('/grants/search?q=heat%20pumps')).total).toBe(before.search.total + 1)
    expect((await get('/grants/stats')).total_grants).toBe(before.stats.total_grants + 1)
    const first = (await get('/grants')).items.find((g: { external_id: string }) => g.external_id === 'first')
    expect((await get(`/grants/${first.id}/similar`)).map((g: { external_id: string }) => g.external_id)).toEqual(['second'])
  })
})
