import { readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { CORDIS_LIVE_URL, cordisConnector } from './cordis.connector.js'
import { HE_HEADER, ORG_HEADER, collect, directoryWith, heOrganisation, heProject, line, testContext } from './cordis.test-support.js'
import { unzipMembers } from './cordis.zip.js'

const PROJECTS = [HE_HEADER,
  heProject(),
  heProject({ id: '101069002', acronym: 'NEWER', contentUpdateDate: '2025-09-01 10:00:00', topics: 'HORIZON-CL6-2024-CLIMATE-01-03' }),
  heProject({ id: '101069003', acronym: 'SHIFTED', ecSignatureDate: 'HORIZON' }),
].join('\n')
const ORGANISATIONS = [ORG_HEADER, heOrganisation({})].join('\n')
const TOPICS = ['projectID;topic;title', line(['101069001', 'HORIZON-CL5-2022-D3-01-02', 'Tandem PV manufacturing'])].join('\n')

// A dump as CORDIS zips it, project.csv first: the side files come after it in the archive.
function csvDump () {
  return zipSync({
    'project.csv': strToU8(PROJECTS),
    'legalBasis.csv': strToU8('projectID;legalBasis;title;uniqueProgrammePart\n"101069001";"HORIZON.2.5";"Climate";"true"'),
    'organization.csv': [strToU8(ORGANISATIONS), { level: 0 }],
    'topics.csv': strToU8(TOPICS),
  })
}

async function * pieces (bytes: Uint8Array, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.slice(i, i + size)
}

function body (bytes: Uint8Array, size = 997) {
  return new ReadableStream<Uint8Array>({
    start (controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size))
      controller.close()
    },
  })
}

describe('CORDIS zip dumps', () => {
  it('streams the wanted members in archive order, stored or deflated, in any chunk size', async () => {
    for (const size of [1, 100, 1 << 20]) {
      const names: string[] = []
      for await (const member of unzipMembers(pieces(csvDump(), size), (n) => n !== 'legalBasis.csv')) {
        let text = ''
        for await (const chunk of member.data) text += Buffer.from(chunk).toString('utf8')
        names.push(`${member.name}:${text.length}`)
      }
      expect(names).toEqual([`project.csv:${PROJECTS.length}`, `organization.csv:${ORGANISATIONS.length}`, `topics.csv:${TOPICS.length}`])
    }
  })

  it('moves past members the reader leaves half-read', async () => {
    const names: string[] = []
    for await (const member of unzipMembers(pieces(csvDump(), 64), () => true)) names.push(member.name)
    expect(names).toEqual(['project.csv', 'legalBasis.csv', 'organization.csv', 'topics.csv'])
  })

  it('reads a csv dump zip from disk, joining side files stored after project.csv', async () => {
    const dir = await directoryWith({ 'cordis-HORIZONprojects-csv.zip': csvDump() })
    const { projects, grants, skips } = await collect(cordisConnector.readFiles(join(dir, 'cordis-HORIZONprojects-csv.zip'), testContext()))
    expect(projects.map((p) => [p.external_id, p.organisations!.length])).toEqual([['101069001', 1], ['101069002', 0]])
    expect(skips).toEqual([{ reference: expect.stringMatching(/-csv\.zip\/project\.csv row 3: project 101069003 \(SHIFTED\)$/), reason: expect.stringContaining("ecSignatureDate 'HORIZON' is not an ISO date") }])
    expect(grants.map((g) => g.grant.title)).toEqual(['Tandem PV manufacturing', 'Horizon Europe Cluster 6: Food, Bioeconomy, Natural Resources, Agriculture and Environment topic HORIZON-CL6-2024-CLIMATE-01-03'])
  })

  it('reads a json dump zip whose members sit in a folder', async () => {
    const zip = zipSync({
      'json/project.json': strToU8(JSON.stringify([{ id: '101069001', acronym: 'SUNSTACK', title: 'Tandem', startDate: '2023-01-01', totalCost: 2500000.5, ecMaxContribution: 2073781.25, topics: 'HORIZON-CL5-2022-D3-01-02', frameworkProgramme: 'HORIZON' }])),
      'json/organization.json': strToU8(JSON.stringify([{ projectID: '101069001', name: 'SOLARWERK GMBH', country: 'DE', SME: true, activityType: 'PRC', role: 'coordinator', ecContribution: 2073781.25, order: 1 }])),
      'json/topics.json': strToU8(JSON.stringify([{ projectID: '101069001', topic: 'HORIZON-CL5-2022-D3-01-02', title: 'Tandem PV manufacturing' }])),
    })
    const dir = await directoryWith({ 'cordis-HORIZONprojects-json.zip': zip })
    const { projects, grants } = await collect(cordisConnector.readFiles(dir, testContext()))
    expect(projects[0]).toMatchObject({ external_id: '101069001', eu_contribution: 2073781.25, countries: ['DE'], organisations: [{ name: 'SOLARWERK GMBH', sme: true, contribution: 2073781.25 }] })
    expect(grants[0]!.grant).toMatchObject({ title: 'Tandem PV manufacturing', provenance: expect.objectContaining({ title: 'topic title from topics.json' }) })
  })
})

