// Which EU programme a topic belongs to. The search API gives `frameworkProgramme` as a numeric
// code, the bulk file as `{abbreviation, description}`; when neither is usable the identifier's
// prefix names the programme (a rule, recorded in provenance). Codes: 43108390 = Horizon Europe
// is paired in the research fixture; the others agree across three independent public clients
// of the search API (their facet-derived tables), see README.md.

const BY_CODE: Record<string, string> = {
  43108390: 'Horizon Europe',
  43152860: 'Digital Europe Programme',
  43252405: 'LIFE Programme',
  43251567: 'Connecting Europe Facility',
  43089234: 'Innovation Fund',
  43252476: 'Single Market Programme',
  43353764: 'Erasmus+',
  43332642: 'EU4Health',
  44181033: 'European Defence Fund',
  43298916: 'Euratom Research and Training Programme',
  43251589: 'Citizens, Equality, Rights and Values (CERV)',
  43251814: 'Creative Europe',
  43392145: 'European Maritime, Fisheries and Aquaculture Fund (EMFAF)',
  43252449: 'Research Fund for Coal and Steel',
  44416173: 'Interregional Innovation Investments (I3)',
  44773066: 'Just Transition Mechanism',
  43298664: 'Promotion of Agricultural Products (AGRIP)',
  31045243: 'Horizon 2020',
}

// Bulk-file abbreviations (seen: H2020, HORIZON, ERASMUS2027, CEF2027, DIGITAL, EDF, LIFE2027,
// EURATOM2027, CERV, AGRIP2027); a trailing 2027 marks the 2021-2027 edition.
const BY_ABBREVIATION: Record<string, string> = {
  HORIZON: 'Horizon Europe', H2020: 'Horizon 2020', LIFE: 'LIFE Programme', CEF: 'Connecting Europe Facility',
  DIGITAL: 'Digital Europe Programme', INNOVFUND: 'Innovation Fund', SMP: 'Single Market Programme',
  ERASMUS: 'Erasmus+', EU4H: 'EU4Health', EDF: 'European Defence Fund', EURATOM: 'Euratom Research and Training Programme',
  CERV: 'Citizens, Equality, Rights and Values (CERV)', CREA: 'Creative Europe', EMFAF: 'European Maritime, Fisheries and Aquaculture Fund (EMFAF)',
  RFCS: 'Research Fund for Coal and Steel', I3: 'Interregional Innovation Investments (I3)', AGRIP: 'Promotion of Agricultural Products (AGRIP)',
}

// Identifier prefixes, most specific first. `EIC-` alone is the EIC's own naming of some topics.
const BY_PREFIX: [RegExp, string][] = [
  [/^(HORIZON|EIC)-/, 'Horizon Europe'], [/^LIFE-/, 'LIFE Programme'], [/^CEF-/, 'Connecting Europe Facility'],
  [/^DIGITAL-/, 'Digital Europe Programme'], [/^INNOVFUND-/, 'Innovation Fund'], [/^SMP-/, 'Single Market Programme'],
  [/^ERASMUS-/, 'Erasmus+'], [/^EU4H-/, 'EU4Health'], [/^EDF-/, 'European Defence Fund'], [/^EURATOM-/, 'Euratom Research and Training Programme'],
  [/^CERV-/, 'Citizens, Equality, Rights and Values (CERV)'], [/^CREA-/, 'Creative Europe'], [/^EMFAF-/, 'European Maritime, Fisheries and Aquaculture Fund (EMFAF)'],
  [/^RFCS-/, 'Research Fund for Coal and Steel'], [/^I3-/, 'Interregional Innovation Investments (I3)'], [/^H2020-/, 'Horizon 2020'],
]

