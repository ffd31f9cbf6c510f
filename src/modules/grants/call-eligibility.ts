import { foldText } from '../../core/fold-text.js'
import { lexicon, tokenize } from '../reference/concepts.js'
import type { CompanySize, GrantSource, RecordType } from './grants.tables.js'

// Who a call is for, read from its own fields and words (pure): applicant types, consortium,
// whether it funds developers or adopters of a technology, sectors, regions and sizes — each value
// with the words it was read from. `unknown` (an empty list, null) is a value of its own: never read
// as "everyone", never as "no one". Stored per grant on every write (`eligibility`); matching turns
// it into a company's checklist (matching/eligibility-check.ts). Measured: docs/classifier.md.

export const APPLICANT_TYPES = [
  'company',
  'sme',
  'startup',
  'large_company',
  'research',
  'public_authority',
  'ngo',
  'infrastructure_operator',
  'individual',
] as const
export type ApplicantType = (typeof APPLICANT_TYPES)[number]
export const BENEFICIARY_ROLES = ['developers', 'adopters', 'either', 'support', 'unknown'] as const
export type BeneficiaryRole = (typeof BENEFICIARY_ROLES)[number]

export interface CallEligibility {
  applicant_types: { values: ApplicantType[]; evidence: string | null }
  consortium: {
    required: boolean | null
    min_partners: number | null
    min_countries: number | null
    evidence: string | null
  }
  /**
   * `only`: no one else may apply (a research action, the EIC Accelerator, a call whose words name
   * only adopters); false where the role is what a programme mostly funds (innovation actions
   * demonstrate at adopters' sites; Innovate UK projects take end users as partners) or what its
   * words say it is about: "breakthrough technologies validated at pilot scale in an industrial
   * environment" need an industrial host, who adopts.
   */
  beneficiary_role: { value: BeneficiaryRole; evidence: string | null; only: boolean }
  target_sectors: { any_sector: boolean; nace: string[]; evidence: string | null }
  regions: { values: string[]; evidence: string | null }
  company_sizes: { values: CompanySize[]; evidence: string | null }
}

export interface EligibilitySource {
  source: GrantSource
  record_type?: RecordType
  title: string
  summary?: string | null
  description?: string | null
  action_types?: string[]
  nace_codes?: string[]
  regions?: string[]
  company_sizes?: CompanySize[]
  provenance?: Record<string, string> | null
}

const APPLICANT_OF: Record<string, ApplicantType> = {
  company: 'company',
  sme: 'sme',
  micro_enterprise: 'sme',
  startup: 'startup',
  large_company: 'large_company',
  research_organisation: 'research',
  university: 'research',
  public_authority: 'public_authority',
  municipality: 'public_authority',
  ngo: 'ngo',
  infrastructure_operator: 'infrastructure_operator',
  individual: 'individual',
}

// Sentences that say who applies, in the languages we serve (folded). Only these, the title and
// the summary are read for applicant types: a description also names who benefits downstream.
const WHO_APPLIES = new RegExp(String.raw`\b(?:` + [
  String.raw`eligib\w*|applicants?|appl(?:y|ication)|open to|beneficiar\w*|aimed at|target(?:ed|s)? (?:at|group)`,
  String.raw`who can|for (?:smes|companies|businesses)`,
  String.raw`antragsberechtigt\w*|antragsteller\w*|richtet sich|gefordert werden`,
  String.raw`eligibles?|s'adresse|peuvent (?:candidater|beneficier)`,
  String.raw`beneficiarios?|podran (?:solicitar|participar)|dirigid[ao]s? a`,
  String.raw`beneficiari|possono (?:presentare|partecipare)|rivolto a`,
  String.raw`beneficjen\w*|moga ubiegac|wnioskodawc\w*`,
].join('|') + String.raw`)\b`)
// Public beneficiaries named by what they run (cohesion categories, calls for cities).
const PUBLIC_WORK = new RegExp(String.raw`\b(?:public (?:infrastructure|buildings?|administrations?|sector bodies)` +
  String.raw`|local (?:and regional )?authorities|municipalit\w+|cities and regions)\b`)

// Consortium rules stated by type of action (Horizon Europe General Annexes, part B) or in words.
const CONSORTIUM_ACTIONS = /^HORIZON (?:Research and Innovation|Innovation) Actions?$/i
const SINGLE_ACTIONS = /^HORIZON (?:Coordination and Support Actions?|EIC Accelerator)\b/i
const PARTNERS = new RegExp(String.raw`\bat least (two|three|four|five|\d) (?:independent )?` +
  String.raw`(?:legal entities|partners|organisations|participants)` +
  String.raw`(?: from (two|three|four|\d) (?:different )?(?:countries|member states))?`)
