// Eligibility enrichment: fills a grant's countries, company sizes and NACE codes from its programme
// and text, but only where the connector left them EMPTY, and never silently: every filled field
// gets a provenance entry naming the rule and the words that triggered it. Pure and deterministic.
// Rules and their sources: docs/classifier.md ("Eligibility rules").
import { loadReferenceData, type Country } from '../reference/reference.data.js'
import { foldText } from '../../core/fold-text.js'
import type { CompanySize } from './grants.tables.js'

export interface EligibilityInput {
  title: string
  description: string
  summary?: string
  programme?: string | null
  keywords?: string[]
  countries: string[]
  company_sizes: string[]
  nace_codes: string[]
}

export interface EligibilityEnrichment {
  countries?: string[]
  company_sizes?: CompanySize[]
  nace_codes?: string[]
  provenance: Record<string, string>
}

type Group = Country['group']
export interface ProgrammeRule {
  name: string
  pattern: RegExp
  /** Only for the programme field, where a bare name is unambiguous ("LIFE", not "Life sciences"). */
  programmeOnly?: RegExp
  /** Countries from the groups of countries.csv plus single codes; null = leave to the connector. */
  countries: { groups: Group[]; plus?: string[]; note: string } | null
  sizes?: CompanySize[]
}

// Horizon Europe: EU + associated countries. In countries.csv the associated group (CH, GB, UA, MD,
// GE, IL, TR) and the whole candidate group (AL, BA, ME, MK, RS, XK) are associated, and so are two
// of the three EEA states (IS, NO; Liechtenstein chose not to associate). Sources in the docs.
const HORIZON = { groups: ['eu', 'associated', 'candidate'] as Group[], plus: ['IS', 'NO'], note: 'EU member states and Horizon Europe associated countries' }