// The part of a programme an identifier names (cluster, mission, LIFE sub-programme, CEF sector).
// The one table of work-programme prefixes: the CORDIS connector titles topics with it too.
const PARTS: [RegExp, string][] = [
  [/^HORIZON-HLTH-/, 'Horizon Europe Cluster 1: Health'],
  [/^HORIZON-CL2-/, 'Horizon Europe Cluster 2: Culture, Creativity and Inclusive Society'],
  [/^HORIZON-CL3-/, 'Horizon Europe Cluster 3: Civil Security for Society'],
  [/^HORIZON-CL4-/, 'Horizon Europe Cluster 4: Digital, Industry and Space'],
  [/^HORIZON-CL5-/, 'Horizon Europe Cluster 5: Climate, Energy and Mobility'],
  [/^HORIZON-CL6-/, 'Horizon Europe Cluster 6: Food, Bioeconomy, Natural Resources, Agriculture and Environment'],
  [/^HORIZON-MISS-.*-CLIMA-/, 'EU Mission: Adaptation to Climate Change'],
  [/^HORIZON-MISS-.*-CIT-/, 'EU Mission: Climate-Neutral and Smart Cities'],
  [/^HORIZON-MISS-.*-OCEAN-/, 'EU Mission: Restore our Ocean and Waters'],
  [/^HORIZON-MISS-.*-SOIL-/, 'EU Mission: A Soil Deal for Europe'],
  [/^HORIZON-MISS-.*-CANCER-/, 'EU Mission: Cancer'],
  [/^HORIZON-MISS-/, 'EU Missions'],
  [/^(HORIZON-)?EIC-.*ACCELERATOR/, 'EIC Accelerator'],
  [/^(HORIZON-)?EIC-.*PATHFINDER/, 'EIC Pathfinder'],
  [/^(HORIZON-)?EIC-/, 'European Innovation Council'],
  [/^HORIZON-JU-CBE-/, 'Circular Bio-based Europe Joint Undertaking'],
  [/^HORIZON-JTI-CLEANH2-/, 'Clean Hydrogen Partnership'],
  [/^HORIZON-JU-CLEAN-AVIATION-/i, 'Clean Aviation Joint Undertaking'],
  [/^HORIZON-(ER-JU|JU-ER)-/, "Europe's Rail Joint Undertaking"],
  [/^HORIZON-MSCA-/, 'Marie Skłodowska-Curie Actions'],
  [/^(HORIZON-)?ERC-/, 'European Research Council'],
  [/^HORIZON-WIDERA-/, 'Widening participation and strengthening the European Research Area'],
  [/^HORIZON-INFRA-/, 'Research Infrastructures'],
  [/^HORIZON-EIE-/, 'European Innovation Ecosystems'],
  [/^HORIZON-JU-/, 'Joint Undertakings'],
  [/^LIFE-.*-(NAT|NATURE)(-|$)/, 'LIFE Nature and Biodiversity'],
  [/^LIFE-.*-ENV(-|$)/, 'LIFE Circular Economy and Quality of Life'],
  [/^LIFE-.*-(CLIMA|CLI|CCM|CCA)(-|$)/, 'LIFE Climate Change Mitigation and Adaptation'],
  [/^LIFE-.*-CET(-|$)/, 'LIFE Clean Energy Transition'],
  [/^CEF-E-/, 'CEF Energy'],
  [/^CEF-T-/, 'CEF Transport'],
  [/^CEF-DIG-/, 'CEF Digital'],
  [/^SMP-COSME-/, 'Single Market Programme: SME pillar (COSME)'],
  [/^SMP-FOOD-/, 'Single Market Programme: food chain'],
]

export interface ProgrammeSource {
  identifier: string
  /** Search API: numeric `frameworkProgramme[0]`. */
  code?: string | null
  /** Bulk file: `frameworkProgramme.abbreviation` / `.description`. */
  abbreviation?: string | null
  description?: string | null
}

export interface Programme {
  name: string | null
  /** Set when the name comes from the identifier prefix rather than the source's programme field. */
  rule: string | null
  /** Cluster, mission or sub-programme named by the identifier, with its rule. */
  part: string | null
  partRule: string | null
}

function fromAbbreviation (abbreviation: string): string | null {
  const base = abbreviation.trim().toUpperCase().replace(/\+$/, '').replace(/20\d\d$/, '')
  return BY_ABBREVIATION[base] ?? null
}

/** The cluster, mission or sub-programme a call or topic identifier names, or null. */
export const programmePart = (identifier: string): string | null =>
  PARTS.find(([pattern]) => pattern.test(identifier.toUpperCase()))?.[1] ?? null

export function resolveProgramme ({ identifier, code, abbreviation, description }: ProgrammeSource): Programme {
  const id = identifier.toUpperCase()
  const partEntry = PARTS.find(([pattern]) => pattern.test(id))
  const part = partEntry ? partEntry[1] : null
  const partRule = partEntry ? `identifier ${identifier} matches ${partEntry[0].source} → ${partEntry[1]}` : null

  const stated = (code ? BY_CODE[code.trim()] : undefined) ??
    (abbreviation ? fromAbbreviation(abbreviation) : null) ?? (description?.trim() || null)
  if (stated) return { name: stated, rule: null, part, partRule }

  const prefix = BY_PREFIX.find(([pattern]) => pattern.test(id))
  if (!prefix) return { name: code || abbreviation || null, rule: null, part, partRule }
  const why = code ? `frameworkProgramme ${code} not in the decoded codes; ` : ''
  return { name: prefix[1], rule: `${why}identifier prefix ${prefix[0].source.replace(/[\^$\\]/g, '')} → ${prefix[1]}`, part, partRule }
}