const COLLABORATIVE = /\b(?:must (?:be )?collaborat\w*|collaborative project|in collaboration with at least)\b/
const ALONE = /\b(?:single applicants?|lead or collaborate|can apply alone|on your own)\b/
const NUMBER: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 }
const count = (word: string | undefined) => (word === undefined ? null : (NUMBER[word] ?? Number(word)))

// Calls open to any topic (the EIC Accelerator Open: "innovations from any field"; Innovate UK
// Smart: "any technology or sector"), explicit wording only, in folded text (EN, DE, FR, ES, IT).
// "Any area of human health" is a domain, not an open topic; "any technology readiness level" no
// topic at all. Matching reads the same words (scorers/open-topic.ts).
export const OPEN_TOPIC = new RegExp(
  [
    String.raw`\bany (?:field|sector|industry|technology(?! readiness)|area of (?:technology|science)|part of the economy)\b`,
    String.raw`\b(?:technologieoffen|themenoffen|branchenoffen|alle branchen|alle technologiefelder)\b`,
    String.raw`\b(?:tous (?:les )?secteurs|tous les domaines|quel que soit (?:le secteur|le domaine|la technologie))\b`,
    String.raw`\bcualquier (?:sector|tecnologia|ambito|campo)\b`,
    String.raw`\bqualsiasi (?:settore|tecnologia|ambito|campo)\b`,
  ].join('|'),
)
// Types of action that fund research, development and demonstration of new technology: the EIC
// Accelerator, Horizon research and innovation actions and innovation actions (demonstration and
// first-of-a-kind deployment, General Annexes).
const DEVELOPER_ACTIONS = /^HORIZON (?:EIC Accelerator|(?:Research and )?Innovation Actions?)\b/i
const RESEARCH_ACTIONS = /^HORIZON (?:EIC Accelerator|Research and Innovation Actions?)\b/i
// A coordination and support action funds networking, studies, awareness and services to others
// (Horizon Europe's General Annexes): no applicant's own technology or investment.
const SUPPORT_ACTIONS = /^HORIZON Coordination and Support Actions?\b/i
// Cohesion categories of intervention (Common Provisions Regulation, Annex I) by what the money
// buys: research and innovation in enterprises, or investment in existing technology and works
// (productive investment, renewables, efficiency, transport, water and waste). Others (skills,
// clusters, nature, culture) name no role. Read from the record's title, which starts with it.
const COHESION_DEVELOPERS = /^(?:research and innovation|technology transfer)/i
const COHESION_ADOPTERS = new RegExp(String.raw`^(?:generic productive investment|sme business development and ` +
  String.raw`internationalisation, including productive|renewable energy|other renewable energy|energy efficiency|` +
  String.raw`high efficiency co-generation|smart energy systems|clean urban transport|cycling infrastructure|` +
  String.raw`cycle tracks|multimodal transport|other seaports|water management|waste water|` +
  String.raw`(?:household|commercial, industrial) waste management|rehabilitation of industrial sites)`, 'i')

const sentencesOf = (text: string) => text.split(/(?<=[.!?;:])\s+|\n+/).filter((s) => s.trim())
const quote = (text: string) => `"${text.trim().slice(0, 140)}"`

