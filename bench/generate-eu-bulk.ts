// `npx tsx bench/generate-eu-bulk.ts --count 100000 --out /tmp/grantsTenders.json [--seed 1]`
// writes a synthetic bulk reference file in the shape of the portal's grantsTenders.json
// (`{"fundingData":{"GrantTenderObj":[…]}}`, Jackson's pretty printing), for benchmarking the
// eu_portal connector's streaming reader far beyond the real file's ~11,000 objects / ~130 MB.
// Streamed: records are written as they are made, so memory stays flat at any count. The same
// (count, seed) gives the same bytes; every record depends only on (seed, index). Proportions follow
// the real file as public readers measured it: ~9% calls for tenders (type 0), and of the grant
// topics ~94% closed, ~3% open, ~3% forthcoming; ~11 KB per object on average, most of it the
// `latestInfos` HTML news and the `links`.
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { int, mulberry32, pick, type Rng } from '../src/core/seeded-random.js'


const PROGRAMMES = [
  { prefix: 'HORIZON-CL5', fp: [43108390, 'HORIZON', 'Horizon Europe (HORIZON)'], div: ['HORIZON.2.5', 'Climate, Energy and Mobility'], dest: ['D1', 'D2', 'D3', 'D4', 'D5', 'D6'] },
  { prefix: 'HORIZON-CL6', fp: [43108390, 'HORIZON', 'Horizon Europe (HORIZON)'], div: ['HORIZON.2.6', 'Food, Bioeconomy, Natural Resources, Agriculture and Environment'], dest: ['BIODIV', 'FARM2FORK', 'CIRCBIO', 'ZEROPOLLUTION', 'CLIMATE', 'COMMUNITIES'] },
  { prefix: 'HORIZON-MISS', fp: [43108390, 'HORIZON', 'Horizon Europe (HORIZON)'], div: ['HORIZON.5', 'Missions'], dest: ['CLIMA', 'CIT', 'OCEAN', 'SOIL', 'CANCER'] },
  { prefix: 'HORIZON-CL4', fp: [43108390, 'HORIZON', 'Horizon Europe (HORIZON)'], div: ['HORIZON.2.4', 'Digital, Industry and Space'], dest: ['TWIN-TRANSITION', 'DATA', 'SPACE', 'HUMAN'] },
  { prefix: 'HORIZON-HLTH', fp: [43108390, 'HORIZON', 'Horizon Europe (HORIZON)'], div: ['HORIZON.2.1', 'Health'], dest: ['DISEASE', 'CARE', 'ENVHLTH', 'TOOL'] },
  { prefix: 'H2020-LC', fp: [31045243, 'H2020', 'Horizon 2020 Framework Programme (H2020)'], div: ['H2020-EU.3.3.', 'SOCIETAL CHALLENGES - Secure, clean and efficient energy'], dest: ['SC3', 'GD', 'CLA', 'BAT'] },
  { prefix: 'LIFE', fp: [43252405, 'LIFE2027', 'Programme for the Environment and Climate Action (LIFE)'], div: ['LIFE', 'LIFE'], dest: ['SAP-CLIMA', 'SAP-ENV', 'SAP-NAT', 'CET'] },
  { prefix: 'CEF-T', fp: [43251567, 'CEF2027', 'Connecting Europe Facility (CEF)'], div: ['CEF.T', 'CEF Transport'], dest: ['SUSTMOBGEN', 'AFIF', 'MIL', 'CID'] },
  { prefix: 'CEF-E', fp: [43251567, 'CEF2027', 'Connecting Europe Facility (CEF)'], div: ['CEF.E', 'CEF Energy'], dest: ['PCI-PMI', 'CBRENEW', 'RENEWFM'] },
  { prefix: 'INNOVFUND', fp: [43089234, 'INNOVFUND', 'Innovation Fund (INNOVFUND)'], div: ['INNOVFUND', 'Innovation Fund'], dest: ['NZT', 'LSC', 'SSC', 'BATT'] },
  { prefix: 'DIGITAL', fp: [43152860, 'DIGITAL', 'Digital Europe Programme (DIGITAL)'], div: ['DIGITAL', 'Digital Europe'], dest: ['CLOUD-AI', 'DEPLOY', 'SKILLS', 'CYBER'] },
  { prefix: 'ERASMUS-EDU', fp: [43353764, 'ERASMUS2027', 'Erasmus+ (ERASMUS+)'], div: ['ERASMUS.KA2', 'Cooperation among organisations and institutions'], dest: ['PI-ALL', 'PEX', 'PCOOP'] },
] as const

