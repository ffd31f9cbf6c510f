import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cordisConnector } from './cordis.connector.js'
import { collect, directoryWith, testContext } from './cordis.test-support.js'
import { projectElements } from './cordis.xml.js'

const FIXTURE = join(import.meta.dirname, '../data/fixtures/cordis/cordis_project_detail_time2switch.xml')

async function * inPieces (text: string, size: number) {
  const bytes = new TextEncoder().encode(text)
  for (let i = 0; i < bytes.length; i += size) yield bytes.slice(i, i + size)
}
const elements = async (text: string, size: number) => {
  const out: string[] = []
  for await (const element of projectElements(inPieces(text, size))) out.push(element)
  return out
}

const dumpProject = (id: string, acronym: string, extra = '') => `<project>
  <id>${id}</id><acronym>${acronym}</acronym><title>Übergang zu grünem Wasserstoff &amp; Ammoniak</title>
  <objective>${acronym} will do things.</objective><startDate>2019-01-01</startDate><endDate>2021-12-31</endDate>
  <ecSignatureDate>2018-11-20</ecSignatureDate><totalCost>5000000.50</totalCost><ecMaxContribution>4000000</ecMaxContribution>
  <frameworkProgramme>H2020</frameworkProgramme><status>CLOSED</status>
  <relations><associations>
    <organization type="coordinator" order="1" ecContribution="2500000" sme="true" totalCost="3000000">
      <legalName>HYDROGEN VALLEY APS</legalName><address><city>Aalborg</city><country>DK</country></address>${extra}
    </organization>
    <organization type="participant" order="2" ecContribution="1500000" sme="false" totalCost="2000000.50">
      <legalName>ETHNIKO KENTRO</legalName><address><country>EL</country></address>
      <relations><categories><category classification="organizationActivityType"><code>REC</code></category></categories></relations>
    </organization>
    <programme type="relatedTopic"><code>LC-SC3-RES-4-2018</code><title>Renewable energy system integrated at the building scale</title><frameworkProgramme>H2020</frameworkProgramme></programme>
    <project><id>123</id></project>
  </associations>
  <categories><category classification="euroSciVoc"><code>/25/39</code><title>renewable energy</title></category></categories></relations>
</project>`

describe('CORDIS XML', () => {
  it('cuts outermost <project> elements out of a stream, whatever the chunk size', async () => {
    const dump = `<?xml version="1.0"?>\n<projects xmlns="http://cordis.europa.eu">\n${dumpProject('815001', 'AAA')}\n<project/>\n${dumpProject('815002', 'BBB')}\n</projects>`
    for (const size of [1, 7, 64, 100_000]) {
      const found = await elements(dump, size)
      expect(found.map((e) => /<acronym>(\w+)</.exec(e)?.[1])).toEqual(['AAA', 'BBB'])
      expect(found[0]!.endsWith('</project>')).toBe(true)
    }
  })

  it('reads the fixture document split into 3-byte pieces the same as whole', async () => {
    const text = await readFile(FIXTURE, 'utf8')
    expect(await elements(text, 3)).toEqual(await elements(text, 1 << 20))
    expect(await elements(text, 3)).toHaveLength(1)
  })

  it('maps a dump of H2020 projects: amounts, organisations, countries, topic title, fields', async () => {
    const dir = await directoryWith({ 'projects.xml': `<projects xmlns="http://cordis.europa.eu">${dumpProject('815001', 'AAA')}${dumpProject('815002', 'BBB')}</projects>` })
    const { projects, grants, skips } = await collect(cordisConnector.readFiles(dir, testContext()))
    expect(skips).toEqual([])
    expect(projects).toHaveLength(2)
    expect(projects[0]).toMatchObject({
      external_id: '815001', title: 'Übergang zu grünem Wasserstoff & Ammoniak', programme: 'H2020', total_cost: 5000000.5, eu_contribution: 4000000,
      countries: ['DK', 'GR'], thematic_areas: ['renewable energy'], grant_external_id: 'LC-SC3-RES-4-2018',
      organisations: [
        { name: 'HYDROGEN VALLEY APS', country: 'DK', role: 'coordinator', sme: true, activity_type: null, contribution: 2500000 },
        { name: 'ETHNIKO KENTRO', country: 'GR', role: 'participant', sme: false, activity_type: 'REC', contribution: 1500000 },
      ],
    })
    expect(grants).toHaveLength(1)
    expect(grants[0]!.grant).toMatchObject({
      external_id: 'LC-SC3-RES-4-2018', title: 'Renewable energy system integrated at the building scale', deadline: new Date('2018-11-19T00:00:00Z'),
      provenance: expect.objectContaining({ title: 'topic title from the project XML (relatedTopic)' }),
    })
  })

  it('skips a project whose organisation is unusable, and one that is not well-formed XML', async () => {
    const bad = dumpProject('815003', 'CCC').replace('<country>EL</country>', '<country>ATLANTIS</country>')
    const broken = '<project><id>815004</id><title>Broken</b></project>'
    const dir = await directoryWith({ 'projects.xml': `<projects>${bad}${broken}${dumpProject('815005', 'DDD')}</projects>` })
    const { projects, skips } = await collect(cordisConnector.readFiles(dir, testContext()))
    expect(projects.map((p) => p.external_id)).toEqual(['815005'])
    expect(skips).toEqual([
      { reference: expect.stringMatching(/projects\.xml <project> 1: project 815003$/), reason: "organisation: country 'ATLANTIS' is not an ISO country code" },
      { reference: expect.stringMatching(/projects\.xml <project> 2: project 815004$/), reason: expect.stringMatching(/^malformed XML \(.*title.*, line 1\)$/) },
    ])
  })
})