export function readCallEligibility(g: EligibilitySource): CallEligibility {
  const lex = lexicon()
  const head = [g.title, g.summary ?? ''].join('. ')
  const description = g.description ?? ''
  // A summary copied from the description (the EU portal's is its expected outcome's first
  // sentence: "Public authorities and companies reuse environmental data") names who benefits, as
  // the description does: read like it, only where it says who applies.
  const copied = (s: string) => description.includes(s.trim())
  const whoSentences = [g.title, ...sentencesOf(g.summary ?? '').filter((s) => !copied(s)),
    ...sentencesOf(description).filter((s) => WHO_APPLIES.test(foldText(s)))]

  const applicants = new Map<ApplicantType, string>()
  for (const sentence of whoSentences) {
    for (const hit of lex.find(sentence)) {
      const type = hit.kind === 'applicant' ? APPLICANT_OF[hit.id] : undefined
      if (type && !applicants.has(type)) applicants.set(type, hit.text)
    }
    const publicWork = PUBLIC_WORK.exec(foldText(sentence))
    if (publicWork && !applicants.has('public_authority')) applicants.set('public_authority', publicWork[0])
  }
  const sizes = g.company_sizes ?? []
  if (sizes.some((s) => s !== 'large') && !applicants.has('sme'))
    applicants.set('sme', `company sizes: ${sizes.join(', ')}`)
  if (sizes.includes('large') && !applicants.has('large_company'))
    applicants.set('large_company', 'company sizes: large')
  // Innovate UK competitions fund UK-registered businesses (their guidance), whatever a page says.
  if (g.source === 'innovate_uk' && applicants.size === 0)
    applicants.set('company', 'Innovate UK: UK-registered businesses')

  const actions = g.action_types ?? []
  const folded = foldText(`${head}. ${description}`)
  const partners = PARTNERS.exec(folded)
  const consortiumAction = actions.find((a) => CONSORTIUM_ACTIONS.test(a))
  const singleAction = actions.find((a) => SINGLE_ACTIONS.test(a))
  const consortium: CallEligibility['consortium'] = partners
    ? {
        required: true,
        min_partners: count(partners[1]),
        min_countries: count(partners[2]),
        evidence: quote(partners[0]),
      }
    : consortiumAction
      ? {
          required: true,
          min_partners: 3,
          min_countries: 3,
          evidence: `${consortiumAction}: three independent entities from three countries (General Annexes)`,
        }
      : singleAction || ALONE.test(folded)
        ? {
            required: false,
            min_partners: null,
            min_countries: null,
            evidence: singleAction ?? quote(ALONE.exec(folded)![0]),
          }
        : COLLABORATIVE.test(folded)
          ? { required: true, min_partners: 2, min_countries: null, evidence: quote(COLLABORATIVE.exec(folded)![0]) }
          : { required: null, min_partners: null, min_countries: null, evidence: null }

  return {
    applicant_types: {
      values: [...applicants.keys()].sort(),
      evidence: applicants.size ? [...applicants.values()].map(quote).join(', ') : null,
    },
    consortium,
    beneficiary_role: roleOf(g, actions),
    target_sectors: targetSectors(g, folded),
    regions: g.regions?.length
      ? { values: g.regions, evidence: g.provenance?.regions ?? null }
      : { values: [], evidence: null },
    company_sizes: {
      values: sizes,
      evidence: sizes.length ? (g.provenance?.company_sizes ?? 'stated by the source') : null,
    },
  }
}

// Developers or adopters: the lexicon's role phrases, the title and summary counting double.
function roleOf(g: EligibilitySource, actions: string[]): CallEligibility['beneficiary_role'] {
  const supportAction = actions.find((a) => SUPPORT_ACTIONS.test(a))
  if (supportAction) return { value: 'support', evidence: supportAction, only: false }
  const developerAction = actions.find((a) => DEVELOPER_ACTIONS.test(a))
  if (developerAction) {
    return { value: 'developers', evidence: developerAction, only: RESEARCH_ACTIONS.test(developerAction) }
  }
  if (g.source === 'cohesion') {
    const category = g.title.split(' in ')[0]!
    const evidence = `category: ${category}`
    if (COHESION_DEVELOPERS.test(category)) return { value: 'developers', evidence, only: false }
    if (COHESION_ADOPTERS.test(category)) return { value: 'adopters', evidence, only: false }
  }
  const tally = { role_develop: 0, role_adopt: 0 }
  const first: Partial<Record<keyof typeof tally, string>> = {}
  const read = (text: string, weight: number) => {
    for (const hit of lexicon().find(tokenize(text))) {
      if (hit.id === 'role_develop' || hit.id === 'role_adopt') {
        tally[hit.id] += weight
        first[hit.id] ??= hit.text
      }
    }
  }
  read(`${g.title}. ${g.summary ?? ''}`, 2)
  read(g.description ?? '', 1)
  const { role_develop: dev, role_adopt: adopt } = tally
  if (dev >= 2 && dev >= 2 * adopt) return { value: 'developers', evidence: quote(first.role_develop!), only: false }
  if (adopt >= 2 && adopt >= 2 * dev) return { value: 'adopters', evidence: quote(first.role_adopt!), only: true }
  if (dev > 0 && adopt > 0) {
    return { value: 'either', evidence: `${quote(first.role_develop!)}, ${quote(first.role_adopt!)}`, only: false }
  }
  // Innovate UK funds innovation projects: new products, processes and services (its guidance;
  // "the purchase of equipment without innovation" is not funded).
  if (g.source === 'innovate_uk' && g.record_type !== 'past_topic')
    return { value: 'developers', evidence: 'Innovate UK: innovation projects', only: false }
  return { value: 'unknown', evidence: null, only: false }
}

function targetSectors(g: EligibilitySource, folded: string): CallEligibility['target_sectors'] {
  const any = OPEN_TOPIC.exec(folded)
  if (any) return { any_sector: true, nace: [], evidence: quote(any[0]) }
  const nace = g.nace_codes ?? []
  return nace.length
    ? { any_sector: false, nace, evidence: g.provenance?.nace_codes ?? 'stated by the source' }
    : { any_sector: false, nace: [], evidence: null }
}