const SUBJECTS = ['renewable hydrogen', 'offshore wind', 'battery storage', 'heat pumps', 'building renovation', 'soil health', 'peatland restoration', 'circular textiles', 'urban mobility', 'rail freight', 'carbon capture', 'water reuse', 'forest resilience', 'smart grids', 'green steel', 'sustainable aviation fuels', 'biodiversity monitoring', 'coastal adaptation', 'agroecology', 'plastic pollution', 'digital twins', 'data spaces', 'vocational skills', 'vaccines', 'cybersecurity']
const VERBS = ['Demonstration of', 'Innovative solutions for', 'Scaling up', 'Research on', 'Integrated approaches to', 'Pilot deployment of', 'Next-generation', 'Support for', 'Knowledge base on', 'Market uptake of']
const CONTEXTS = ['in energy-intensive industries', 'for European cities', 'in rural regions', 'across the value chain', 'under a changing climate', 'for small and medium-sized enterprises', 'at industrial scale', 'in the Mediterranean', 'for public authorities', 'with citizen participation', '']
const WORDS = ['the', 'project', 'applicants', 'call', 'submission', 'deadline', 'extended', 'budget', 'evaluation', 'results', 'information', 'session', 'webinar', 'published', 'documents', 'updated', 'guidance', 'partners', 'consortium', 'eligible', 'countries', 'associated', 'proposal', 'template', 'annex', 'conditions', 'clarification', 'questions', 'answers', 'portal', 'Commission', 'agency', 'topic', 'stage', 'invited', 'second', 'first', 'expected', 'outcomes', 'scope']
const TAGS = ['Renewable energy', 'Energy efficiency', 'Climate adaptation', 'Biodiversity', 'Circular economy', 'Hydrogen', 'Sustainable transport', 'Agriculture', 'Water management', 'Digitalisation', 'SMEs', 'Innovation', 'Skills', 'Health', 'Industry', 'Cities', 'Ocean', 'Zero pollution']
const ACTIONS = [['HORIZON-RIA', 'HORIZON Research and Innovation Actions'], ['HORIZON-IA', 'HORIZON Innovation Actions'], ['HORIZON-CSA', 'HORIZON Coordination and Support Actions'], ['LIFE-SAP', 'LIFE Standard Action Projects'], ['CEF-PJG', 'CEF Project Grants'], ['INNOVFUND-PJG', 'INNOVFUND Project Grants'], ['DIGITAL-SIMPLE', 'DIGITAL Simple Grants']] as const
const STATUS = { Open: 31094502, Forthcoming: 31094501, Closed: 31094503 } as const
const DAY = 86_400_000

function sentence (r: Rng, words: number): string {
  const out: string[] = []
  for (let i = 0; i < words; i++) out.push(pick(r, WORDS))
  const s = out.join(' ')
  return `${s[0]!.toUpperCase()}${s.slice(1)}.`
}

function paragraphs (r: Rng, count: number): string {
  return Array.from({ length: count }, () => `<p>${Array.from({ length: int(r, 2, 5) }, () => sentence(r, int(r, 8, 22))).join(' ')}</p>`).join('')
}

function grantTopic (r: Rng, index: number): Record<string, unknown> {
  const p = pick(r, PROGRAMMES)
  const year = p.prefix.startsWith('H2020') ? int(r, 2014, 2020) : int(r, 2021, 2028)
  const roll = r()
  const status = roll < 0.03 ? 'Open' : roll < 0.06 ? 'Forthcoming' : 'Closed'
  const callNo = String(Math.floor(index / 40) + 1).padStart(2, '0')
  const call = `${p.prefix}-${year}-${callNo}-${pick(r, p.dest)}`
  const identifier = `${call}-${String((index % 40) + 1).padStart(2, '0')}`
  const opening = Date.UTC(year - 1, int(r, 0, 11), int(r, 1, 28))
  const stages = r() < 0.15 ? 2 : r() < 0.05 ? int(r, 3, 5) : 1
  const deadlines = Array.from({ length: stages }, (_, i) => opening + (90 + i * 120 + int(r, 0, 30)) * DAY + 17 * 3_600_000)
  const model = stages === 1 ? 'single-stage' : stages === 2 ? 'two-stage' : 'multiple cut-off'
  const [abbr, label] = pick(r, ACTIONS)
  const subject = pick(r, SUBJECTS)
  const title = `${pick(r, VERBS)} ${subject} ${pick(r, CONTEXTS)}`.trim()
  const statusObj = { id: STATUS[status], abbreviation: status, description: status }
  return {
    type: 1, ccm2Id: 40_000_000 + index, cftId: 0, identifier, title,
    publicationDateLong: opening - int(r, 10, 60) * DAY,
    callIdentifier: call, callTitle: `${pick(r, VERBS)} ${pick(r, SUBJECTS)} and ${subject}`, callccm2Id: 39_000_000 + Math.floor(index / 40),
    allowPartnerSearch: r() < 0.8,
    frameworkProgramme: { id: p.fp[0], abbreviation: p.fp[1], description: p.fp[2] },
    programmeDivision: [{ id: 43_100_000 + int(r, 0, 9_999), abbreviation: p.div[0], description: p.div[1] }],
    topicMGAs: [{ id: 43_027_846, abbreviation: `${abbr.split('-')[0]}-AG`, description: `${abbr.split('-')[0]} Action Grant Budget-Based` }],
    tags: Array.from({ length: int(r, 2, 8) }, () => pick(r, TAGS)),
    keywords: Array.from({ length: int(r, 3, 12) }, () => pick(r, SUBJECTS)),
    flags: [], sme: r() < 0.2,
    actions: [{
      status: statusObj, types: [{ typeOfAction: `${abbr} ${label}`, typeOfMGA: [] }], plannedOpeningDate: String(opening),
      submissionProcedure: { id: 31_094_504 + (stages === 1 ? 0 : stages === 2 ? 1 : 2), abbreviation: model, description: model },
      deadlineDates: deadlines.map(String),
    }],
    latestInfos: Array.from({ length: int(r, 2, 7) }, (_, i) => ({ lastChangeDate: opening + i * 20 * DAY, content: paragraphs(r, int(r, 1, 5)), author: 'REA' })),
    deadlineDatesLong: deadlines, plannedOpeningDateLong: opening,
    topicActions: [{ id: 43_027_900, abbreviation: abbr, description: label }],
    status: statusObj,
    links: Array.from({ length: int(r, 2, 6) }, (_, i) => ({ criterionDescription: `Document ${i + 1}: ${pick(r, WORDS)} ${pick(r, WORDS)}`, url: `https://ec.europa.eu/info/funding-tenders/opportunities/docs/2021-2027/${p.fp[1].toLowerCase()}/wp-call/${year}/doc-${index}-${i}_en.pdf` })),
  }
}

