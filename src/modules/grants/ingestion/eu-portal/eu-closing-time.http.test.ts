import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../../test/app.js'
import { grantInput, insertGrants } from '../../../../../test/factories.js'

// Migration 0025 moves the EU portal cut-offs stored before 17:00 Brussels time was read (dates at
// midnight UTC) to that closing time, as a new import would store them; nothing else changes.
const MIGRATION = readFileSync(new URL('../../../../../drizzle/0025_eu_closing_time.sql', import.meta.url), 'utf8')

describe('migration 0025: EU cut-offs at 17:00 Brussels time', () => {
  const t = useTestApp()

  it('moves EU cut-offs stored as dates to 17:00 Brussels time; other sources and real times stay', async () => {
    const at = (iso: string) => new Date(iso)
    const dated = grantInput(t, {
      external_id: 'HORIZON-CL5-2027-D3-01',
      deadline: at('2027-09-14T00:00:00Z'), deadlines: [at('2027-01-14T00:00:00Z'), at('2027-09-14T00:00:00Z')],
    })
    const timed = grantInput(t, { deadline: at('2027-05-05T12:30:00Z'), deadlines: [at('2027-05-05T12:30:00Z')] })
    const uk = grantInput(t, {
      source: 'innovate_uk', currency: 'GBP', countries: ['GB'],
      deadline: at('2027-09-14T00:00:00Z'), deadlines: [at('2027-09-14T00:00:00Z')],
    })
    await insertGrants(t, [dated, timed, uk])
    await t.container.database.db.execute(sql.raw(MIGRATION))

    const read = async (externalId: string) => {
      const list = await t.app.inject({ url: `/api/v1/grants/search?q=${encodeURIComponent(externalId)}` })
      const id = list.json().items.find((g: { external_id: string }) => g.external_id === externalId)?.id
      return (await t.app.inject({ url: `/api/v1/grants/${id}` })).json()
    }
    // `deadline` is the next cut-off (winter: 16:00 UTC); the final one is in summer (15:00 UTC).
    expect(await read(dated.external_id)).toMatchObject({
      deadline: '2027-01-14T16:00:00.000Z', deadlines: ['2027-01-14T16:00:00.000Z', '2027-09-14T15:00:00.000Z'],
    })
    expect((await read(timed.external_id)).deadline).toBe('2027-05-05T12:30:00.000Z')
    expect((await read(uk.external_id)).deadline).toBe('2027-09-14T00:00:00.000Z')
  })
})
