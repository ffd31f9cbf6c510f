import { isPlace, lexicon } from '../reference/concepts.js'
import { detectLanguage, TEXT_CONFIG } from '../reference/language.js'
import { readCallEligibility, type CallEligibility, type EligibilitySource } from './call-eligibility.js'

// What a grant is about and how its text is stemmed (pure), computed on every write: the lexicon's
// concepts its texts name (countries and regions aside: they have their own fields) and the programme its
// identifier or source names, and the text search configuration of its language.

export interface ConceptSource {
  title: string
  summary?: string | null
  description?: string | null
  thematic_areas?: string[] | null
  external_id: string
  programme?: string | null
}

export function grantConcepts (g: ConceptSource): string[] {
  const lex = lexicon()
  const found = new Set<string>()
  const texts = [g.title, g.summary ?? '', g.description ?? '', (g.thematic_areas ?? []).join('. '), g.programme ?? '']
  for (const text of texts) for (const hit of lex.find(text)) if (!isPlace(hit.kind)) found.add(hit.id)
  const id = g.external_id.toUpperCase()
  for (const { prefix, id: programme } of lex.idPrefixes) if (id.startsWith(prefix)) found.add(programme)
  // A programme below another (the EIC in Horizon Europe) names its parent too.
  for (const c of [...found]) if (c.startsWith('programme:')) for (const b of lex.broader(c)) found.add(b)
  return [...found].sort()
}

/** The PostgreSQL text search configuration for a grant's language (english unless its text says otherwise). */
export const grantTextConfig = (g: ConceptSource): string =>
  TEXT_CONFIG[detectLanguage(`${g.title}. ${g.summary ?? ''} ${g.description ?? ''}`)]

// A call's role concepts are its eligibility's role (read from its type of action, programme and
// words), not every "install" in its text: "modules that can be installed on façades" is research.
const ROLE_CONCEPTS: Record<CallEligibility['beneficiary_role']['value'], string[]> = {
  developers: ['role_develop'],
  adopters: ['role_adopt'],
  either: ['role_adopt', 'role_develop'],
  support: [],
  unknown: [],
}

/**
 * The tag of a call open to any topic (the EIC Accelerator Open, Innovate UK Smart: its
 * eligibility's "any sector"). Search reads it as covering every subject of a query in part: such a
 * call names no subject, yet it is a start-up's first answer (search/index-query.ts).
 */
export const OPEN_TOPIC_CONCEPT = 'open_topic'

/** Everything read from a grant's words on each write, and again when the lexicon or its rules change. */
export function derivedText (
  g: ConceptSource & EligibilitySource,
): { concepts: string[]; text_config: string; eligibility: CallEligibility } {
  const eligibility = readCallEligibility(g)
  const concepts = grantConcepts(g).filter((c) => !c.startsWith('role_'))
  concepts.push(...ROLE_CONCEPTS[eligibility.beneficiary_role.value])
  if (eligibility.target_sectors.any_sector) concepts.push(OPEN_TOPIC_CONCEPT)
  return { concepts: concepts.sort(), text_config: grantTextConfig(g), eligibility }
}
