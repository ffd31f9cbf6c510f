import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/app.js'
import { grantInput, insertGrants } from '../../../test/factories.js'

// Words as the lexicon's finder reads them in a call's text (reference/tokens.ts): a version
// number is one word, not the end of a sentence.

const t = useTestApp()

beforeAll(async () => {
  const grant = (externalId: string, title: string, description: string) =>
    grantInput(t, {
      external_id: externalId, title, description, countries: ['DE'], summary: '', thematic_areas: [], carbon_categories: [],
    })
  await insertGrants(t, [
    grant('industrie-40', 'Förderprogramm für Betriebe', 'Zuschüsse für Projekte der Industrie 4.0 in Betrieben.'),
    grant('bakeries', 'Electric ovens for craft bakeries', 'Bakeries change over to new ovens.'),
  ])
})

const found = async (q: string) => {
  const res = await t.app.inject({ url: `/api/v1/grants/search?q=${encodeURIComponent(q)}` })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().items as { external_id: string }[]).map((g) => g.external_id)
}

describe('a call\'s words as the finder reads them', () => {
  it('reads a call saying "Industrie 4.0" as about smart manufacturing, in any language', async () => {
    // The German call never says "smart factory" or "fabbrica intelligente": found through the
    // concept "Industrie 4.0" names, whose full stop once split it in two.
    expect(await found('smart factory')).toEqual(['industrie-40'])
    expect(await found('fabbrica intelligente')).toEqual(['industrie-40'])
  })
})