describe('CORDIS readLive', () => {
  const tempDirs = async () => (await readdir(tmpdir())).filter((n) => n.startsWith('grantwise-cordis-')).length

  it('downloads the Horizon Europe csv dump through ctx.fetch and ctx.retry, then streams it', async () => {
    const requests: string[] = []
    const attempts: string[] = []
    let calls = 0
    const fetch = (async (url: string | URL | Request) => {
      requests.push(String(url))
      calls += 1
      return calls === 1 ? new Response('busy', { status: 503 }) : new Response(body(csvDump()))
    }) as typeof globalThis.fetch
    const retry = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
      for (let attempt = 1; ; attempt++) {
        attempts.push(what)
        try { return await call() } catch (error) { if (attempt === 3) throw error }
      }
    }
    const before = await tempDirs()
    const { projects, grants, skips } = await collect(cordisConnector.readLive(testContext({ fetch, retry })))
    expect(requests).toEqual([CORDIS_LIVE_URL, CORDIS_LIVE_URL])
    expect(CORDIS_LIVE_URL).toBe('https://cordis.europa.eu/data/cordis-HORIZONprojects-csv.zip')
    expect(attempts).toEqual(['download the CORDIS Horizon Europe projects dump', 'download the CORDIS Horizon Europe projects dump'])
    expect(projects.map((p) => p.external_id)).toEqual(['101069001', '101069002'])
    expect(grants).toHaveLength(2)
    expect(skips).toHaveLength(1)
    expect(await tempDirs()).toBe(before)
  })

  it('keeps only projects changed or started since `since`, with their topics', async () => {
    const fetch = (async () => new Response(body(csvDump()))) as unknown as typeof globalThis.fetch
    const { projects, grants } = await collect(cordisConnector.readLive(testContext({ fetch, since: new Date('2025-01-01T00:00:00Z') })))
    expect(projects.map((p) => p.external_id)).toEqual(['101069002'])
    expect(grants.map((g) => g.grant.external_id)).toEqual(['HORIZON-CL6-2024-CLIMATE-01-03'])
  })

  it('fails the read when the download keeps failing, and when the archive is cut short', async () => {
    const down = (async () => new Response('gone', { status: 500 })) as unknown as typeof globalThis.fetch
    await expect(collect(cordisConnector.readLive(testContext({ fetch: down })))).rejects.toThrow('CORDIS answered HTTP 500')
    const zip = csvDump()
    const cut = (async () => new Response(body(zip.slice(0, Math.floor(zip.length / 3))))) as unknown as typeof globalThis.fetch
    await expect(collect(cordisConnector.readLive(testContext({ fetch: cut })))).rejects.toThrow('the archive is cut short')
  })
})
