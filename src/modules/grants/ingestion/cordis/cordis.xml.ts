import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { participation, type Participation } from './cordis.index.js'
import type { RawProject } from './cordis.project.js'
import { isoCountry, text } from './cordis.values.js'

// CORDIS project XML (namespace http://cordis.europa.eu): the per-project document
// `project/id/{id}?format=xml` and dumps holding many <project> elements (wrapped in a root or
// not). Elements are cut out of the text stream one <project> at a time, so a dump is never held
// whole, and each is parsed with fast-xml-parser and rewritten with the CSV's field names.

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ['organization', 'programme', 'category', 'webLink'].includes(name),
})

type Node = Record<string, unknown>
// Longest text that can be the beginning of a tag we look for (`</project  >`).
const TAIL = 16

/** Splits a text stream into the outermost <project>…</project> elements. */
export async function * projectElements (chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const tags = /<project[\s>/]|<\/project\s*>/g
  const decoder = new TextDecoder('utf-8')
  let buffer = ''
  let depth = 0
  let start = -1      // where the element being read begins in `buffer`
  let scanFrom = 0    // everything before it has been looked at
  const cut = function * () {
    let resume = scanFrom
    let pending = false
    tags.lastIndex = scanFrom
    for (let m = tags.exec(buffer); m; m = tags.exec(buffer)) {
      if (m[0].startsWith('</')) {
        resume = tags.lastIndex
        if (depth === 0) continue
        depth -= 1
        if (depth > 0) continue
        yield buffer.slice(start, tags.lastIndex)
        buffer = buffer.slice(tags.lastIndex)
        tags.lastIndex = 0
        resume = 0
        start = -1
      } else {
        const close = buffer.indexOf('>', m.index)
        if (close < 0) { resume = m.index; pending = true; break }   // the tag ends in the next chunk
        resume = close + 1
        tags.lastIndex = close + 1
        if (buffer[close - 1] === '/') continue                        // <project/>: nothing inside
        if (depth === 0) start = m.index
        depth += 1
      }
    }
    if (start >= 0) { scanFrom = resume; return }
    // Outside an element only the beginning of a tag can matter.
    buffer = buffer.slice(pending ? resume : Math.max(resume, buffer.length - TAIL))
    scanFrom = 0
  }
  for await (const chunk of chunks) {
    buffer += decoder.decode(chunk, { stream: true })
    yield * cut()
  }
  buffer += decoder.decode()
  yield * cut()
}

/** One <project> element as a project row with the CSV's field names plus what it carries inline. */
export function xmlProject (element: string, reference: string): RawProject | { reference: string; reason: string } {
  // The project's own <id> comes before its relations: it names the element in a skip.
  const id = /<id>\s*(\d+)\s*<\/id>/.exec(element)?.[1]
  const named = id ? `${reference}: project ${id}` : reference
  // fast-xml-parser reads broken markup leniently; a broken element must be refused instead.
  const valid = XMLValidator.validate(element)
  if (valid !== true) return { reference: named, reason: `malformed XML (${valid.err.msg}, line ${valid.err.line})` }
  const doc = parser.parse(element) as Node
  const project = (doc.project ?? {}) as Node
  const associations = (node(node(project.relations).associations))
  const programmes = list(associations.programme)
  const topic = programmes.find((p) => p['@type'] === 'relatedTopic')
  const legalBasis = programmes.find((p) => p['@type'] === 'relatedLegalBasis' && p['@uniqueProgrammePart'] === 'true')
  const call = programmes.find((p) => /call/i.test(String(p['@type'] ?? '')))
  const categories = list(node(project.relations).categories && node(node(project.relations).categories).category)
  const participations: Participation[] = []
  const rejected: string[] = []
  for (const org of list(associations.organization)) {
    const parsed = participation(organisationRow(org))
    if (typeof parsed === 'string') rejected.push(parsed)
    else participations.push(parsed)
  }
  if (rejected.length > 0) return { reference: named, reason: `organisation: ${rejected.join('; ')}` }

  const value = (field: string) => text(project[field])
  return {
    reference,
    row: {
      id: value('id'),
      acronym: value('acronym'),
      status: value('status'),
      title: value('title'),
      startDate: value('startDate'),
      endDate: value('endDate'),
      totalCost: value('totalCost'),
      ecMaxContribution: value('ecMaxContribution'),
      legalBasis: text(legalBasis?.code),
      topics: text(topic?.code),
      ecSignatureDate: value('ecSignatureDate'),
      frameworkProgramme: value('frameworkProgramme') ?? text(topic?.frameworkProgramme),
      masterCall: text(call?.code),
      fundingScheme: value('fundingScheme') ?? categoryCode(categories, /fundingScheme/i),
      objective: value('objective'),
      contentUpdateDate: value('contentUpdateDate') ?? value('lastUpdateDate'),
      rcn: value('rcn'),
      grantDoi: text(node(project.identifiers).grantDoi),
    },
    inline: {
      participations,
      fields: categories.filter((c) => c['@classification'] === 'euroSciVoc').map((c) => text(c.title)).filter((t): t is string => !!t),
      topic_title: text(topic?.title),
    },
  }
}

// <organization type="coordinator" order="1" ecContribution="1496795" sme="false" totalCost="…">
// with legalName, address/country (or, when the address is missing, the VAT number's prefix).
function organisationRow (org: Node): Record<string, unknown> {
  const address = node(org.address)
  const activity = categoryCode(list(node(node(org.relations).categories).category), /organizationActivityType/i)
  return {
    name: text(org.legalName) ?? text(org.shortName),
    country: text(address.country) ?? text(org.country) ?? vatCountry(text(org.vatNumber)),
    role: text(org['@type']),
    SME: org['@sme'],
    activityType: activity,
    ecContribution: org['@ecContribution'],
    totalCost: org['@totalCost'],
    nutsCode: text(address.nutsCode),
    order: org['@order'],
  }
}

// EU VAT numbers begin with the member state's code (EL for Greece, as CORDIS writes it).
const vatCountry = (vat: string | null) => (vat && /^[A-Z]{2}[0-9A-Z]{2,}$/.test(vat) ? isoCountry(vat.slice(0, 2)) : null)

const categoryCode = (categories: Node[], classification: RegExp) =>
  text(categories.find((c) => classification.test(String(c['@classification'] ?? '')))?.code)

const node = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? value as Node : {})
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(node) : value ? [node(value)] : [])
