import type { ProjectOrganisation } from '../ingestion.tables.js'

// Lists of operations name their beneficiaries, and a beneficiary may be a natural person (a
// farmer, a sole trader): a person's name is personal data and is never stored. A name is kept
// only when it is CLEARLY an organisation: it carries a legal form or an institutional word in
// one of the languages the lists use. Anything else (including every two-word "First Last") is
// dropped. Damaged encodings (`Yrkesh�gskolan`) still match on the undamaged part.

const LEGAL_FORMS = [
  'oy', 'oyj', 'ab', 'as', 'oü', 'ltd', 'plc', 'llc', 'inc', 'gmbh', 'ag', 'kg', 'ug', 'e.v.', 'sa', 's.a.', 'sas', 'sarl', 'srl', 's.r.l.',
  'spa', 's.p.a.', 's.l.', 'bv', 'nv', 'aps', 'a/s', 'sia', 'uab', 'kft', 'zrt', 'nyrt', 'd.o.o.', 's.r.o.', 'a.s.', 'eood', 'ood', 'ead',
  'mtü', 'vzw', 'asbl', 'ry', 'sp. z o.o.', 'scarl',
]
// Long stems are distinctive anywhere in a name; short words only as whole words; compound
// endings (Estonian/Finnish/Swedish institutions are one word: `Keskhaigla`, `terveysvirasto`)
// only at the end of a word, so `Valdis`, `Hametner` or `Boardman` never count as organisations.
const STEMS = [
  'universit', 'ammattikorkeakoulu', 'yliopisto', 'hochschule', 'institut', 'istituto', 'ministry', 'minister', 'directorate',
  'agentur', 'authority', 'municipal', 'kaupunki', 'gemeinde', 'ayuntamiento', 'concello', 'województwo', 'maakunta', 'landkreis',
  'hospital', 'sairaanhoito', 'sairaala', 'dienests', 'association', 'foundation', 'stiftung', 'fundación', 'fondazione',
  'fundacja', 'cooperative', 'genossenschaft', 'company', 'enterprise', 'federation', 'department', 'government', 'linnavalitsus',
  'vallavalitsus', 'länsstyrelse', 'landskapsregering', 'reģion', 'institūt', 'universitāt', 'pašvaldīb',
  'министерство', 'дирекция', 'агенция', 'община',
]
const WORDS = [
  'college', 'school', 'schule', 'escuela', 'scuola', 'szkoła', 'lycée', 'gymnasium', 'academy', 'agency', 'council', 'kommun',
  'stadt', 'comune', 'gmina', 'powiat', 'region', 'county', 'klinik', 'centre', 'center', 'zentrum', 'centro', 'chamber', 'kammer',
  'cámara', 'society', 'network', 'cluster', 'museum', 'library', 'parish', 'office', 'service', 'board', 'police', 'rescue', 'verein',
  'säätiö', 'national', 'state', 'public', 'novada dome', 'pilsētas dome', 'akademi', 'stad', 'landsting', 'liitto',
]
const PREFIXES = ['koled', 'szkoł']
const ENDINGS = ['kool', 'haigla', 'amet', 'vald', 'kunta', 'skolan', 'keskus', 'liitto', 'virasto', 'kommun', 'seura']

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const START = '(?<![\\p{L}\\p{N}])'
const END = '(?![\\p{L}\\p{N}])'
const ORGANISATION = new RegExp([
  `${START}(?:${LEGAL_FORMS.map(escape).join('|')})${END}`,
  `(?:${STEMS.map(escape).join('|')})`,
  `${START}(?:${WORDS.map(escape).join('|')})(?:s|al|e|ale|en|i)?${END}`,
  `${START}(?:${PREFIXES.map(escape).join('|')})`,
  `(?:${ENDINGS.map(escape).join('|')})${END}`,
].join('|'), 'iu')

/** A national registration number printed before the name (`129010666 Migration Directorate`). */
const REGISTRATION_PREFIX = /^\d{8,13}\s+/

export function organisationName (raw: string): string | null {
  const name = raw.replace(REGISTRATION_PREFIX, '').replace(/\s+/g, ' ').trim()
  return name && ORGANISATION.test(name) ? name : null
}

export function roleOf (raw: string | null | undefined): string | null {
  const role = (raw ?? '').trim().toLowerCase()
  if (!role) return null
  if (/lead|coordinat|beneficiary/.test(role)) return 'coordinator'
  if (/associated/.test(role)) return 'associated_partner'
  if (/partner/.test(role)) return 'partner'
  return role
}

export interface BeneficiaryColumns {
  names: string[]
  roles: string[]
  countries: (string | null)[]
  contributions: (number | null)[]
}

/**
 * The beneficiaries of one list-of-operations row (`;`-joined parallel columns). The other
 * columns are aligned by position only when they have as many entries as the names.
 */
export function beneficiaryOrganisations ({ names, roles, countries, contributions }: BeneficiaryColumns): ProjectOrganisation[] {
  const aligned = <T>(list: T[]) => (i: number) => (list.length === names.length ? list[i] ?? null : null)
  const role = aligned(roles)
  const country = aligned(countries)
  const contribution = aligned(contributions)
  const out: ProjectOrganisation[] = []
  names.forEach((raw, i) => {
    const name = organisationName(raw)
    if (!name) return
    out.push({ name, country: country(i), role: roleOf(role(i)), sme: null, activity_type: null, contribution: contribution(i) })
  })
  return out
}