function tender (r: Rng, index: number): Record<string, unknown> {
  const year = int(r, 2018, 2027)
  const status = r() < 0.1 ? 'Open' : 'Closed'
  const deadline = Date.UTC(year, int(r, 0, 11), int(r, 1, 28), 16)
  return {
    type: 0, ccm2Id: 0, cftId: 9_000_000 + index, identifier: `${pick(r, ['CINEA', 'ENV', 'CLIMA', 'EISMEA', 'DIGIT', 'GROW'])}/${year}/OP/${String(index).padStart(5, '0')}`,
    title: `${pick(r, VERBS)} ${pick(r, SUBJECTS)} ${pick(r, CONTEXTS)}`.trim(), publicationDateLong: deadline - 52 * DAY,
    callIdentifier: '', callTitle: '', status: { id: STATUS[status], abbreviation: status, description: status },
    deadlineDatesLong: [deadline], descriptionTender: paragraphs(r, int(r, 2, 6)), placesOfDeliveryOrPerformance: [pick(r, ['BE', 'LU', 'DE', 'FR', 'IT', 'ES'])],
  }
}

// Jackson's default pretty printer, as in the real file: `"key" : value`, objects over lines with
// two-space indents, arrays inline (`[ 1, 2 ]`, `[ {` … `}, {` … `} ]`).
function jackson (value: unknown, indent: string): string {
  if (Array.isArray(value)) return value.length ? `[ ${value.map((v) => jackson(v, indent)).join(', ')} ]` : '[ ]'
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
    if (!entries.length) return '{ }'
    const inner = `${indent}  `
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)} : ${jackson(v, inner)}`).join(',\n')}\n${indent}}`
  }
  return JSON.stringify(value)
}

export interface BulkStats { records: number; grantTopics: number; tenders: number; bytes: number }

export async function generateEuBulk ({ count, out, seed = 1 }: { count: number; out: string; seed?: number }): Promise<BulkStats> {
  const stream = createWriteStream(out)
  const stats: BulkStats = { records: 0, grantTopics: 0, tenders: 0, bytes: 0 }
  const write = async (text: string) => {
    stats.bytes += Buffer.byteLength(text)
    if (!stream.write(text)) await once(stream, 'drain')
  }
  await write('{\n  "fundingData" : {\n    "GrantTenderObj" : [ ')
  let batch = ''
  for (let i = 0; i < count; i++) {
    const r = mulberry32((seed * 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca6b))
    const isTender = r() < 0.09
    const record = isTender ? tender(r, i) : grantTopic(r, i)
    if (isTender) stats.tenders++
    else stats.grantTopics++
    batch += `${i ? ', ' : ''}${jackson(record, '    ')}`
    if (batch.length > 256 * 1024) {
      await write(batch)
      batch = ''
    }
  }
  stats.records = count
  await write(`${batch}${count ? ' ' : ''}]\n  }\n}\n`)
  stream.end()
  await once(stream, 'close')
  return stats
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '11000' }, out: { type: 'string' }, seed: { type: 'string', default: '1' } } })
  const count = Number(values.count)
  const seed = Number(values.seed)
  if (!values.out || !Number.isInteger(count) || count < 0 || !Number.isInteger(seed)) {
    console.error('usage: npx tsx bench/generate-eu-bulk.ts --count N --out FILE [--seed S]')
    process.exit(2)
  }
  const started = performance.now()
  const stats = await generateEuBulk({ count, out: values.out, seed })
  console.log(`${values.out}: ${stats.records} objects (${stats.grantTopics} grant topics, ${stats.tenders} tenders), ${(stats.bytes / 1_048_576).toFixed(1)} MiB in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