// Most specific first: "EIC Accelerator" must win over the generic Horizon Europe rule.
export const PROGRAMME_RULES: ProgrammeRule[] = [
  { name: 'EIC Accelerator', pattern: /\beic accelerator\b/, countries: HORIZON, sizes: ['micro', 'small', 'medium'] },
  { name: 'Horizon Europe', pattern: /\bhorizon europ[ea]\b|\bhorizont europa\b|\bhorizon-|\beic (?:pathfinder|transition)\b|\bcbe ju\b|circular bio-based europe|processes4planet|\berc (?:starting|consolidator|advanced|proof)|\bmarie sklodowska/, countries: HORIZON },
  { name: 'LIFE', programmeOnly: /^life\b(?! sciences?)/, pattern: /\blife programme\b|\bprogramme life\b|\bprograma life\b|\bprogramma life\b|\blife-programm|\blife-20\d\d/, countries: { groups: ['eu'], plus: ['IS'], note: 'EU member states and Iceland, the one EEA state associated to LIFE' } },
  { name: 'Innovation Fund', pattern: /^(?:eu |ets )?innovation fund\b(?! denmark)|\binnovfund\b|\binnovfund-|fonds pour l'innovation|fondo de innovacion de la ue/, countries: { groups: ['eu', 'eea'], note: 'EU member states and the EEA states Iceland, Liechtenstein and Norway (EU ETS area)' } },
  { name: 'Connecting Europe Facility', programmeOnly: /^cef\b/, pattern: /connecting europe facility|\bcef-/, countries: { groups: ['eu'], note: 'EU member states' } },
  { name: 'Digital Europe', pattern: /digital europe|\bdigital-20\d\d/, countries: { groups: ['eu', 'eea'], note: 'EU member states and the EEA states' } },
  { name: 'Innovate UK', pattern: /innovate uk|\bukri\b|innovation funding service|industrial energy transformation fund|farming innovation programme|biomedical catalyst/, countries: { groups: [], plus: ['GB'], note: 'UK-registered organisations' } },
  // Cohesion money is spent where the operation is: only the connector knows, so nothing is filled.
  { name: 'cohesion policy', pattern: /interreg|\berdf\b|regional development fund|cohesion fund|just transition fund|\besf\+|\bfeder\b|\befre\b|\bfesr\b/, countries: null },
]

// Company sizes. A sentence that only encourages or favours SMEs ("SMEs are particularly encouraged",
// "SMEs receive a higher rate") says nothing about who may apply, so such sentences are skipped.
const ALL_SIZES = /\b(?:(?:companies|enterprises|businesses|firms) of all sizes|all company sizes|regardless of (?:their )?size|open to all sizes|aller grossen|(?:entreprises )?de toutes tailles|de todos los tamanos|cualquier tamano|di tutte le dimensioni|qualsiasi dimensione)\b/
const SME = /\b(?:smes?|small and medium[- ]sized (?:enterprises|companies|businesses)|small and medium enterprises|small businesses|kmu|kleine(?:n|re)? und mittlere(?:n)? unternehmen|pme|petites et moyennes entreprises|pymes?|pequenas y medianas empresas|pmi|piccole e medie imprese|start-?ups?|jeunes entreprises|empresas emergentes)\b/
const MICRO = /\b(?:micro-?enterprises|kleinstunternehmen|micro-?entreprises|microempresas|micro-?imprese)\b/
const LARGE = /\b(?:large (?:companies|enterprises|firms|businesses|corporations|industrial companies)|mid-caps|grosse(?:n)? unternehmen|grossunternehmen|grandes entreprises|entreprises de taille intermediaire|grandes empresas|grandi imprese)\b/
const ANY_SIZE = new RegExp([ALL_SIZES, SME, MICRO, LARGE].map((r) => r.source).join('|'))
const FAVOURS = /encourag|welcome|particular|especially|insbesondere|besonders|zuschlag|bonus|higher|additional|hoher|majoration|bonificacion|maggiorazione|funding rate|aid intensity|incoraggi/
const EXCLUDES = /not eligible|ineligible|excluded|may not apply|cannot apply|can not apply|are not allowed|ausgeschlossen|nicht antragsberechtigt|nicht forderfahig|exclu|ne sont pas eligibles|ne peuvent pas|excluid|no pueden|no son beneficiari|esclus|non possono|non sono ammess/

// NACE Rev. 2 codes (data notation: "01" is A01, "24.10" is C24.10), only for unambiguous wording.
export const NACE_RULES: { codes: string[]; label: string; pattern: RegExp }[] = [
  { codes: ['01'], label: 'farmers/agricultural holdings', pattern: /\b(?:farmers?|agricultural holdings|farm holdings|landwirte|landwirtschaftliche(?:n)? betriebe|agriculteurs|exploitations agricoles|agricultores|explotaciones (?:agrarias|agricolas)|agricoltori|aziende agricole|imprese agricole)\b/ },
  { codes: ['24.10'], label: 'steel production', pattern: /\b(?:steel (?:industry|producers?|plants?|mills?|production|sector)|steelmaking|steelworks|iron and steel|stahlindustrie|stahlwerke?n?|stahlhersteller|stahlerzeugung|siderurgie|industrie siderurgique|acieries|siderurgia|industria siderurgica|acerias|acciaierie)\b/ },
  { codes: ['23.51'], label: 'cement production', pattern: /\b(?:cement (?:industry|producers?|plants?|kilns?|manufacturers?|production|sector)|clinker production|zementwerke?n?|zementindustrie|zementhersteller|cimenteries?|industrie cimentiere|cementeras?|industria cementera|cementifici|industria del cemento)\b/ },
  { codes: ['50'], label: 'shipping/maritime transport', pattern: /\b(?:maritime transport|shipping (?:companies|industry|sector)|shipowners|ship operators|waterborne transport|inland waterway transport|reedereien|seeschifffahrt|binnenschifffahrt|armateurs|transport maritime|navieras|transporte maritimo|armatori|trasporto marittimo)\b/ },
  { codes: ['49.41'], label: 'road haulage', pattern: /\b(?:road haulage|road hauliers|hauliers|road freight|freight transport by road|trucking companies|haulage companies|guterkraftverkehr|strassenguterverkehr|transport routier de marchandises|transporteurs routiers|transporte de mercancias por carretera|autotrasporto|autotrasportatori|trasporto merci su strada)\b/ },
  { codes: ['41', '43'], label: 'building renovation', pattern: /\b(?:building renovation|renovation of buildings|energy renovation|deep renovation|construction companies|gebaudesanierung|energetische sanierung|bauunternehmen|renovation energetique|renovation des batiments|entreprises du batiment|rehabilitacion energetica|rehabilitacion de edificios|empresas constructoras|riqualificazione energetica|ristrutturazione edilizia|imprese edili)\b/ },
  { codes: ['35.11'], label: 'electricity generation', pattern: /\b(?:electricity generation|electricity producers|power producers|stromerzeugung|stromerzeuger|production d'electricite|producteurs d'electricite|generacion (?:de electricidad|electrica)|produccion de electricidad|produzione di energia elettrica)\b/ },
  { codes: ['55', '56', '79'], label: 'tourism/hospitality', pattern: /\b(?:tourism (?:smes|businesses|enterprises|companies|operators|sector|industry)|hospitality (?:businesses|sector|industry)|hotels and restaurants|accommodation providers|tourismusbetriebe|tourismusunternehmen|tourismusbranche|gastgewerbe|hotellerie|entreprises touristiques|secteur touristique|pme du tourisme|empresas turisticas|sector turistico|hosteleria|imprese turistiche|settore turistico|strutture ricettive)\b/ },
  { codes: ['38'], label: 'waste collection/management', pattern: /\b(?:waste collection|waste management (?:companies|operators)|waste treatment|abfallsammlung|entsorgungs(?:unternehmen|betriebe)|abfallwirtschaft|collecte des dechets|gestion des dechets|recogida de residuos|gestion de residuos|raccolta dei rifiuti|gestione dei rifiuti)\b/ },
]

const SENTENCES = /(?<!\d)[.;!?](?!\d)|\n/
// What a text gives as examples says what was or may be funded, not who may apply: the quoted
// titles of funded operations and projects (cohesion and CORDIS records: "Energy renovation and heat
// pump installation in a printing house" made an SME energy-efficiency record a construction call),
// and the rest of a sentence after "for example" or "such as" ("technologies beyond incremental
// innovation, for example hydrogen-based steelmaking"). Both are cut before the NACE rules read it.
const QUOTED = /"[^"\n]*"|\u201c[^\u201d\n]*\u201d|\u201e[^\u201c\u201d\n]*[\u201c\u201d]|\u00ab[^\u00bb\n]*\u00bb/g
const ABBREVIATED_EXAMPLE = /\b(?:e\.g\.|z\. ?b\.)/g   // before splitting: their dots are no sentence end
const EXAMPLES = /\b(?:for example|for instance|such as|zum beispiel|wie etwa|par exemple|tels? que|telles? que|por ejemplo|tales como|ad esempio|per esempio)\b.*$/
/** The sentences of a folded text that state something, without exclusions and examples. */
const statedSentences = (folded: string) => folded.replace(QUOTED, ' ').replace(ABBREVIATED_EXAMPLE, 'for example')
  .split(SENTENCES).map((s) => s.trim()).filter((s) => s && !EXCLUDES.test(s)).map((s) => s.replace(EXAMPLES, ''))
const SIZE_ORDER: CompanySize[] = ['micro', 'small', 'medium', 'large']
const clip = (s: string) => s.length > 60 ? `${s.slice(0, 57)}...` : s

/** Enrichment against the given country list (pure); `enrichEligibility` uses the bundled one. */
function createEligibilityEnricher (countryList: Country[]) {
  const byGroup = (groups: Group[]) => countryList.filter((c) => groups.includes(c.group)).map((c) => c.code)

  return function enrich (input: EligibilityInput): EligibilityEnrichment {
    const out: EligibilityEnrichment = { provenance: {} }
    const sources: [string, string][] = [['programme', input.programme ?? ''], ['title', input.title], ['summary', input.summary ?? '']]
    let rule: ProgrammeRule | undefined
    let where = ''
    for (const [field, text] of sources) {
      const folded = foldText(text.trim())
      rule = PROGRAMME_RULES.find((r) => r.pattern.test(folded) || (field === 'programme' && !!r.programmeOnly?.test(folded)))
      if (rule) { where = field === 'programme' ? `programme ${rule.name}` : `${field} names ${rule.name}`; break }
    }

    if (input.countries.length === 0 && rule?.countries) {
      const codes = [...new Set([...byGroup(rule.countries.groups), ...(rule.countries.plus ?? [])])].sort()
      out.countries = codes
      out.provenance.countries = `${where}: ${rule.countries.note}`
    }

    const whole = [input.title, input.summary ?? '', ...(input.keywords ?? []), input.description].map((t) => foldText(t)).join('\n')
    const sentences = whole.split(SENTENCES).map((s) => s.trim()).filter(Boolean)

    if (input.company_sizes.length === 0) {
      const sizes = new Set<CompanySize>()
      const excluded = new Set<CompanySize>()
      const why: string[] = []
      // Cheap pre-test on the whole text: most calls never mention a size.
      for (const sentence of ANY_SIZE.test(whole) ? sentences : []) {
        const all = ALL_SIZES.exec(sentence)
        if (all) { SIZE_ORDER.forEach((s) => sizes.add(s)); why.push(`"${all[0]}"`); continue }
        const negation = EXCLUDES.exec(sentence)
        if (!negation && FAVOURS.test(sentence)) continue
        const cues: [RegExpExecArray | null, CompanySize[]][] = [[SME.exec(sentence), ['micro', 'small', 'medium']], [MICRO.exec(sentence), ['micro']], [LARGE.exec(sentence), ['large']]]
        const found = cues.filter((f): f is [RegExpExecArray, CompanySize[]] => f[0] !== null)
        // "Large companies are not eligible, SMEs are": the size named nearest the negation is the excluded one.
        const at = negation?.index ?? 0
        const distance = (m: RegExpExecArray) => m.index >= at ? m.index - at : at - (m.index + m[0].length)
        const nearest = negation ? found.reduce((a, b) => distance(b[0]) < distance(a[0]) ? b : a, found[0]!) : undefined
        for (const f of found) {
          const target = f === nearest ? excluded : sizes
          f[1].forEach((s) => target.add(s))
          why.push(f === nearest ? `"${f[0][0]}" excluded` : `"${f[0][0]}"`)
        }
      }
      if (rule?.sizes) rule.sizes.forEach((s) => sizes.add(s))
      // "Large enterprises are not eligible" on its own still says who may apply: everyone else.
      const allowed = sizes.size > 0 ? sizes : new Set(excluded.size > 0 ? SIZE_ORDER : [])
      const list = SIZE_ORDER.filter((s) => allowed.has(s) && !excluded.has(s))
      if (list.length > 0) {
        out.company_sizes = list
        const reasons = [...(rule?.sizes ? [`${where}: SMEs incl. start-ups`] : []), ...(why.length > 0 ? [`text ${why.slice(0, 4).join(', ')}`] : [])]
        out.provenance.company_sizes = `${reasons.join('; ')} → ${list.join('/')}`
      }
    }

    if (input.nace_codes.length === 0) {
      const codes: string[] = []
      const why: string[] = []
      const stated = statedSentences(whole)
      for (const r of NACE_RULES) {
        if (!r.pattern.test(whole)) continue
        const hit = stated.map((s) => r.pattern.exec(s)).find((m): m is RegExpExecArray => !!m)
        if (!hit) continue
        codes.push(...r.codes)
        why.push(`"${clip(hit[0])}" (${r.label}) → ${r.codes.join(', ')}`)
      }
      if (codes.length > 0) {
        out.nace_codes = [...new Set(codes)]
        out.provenance.nace_codes = `${READ_FROM_TEXT}${why.join('; ')}`
      }
    }
    return out
  }
}

let bundled: ReturnType<typeof createEligibilityEnricher> | undefined
/** Fills only empty fields, each with its provenance; uses the bundled countries.csv. */
export function enrichEligibility (input: EligibilityInput): EligibilityEnrichment {
  bundled ??= createEligibilityEnricher(loadReferenceData().countries)
  return bundled(input)
}

// Sectors read from the call's words by the rules above, not stated by the source: a hint (a
// call for "tourism SMEs" reads as accommodation, food and travel agencies, and a ski area is
// none of those by its code), never enough to tell a company it may not apply.
const READ_FROM_TEXT = 'text: '
export const sectorsReadFromText = (evidence: string | null | undefined) => evidence?.startsWith(READ_FROM_TEXT) === true

