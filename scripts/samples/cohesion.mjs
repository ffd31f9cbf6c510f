// Writes the cohesion sample files (src/modules/grants/ingestion/data/sample/cohesion/): Kohesio
// per-country project exports in their 42-column CSV layout and one Interreg list of operations.
// Deterministic (seeded): `node scripts/samples/cohesion.mjs` rewrites the same bytes. The
// operations are realistic, not real: programmes, NUTS codes, intervention fields and rates follow
// the real nomenclatures; names, amounts and identifiers are made up. Snapshot date 2026-11-15.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { stringify } from 'csv-stringify/sync'

const OUT = new URL('../../src/modules/grants/ingestion/data/sample/cohesion/', import.meta.url).pathname

let seed = 20261115
const random = () => { seed = (seed + 0x6d2b79f5) | 0; let t = Math.imul(seed ^ (seed >>> 15), 1 | seed); t ^= t + Math.imul(t ^ (t >>> 7), 61 | t); return ((t ^ (t >>> 14)) >>> 0) / 4294967296 }
const int = (min, max) => Math.floor(min + random() * (max - min + 1))
const pick = (list) => list[Math.floor(random() * list.length)]
const logUniform = (min, max) => Math.exp(Math.log(min) + random() * (Math.log(max) - Math.log(min)))
const round = (n, step) => Math.round(n / step) * step
const ddmmyyyy = (d) => `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`
const addMonths = (d, m) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + m, d.getUTCDate()))

export const HEADER = ['Operation_Unique_Identifier', 'Operation_Local_Identifier', 'Operation_Name_English', 'Operation_Name_Programme_Language',
  'Country', 'Operation_Start_Date', 'Operation_End_Date', 'Cofinancing_Rate', 'Total_Eligible_Expenditure_amount',
  'Total_Eligible_Expenditure_Currency', 'Project_EU_Budget', 'Beneficiary_Unique_Identifier', 'Location_Indicator_latitude_longitude',
  'Category_Of_Intervention', 'Category_Label', 'Thematic_Objective_ID', 'Thematic_Objective_Label', 'Policy_Objective_ID',
  'Policy_Objective_Label', 'Specific_Objective_ID', 'Specific_Objective_Label', 'Fund_Code', 'Fund_Name', 'Programme_Code',
  'Programme_Name', 'Postal_Code', 'LAU_IDs', 'LAU_Labels', 'NUTS1_Label', 'NUTS2_Label', 'NUTS3_Label', 'NUTS1_Code', 'NUTS2_Code',
  'NUTS3_Code', 'Programming_Period', 'Operation_Summary_English', 'Operation_Summary_Programme_Language', 'ManagingAuthority',
  'Image_URL', 'InfoRegio_ID', 'InfoRegio_URL', 'Coordinates']

const FUNDS = { ERDF: 'European Regional Development Fund', CF: 'Cohesion Fund', JTF: 'Just Transition Fund', 'ESF+': 'European Social Fund Plus', ESF: 'European Social Fund' }
const PO = { PO01: 'Smarter Europe', PO02: 'Greener Europe' }
const TO = { TO01: 'Research and innovation', TO03: 'Competitiveness of SMEs', TO04: 'Low-carbon economy', TO05: 'Climate change adaptation and risk prevention', TO06: 'Environment protection and resource efficiency' }
const SO = {
  'RSO1.1': 'Developing and enhancing research and innovation capacities and the uptake of advanced technologies',
  'RSO1.3': 'Enhancing sustainable growth and competitiveness of SMEs and job creation in SMEs, including by productive investments',
  'RSO1.4': 'Developing skills for smart specialisation, industrial transition and entrepreneurship',
  'RSO2.1': 'Promoting energy efficiency and reducing greenhouse gas emissions',
  'RSO2.2': 'Promoting renewable energy in accordance with Directive (EU) 2018/2001, including the sustainability criteria set out therein',
  'RSO2.3': 'Developing smart energy systems, grids and storage outside the Trans-European Energy Network (TEN-E)',
  'RSO2.4': 'Promoting climate change adaptation and disaster risk prevention, resilience, taking into account eco-system based approaches',
  'RSO2.6': 'Promoting the transition to a circular and resource efficient economy',
  'RSO2.7': 'Enhancing protection and preservation of nature, biodiversity and green infrastructure, including in urban areas, and reducing all forms of pollution',
  'RSO2.8': 'Promoting sustainable multimodal urban mobility, as part of transition to a net zero carbon economy',
  'JSO8.1': 'Enabling regions and people to address the social, employment, economic and environmental impacts of the transition towards the Union’s 2030 targets for energy and climate and a climate-neutral economy of the Union by 2050, based on the Paris Agreement',
}

// Programmes (real names and managing authorities; CCI codes realistic) and, per programme, the
// lines written: [category, NUTS-2, operations, fund?]. Each line is one aggregate.
const COUNTRIES = [
  {
    file: 'PL-pp21-27-latest.csv', country: 'Poland', lang: 'pl', period: '2021-2027', id: (p, i) => `${p.prefix}.${p.measure}-IZ.00-${String(100 + i).padStart(4, '0')}/${int(23, 25)}`,
    programmes: [
      { code: '2021PL16FFPR001', name: 'European Funds for Infrastructure, Climate, Environment 2021-2027', prefix: 'FENX', measure: '02.01', ma: 'Ministerstwo Funduszy i Polityki Regionalnej', rate: 85, lines: [['048', 'PL22', 4, 'CF'], ['044', 'PL91', 3, 'ERDF', 50], ['082', 'PL21', 4, 'CF'], ['058', 'PL82', 3, 'CF'], ['053', 'PL63', 2, 'ERDF']] },
      { code: '2021PL16FFPR012', name: 'European Funds for Silesia 2021-2027', prefix: 'FESL', measure: '10.01', ma: 'Zarząd Województwa Śląskiego', rate: 85, lines: [['073', 'PL22', 4, 'JTF'], ['038', 'PL22', 4, 'ERDF'], ['052', 'PL22', 2, 'JTF'], ['067', 'PL22', 3, 'ERDF']] },
      { code: '2021PL16FFPR011', name: 'European Funds for Małopolska 2021-2027', prefix: 'FEMP', measure: '02.03', ma: 'Zarząd Województwa Małopolskiego', rate: 85, lines: [['048', 'PL21', 3, 'ERDF'], ['079', 'PL21', 3, 'ERDF']] },
      { code: '2021PL16RFPR001', name: 'European Funds for a Modern Economy 2021-2027', prefix: 'FENG', measure: '01.01', ma: 'Ministerstwo Funduszy i Polityki Regionalnej', rate: 85, lines: [['029', 'PL21', 2, 'ERDF'], ['029', 'PL22', 2, 'ERDF'], ['021', 'PL82', 3, 'ERDF']] },
      { code: '2021PL16FFPR008', name: 'European Funds for Podkarpackie 2021-2027', prefix: 'FEPK', measure: '04.08', ma: 'Zarząd Województwa Podkarpackiego', rate: 85, lines: [['083', 'PL82', 3, 'ERDF']] },
      { code: '2021PL16FFPR010', name: 'European Funds for Pomorze 2021-2027', prefix: 'FEPM', measure: '03.04', ma: 'Zarząd Województwa Pomorskiego', rate: 85, lines: [['060', 'PL63', 3, 'ERDF'], ['023', 'PL63', 2, 'ERDF']] },
    ],
  },
  {
    file: 'DE-pp21-27-latest.csv', country: 'Germany', lang: 'de', period: '2021-2027',
    id: (p) => p.prefix === 'SAB' ? String(int(100_400_000, 100_499_999)) : p.prefix === 'EFRE-BY' ? `EFRE-BY-${int(2022, 2025)}-${String(int(1, 999)).padStart(4, '0')}` : `EFRE-08${int(10_000, 99_999)}`,
    programmes: [
      { code: '2021DE16RFPR007', name: 'ERDF/JTF Programme North Rhine-Westphalia 2021-2027', prefix: 'EFRE-NW', ma: 'Ministerium für Wirtschaft, Industrie, Klimaschutz und Energie des Landes Nordrhein-Westfalen', rate: 40, lines: [['038', 'DEA2', 4, 'ERDF'], ['029', 'DEA5', 3, 'ERDF'], ['073', 'DEA3', 3, 'JTF'], ['083', 'DEA1', 3, 'ERDF'], ['052', 'DEA2', 2, 'JTF']] },
      { code: '2021DE16RFPR001', name: 'ERDF Programme Bavaria 2021-2027', prefix: 'EFRE-BY', ma: 'Bayerisches Staatsministerium für Wirtschaft, Landesentwicklung und Energie', rate: 40, lines: [['048', 'DE21', 4, 'ERDF'], ['079', 'DE27', 3, 'ERDF'], ['058', 'DE25', 2, 'ERDF'], ['021', 'DE25', 3, 'ERDF']] },
      { code: '2021DE16RFPR012', name: 'ERDF/JTF Programme Saxony 2021-2027', prefix: 'SAB', ma: 'Sächsisches Staatsministerium für Wirtschaft, Arbeit, Energie und Klimaschutz', rate: 60, lines: [['082', 'DED5', 4, 'ERDF', 40], ['073', 'DED2', 3, 'JTF'], ['044', 'DED4', 3, 'ERDF'], ['023', 'DED2', 2, 'JTF'], ['060', 'DED4', 2, 'ERDF']] },
    ],
  },
  {
    file: 'ES-pp21-27-latest.csv', country: 'Spain', lang: 'es', period: '2021-2027', id: (p, i) => `${p.prefix}-${int(2022, 2025)}-${String(i * 37 + int(10, 30)).padStart(5, '0')}`,
    programmes: [
      { code: '2021ES16RFPR003', name: 'ERDF Regional Programme Andalusia 2021-2027', prefix: 'AND', ma: 'Dirección General de Fondos Europeos, Junta de Andalucía', rate: 85, lines: [['048', 'ES61', 4], ['044', 'ES61', 3], ['060', 'ES61', 3], ['079', 'ES61', 3], ['021', 'ES61', 3]] },
      { code: '2021ES16RFPR010', name: 'ERDF Regional Programme Catalonia 2021-2027', prefix: 'CAT', ma: 'Generalitat de Catalunya, Departament d’Economia i Hisenda', rate: 40, lines: [['038', 'ES51', 3], ['081', 'ES51', 3], ['069', 'ES51', 3], ['029', 'ES51', 2]] },
      { code: '2021ES16RFPR001', name: 'ERDF Multi-regional Programme for Spain 2021-2027', prefix: 'PLU', ma: 'Dirección General de Fondos Europeos, Ministerio de Hacienda', rate: 60, lines: [['082', 'ES30', 3, 'ERDF', 40], ['083', 'ES52', 3], ['067', 'ES11', 3], ['058', 'ES52', 2], ['047', 'ES11', 2]] },
    ],
  },
  {
    file: 'IT-pp21-27-latest.csv', country: 'Italy', lang: 'it', period: '2021-2027', id: () => `${pick('BCDEFGHIJ')}${int(10, 99)}${pick('BCDEFGHI')}${int(22, 25)}${String(int(0, 999999)).padStart(6, '0')}000${int(1, 9)}`,
    programmes: [
      { code: '2021IT16RFPR006', name: 'PR Emilia-Romagna ERDF 2021-2027', ma: 'Regione Emilia-Romagna', rate: 40, lines: [['038', 'ITH5', 4], ['058', 'ITH5', 3], ['029', 'ITH5', 3], ['044', 'ITH5', 3]] },
      { code: '2021IT16RFPR008', name: 'PR Lombardia ERDF 2021-2027', ma: 'Regione Lombardia', rate: 40, lines: [['048', 'ITC4', 3], ['069', 'ITC4', 3], ['021', 'ITC4', 3], ['083', 'ITC4', 2]] },
      { code: '2021IT16FFPR002', name: 'PR Puglia ERDF-ESF+ 2021-2027', ma: 'Regione Puglia', rate: 60, lines: [['048', 'ITF4', 3], ['079', 'ITF4', 3], ['082', 'ITF4', 3]] },
      { code: '2021IT16RFPR016', name: 'PR Sicilia ERDF 2021-2027', ma: 'Regione Siciliana', rate: 60, lines: [['067', 'ITG1', 3], ['059', 'ITG1', 3], ['073', 'ITG1', 2]] },
    ],
  },
  {
    file: 'FR-pp21-27-latest.csv', country: 'France', lang: 'fr', period: '2021-2027', id: (p, i) => `${p.prefix}00${String(int(10000, 39999) + i)}`,
    programmes: [
      { code: '2021FR16FFPR010', name: 'Regional Programme ERDF-ESF+-JTF Hauts-de-France 2021-2027', prefix: 'HF', ma: 'Région Hauts-de-France', rate: 60, lines: [['029', 'FRE1', 3, 'JTF'], ['044', 'FRE1', 4], ['073', 'FRE1', 3, 'JTF'], ['079', 'FRE2', 3], ['021', 'FRE2', 2]] },
      { code: '2021FR16FFPR003', name: 'Regional Programme ERDF-ESF+ Auvergne-Rhône-Alpes 2021-2027', prefix: 'RA', ma: 'Région Auvergne-Rhône-Alpes', rate: 40, lines: [['038', 'FRK2', 3], ['054', 'FRK2', 3], ['049', 'FRK1', 2, 'ERDF', 60], ['023', 'FRK2', 3]] },
      { code: '2021FR16FFPR011', name: 'Regional Programme ERDF-ESF+-JTF Occitanie 2021-2027', prefix: 'OC', ma: 'Région Occitanie / Pyrénées-Méditerranée', rate: 60, lines: [['048', 'FRJ1', 3], ['058', 'FRJ1', 3], ['083', 'FRJ2', 3]] },
      { code: '2021FR16FFPR007', name: 'Regional Programme ERDF-ESF+-JTF Grand Est 2021-2027', prefix: 'GE', ma: 'Région Grand Est', rate: 40, lines: [['082', 'FRF1', 3], ['069', 'FRF3', 2, 'ERDF', 60]] },
    ],
  },
  {
    file: 'EL-pp14-20-latest.csv', country: 'Greece', lang: 'el', period: '2014-2020', id: () => `5.${int(0, 199).toString().padStart(3, '0')}.${int(100, 999)}`,
    programmes: [
      { code: '2014GR16M2OP001', name: 'Competitiveness, Entrepreneurship and Innovation', ma: 'Ειδική Υπηρεσία Διαχείρισης Ε.Π. Ανταγωνιστικότητα, Επιχειρηματικότητα και Καινοτομία', rate: 80, lines: [['001', 'EL30', 4], ['001', 'EL52', 3], ['068', 'EL30', 3], ['068', 'EL43', 3], ['065', 'EL52', 2], ['014', 'EL30', 3], ['010', 'EL63', 2]] },
      { code: '2014GR16M1OP001', name: 'Transport Infrastructure, Environment and Sustainable Development', ma: 'Ειδική Υπηρεσία Διαχείρισης Ε.Π. Υποδομές Μεταφορών, Περιβάλλον και Αειφόρος Ανάπτυξη', rate: 85, lines: [['043', 'EL30', 3, 'CF'], ['017', 'EL52', 3, 'CF'], ['087', 'EL43', 2, 'ERDF'], ['085', 'EL65', 3, 'ERDF']] },
      { code: '2014GR16M2OP010', name: 'Attica', ma: 'Ειδική Υπηρεσία Διαχείρισης Π.Ε.Π. Αττικής', rate: 50, lines: [['013', 'EL30', 3]] },
      { code: '2014GR16M2OP002', name: 'Central Macedonia', ma: 'Ειδική Υπηρεσία Διαχείρισης Π.Ε.Π. Κεντρικής Μακεδονίας', rate: 80, lines: [['090', 'EL52', 2]] },
      { code: '2014GR16M2OP009', name: 'Crete', ma: 'Ειδική Υπηρεσία Διαχείρισης Π.Ε.Π. Κρήτης', rate: 80, lines: [['013', 'EL43', 2]] },
      { code: '2014GR16M2OP006', name: 'Western Greece', ma: 'Ειδική Υπηρεσία Διαχείρισης Π.Ε.Π. Δυτικής Ελλάδας', rate: 80, lines: [['087', 'EL63', 2]] },
    ],
  },
]

let qid = 2_604_117
const nextQ = () => { qid += int(137, 9_900); return `https://linkedopendata.eu/entity/Q${qid}` }

/** Numbers for the texts, scaled to the operation's size. */
function numbers (total) {
  const km = (int(18, 140) / 10).toFixed(1)
  return {
    pct: int(18, 55), t: Math.max(12, round(total / int(2_500, 9_000), 1)), mwh: Math.max(40, round(total / int(900, 2_600), 10)),
    n: round(int(800, 45_000), 50), ha: int(2, 140), m3: round(int(4_000, 180_000), 500), km, kmc: km.replace('.', ','),
    jobs: int(2, 25), tw: round(int(1_500, 40_000), 100), people: int(40, 600), k: int(3, 12), buses: int(6, 40), trams: int(4, 18),
    mw: int(2, 20), kwp: Math.max(30, round(total / int(900, 1_400), 5)), turbines: int(3, 9),
  }
}

function operationRow (country, programme, [code, nuts2, , fundOverride, rateOverride], index) {
  const category = CATEGORIES[code]
  const fund = fundOverride ?? 'ERDF'
  const town = pick(TOWNS[nuts2].towns)
  const archetype = pick(category.archetypes)
  const object = archetype.objects ? pick(archetype.objects) : null
  const total = round(logUniform(...category.cost), 0.01)
  const base = rateOverride ?? programme.rate
  // Enterprises receive state aid below 100 % of their costs: the EU share of eligible
  // expenditure is the programme rate times the aid intensity.
  const rate = category.enterprise ? round(base * pick([0.45, 0.5, 0.55, 0.6, 0.7]), 0.01) : (random() < 0.15 ? base - pick([5, 10]) : base)
  const eu = round(total * rate / 100, 0.01)
  const start = country.period === '2014-2020'
    ? new Date(Date.UTC(int(2016, 2020), int(0, 11), int(1, 28)))
    : new Date(Date.UTC(int(2022, 2026), int(0, 11), int(1, 28)))
  const cappedStart = start > new Date('2026-10-31T00:00:00Z') ? new Date('2026-09-01T00:00:00Z') : start
  const end = addMonths(cappedStart, int(12, 40))
  const finalEnd = country.period === '2014-2020' && end > new Date('2023-12-31T00:00:00Z') ? new Date('2023-12-31T00:00:00Z') : end
  const c = { town, object, ...numbers(total) }
  const lang = country.lang
  const kind = KINDS[category.kind]
  const summaryEn = [archetype.what.en(c), pick(kind.en)(c)].join(' ')
  const summaryLocal = [archetype.what[lang](c), kind[lang](c)].join(' ')
  // Greek exports print many names in capitals (without accents).
  const shout = lang === 'el' && random() < 0.35
  const nameEn = shout ? archetype.name.en(c).toUpperCase() : archetype.name.en(c)
  const nameLocal = shout ? archetype.name[lang](c).toLocaleUpperCase('el-GR') : archetype.name[lang](c)
  const region = TOWNS[nuts2]
  const older = country.period === '2014-2020'
  const so = fund === 'JTF' ? 'JSO8.1' : category.so
  const lat = (town.lat + (random() - 0.5) / 50).toFixed(6)
  const lon = (town.lon + (random() - 0.5) / 50).toFixed(6)
  // The Greek exports leave the rate and the EU budget empty for some operations (as the glimpse row shows).
  const unpublished = older && category.enterprise && random() < 0.2
  return [
    nextQ(), country.id(programme, index), nameEn, nameLocal, country.country,
    ddmmyyyy(cappedStart), ddmmyyyy(finalEnd), unpublished ? '' : rate.toFixed(1), total.toFixed(2), 'EUR', unpublished ? '' : eu.toFixed(2),
    nextQ(), `${lat},${lon}`, code, category.label,
    older ? category.to : '', older ? TO[category.to] : '', category.po, PO[category.po], older ? '' : so, older ? '' : SO[so],
    fund, FUNDS[fund], programme.code, programme.name, town.postcode, `${country.file.slice(0, 2)}_${town.lau}`, town.name,
    region.nuts1Label, region.label, town.nuts3Label, region.nuts1, nuts2, town.nuts3, country.period,
    summaryEn, summaryLocal, programme.ma, '', '', '', `Point(${lon} ${lat})`,
  ]
}

function main () {
  mkdirSync(OUT, { recursive: true })
  let operations = 0
  let aggregates = 0
  for (const country of COUNTRIES) {
    const rows = []
    for (const programme of country.programmes) {
      for (const line of programme.lines) {
        aggregates++
        for (let i = 0; i < line[2]; i++) rows.push(operationRow(country, programme, line, rows.length + 1))
      }
    }
    operations += rows.length
    // Real exports repeat an operation once per location: one such repeat, as found.
    if (country.lang === 'pl') rows.splice(7, 0, [...rows[6]])
    writeFileSync(join(OUT, country.file), stringify([HEADER, ...rows], { quoted_match: /[,"\n]/ }))
  }

  const listRows = listOfOperationsRows()
  writeFileSync(join(OUT, 'interreg-central-baltic-2014TC16RFCB014-list-of-operations.csv'), stringify([LIST_OF_OPERATIONS_HEADER, ...listRows]))
  console.log(`${operations} Kohesio operations in ${COUNTRIES.length} files (${aggregates} programme × category × region lines), ${listRows.length} list-of-operations rows`)
}

// ---------------------------------------------------------------------------------------------
// Places: NUTS-2 regions with towns (NUTS 2021 codes; Greece in the NUTS 2016 codes Kohesio's
// 2014-2020 data uses). `loc` is the Polish locative, `gen` the Greek genitive of the municipality.
const town = (name, postcode, lau, nuts3, nuts3Label, lat, lon, extra = {}) => ({ name, en: name, postcode, lau, nuts3, nuts3Label, lat, lon, ...extra })
const TOWNS = {
  PL21: { label: 'Małopolskie', nuts1: 'PL2', nuts1Label: 'Makroregion południowy', towns: [
    town('Kraków', '30-552', '1261011', 'PL213', 'Miasto Kraków', 50.0614, 19.9366, { loc: 'Krakowie' }),
    town('Tarnów', '33-100', '1263011', 'PL217', 'Tarnowski', 50.0121, 20.9858, { loc: 'Tarnowie' }),
    town('Nowy Sącz', '33-300', '1262011', 'PL218', 'Nowosądecki', 49.6218, 20.697, { loc: 'Nowym Sączu' }),
    town('Oświęcim', '32-600', '1213011', 'PL21A', 'Oświęcimski', 50.0344, 19.2098, { loc: 'Oświęcimiu' })] },
  PL22: { label: 'Śląskie', nuts1: 'PL2', nuts1Label: 'Makroregion południowy', towns: [
    town('Katowice', '40-001', '2469011', 'PL22A', 'Katowicki', 50.2649, 19.0238, { loc: 'Katowicach' }),
    town('Gliwice', '44-100', '2466011', 'PL229', 'Gliwicki', 50.2945, 18.6714, { loc: 'Gliwicach' }),
    town('Rybnik', '44-200', '2473011', 'PL227', 'Rybnicki', 50.1022, 18.5463, { loc: 'Rybniku' }),
    town('Jastrzębie-Zdrój', '44-330', '2467011', 'PL227', 'Rybnicki', 49.9553, 18.5743, { loc: 'Jastrzębiu-Zdroju' }),
    town('Bielsko-Biała', '43-300', '2461011', 'PL225', 'Bielski', 49.8224, 19.0584, { loc: 'Bielsku-Białej' })] },
  PL91: { label: 'Warszawski stołeczny', nuts1: 'PL9', nuts1Label: 'Makroregion województwo mazowieckie', towns: [
    town('Warszawa', '00-950', '1465011', 'PL911', 'Miasto Warszawa', 52.2297, 21.0122, { en: 'Warsaw', loc: 'Warszawie' })] },
  PL82: { label: 'Podkarpackie', nuts1: 'PL8', nuts1Label: 'Makroregion wschodni', towns: [
    town('Rzeszów', '35-001', '1863011', 'PL825', 'Rzeszowski', 50.0412, 21.9991, { loc: 'Rzeszowie' }),
    town('Mielec', '39-300', '1811011', 'PL824', 'Tarnobrzeski', 50.287, 21.4239, { loc: 'Mielcu' }),
    town('Krosno', '38-400', '1862011', 'PL822', 'Krośnieński', 49.6887, 21.7706, { loc: 'Krośnie' })] },
  PL63: { label: 'Pomorskie', nuts1: 'PL6', nuts1Label: 'Makroregion północny', towns: [
    town('Gdańsk', '80-001', '2261011', 'PL633', 'Trójmiejski', 54.352, 18.6466, { loc: 'Gdańsku' }),
    town('Gdynia', '81-001', '2262011', 'PL633', 'Trójmiejski', 54.5189, 18.5305, { loc: 'Gdyni' }),
    town('Słupsk', '76-200', '2263011', 'PL631', 'Słupski', 54.4641, 17.0285, { loc: 'Słupsku' })] },
  DEA1: { label: 'Düsseldorf', nuts1: 'DEA', nuts1Label: 'Nordrhein-Westfalen', towns: [
    town('Düsseldorf', '40213', '05111000', 'DEA11', 'Düsseldorf, Kreisfreie Stadt', 51.2277, 6.7735),
    town('Duisburg', '47051', '05112000', 'DEA12', 'Duisburg, Kreisfreie Stadt', 51.4344, 6.7623),
    town('Krefeld', '47798', '05114000', 'DEA14', 'Krefeld, Kreisfreie Stadt', 51.3388, 6.5853)] },
  DEA2: { label: 'Köln', nuts1: 'DEA', nuts1Label: 'Nordrhein-Westfalen', towns: [
    town('Köln', '50667', '05315000', 'DEA23', 'Köln, Kreisfreie Stadt', 50.9375, 6.9603, { en: 'Cologne' }),
    town('Aachen', '52062', '05334002', 'DEA2D', 'Städteregion Aachen', 50.7753, 6.0839),
    town('Bergheim', '50126', '05362008', 'DEA27', 'Rhein-Erft-Kreis', 50.9558, 6.6391)] },
  DEA3: { label: 'Münster', nuts1: 'DEA', nuts1Label: 'Nordrhein-Westfalen', towns: [
    town('Gelsenkirchen', '45879', '05513000', 'DEA32', 'Gelsenkirchen, Kreisfreie Stadt', 51.5177, 7.0857),
    town('Bottrop', '46236', '05512000', 'DEA31', 'Bottrop, Kreisfreie Stadt', 51.5236, 6.9285),
    town('Marl', '45768', '05562024', 'DEA36', 'Recklinghausen', 51.6566, 7.09)] },
  DEA5: { label: 'Arnsberg', nuts1: 'DEA', nuts1Label: 'Nordrhein-Westfalen', towns: [
    town('Dortmund', '44135', '05913000', 'DEA52', 'Dortmund, Kreisfreie Stadt', 51.5136, 7.4653),
    town('Bochum', '44787', '05911000', 'DEA51', 'Bochum, Kreisfreie Stadt', 51.4818, 7.2162),
    town('Hagen', '58095', '05914000', 'DEA53', 'Hagen, Kreisfreie Stadt', 51.3671, 7.4633)] },
  DE21: { label: 'Oberbayern', nuts1: 'DE2', nuts1Label: 'Bayern', towns: [
    town('München', '80331', '09162000', 'DE212', 'München, Kreisfreie Stadt', 48.1351, 11.582, { en: 'Munich' }),
    town('Ingolstadt', '85049', '09161000', 'DE211', 'Ingolstadt, Kreisfreie Stadt', 48.7665, 11.4258),
    town('Rosenheim', '83022', '09163000', 'DE213', 'Rosenheim, Kreisfreie Stadt', 47.8571, 12.1181)] },
  DE25: { label: 'Mittelfranken', nuts1: 'DE2', nuts1Label: 'Bayern', towns: [
    town('Nürnberg', '90403', '09564000', 'DE254', 'Nürnberg, Kreisfreie Stadt', 49.4521, 11.0767, { en: 'Nuremberg' }),
    town('Erlangen', '91052', '09562000', 'DE252', 'Erlangen, Kreisfreie Stadt', 49.5897, 11.0078),
    town('Ansbach', '91522', '09561000', 'DE251', 'Ansbach, Kreisfreie Stadt', 49.3006, 10.5716)] },
  DE27: { label: 'Schwaben', nuts1: 'DE2', nuts1Label: 'Bayern', towns: [
    town('Augsburg', '86150', '09761000', 'DE271', 'Augsburg, Kreisfreie Stadt', 48.3705, 10.8978),
    town('Kempten (Allgäu)', '87435', '09763000', 'DE273', 'Kempten (Allgäu), Kreisfreie Stadt', 47.7286, 10.3158),
    town('Memmingen', '87700', '09764000', 'DE274', 'Memmingen, Kreisfreie Stadt', 47.9878, 10.1815)] },
  DED2: { label: 'Dresden', nuts1: 'DED', nuts1Label: 'Sachsen', towns: [
    town('Dresden', '01067', '14612000', 'DED21', 'Dresden, Kreisfreie Stadt', 51.0504, 13.7373),
    town('Görlitz', '02826', '14626110', 'DED2D', 'Görlitz', 51.1528, 14.9872),
    town('Weißwasser/O.L.', '02943', '14626610', 'DED2D', 'Görlitz', 51.5031, 14.6371),
    town('Hoyerswerda', '02977', '14625240', 'DED2C', 'Bautzen', 51.4378, 14.2455)] },
  DED4: { label: 'Chemnitz', nuts1: 'DED', nuts1Label: 'Sachsen', towns: [
    town('Chemnitz', '09111', '14511000', 'DED41', 'Chemnitz, Kreisfreie Stadt', 50.8278, 12.9214),
    town('Zwickau', '08056', '14524330', 'DED45', 'Zwickau', 50.7189, 12.4961),
    town('Plauen', '08523', '14523320', 'DED44', 'Vogtlandkreis', 50.4956, 12.1365)] },
  DED5: { label: 'Leipzig', nuts1: 'DED', nuts1Label: 'Sachsen', towns: [
    town('Leipzig', '04109', '14713000', 'DED51', 'Leipzig, Kreisfreie Stadt', 51.3397, 12.3731)] },
  ES61: { label: 'Andalucía', nuts1: 'ES6', nuts1Label: 'Sur', towns: [
    town('Sevilla', '41001', '41091', 'ES618', 'Sevilla', 37.3891, -5.9845, { en: 'Seville' }),
    town('Málaga', '29001', '29067', 'ES617', 'Málaga', 36.7213, -4.4214),
    town('Córdoba', '14001', '14021', 'ES613', 'Córdoba', 37.8882, -4.7794),
    town('Almería', '04001', '04013', 'ES611', 'Almería', 36.834, -2.4637),
    town('Jaén', '23001', '23050', 'ES616', 'Jaén', 37.7796, -3.7849),
    town('Huelva', '21001', '21041', 'ES615', 'Huelva', 37.2614, -6.9447)] },
  ES51: { label: 'Cataluña', nuts1: 'ES5', nuts1Label: 'Este', towns: [
    town('Barcelona', '08001', '08019', 'ES511', 'Barcelona', 41.3874, 2.1686),
    town('Girona', '17001', '17079', 'ES512', 'Girona', 41.9794, 2.8214),
    town('Lleida', '25001', '25120', 'ES513', 'Lleida', 41.6176, 0.62),
    town('Tarragona', '43001', '43148', 'ES514', 'Tarragona', 41.1189, 1.2445),
    town('Terrassa', '08221', '08279', 'ES511', 'Barcelona', 41.5632, 2.0089)] },
  ES30: { label: 'Comunidad de Madrid', nuts1: 'ES3', nuts1Label: 'Comunidad de Madrid', towns: [
    town('Madrid', '28001', '28079', 'ES300', 'Madrid', 40.4168, -3.7038),
    town('Getafe', '28901', '28065', 'ES300', 'Madrid', 40.3083, -3.7327)] },
  ES52: { label: 'Comunitat Valenciana', nuts1: 'ES5', nuts1Label: 'Este', towns: [
    town('València', '46001', '46250', 'ES523', 'Valencia/València', 39.4699, -0.3763, { en: 'Valencia' }),
    town('Alicante', '03001', '03014', 'ES521', 'Alicante/Alacant', 38.3452, -0.481),
    town('Castelló de la Plana', '12001', '12040', 'ES522', 'Castellón/Castelló', 39.9864, -0.0513),
    town('Paiporta', '46200', '46190', 'ES523', 'Valencia/València', 39.428, -0.4176)] },
  ES11: { label: 'Galicia', nuts1: 'ES1', nuts1Label: 'Noroeste', towns: [
    town('A Coruña', '15001', '15030', 'ES111', 'A Coruña', 43.3623, -8.4115),
    town('Vigo', '36201', '36057', 'ES114', 'Pontevedra', 42.2406, -8.7207),
    town('Lugo', '27001', '27028', 'ES112', 'Lugo', 43.0097, -7.556)] },
  ITH5: { label: 'Emilia-Romagna', nuts1: 'ITH', nuts1Label: 'Nord-Est', towns: [
    town('Bologna', '40121', '037006', 'ITH55', 'Bologna', 44.4949, 11.3426),
    town('Modena', '41121', '036023', 'ITH54', 'Modena', 44.6471, 10.9252),
    town('Parma', '43121', '034027', 'ITH52', 'Parma', 44.8015, 10.3279),
    town('Ravenna', '48121', '039014', 'ITH57', 'Ravenna', 44.4184, 12.2035),
    town('Faenza', '48018', '039010', 'ITH57', 'Ravenna', 44.2857, 11.883),
    town('Forlì', '47121', '040012', 'ITH58', 'Forlì-Cesena', 44.2227, 12.0407)] },
  ITC4: { label: 'Lombardia', nuts1: 'ITC', nuts1Label: 'Nord-Ovest', towns: [
    town('Milano', '20121', '015146', 'ITC4C', 'Milano', 45.4642, 9.19, { en: 'Milan' }),
    town('Brescia', '25121', '017029', 'ITC47', 'Brescia', 45.5416, 10.2118),
    town('Bergamo', '24121', '016024', 'ITC46', 'Bergamo', 45.6983, 9.6773),
    town('Mantova', '46100', '020030', 'ITC4B', 'Mantova', 45.1564, 10.7914, { en: 'Mantua' })] },
  ITF4: { label: 'Puglia', nuts1: 'ITF', nuts1Label: 'Sud', towns: [
    town('Bari', '70121', '072006', 'ITF47', 'Bari', 41.1171, 16.8719),
    town('Lecce', '73100', '075035', 'ITF45', 'Lecce', 40.3515, 18.175),
    town('Taranto', '74121', '073027', 'ITF43', 'Taranto', 40.4644, 17.247),
    town('Foggia', '71121', '071024', 'ITF46', 'Foggia', 41.4622, 15.5446)] },
  ITG1: { label: 'Sicilia', nuts1: 'ITG', nuts1Label: 'Isole', towns: [
    town('Palermo', '90133', '082053', 'ITG12', 'Palermo', 38.1157, 13.3615),
    town('Catania', '95121', '087015', 'ITG17', 'Catania', 37.5079, 15.083),
    town('Siracusa', '96100', '089017', 'ITG19', 'Siracusa', 37.0755, 15.2866, { en: 'Syracuse' }),
    town('Messina', '98121', '083048', 'ITG13', 'Messina', 38.1938, 15.554)] },
  FRE1: { label: 'Nord-Pas de Calais', nuts1: 'FRE', nuts1Label: 'Hauts-de-France', towns: [
    town('Lille', '59000', '59350', 'FRE11', 'Nord', 50.6292, 3.0573),
    town('Dunkerque', '59140', '59183', 'FRE11', 'Nord', 51.0344, 2.3768, { en: 'Dunkirk' }),
    town('Lens', '62300', '62498', 'FRE12', 'Pas-de-Calais', 50.4322, 2.8333),
    town('Valenciennes', '59300', '59606', 'FRE11', 'Nord', 50.357, 3.5235),
    town('Béthune', '62400', '62119', 'FRE12', 'Pas-de-Calais', 50.5303, 2.6407)] },
  FRE2: { label: 'Picardie', nuts1: 'FRE', nuts1Label: 'Hauts-de-France', towns: [
    town('Amiens', '80000', '80021', 'FRE23', 'Somme', 49.8941, 2.2958),
    town('Beauvais', '60000', '60057', 'FRE22', 'Oise', 49.4295, 2.0807),
    town('Saint-Quentin', '02100', '02691', 'FRE21', 'Aisne', 49.8465, 3.2876)] },
  FRK2: { label: 'Rhône-Alpes', nuts1: 'FRK', nuts1Label: 'Auvergne-Rhône-Alpes', towns: [
    town('Lyon', '69001', '69123', 'FRK26', 'Rhône', 45.764, 4.8357),
    town('Grenoble', '38000', '38185', 'FRK24', 'Isère', 45.1885, 5.7245),
    town('Saint-Étienne', '42000', '42218', 'FRK25', 'Loire', 45.4397, 4.3872),
    town('Annecy', '74000', '74010', 'FRK28', 'Haute-Savoie', 45.8992, 6.1294),
    town('Chambéry', '73000', '73065', 'FRK27', 'Savoie', 45.5646, 5.9178)] },
  FRK1: { label: 'Auvergne', nuts1: 'FRK', nuts1Label: 'Auvergne-Rhône-Alpes', towns: [
    town('Clermont-Ferrand', '63000', '63113', 'FRK14', 'Puy-de-Dôme', 45.7772, 3.087),
    town('Aurillac', '15000', '15014', 'FRK12', 'Cantal', 44.9264, 2.4397),
    town('Le Puy-en-Velay', '43000', '43157', 'FRK13', 'Haute-Loire', 45.0434, 3.8858)] },
  FRJ1: { label: 'Languedoc-Roussillon', nuts1: 'FRJ', nuts1Label: 'Occitanie', towns: [
    town('Montpellier', '34000', '34172', 'FRJ13', 'Hérault', 43.6108, 3.8767),
    town('Nîmes', '30000', '30189', 'FRJ12', 'Gard', 43.8367, 4.3601),
    town('Perpignan', '66000', '66136', 'FRJ15', 'Pyrénées-Orientales', 42.6887, 2.8948),
    town('Carcassonne', '11000', '11069', 'FRJ11', 'Aude', 43.213, 2.3491)] },
  FRJ2: { label: 'Midi-Pyrénées', nuts1: 'FRJ', nuts1Label: 'Occitanie', towns: [
    town('Toulouse', '31000', '31555', 'FRJ23', 'Haute-Garonne', 43.6047, 1.4442),
    town('Albi', '81000', '81004', 'FRJ27', 'Tarn', 43.9289, 2.1464),
    town('Tarbes', '65000', '65440', 'FRJ26', 'Hautes-Pyrénées', 43.2328, 0.0781)] },
  FRF1: { label: 'Alsace', nuts1: 'FRF', nuts1Label: 'Grand Est', towns: [
    town('Strasbourg', '67000', '67482', 'FRF11', 'Bas-Rhin', 48.5734, 7.7521),
    town('Mulhouse', '68100', '68224', 'FRF12', 'Haut-Rhin', 47.7508, 7.3359),
    town('Colmar', '68000', '68066', 'FRF12', 'Haut-Rhin', 48.0794, 7.3585)] },
  FRF3: { label: 'Lorraine', nuts1: 'FRF', nuts1Label: 'Grand Est', towns: [
    town('Metz', '57000', '57463', 'FRF33', 'Moselle', 49.1193, 6.1757),
    town('Nancy', '54000', '54395', 'FRF31', 'Meurthe-et-Moselle', 48.6921, 6.1844),
    town('Épinal', '88000', '88160', 'FRF34', 'Vosges', 48.1724, 6.4496)] },
  EL30: { label: 'Αττική', nuts1: 'EL3', nuts1Label: 'Αττική', towns: [
    town('Αθήνα', '10552', '45010101', 'EL303', 'Κεντρικός Τομέας Αθηνών', 37.9838, 23.7275, { en: 'Athens', gen: 'Αθηναίων' }),
    town('Πειραιάς', '18531', '46010101', 'EL307', 'Πειραιάς, Νήσοι', 37.942, 23.6465, { en: 'Piraeus', gen: 'Πειραιά' }),
    town('Αχαρνές', '13671', '49010101', 'EL305', 'Ανατολική Αττική', 38.0833, 23.7333, { en: 'Acharnes', gen: 'Αχαρνών' }),
    town('Μαρούσι', '15124', '45020101', 'EL301', 'Βόρειος Τομέας Αθηνών', 38.05, 23.8, { en: 'Marousi', gen: 'Αμαρουσίου' }),
    town('Ελευσίνα', '19200', '47010101', 'EL306', 'Δυτική Αττική', 38.0414, 23.5428, { en: 'Elefsina', gen: 'Ελευσίνας' })] },
  EL52: { label: 'Κεντρική Μακεδονία', nuts1: 'EL5', nuts1Label: 'Βόρεια Ελλάδα', towns: [
    town('Θεσσαλονίκη', '54625', '12010101', 'EL522', 'Θεσσαλονίκη', 40.6401, 22.9444, { en: 'Thessaloniki', gen: 'Θεσσαλονίκης' }),
    town('Σέρρες', '62122', '13010101', 'EL526', 'Σέρρες', 41.0856, 23.5484, { en: 'Serres', gen: 'Σερρών' }),
    town('Κατερίνη', '60100', '14010101', 'EL525', 'Πιερία', 40.2719, 22.5025, { en: 'Katerini', gen: 'Κατερίνης' }),
    town('Βέροια', '59100', '10010101', 'EL521', 'Ημαθία', 40.5238, 22.2029, { en: 'Veria', gen: 'Βέροιας' })] },
  EL43: { label: 'Κρήτη', nuts1: 'EL4', nuts1Label: 'Νησιά Αιγαίου, Κρήτη', towns: [
    town('Ηράκλειο', '71202', '73010101', 'EL431', 'Ηράκλειο', 35.3387, 25.1442, { en: 'Heraklion', gen: 'Ηρακλείου' }),
    town('Χανιά', '73132', '74010101', 'EL434', 'Χανιά', 35.5138, 24.018, { en: 'Chania', gen: 'Χανίων' }),
    town('Ρέθυμνο', '74100', '75010101', 'EL433', 'Ρέθυμνο', 35.3644, 24.4822, { en: 'Rethymno', gen: 'Ρεθύμνης' }),
    town('Άγιος Νικόλαος', '72100', '76010101', 'EL432', 'Λασίθι', 35.19, 25.7164, { en: 'Agios Nikolaos', gen: 'Αγίου Νικολάου' })] },
  EL63: { label: 'Δυτική Ελλάδα', nuts1: 'EL6', nuts1Label: 'Κεντρική Ελλάδα', towns: [
    town('Πάτρα', '26221', '51010101', 'EL632', 'Αχαΐα', 38.2466, 21.7346, { en: 'Patras', gen: 'Πατρέων' }),
    town('Αγρίνιο', '30100', '53010101', 'EL631', 'Αιτωλοακαρνανία', 38.6218, 21.4077, { en: 'Agrinio', gen: 'Αγρινίου' }),
    town('Πύργος', '27100', '52010101', 'EL633', 'Ηλεία', 37.6751, 21.441, { en: 'Pyrgos', gen: 'Πύργου' })] },
  EL65: { label: 'Πελοπόννησος', nuts1: 'EL6', nuts1Label: 'Κεντρική Ελλάδα', towns: [
    town('Καλαμάτα', '24100', '63010101', 'EL653', 'Λακωνία, Μεσσηνία', 37.0389, 22.1142, { en: 'Kalamata', gen: 'Καλαμάτας' }),
    town('Τρίπολη', '22100', '61010101', 'EL651', 'Αργολίδα, Αρκαδία', 37.5089, 22.3794, { en: 'Tripoli', gen: 'Τρίπολης' }),
    town('Κόρινθος', '20100', '60010101', 'EL652', 'Κορινθία', 37.9386, 22.9322, { en: 'Corinth', gen: 'Κορινθίων' })] },
}

// ---------------------------------------------------------------------------------------------
// Second sentences of the summaries, per kind of operation: English variants and one per language.
const KINDS = {
  energy: {
    en: [
      (c) => `The investment is expected to reduce final energy consumption by about ${c.pct}% and avoid ${c.t} tonnes of CO2 emissions per year.`,
      (c) => `According to the energy audit, annual savings will reach ${c.mwh} MWh, or around ${c.t} t CO2e.`,
      (c) => `Greenhouse gas emissions of the site should fall by an estimated ${c.t} t CO2e a year.`,
    ],
    pl: (c) => `Inwestycja pozwoli ograniczyć zużycie energii o ok. ${c.pct}% i zmniejszyć emisję CO2 o ${c.t} ton rocznie.`,
    de: (c) => `Durch die Maßnahme sinkt der Energieverbrauch um rund ${c.pct} % und der CO2-Ausstoß um ${c.t} Tonnen pro Jahr.`,
    es: (c) => `La actuación permitirá reducir el consumo energético en torno a un ${c.pct} % y evitar la emisión de ${c.t} toneladas de CO2 al año.`,
    it: (c) => `L'intervento consentirà di ridurre i consumi energetici di circa il ${c.pct}% e di evitare l'emissione di ${c.t} tonnellate di CO2 all'anno.`,
    fr: (c) => `L'opération permettra de réduire la consommation d'énergie d'environ ${c.pct} % et d'éviter ${c.t} tonnes d'émissions de CO2 par an.`,
    el: (c) => `Η παρέμβαση αναμένεται να μειώσει την κατανάλωση ενέργειας κατά ${c.pct}% περίπου και τις εκπομπές CO2 κατά ${c.t} τόνους ετησίως.`,
  },
  adapt: {
    en: [
      (c) => `The measures will protect around ${c.n} residents against extreme weather events.`,
      (c) => `The design is based on updated climate scenarios and reduces the risk for about ${c.n} inhabitants.`,
    ],
    pl: (c) => `Realizacja projektu zwiększy bezpieczeństwo ok. ${c.n} mieszkańców w przypadku gwałtownych zjawisk pogodowych.`,
    de: (c) => `Das Vorhaben schützt rund ${c.n} Einwohnerinnen und Einwohner vor den Folgen von Extremwetterereignissen.`,
    es: (c) => `El proyecto reducirá el riesgo para cerca de ${c.n} habitantes ante episodios meteorológicos extremos.`,
    it: (c) => `L'intervento ridurrà il rischio per circa ${c.n} abitanti in caso di eventi meteorologici estremi.`,
    fr: (c) => `Le projet réduira l'exposition d'environ ${c.n} habitants aux événements climatiques extrêmes.`,
    el: (c) => `Το έργο θα προστατεύσει περίπου ${c.n} κατοίκους από ακραία καιρικά φαινόμενα.`,
  },
  nature: {
    en: [
      (c) => `In total, ${c.ha} hectares will be restored and opened to the public.`,
      (c) => `The area concerned covers ${c.ha} hectares.`,
    ],
    pl: (c) => `Łącznie zagospodarowanych zostanie ${c.ha} ha terenu, który zostanie udostępniony mieszkańcom.`,
    de: (c) => `Insgesamt werden ${c.ha} Hektar Fläche ökologisch aufgewertet und wieder nutzbar gemacht.`,
    es: (c) => `En total se recuperarán ${c.ha} hectáreas, que quedarán abiertas al uso público.`,
    it: (c) => `Complessivamente saranno recuperati ${c.ha} ettari di superficie, restituiti alla fruizione pubblica.`,
    fr: (c) => `Au total, ${c.ha} hectares seront restaurés et rendus accessibles au public.`,
    el: (c) => `Συνολικά θα αποκατασταθούν ${c.ha} εκτάρια, τα οποία θα γίνουν προσβάσιμα στο κοινό.`,
  },
  transport: {
    en: [
      (c) => `About ${c.n} passengers or cyclists a day are expected to use the new infrastructure.`,
      (c) => `The operation is part of the sustainable urban mobility plan and should serve around ${c.n} users a day.`,
    ],
    pl: (c) => `Dzięki inwestycji z ekologicznego transportu będzie codziennie korzystać ok. ${c.n} osób.`,
    de: (c) => `Täglich sollen rund ${c.n} Fahrgäste bzw. Radfahrende von der neuen Infrastruktur profitieren.`,
    es: (c) => `Se estima que la actuación beneficiará a unos ${c.n} usuarios diarios de la movilidad sostenible.`,
    it: (c) => `Si stima che l'intervento servirà circa ${c.n} utenti al giorno della mobilità sostenibile.`,
    fr: (c) => `Environ ${c.n} usagers par jour devraient bénéficier de cette offre de mobilité durable.`,
    el: (c) => `Εκτιμάται ότι περίπου ${c.n} επιβάτες την ημέρα θα εξυπηρετούνται με φιλικά προς το περιβάλλον μέσα.`,
  },
  waste: {
    en: [(c) => `The facility will handle about ${c.tw} tonnes of waste per year and raise the recycling rate.`],
    pl: (c) => `Instalacja przyjmie ok. ${c.tw} ton odpadów rocznie i zwiększy poziom recyklingu w regionie.`,
    es: (c) => `La instalación gestionará unas ${c.tw} toneladas de residuos al año y aumentará la tasa de reciclaje.`,
    it: (c) => `L'impianto tratterà circa ${c.tw} tonnellate di rifiuti all'anno, aumentando la quota di raccolta differenziata.`,
    fr: (c) => `L'installation traitera environ ${c.tw} tonnes de déchets par an et augmentera le taux de recyclage.`,
    el: (c) => `Η εγκατάσταση θα διαχειρίζεται περίπου ${c.tw} τόνους αποβλήτων ετησίως, αυξάνοντας το ποσοστό ανακύκλωσης.`,
  },
  research: {
    en: [
      () => 'Results will be validated at pilot scale together with industrial partners.',
      () => 'The intellectual property generated will be exploited by the participating companies.',
    ],
    pl: () => 'Wyniki prac badawczych zostaną przetestowane w skali pilotażowej we współpracy z partnerem przemysłowym.',
    de: () => 'Die Ergebnisse werden gemeinsam mit Industriepartnern im Pilotmaßstab erprobt.',
    es: () => 'Los resultados se validarán a escala piloto junto con socios industriales.',
    it: () => 'I risultati saranno validati su scala pilota insieme a partner industriali.',
    fr: () => 'Les résultats seront validés à l’échelle pilote avec des partenaires industriels.',
    el: () => 'Τα αποτελέσματα θα δοκιμαστούν σε πιλοτική κλίμακα σε συνεργασία με βιομηχανικούς εταίρους.',
  },
  business: {
    en: [(c) => `The investment will create ${c.jobs} new jobs.`, (c) => `${c.jobs} new jobs are planned, including positions for young graduates.`],
    pl: (c) => `Projekt przewiduje utworzenie ${c.jobs} nowych miejsc pracy.`,
    de: (c) => `Mit der Investition entstehen ${c.jobs} neue Arbeitsplätze.`,
    es: (c) => `La inversión prevé la creación de ${c.jobs} nuevos puestos de trabajo.`,
    it: (c) => `L'investimento prevede la creazione di ${c.jobs} nuovi posti di lavoro.`,
    fr: (c) => `L'investissement doit permettre la création de ${c.jobs} emplois.`,
    el: (c) => `Η επένδυση προβλέπει τη δημιουργία ${c.jobs} νέων θέσεων εργασίας.`,
  },
  skills: {
    en: [(c) => `Around ${c.people} employees of small and medium-sized enterprises will take part in the training.`],
    pl: (c) => `W szkoleniach weźmie udział ok. ${c.people} pracowników z sektora MŚP.`,
    de: (c) => `Rund ${c.people} Beschäftigte kleiner und mittlerer Unternehmen nehmen an den Qualifizierungen teil.`,
    fr: (c) => `Environ ${c.people} salariés de PME bénéficieront des formations.`,
  },
}

// ---------------------------------------------------------------------------------------------
// Intervention fields: label (as the CSV prints it), kind, eligible cost range, objectives and
// operation archetypes (names and a first summary sentence in English and in each programme
// language that uses the field). `enterprise` fields are state aid: below-programme EU shares.
const t = (c) => c.town
const CATEGORIES = {
  '048': {
    label: 'Renewable energy: solar', kind: 'energy', cost: [120_000, 4_500_000], po: 'PO02', so: 'RSO2.2',
    archetypes: [{
      objects: [
        { en: 'water treatment plant', pl: 'stacji uzdatniania wody', de: 'das Wasserwerk', es: 'la estación de tratamiento de agua potable', it: "l'impianto di potabilizzazione", fr: "l'usine de traitement d'eau potable" },
        { en: 'municipal wastewater treatment plant', pl: 'oczyszczalni ścieków', de: 'die Kläranlage', es: 'la estación depuradora de aguas residuales', it: 'il depuratore comunale', fr: "la station d'épuration" },
        { en: 'municipal sports centre', pl: 'miejskiego centrum sportu', de: 'das städtische Sportzentrum', es: 'el polideportivo municipal', it: 'il palazzetto dello sport', fr: 'le complexe sportif municipal' },
        { en: 'district hospital', pl: 'szpitala powiatowego', de: 'das Kreiskrankenhaus', es: 'el hospital comarcal', it: "l'ospedale civile", fr: 'le centre hospitalier' },
      ],
      name: {
        en: (c) => `Construction of a photovoltaic installation for the ${c.object.en} in ${t(c).en}`,
        pl: (c) => `Budowa instalacji fotowoltaicznej na potrzeby ${c.object.pl} w ${t(c).loc}`,
        de: (c) => `Errichtung einer Photovoltaikanlage für ${c.object.de} ${t(c).name}`,
        es: (c) => `Instalación fotovoltaica de autoconsumo para ${c.object.es} de ${t(c).name}`,
        it: (c) => `Realizzazione di un impianto fotovoltaico per ${c.object.it} di ${t(c).name}`,
        fr: (c) => `Installation photovoltaïque en autoconsommation pour ${c.object.fr} de ${t(c).name}`,
      },
      what: {
        en: (c) => `A ground-mounted and rooftop PV system of ${c.kwp} kWp will cover a large part of the site's own electricity demand.`,
        pl: (c) => `Instalacja fotowoltaiczna o mocy ${c.kwp} kWp pokryje znaczną część zapotrzebowania obiektu na energię elektryczną.`,
        de: (c) => `Die Anlage mit ${c.kwp} kWp Leistung deckt einen großen Teil des eigenen Strombedarfs.`,
        es: (c) => `La instalación, de ${c.kwp} kWp, cubrirá buena parte del consumo eléctrico propio de las instalaciones.`,
        it: (c) => `L'impianto, della potenza di ${c.kwp} kWp, coprirà gran parte del fabbisogno elettrico della struttura.`,
        fr: (c) => `La centrale de ${c.kwp} kWc couvrira une grande partie des besoins électriques du site.`,
      },
    }, {
      name: {
        en: (c) => `Renewable energy community with solar panels on public buildings in ${t(c).en}`,
        pl: (c) => `Rozwój energetyki prosumenckiej – instalacje PV na budynkach użyteczności publicznej w ${t(c).loc}`,
        de: (c) => `Solardächer auf kommunalen Gebäuden in ${t(c).name}`,
        es: (c) => `Comunidad energética local con paneles solares en edificios públicos de ${t(c).name}`,
        it: (c) => `Comunità energetica rinnovabile con impianti fotovoltaici su edifici pubblici a ${t(c).name}`,
        fr: (c) => `Communauté énergétique avec centrales solaires sur les toitures publiques de ${t(c).name}`,
      },
      what: {
        en: (c) => `Photovoltaic panels with a total capacity of ${c.kwp} kWp will be installed on ${c.k} public buildings, with the surplus shared among local households.`,
        pl: (c) => `Na ${c.k} budynkach publicznych zostaną zamontowane panele fotowoltaiczne o łącznej mocy ${c.kwp} kWp.`,
        de: (c) => `Auf ${c.k} öffentlichen Gebäuden werden Module mit insgesamt ${c.kwp} kWp installiert; Überschüsse werden lokal genutzt.`,
        es: (c) => `Se instalarán paneles con una potencia total de ${c.kwp} kWp en ${c.k} edificios públicos y los excedentes se compartirán con los hogares del municipio.`,
        it: (c) => `Saranno installati pannelli per complessivi ${c.kwp} kWp su ${c.k} edifici pubblici, condividendo l'energia in eccesso con le famiglie del territorio.`,
        fr: (c) => `Des panneaux d'une puissance totale de ${c.kwp} kWc seront posés sur ${c.k} bâtiments publics, le surplus étant partagé avec les ménages de la commune.`,
      },
    }],
  },
  '044': {
    label: 'Energy efficiency renovation or energy efficiency measures regarding public infrastructure, demonstration projects and supporting measures',
    kind: 'energy', cost: [300_000, 6_000_000], po: 'PO02', so: 'RSO2.1',
    archetypes: [{
      objects: [
        { en: 'primary school', pl: 'szkoły podstawowej', de: 'der Grundschule', es: 'del colegio público', it: 'della scuola primaria', fr: "de l'école élémentaire" },
        { en: 'town hall', pl: 'ratusza miejskiego', de: 'des Rathauses', es: 'del edificio del ayuntamiento', it: 'del municipio', fr: "de l'hôtel de ville" },
        { en: 'sports hall', pl: 'hali sportowej', de: 'der Sporthalle', es: 'del pabellón deportivo', it: 'della palestra comunale', fr: 'du gymnase municipal' },
        { en: 'health centre', pl: 'przychodni zdrowia', de: 'des Gesundheitszentrums', es: 'del centro de salud', it: 'della casa della salute', fr: 'de la maison de santé' },
        { en: 'secondary school', pl: 'liceum ogólnokształcącego', de: 'des Gymnasiums', es: 'del instituto de educación secundaria', it: "dell'istituto superiore", fr: 'du lycée' },
      ],
      name: {
        en: (c) => `Energy-efficient renovation of the ${c.object.en} in ${t(c).en}`,
        pl: (c) => `Termomodernizacja budynku ${c.object.pl} w ${t(c).loc}`,
        de: (c) => `Energetische Sanierung ${c.object.de} in ${t(c).name}`,
        es: (c) => `Rehabilitación energética ${c.object.es} de ${t(c).name}`,
        it: (c) => `Efficientamento energetico ${c.object.it} di ${t(c).name}`,
        fr: (c) => `Rénovation énergétique ${c.object.fr} de ${t(c).name}`,
      },
      what: {
        en: () => 'The works include insulation of walls and roof, new windows, a heat pump with mechanical ventilation and heat recovery, and a building management system.',
        pl: () => 'Prace obejmą docieplenie ścian i stropodachu, wymianę okien, montaż pompy ciepła oraz wentylacji mechanicznej z odzyskiem ciepła.',
        de: () => 'Vorgesehen sind die Dämmung von Fassade und Dach, neue Fenster, eine Wärmepumpe sowie eine Lüftung mit Wärmerückgewinnung.',
        es: () => 'Las obras incluyen el aislamiento de fachadas y cubierta, la sustitución de carpinterías, una bomba de calor y ventilación con recuperación de calor.',
        it: () => 'I lavori comprendono il cappotto termico, la sostituzione degli infissi, una pompa di calore e la ventilazione meccanica con recupero di calore.',
        fr: () => "Les travaux comprennent l'isolation des façades et de la toiture, le remplacement des menuiseries, une pompe à chaleur et une ventilation double flux.",
      },
    }, {
      name: {
        en: (c) => `Deep energy retrofit of ${c.k} municipal buildings in ${t(c).en}`,
        pl: (c) => `Kompleksowa modernizacja energetyczna ${c.k} budynków gminnych w ${t(c).loc}`,
        de: (c) => `Energetische Modernisierung von ${c.k} kommunalen Gebäuden in ${t(c).name}`,
        es: (c) => `Mejora de la eficiencia energética de ${c.k} edificios municipales en ${t(c).name}`,
        it: (c) => `Riqualificazione energetica di ${c.k} edifici comunali a ${t(c).name}`,
        fr: (c) => `Rénovation énergétique de ${c.k} bâtiments communaux à ${t(c).name}`,
      },
      what: {
        en: () => 'Schools, a library and administrative buildings will be insulated and connected to a shared energy monitoring platform; old gas boilers are replaced by heat pumps.',
        pl: () => 'Docieplone zostaną szkoły, biblioteka i budynki administracyjne, a stare kotły gazowe zastąpią pompy ciepła.',
        de: () => 'Schulen, eine Bibliothek und Verwaltungsgebäude werden gedämmt und an ein gemeinsames Energiemonitoring angeschlossen.',
        es: () => 'Se aislarán colegios, una biblioteca y edificios administrativos, y las calderas de gas se sustituirán por bombas de calor.',
        it: () => 'Scuole, una biblioteca e uffici comunali saranno isolati e collegati a una piattaforma comune di monitoraggio energetico.',
        fr: () => 'Écoles, médiathèque et bâtiments administratifs seront isolés et raccordés à une plateforme commune de suivi énergétique.',
      },
    }],
  },
  '038': {
    label: 'Energy efficiency and demonstration projects in SMEs and supporting measures', kind: 'energy', enterprise: true,
    cost: [80_000, 2_500_000], po: 'PO02', so: 'RSO2.1',
    archetypes: [{
      name: {
        en: (c) => `Improving the energy efficiency of the production plant in ${t(c).en}`,
        pl: (c) => `Poprawa efektywności energetycznej zakładu produkcyjnego w ${t(c).loc}`,
        de: (c) => `Steigerung der Energieeffizienz im Produktionsbetrieb in ${t(c).name}`,
        es: (c) => `Mejora de la eficiencia energética de la planta de producción en ${t(c).name}`,
        it: (c) => `Efficientamento energetico dello stabilimento produttivo di ${t(c).name}`,
        fr: (c) => `Amélioration de l'efficacité énergétique du site de production de ${t(c).name}`,
      },
      what: {
        en: () => 'The SME will replace its compressed-air system, install heat recovery from process cooling and switch the hall lighting to LED.',
        pl: () => 'Przedsiębiorstwo wymieni system sprężonego powietrza, zainstaluje odzysk ciepła z procesu chłodzenia i zmodernizuje oświetlenie hali na LED.',
        de: () => 'Das Unternehmen ersetzt seine Druckluftanlage, installiert eine Wärmerückgewinnung aus der Prozesskühlung und stellt die Hallenbeleuchtung auf LED um.',
        es: () => 'La pyme sustituirá su sistema de aire comprimido, instalará recuperación de calor del proceso de refrigeración y renovará la iluminación de la nave con tecnología LED.',
        it: () => "L'impresa sostituirà l'impianto di aria compressa, installerà un sistema di recupero del calore dal raffreddamento di processo e convertirà l'illuminazione del capannone a LED.",
        fr: () => "La PME remplacera son réseau d'air comprimé, installera une récupération de chaleur sur le refroidissement des procédés et passera l'éclairage de l'atelier en LED.",
      },
    }, {
      objects: [
        { en: 'bakery', pl: 'piekarni', de: 'einer Bäckerei', es: 'una panadería', it: 'un panificio', fr: 'une boulangerie' },
        { en: 'printing house', pl: 'drukarni', de: 'einer Druckerei', es: 'una imprenta', it: 'una tipografia', fr: 'une imprimerie' },
        { en: 'joinery workshop', pl: 'zakładu stolarskiego', de: 'einer Tischlerei', es: 'una carpintería', it: 'una falegnameria', fr: 'une menuiserie' },
        { en: 'cold store', pl: 'chłodni', de: 'einem Kühlhaus', es: 'un almacén frigorífico', it: 'un magazzino frigorifero', fr: 'un entrepôt frigorifique' },
      ],
      name: {
        en: (c) => `Energy renovation and heat pump installation in a ${c.object.en} in ${t(c).en}`,
        pl: (c) => `Termomodernizacja budynku ${c.object.pl} wraz z montażem pompy ciepła w ${t(c).loc}`,
        de: (c) => `Energetische Sanierung und Wärmepumpe in ${c.object.de} in ${t(c).name}`,
        es: (c) => `Rehabilitación energética e instalación de bomba de calor en ${c.object.es} de ${t(c).name}`,
        it: (c) => `Riqualificazione energetica e pompa di calore in ${c.object.it} a ${t(c).name}`,
        fr: (c) => `Rénovation énergétique et pompe à chaleur dans ${c.object.fr} à ${t(c).name}`,
      },
      what: {
        en: () => 'The building envelope will be insulated, windows replaced and the oil-fired boiler replaced by an air-to-water heat pump.',
        pl: () => 'Zakres prac obejmuje docieplenie przegród, wymianę stolarki okiennej oraz zastąpienie kotła olejowego pompą ciepła powietrze-woda.',
        de: () => 'Geplant sind die Dämmung der Gebäudehülle, neue Fenster und der Ersatz des Ölkessels durch eine Luft-Wasser-Wärmepumpe.',
        es: () => 'Se aislará la envolvente del edificio, se sustituirán las ventanas y la caldera de gasóleo será reemplazada por una bomba de calor aerotérmica.',
        it: () => "Sono previsti l'isolamento dell'involucro, la sostituzione degli infissi e della caldaia a gasolio con una pompa di calore aria-acqua.",
        fr: () => "Les travaux portent sur l'isolation de l'enveloppe, le remplacement des menuiseries et de la chaudière fioul par une pompe à chaleur air-eau.",
      },
    }],
  },
  '082': {
    label: 'Clean urban transport rolling stock', kind: 'transport', cost: [2_500_000, 38_000_000], po: 'PO02', so: 'RSO2.8',
    archetypes: [{
      name: {
        en: (c) => `Purchase of ${c.buses} zero-emission buses for public transport in ${t(c).en}`,
        pl: (c) => `Zakup ${c.buses} autobusów zeroemisyjnych dla komunikacji miejskiej w ${t(c).loc}`,
        de: (c) => `Beschaffung von ${c.buses} emissionsfreien Bussen für den ÖPNV in ${t(c).name}`,
        es: (c) => `Adquisición de ${c.buses} autobuses eléctricos para el transporte urbano de ${t(c).name}`,
        it: (c) => `Acquisto di ${c.buses} autobus elettrici per il trasporto pubblico locale di ${t(c).name}`,
        fr: (c) => `Acquisition de ${c.buses} bus à zéro émission pour le réseau urbain de ${t(c).name}`,
      },
      what: {
        en: () => 'The battery-electric buses will be charged overnight at the depot and at pantograph chargers at the terminal stops.',
        pl: () => 'Autobusy elektryczne będą ładowane w zajezdni oraz na pętlach za pomocą ładowarek pantografowych.',
        de: () => 'Die Batteriebusse werden nachts im Betriebshof und an Pantographen-Ladestationen an den Endhaltestellen geladen.',
        es: () => 'Los autobuses de batería se recargarán por la noche en las cocheras y mediante pantógrafos en las cabeceras de línea.',
        it: () => 'I mezzi a batteria saranno ricaricati di notte nel deposito e ai capolinea tramite pantografo.',
        fr: () => 'Les bus électriques seront rechargés la nuit au dépôt et par pantographe aux terminus.',
      },
    }, {
      name: {
        en: (c) => `Purchase of ${c.trams} low-floor trams in ${t(c).en}`,
        pl: (c) => `Zakup ${c.trams} niskopodłogowych tramwajów wraz z zapleczem technicznym w ${t(c).loc}`,
        de: (c) => `Beschaffung von ${c.trams} Niederflur-Straßenbahnen in ${t(c).name}`,
        es: (c) => `Adquisición de ${c.trams} tranvías de piso bajo en ${t(c).name}`,
        it: (c) => `Acquisto di ${c.trams} tram a pianale ribassato per la rete di ${t(c).name}`,
        fr: (c) => `Acquisition de ${c.trams} rames de tramway à plancher bas pour ${t(c).name}`,
      },
      what: {
        en: () => 'The new trams replace vehicles more than 40 years old and increase capacity on the busiest lines.',
        pl: () => 'Nowe tramwaje zastąpią wagony eksploatowane od ponad 40 lat i zwiększą przepustowość najbardziej obciążonych linii.',
        de: () => 'Die neuen Fahrzeuge ersetzen über 40 Jahre alte Bahnen und erhöhen die Kapazität auf den stark ausgelasteten Linien.',
        es: () => 'Los nuevos tranvías sustituirán unidades con más de 40 años y aumentarán la capacidad de las líneas más cargadas.',
        it: () => 'I nuovi tram sostituiranno vetture con oltre 40 anni di servizio e aumenteranno la capacità delle linee più frequentate.',
        fr: () => 'Les nouvelles rames remplacent des véhicules de plus de 40 ans et augmentent la capacité des lignes les plus chargées.',
      },
    }],
  },
  '058': {
    label: 'Adaptation to climate change measures and prevention and management of climate related risks: floods and landslides (including awareness raising, civil protection and disaster management systems, infrastructures and ecosystem based approaches)',
    kind: 'adapt', cost: [400_000, 18_000_000], po: 'PO02', so: 'RSO2.4',
    archetypes: [{
      name: {
        en: (c) => `Flood protection and river restoration in ${t(c).en}`,
        pl: (c) => `Ochrona przeciwpowodziowa i renaturyzacja koryta rzeki w ${t(c).loc}`,
        de: (c) => `Hochwasserschutz und Gewässerrenaturierung in ${t(c).name}`,
        es: (c) => `Defensa frente a inundaciones y restauración fluvial en ${t(c).name}`,
        it: (c) => `Mitigazione del rischio idraulico e riqualificazione fluviale a ${t(c).name}`,
        fr: (c) => `Protection contre les inondations et restauration de cours d'eau à ${t(c).name}`,
      },
      what: {
        en: (c) => `Dykes will be raised over ${c.km} km, a polder created and the riverbed given more room where it crosses built-up areas.`,
        pl: (c) => `Na odcinku ${c.kmc} km zostaną podwyższone wały, powstanie polder, a koryto rzeki zostanie poszerzone w obszarze zabudowanym.`,
        de: (c) => `Auf ${c.kmc} km werden Deiche erhöht, ein Polder angelegt und dem Gewässer im Siedlungsbereich mehr Raum gegeben.`,
        es: (c) => `Se recrecerán motas a lo largo de ${c.kmc} km, se habilitará una zona de laminación y se ampliará el cauce en el tramo urbano.`,
        it: (c) => `Sono previsti il rialzo degli argini per ${c.kmc} km, una cassa di espansione e l'allargamento dell'alveo nel tratto urbano.`,
        fr: (c) => `Les digues seront rehaussées sur ${c.kmc} km, une zone d'expansion des crues aménagée et le lit de la rivière élargi en traversée urbaine.`,
      },
    }, {
      name: {
        en: (c) => `Stormwater retention and sustainable drainage in ${t(c).en}`,
        pl: (c) => `Budowa zbiorników retencyjnych i zrównoważonego systemu odwodnienia w ${t(c).loc}`,
        de: (c) => `Regenrückhaltung und Schwammstadt-Maßnahmen in ${t(c).name}`,
        es: (c) => `Tanques de tormenta y drenaje urbano sostenible en ${t(c).name}`,
        it: (c) => `Vasche di laminazione e drenaggio urbano sostenibile a ${t(c).name}`,
        fr: (c) => `Bassins de rétention et gestion intégrée des eaux pluviales à ${t(c).name}`,
      },
      what: {
        en: (c) => `Retention basins with a capacity of ${c.m3} m³, rain gardens and permeable surfaces will relieve the sewer network during cloudbursts.`,
        pl: (c) => `Zbiorniki o pojemności ${c.m3} m³, ogrody deszczowe i nawierzchnie przepuszczalne odciążą kanalizację podczas nawalnych deszczy.`,
        de: (c) => `Rückhaltebecken mit ${c.m3} m³, Versickerungsmulden und entsiegelte Flächen entlasten bei Starkregen die Kanalisation.`,
        es: (c) => `Depósitos de ${c.m3} m³, jardines de lluvia y pavimentos permeables aliviarán la red de saneamiento durante las lluvias torrenciales.`,
        it: (c) => `Vasche da ${c.m3} m³, giardini della pioggia e superfici drenanti alleggeriranno la rete fognaria durante i nubifragi.`,
        fr: (c) => `Des bassins de ${c.m3} m³, des noues et des revêtements perméables soulageront le réseau d'assainissement lors des orages.`,
      },
    }],
  },
  '073': {
    label: 'Rehabilitation of industrial sites and contaminated land', kind: 'nature', cost: [900_000, 14_000_000], po: 'PO02', so: 'RSO2.7',
    archetypes: [{
      objects: [
        { en: 'coal mine', pl: 'kopalni węgla kamiennego', de: 'der ehemaligen Zeche', fr: "l'ancien site minier", it: "dell'ex miniera" },
        { en: 'coking plant', pl: 'koksowni', de: 'der ehemaligen Kokerei', fr: "l'ancienne cokerie", it: "dell'ex cokeria" },
        { en: 'steelworks', pl: 'huty', de: 'des ehemaligen Stahlwerks', fr: "l'ancienne aciérie", it: "dell'ex acciaieria" },
        { en: 'chemical plant', pl: 'fabryki chemicznej', de: 'des ehemaligen Chemiewerks', fr: "l'ancienne usine chimique", it: "dell'ex stabilimento chimico" },
      ],
      name: {
        en: (c) => `Remediation and redevelopment of the former ${c.object.en} in ${t(c).en}`,
        pl: (c) => `Rekultywacja i zagospodarowanie terenów dawnej ${c.object.pl} w ${t(c).loc}`,
        de: (c) => `Sanierung und Revitalisierung ${c.object.de} in ${t(c).name}`,
        fr: (c) => `Dépollution et reconversion de ${c.object.fr} de ${t(c).name}`,
        it: (c) => `Bonifica e riqualificazione ${c.object.it} di ${t(c).name}`,
      },
      what: {
        en: () => 'Contaminated soil will be treated on site, mine shafts and old foundations secured and the land prepared for a business park with green corridors.',
        pl: () => 'Zanieczyszczona gleba zostanie oczyszczona, a teren przygotowany pod park przemysłowy z pasami zieleni.',
        de: () => 'Belastete Böden werden vor Ort saniert und die Fläche für einen Gewerbepark mit Grünzügen vorbereitet.',
        fr: () => "Les sols pollués seront traités sur place et le terrain préparé pour accueillir un parc d'activités et des espaces verts.",
        it: () => "I terreni contaminati saranno trattati in situ e l'area predisposta per un parco produttivo con corridoi verdi.",
      },
    }],
  },
  '079': {
    label: 'Nature and biodiversity protection, natural heritage and resources, green and blue infrastructure', kind: 'nature',
    cost: [100_000, 4_500_000], po: 'PO02', so: 'RSO2.7',
    archetypes: [{
      name: {
        en: (c) => `Green and blue infrastructure along the river in ${t(c).en}`,
        pl: (c) => `Rozwój zielono-niebieskiej infrastruktury w dolinie rzeki w ${t(c).loc}`,
        de: (c) => `Grüne und blaue Infrastruktur in der Flussaue bei ${t(c).name}`,
        es: (c) => `Infraestructura verde y azul en el corredor fluvial de ${t(c).name}`,
        it: (c) => `Infrastrutture verdi e blu lungo il corridoio fluviale di ${t(c).name}`,
        fr: (c) => `Trame verte et bleue le long de la rivière à ${t(c).name}`,
      },
      what: {
        en: () => 'Wetlands and floodplain meadows will be restored, invasive species removed and native trees planted along a new educational path.',
        pl: () => 'Odtworzone zostaną mokradła i łąki zalewowe, usunięte gatunki inwazyjne, a wzdłuż nowej ścieżki edukacyjnej posadzone rodzime drzewa.',
        de: () => 'Feuchtgebiete und Auwiesen werden wiederhergestellt, invasive Arten entfernt und entlang eines Lehrpfads heimische Bäume gepflanzt.',
        es: () => 'Se recuperarán humedales y prados inundables, se eliminarán especies invasoras y se plantarán árboles autóctonos junto a un nuevo sendero didáctico.',
        it: () => 'Saranno ripristinate zone umide e prati allagabili, rimosse specie invasive e messi a dimora alberi autoctoni lungo un nuovo percorso didattico.',
        fr: () => "Zones humides et prairies inondables seront restaurées, les espèces invasives éliminées et des arbres indigènes plantés le long d'un sentier pédagogique.",
      },
    }, {
      name: {
        en: (c) => `Restoration of Natura 2000 habitats and ecological corridors near ${t(c).en}`,
        pl: (c) => `Ochrona siedlisk przyrodniczych Natura 2000 i korytarzy ekologicznych na terenie gminy ${t(c).name}`,
        de: (c) => `Moorrenaturierung und Biotopverbund bei ${t(c).name}`,
        es: (c) => `Conservación de hábitats de la Red Natura 2000 y corredores para polinizadores en ${t(c).name}`,
        it: (c) => `Tutela degli habitat Natura 2000 e corridoi ecologici per gli impollinatori a ${t(c).name}`,
        fr: (c) => `Restauration d'habitats Natura 2000 et corridors pour les pollinisateurs à ${t(c).name}`,
      },
      what: {
        en: () => 'Drained peatland will be rewetted, and hedgerows and flower strips will reconnect isolated habitats of protected species.',
        pl: () => 'Przywrócone zostaną stosunki wodne na osuszonych torfowiskach, a zadrzewienia i pasy kwietne połączą izolowane siedliska gatunków chronionych.',
        de: () => 'Entwässerte Moorflächen werden wiedervernässt, Hecken und Blühstreifen verbinden isolierte Lebensräume geschützter Arten.',
        es: () => 'Se rehumedecerán turberas drenadas y setos y franjas floridas volverán a conectar hábitats aislados de especies protegidas.',
        it: () => 'Le torbiere drenate saranno riumidificate e siepi e fasce fiorite ricollegheranno habitat isolati di specie protette.',
        fr: () => 'Des tourbières drainées seront réhumidifiées et des haies et bandes fleuries reconnecteront des habitats isolés d’espèces protégées.',
      },
    }],
  },
  '029': {
    label: 'Research and innovation processes, technology transfer and cooperation between enterprises, research centres and universities, focusing on the low carbon economy, resilience and adaptation to climate change',
    kind: 'research', enterprise: true, cost: [300_000, 5_000_000], po: 'PO01', so: 'RSO1.1',
    archetypes: [{
      objects: [
        { en: 'green hydrogen production by electrolysis', pl: 'produkcji zielonego wodoru metodą elektrolizy', de: 'Herstellung von grünem Wasserstoff durch Elektrolyse', es: 'producción de hidrógeno verde mediante electrólisis', it: 'produzione di idrogeno verde tramite elettrolisi', fr: "production d'hydrogène vert par électrolyse" },
        { en: 'low-carbon cement binders', pl: 'niskoemisyjnych spoiw cementowych', de: 'CO2-arme Zementbindemittel', es: 'conglomerantes de cemento bajos en carbono', it: 'leganti cementizi a basse emissioni', fr: 'liants cimentaires bas carbone' },
        { en: 'second-life batteries for energy storage', pl: 'magazynów energii z baterii drugiego życia', de: 'Second-Life-Batteriespeicher', es: 'baterías de segunda vida para almacenamiento energético', it: "batterie second life per l'accumulo di energia", fr: "batteries de seconde vie pour le stockage d'énergie" },
        { en: 'carbon capture from industrial flue gases', pl: 'wychwytu CO2 z gazów przemysłowych', de: 'CO2-Abscheidung aus Industrieabgasen', es: 'captura de CO2 en gases industriales', it: 'cattura della CO2 dai fumi industriali', fr: 'captage du CO2 dans les fumées industrielles' },
        { en: 'high-temperature industrial heat pumps', pl: 'wysokotemperaturowych pomp ciepła dla przemysłu', de: 'Hochtemperatur-Wärmepumpen für die Industrie', es: 'bombas de calor industriales de alta temperatura', it: 'pompe di calore industriali ad alta temperatura', fr: 'pompes à chaleur industrielles haute température' },
      ],
      name: {
        en: (c) => `Research and development of ${c.object.en}`,
        pl: (c) => `Prace badawczo-rozwojowe w zakresie ${c.object.pl}`,
        de: (c) => `FuE-Vorhaben: ${c.object.de}`,
        es: (c) => `Investigación industrial y desarrollo experimental en ${c.object.es}`,
        it: (c) => `Ricerca industriale e sviluppo sperimentale: ${c.object.it}`,
        fr: (c) => `Recherche et développement : ${c.object.fr}`,
      },
      what: {
        en: (c) => `A consortium of a research institute and ${c.turbines > 5 ? 'several' : 'two'} companies based in ${t(c).en} will develop and test a demonstrator up to technology readiness level 6.`,
        pl: () => 'Konsorcjum jednostki naukowej i przedsiębiorstw opracuje i przetestuje demonstrator technologii na poziomie gotowości technologicznej TRL 6.',
        de: () => 'Ein Konsortium aus Forschungseinrichtung und Unternehmen entwickelt einen Demonstrator bis zum Technologiereifegrad 6.',
        es: () => 'Un consorcio formado por un centro tecnológico y empresas desarrollará y validará un demostrador hasta un nivel de madurez tecnológica TRL 6.',
        it: () => 'Un partenariato tra un centro di ricerca e imprese svilupperà e testerà un dimostratore fino al livello di maturità tecnologica TRL 6.',
        fr: () => 'Un consortium associant un laboratoire et des entreprises développera et testera un démonstrateur jusqu’au niveau de maturité TRL 6.',
      },
    }],
  },
  '021': {
    label: 'SME business development and internationalisation, including productive investments', kind: 'business', enterprise: true,
    cost: [60_000, 3_000_000], po: 'PO01', so: 'RSO1.3',
    archetypes: [{
      objects: [
        { en: 'CNC machining line', pl: 'linii obróbki CNC', de: 'CNC-Bearbeitungslinie', es: 'línea de mecanizado CNC', it: 'una nuova linea di lavorazione CNC', fr: "une nouvelle ligne d'usinage à commande numérique" },
        { en: 'packaging line', pl: 'linii pakującej', de: 'Verpackungslinie', es: 'línea de envasado', it: 'una nuova linea di confezionamento', fr: 'une nouvelle ligne de conditionnement' },
        { en: 'production hall', pl: 'hali produkcyjnej', de: 'Produktionshalle', es: 'nave de producción', it: 'un nuovo capannone produttivo', fr: 'un nouveau bâtiment de production' },
        { en: 'food processing line', pl: 'linii przetwórstwa spożywczego', de: 'Lebensmittelverarbeitungslinie', es: 'línea de transformación agroalimentaria', it: 'una nuova linea di trasformazione alimentare', fr: 'une nouvelle ligne de transformation agroalimentaire' },
      ],
      name: {
        en: (c) => `Productive investment: new ${c.object.en} in ${t(c).en}`,
        pl: (c) => `Inwestycja w rozwój przedsiębiorstwa poprzez uruchomienie ${c.object.pl} w ${t(c).loc}`,
        de: (c) => `Investition in eine neue ${c.object.de} in ${t(c).name}`,
        es: (c) => `Inversión productiva en una nueva ${c.object.es} en ${t(c).name}`,
        it: (c) => `Investimento produttivo: ${c.object.it} a ${t(c).name}`,
        fr: (c) => `Investissement productif : ${c.object.fr} à ${t(c).name}`,
      },
      what: {
        en: () => 'The company will expand its capacity and enter new export markets with products manufactured on the new equipment.',
        pl: () => 'Przedsiębiorstwo zwiększy moce produkcyjne i wejdzie na nowe rynki eksportowe.',
        de: () => 'Das Unternehmen erweitert seine Kapazitäten und erschließt neue Exportmärkte.',
        es: () => 'La empresa ampliará su capacidad y accederá a nuevos mercados de exportación.',
        it: () => "L'impresa amplierà la propria capacità produttiva e accederà a nuovi mercati esteri.",
        fr: () => "L'entreprise augmentera ses capacités et abordera de nouveaux marchés à l'export.",
      },
    }],
  },
  '083': {
    label: 'Cycling infrastructure', kind: 'transport', cost: [300_000, 6_000_000], po: 'PO02', so: 'RSO2.8',
    archetypes: [{
      name: {
        en: (c) => `Construction of a ${c.km} km cycle route in ${t(c).en}`,
        pl: (c) => `Budowa drogi rowerowej o długości ${c.kmc} km łączącej centrum z dworcem kolejowym w ${t(c).loc}`,
        de: (c) => `Bau eines ${c.kmc} km langen Radschnellwegs in ${t(c).name}`,
        es: (c) => `Construcción de ${c.kmc} km de carril bici segregado en ${t(c).name}`,
        it: (c) => `Realizzazione di ${c.kmc} km di pista ciclabile urbana a ${t(c).name}`,
        fr: (c) => `Aménagement de ${c.kmc} km de pistes cyclables sécurisées à ${t(c).name}`,
      },
      what: {
        en: () => 'The route includes secure bicycle parking at public transport hubs, LED lighting and a separated crossing of the main road.',
        pl: () => 'W ramach projektu powstaną również parkingi rowerowe przy węzłach przesiadkowych oraz oświetlenie LED.',
        de: () => 'Dazu gehören gesicherte Fahrradabstellanlagen an Mobilstationen, LED-Beleuchtung und eine kreuzungsfreie Querung der Hauptstraße.',
        es: () => 'La actuación incluye aparcabicis seguros en los intercambiadores, iluminación LED y un paso a distinto nivel sobre la avenida principal.',
        it: () => 'Il progetto comprende rastrelliere protette presso i nodi di interscambio, illuminazione a LED e un sovrappasso sulla strada principale.',
        fr: () => 'Le projet comprend des stationnements vélos sécurisés aux pôles d’échanges, un éclairage LED et un franchissement dénivelé de la route principale.',
      },
    }],
  },
  '060': {
    label: 'Adaptation to climate change measures and prevention and management of climate related risks: others, e.g. storms and drought (including awareness raising, civil protection and disaster management systems, infrastructures and ecosystem based approaches)',
    kind: 'adapt', cost: [300_000, 8_000_000], po: 'PO02', so: 'RSO2.4',
    archetypes: [{
      name: {
        en: (c) => `Small-scale water retention and drought resilience measures in ${t(c).en}`,
        pl: (c) => `Mała retencja i przeciwdziałanie skutkom suszy w ${t(c).loc}`,
        de: (c) => `Dürrevorsorge und Wasserrückhalt in der Fläche in ${t(c).name}`,
        es: (c) => `Medidas frente a la sequía y reutilización de aguas regeneradas en ${t(c).name}`,
      },
      what: {
        en: (c) => `Ponds and small reservoirs will store ${c.m3} m³ of water for irrigating urban green areas during dry summers.`,
        pl: (c) => `Powstaną zbiorniki i oczka wodne gromadzące ${c.m3} m³ wody opadowej do podlewania zieleni miejskiej w okresach suszy.`,
        de: (c) => `Teiche und Zisternen speichern ${c.m3} m³ Regenwasser zur Bewässerung des Stadtgrüns in Trockenperioden.`,
        es: (c) => `Se habilitarán depósitos con capacidad para ${c.m3} m³ de agua regenerada destinada al riego de zonas verdes durante la sequía.`,
      },
    }, {
      name: {
        en: (c) => `Protecting urban trees and green areas against heat and storms in ${t(c).en}`,
        pl: (c) => `Adaptacja do zmian klimatu – ochrona zieleni miejskiej przed upałem i wichurami w ${t(c).loc}`,
        de: (c) => `Klimaanpassung: Stadtbäume und Grünflächen gegen Hitze und Sturm in ${t(c).name}`,
        es: (c) => `Adaptación al cambio climático: refugios climáticos y arbolado urbano en ${t(c).name}`,
      },
      what: {
        en: () => 'Climate-resilient tree species will be planted, shaded areas created and an early warning system for heat waves installed.',
        pl: () => 'Posadzone zostaną gatunki drzew odporne na suszę, powstaną zacienione strefy odpoczynku i system ostrzegania przed upałami.',
        de: () => 'Hitzeresistente Baumarten werden gepflanzt, Schattenplätze geschaffen und ein Hitzewarnsystem eingerichtet.',
        es: () => 'Se plantarán especies resistentes al calor, se crearán zonas de sombra y se instalará un sistema de alerta ante olas de calor.',
      },
    }],
  },
  '067': {
    label: 'Household waste management: prevention, minimisation, sorting, reuse, recycling measures', kind: 'waste', cost: [250_000, 9_000_000], po: 'PO02', so: 'RSO2.6',
    archetypes: [{
      name: {
        en: (c) => `Construction of a municipal waste collection point and reuse centre in ${t(c).en}`,
        pl: (c) => `Budowa punktu selektywnej zbiórki odpadów komunalnych (PSZOK) z punktem napraw i ponownego użycia w ${t(c).loc}`,
        es: (c) => `Construcción de un punto limpio y centro de reutilización en ${t(c).name}`,
        it: (c) => `Realizzazione di un centro di raccolta differenziata e riuso a ${t(c).name}`,
      },
      what: {
        en: () => 'Residents will be able to drop off bulky waste, electronics and hazardous household waste, while usable items are repaired and passed on.',
        pl: () => 'Mieszkańcy będą mogli oddać odpady wielkogabarytowe, elektroodpady i odpady niebezpieczne, a sprawne przedmioty trafią do ponownego użycia.',
        es: () => 'Los vecinos podrán depositar voluminosos, aparatos eléctricos y residuos peligrosos domésticos, y los objetos útiles se repararán para su reutilización.',
        it: () => 'I cittadini potranno conferire ingombranti, RAEE e rifiuti pericolosi domestici, mentre gli oggetti ancora utilizzabili saranno riparati e riutilizzati.',
      },
    }, {
      name: {
        en: (c) => `Door-to-door separate collection of bio-waste in ${t(c).en}`,
        pl: (c) => `Wdrożenie selektywnej zbiórki bioodpadów u źródła w ${t(c).loc}`,
        es: (c) => `Implantación de la recogida separada de biorresiduos puerta a puerta en ${t(c).name}`,
        it: (c) => `Estensione della raccolta porta a porta dell'organico a ${t(c).name}`,
      },
      what: {
        en: () => 'The municipality will buy collection vehicles and bins and build a small composting plant for garden and kitchen waste.',
        pl: () => 'Gmina zakupi pojazdy i pojemniki oraz wybuduje kompostownię odpadów zielonych i kuchennych.',
        es: () => 'El ayuntamiento adquirirá vehículos y contenedores y construirá una pequeña planta de compostaje.',
        it: () => 'Il comune acquisterà mezzi e contenitori e realizzerà un piccolo impianto di compostaggio.',
      },
    }],
  },
  '069': {
    label: 'Commercial, industrial waste management: prevention, minimisation, sorting, reuse, recycling measures', kind: 'waste', enterprise: true,
    cost: [150_000, 3_500_000], po: 'PO02', so: 'RSO2.6',
    archetypes: [{
      objects: [
        { en: 'textile offcuts', es: 'recortes textiles', it: 'scarti tessili', fr: 'chutes textiles' },
        { en: 'plastic packaging waste', es: 'residuos de envases plásticos', it: 'rifiuti da imballaggi in plastica', fr: "déchets d'emballages plastiques" },
        { en: 'construction and demolition waste', es: 'residuos de construcción y demolición', it: 'rifiuti da costruzione e demolizione', fr: 'déchets du BTP' },
        { en: 'metal shavings and cutting fluids', es: 'virutas metálicas y taladrinas', it: 'trucioli metallici e oli da taglio', fr: 'copeaux métalliques et fluides de coupe' },
      ],
      name: {
        en: (c) => `Circular economy: recovery of ${c.object.en} at an industrial company in ${t(c).en}`,
        es: (c) => `Economía circular: valorización de ${c.object.es} en una empresa industrial de ${t(c).name}`,
        it: (c) => `Economia circolare: recupero di ${c.object.it} presso un'impresa di ${t(c).name}`,
        fr: (c) => `Économie circulaire : valorisation des ${c.object.fr} dans une entreprise de ${t(c).name}`,
      },
      what: {
        en: () => 'New sorting and processing equipment will turn the material into secondary raw material that goes back into production instead of landfill.',
        es: () => 'Nuevos equipos de clasificación y tratamiento convertirán el material en materia prima secundaria que vuelve al proceso productivo en lugar de ir a vertedero.',
        it: () => 'Nuovi macchinari di selezione e trattamento trasformeranno il materiale in materia prima seconda da reimpiegare nel ciclo produttivo.',
        fr: () => 'De nouveaux équipements de tri et de traitement transformeront ces matières en ressources secondaires réintégrées dans la production.',
      },
    }],
  },
  '053': {
    label: 'Smart Energy Systems (including smart grids and ICT systems) and related storage', kind: 'energy', cost: [2_000_000, 25_000_000], po: 'PO02', so: 'RSO2.3',
    archetypes: [{
      name: {
        en: (c) => `Modernisation of the medium- and low-voltage distribution grid towards a smart grid in the ${t(c).en} area`,
        pl: (c) => `Modernizacja sieci dystrybucyjnej SN i nN w kierunku sieci inteligentnej w ${t(c).loc} i okolicach`,
      },
      what: {
        en: (c) => `Smart meters, remotely controlled switches and a ${c.mw} MW battery storage unit will allow more renewable generation to be connected.`,
        pl: (c) => `Zainstalowane zostaną liczniki inteligentne, zdalnie sterowane łączniki oraz magazyn energii o mocy ${c.mw} MW, co umożliwi przyłączenie kolejnych źródeł OZE.`,
      },
    }],
  },
  '052': {
    label: 'Other renewable energy (including geothermal energy)', kind: 'energy', cost: [800_000, 12_000_000], po: 'PO02', so: 'RSO2.2',
    archetypes: [{
      name: {
        en: (c) => `Geothermal heat for the district heating network in ${t(c).en}`,
        pl: (c) => `Wykorzystanie energii geotermalnej w systemie ciepłowniczym w ${t(c).loc}`,
        de: (c) => `Tiefengeothermie für das Fernwärmenetz in ${t(c).name}`,
      },
      what: {
        en: (c) => `A geothermal doublet and large heat pumps will replace part of the coal-fired heat supply for around ${c.n} households.`,
        pl: (c) => `Odwiert geotermalny i pompy ciepła dużej mocy zastąpią część ciepła z kotłów węglowych dla ok. ${c.n} gospodarstw domowych.`,
        de: (c) => `Eine geothermische Dublette und Großwärmepumpen ersetzen einen Teil der kohlebasierten Wärme für rund ${c.n} Haushalte.`,
      },
    }, {
      name: {
        en: (c) => `Heat recovery from mine water for heating public buildings in ${t(c).en}`,
        pl: (c) => `Odzysk ciepła z wód kopalnianych do ogrzewania budynków publicznych w ${t(c).loc}`,
        de: (c) => `Grubenwasserwärme für öffentliche Gebäude in ${t(c).name}`,
      },
      what: {
        en: () => 'Warm water pumped from closed mine workings will feed heat pumps that supply schools and administrative buildings.',
        pl: () => 'Ciepła woda z nieczynnych wyrobisk górniczych zasili pompy ciepła ogrzewające szkoły i budynki administracji.',
        de: () => 'Warmes Grubenwasser aus stillgelegten Bergwerken speist Wärmepumpen, die Schulen und Verwaltungsgebäude versorgen.',
      },
    }],
  },
  '054': {
    label: 'High efficiency co-generation, district heating and cooling', kind: 'energy', cost: [1_000_000, 15_000_000], po: 'PO02', so: 'RSO2.1',
    archetypes: [{
      name: {
        en: (c) => `Extension of the renewable district heating network in ${t(c).en}`,
        fr: (c) => `Extension du réseau de chaleur urbain alimenté par des énergies renouvelables à ${t(c).name}`,
      },
      what: {
        en: (c) => `${c.km} km of new pipes will connect social housing, schools and a hospital to a network fed by biomass and waste heat.`,
        fr: (c) => `${c.kmc} km de nouvelles canalisations raccorderont logements sociaux, écoles et un hôpital à un réseau alimenté par la biomasse et la chaleur fatale.`,
      },
    }],
  },
  '049': {
    label: 'Renewable energy: biomass', kind: 'energy', cost: [400_000, 5_000_000], po: 'PO02', so: 'RSO2.2',
    archetypes: [{
      name: {
        en: (c) => `Wood-fired boiler plant for public buildings in ${t(c).en}`,
        fr: (c) => `Chaufferie bois pour les bâtiments publics de ${t(c).name}`,
      },
      what: {
        en: (c) => `A ${c.mw} MW boiler burning locally sourced wood chips replaces fuel-oil heating in the town's public buildings.`,
        fr: (c) => `Une chaudière de ${c.mw} MW alimentée en plaquettes forestières locales remplacera le chauffage au fioul des bâtiments communaux.`,
      },
    }],
  },
  '047': {
    label: 'Renewable energy: wind', kind: 'energy', cost: [2_000_000, 20_000_000], po: 'PO02', so: 'RSO2.2',
    archetypes: [{
      name: {
        en: (c) => `Repowering of a wind farm with higher-capacity turbines near ${t(c).en}`,
        es: (c) => `Repotenciación de un parque eólico con aerogeneradores de mayor potencia en ${t(c).name}`,
      },
      what: {
        en: (c) => `Old turbines will be replaced by ${c.turbines} modern units, raising installed capacity to ${c.mw + 10} MW on the same site.`,
        es: (c) => `Los aerogeneradores antiguos se sustituirán por ${c.turbines} unidades modernas, hasta alcanzar ${c.mw + 10} MW en el mismo emplazamiento.`,
      },
    }],
  },
  '059': {
    label: 'Adaptation to climate change measures and prevention and management of climate related risks: fires (including awareness raising, civil protection and disaster management systems, infrastructures and ecosystem based approaches)',
    kind: 'adapt', cost: [200_000, 4_000_000], po: 'PO02', so: 'RSO2.4',
    archetypes: [{
      name: {
        en: (c) => `Wildfire prevention and forest resilience in the area of ${t(c).en}`,
        it: (c) => `Prevenzione degli incendi boschivi e resilienza forestale nel territorio di ${t(c).name}`,
      },
      what: {
        en: () => 'Firebreaks will be opened, water tanks for firefighting helicopters built and thermal cameras installed for early detection.',
        it: () => "Saranno realizzati viali tagliafuoco, vasche di approvvigionamento idrico per elicotteri e telecamere termiche per l'avvistamento precoce.",
      },
    }],
  },
  '081': {
    label: 'Clean urban transport infrastructure', kind: 'transport', cost: [1_500_000, 30_000_000], po: 'PO02', so: 'RSO2.8',
    archetypes: [{
      name: {
        en: (c) => `Segregated bus lane and low-emission zone infrastructure in ${t(c).en}`,
        es: (c) => `Plataforma reservada para autobús y zona de bajas emisiones en ${t(c).name}`,
      },
      what: {
        en: () => 'A segregated bus lane with priority at traffic lights will be built and access control cameras installed for the low-emission zone.',
        es: () => 'Se construirá un carril bus segregado con prioridad semafórica y se instalarán cámaras de control de acceso a la zona de bajas emisiones.',
      },
    }],
  },
  '023': {
    label: 'Skills development for smart specialisation, industrial transition, entrepreneurship and adaptability of enterprises to change', kind: 'skills',
    cost: [100_000, 1_500_000], po: 'PO01', so: 'RSO1.4',
    archetypes: [{
      name: {
        en: (c) => `Training in green and digital skills for employees of SMEs in ${t(c).en}`,
        pl: (c) => `Podnoszenie kompetencji w zakresie zielonej i cyfrowej transformacji dla pracowników MŚP w ${t(c).loc}`,
        de: (c) => `Qualifizierung für Beschäftigte kleiner und mittlerer Unternehmen im Strukturwandel in ${t(c).name}`,
        fr: (c) => `Formation des salariés de PME aux compétences de la transition écologique et numérique à ${t(c).name}`,
      },
      what: {
        en: () => 'Courses on energy management, automation and data analysis are tailored to the needs of the regional smart specialisation areas.',
        pl: () => 'Szkolenia z zarządzania energią, automatyki i analizy danych zostaną dopasowane do regionalnych inteligentnych specjalizacji.',
        de: () => 'Die Kurse zu Energiemanagement, Automatisierung und Datenanalyse orientieren sich an den regionalen Innovationsfeldern.',
        fr: () => "Les modules sur la gestion de l'énergie, l'automatisation et l'analyse de données sont adaptés aux domaines de spécialisation intelligente de la région.",
      },
    }],
  },
  // 2014-2020 intervention fields (Implementing Regulation 215/2014), used by the Greek export.
  '001': {
    label: "Generic productive investment in small and medium-sized enterprises ('SMEs')", kind: 'business', enterprise: true,
    cost: [25_000, 900_000], po: 'PO01', to: 'TO03',
    archetypes: [{
      objects: [
        { en: 'a bakery', el: 'αρτοποιείου' }, { en: 'a hotel', el: 'ξενοδοχειακής μονάδας' }, { en: 'a metalworking company', el: 'μεταλλουργικής επιχείρησης' },
        { en: 'a food packaging company', el: 'επιχείρησης τυποποίησης τροφίμων' }, { en: 'a printing company', el: 'επιχείρησης γραφικών τεχνών' },
      ],
      name: {
        en: (c) => `Modernisation and competitiveness of ${c.object.en} in ${t(c).en}`,
        el: (c) => `Εκσυγχρονισμός και ενίσχυση της ανταγωνιστικότητας ${c.object.el} στον Δήμο ${t(c).gen}`,
      },
      what: {
        en: () => 'The company will purchase new equipment and software to modernise production and improve the quality of its products.',
        el: () => 'Η επιχείρηση θα προμηθευτεί νέο εξοπλισμό και λογισμικό για τον εκσυγχρονισμό της παραγωγής και τη βελτίωση της ποιότητας των προϊόντων της.',
      },
    }],
  },
  '068': {
    label: 'Energy efficiency and demonstration projects in SMEs and supporting measures', kind: 'energy', enterprise: true,
    cost: [40_000, 600_000], po: 'PO02', to: 'TO04',
    archetypes: [{
      objects: [{ en: 'a hotel', el: 'ξενοδοχειακής μονάδας' }, { en: 'a cheese dairy', el: 'τυροκομείου' }, { en: 'a bakery', el: 'αρτοποιείου' }, { en: 'a winery', el: 'οινοποιείου' }],
      name: {
        en: (c) => `Energy upgrade of ${c.object.en} in ${t(c).en}`,
        el: (c) => `Ενεργειακή αναβάθμιση ${c.object.el} στον Δήμο ${t(c).gen}`,
      },
      what: {
        en: () => 'Thermal insulation, solar water heaters and high-efficiency heat pumps will reduce the energy costs of the business.',
        el: () => 'Θερμομόνωση, ηλιακοί θερμοσίφωνες και αντλίες θερμότητας υψηλής απόδοσης θα μειώσουν το ενεργειακό κόστος της επιχείρησης.',
      },
    }],
  },
  '065': {
    label: 'Research and innovation infrastructure, processes, technology transfer and cooperation in enterprises focusing on the low carbon economy and on resilience to climate change',
    kind: 'research', enterprise: true, cost: [150_000, 1_200_000], po: 'PO01', to: 'TO01',
    archetypes: [{
      objects: [
        { en: 'an energy management system for greenhouses', el: 'συστήματος διαχείρισης ενέργειας για θερμοκήπια' },
        { en: 'a low-carbon building material from industrial by-products', el: 'δομικού υλικού χαμηλού αποτυπώματος άνθρακα από βιομηχανικά παραπροϊόντα' },
        { en: 'a smart controller for battery storage', el: 'έξυπνου ελεγκτή συστημάτων αποθήκευσης ενέργειας' },
      ],
      name: {
        en: (c) => `Development of ${c.object.en} (RESEARCH – CREATE – INNOVATE)`,
        el: (c) => `Ανάπτυξη ${c.object.el} (ΕΡΕΥΝΩ – ΔΗΜΙΟΥΡΓΩ – ΚΑΙΝΟΤΟΜΩ)`,
      },
      what: {
        en: (c) => `A company from ${t(c).en} and a university laboratory will jointly develop and test a prototype.`,
        el: () => 'Μια επιχείρηση και ένα πανεπιστημιακό εργαστήριο θα αναπτύξουν και θα δοκιμάσουν από κοινού πρωτότυπο.',
      },
    }],
  },
  '014': {
    label: 'Energy efficiency renovation of existing housing stock, demonstration projects and supporting measures', kind: 'energy', enterprise: true,
    cost: [8_000, 45_000], po: 'PO02', to: 'TO04',
    archetypes: [{
      name: {
        en: (c) => `Energy upgrade of a residence in ${t(c).en} (Saving at Home II)`,
        el: (c) => `Ενεργειακή αναβάθμιση κατοικίας στον Δήμο ${t(c).gen} (Εξοικονομώ κατ' Οίκον ΙΙ)`,
      },
      what: {
        en: () => 'Replacement of windows, insulation of the roof and installation of a heat pump in a single-family house.',
        el: () => 'Αντικατάσταση κουφωμάτων, θερμομόνωση δώματος και εγκατάσταση αντλίας θερμότητας σε μονοκατοικία.',
      },
    }],
  },
  '010': {
    label: 'Renewable energy: solar', kind: 'energy', enterprise: true, cost: [60_000, 700_000], po: 'PO02', to: 'TO04',
    archetypes: [{
      objects: [{ en: 'a food processing plant', el: 'μονάδας μεταποίησης τροφίμων' }, { en: 'a logistics warehouse', el: 'αποθήκης εφοδιαστικής αλυσίδας' }],
      name: {
        en: (c) => `Photovoltaic station on the roof of ${c.object.en} in ${t(c).en}`,
        el: (c) => `Φωτοβολταϊκός σταθμός στη στέγη ${c.object.el} στον Δήμο ${t(c).gen}`,
      },
      what: {
        en: () => "The system will cover most of the plant's own electricity consumption under net metering.",
        el: () => 'Το σύστημα θα καλύπτει το μεγαλύτερο μέρος της ιδιοκατανάλωσης ηλεκτρικής ενέργειας (ενεργειακός συμψηφισμός).',
      },
    }],
  },
  '043': {
    label: 'Clean urban transport infrastructure and promotion (including equipment and rolling stock)', kind: 'transport',
    cost: [3_000_000, 40_000_000], po: 'PO02', to: 'TO04',
    archetypes: [{
      name: {
        en: (c) => `Supply of ${c.buses} electric trolleybuses for urban transport in ${t(c).en}`,
        el: (c) => `Προμήθεια ${c.buses} ηλεκτρικών τρόλεϊ για τις αστικές συγκοινωνίες στον Δήμο ${t(c).gen}`,
      },
      what: {
        en: () => 'The new vehicles replace the oldest part of the fleet and reduce noise and air pollution in the city centre.',
        el: () => 'Τα νέα οχήματα αντικαθιστούν τα παλαιότερα του στόλου και μειώνουν τον θόρυβο και την ατμοσφαιρική ρύπανση στο κέντρο της πόλης.',
      },
    }],
  },
  '017': {
    label: 'Household waste management, (including minimisation, sorting, recycling measures)', kind: 'waste', cost: [500_000, 15_000_000], po: 'PO02', to: 'TO06',
    archetypes: [{
      name: {
        en: (c) => `Green point and network of recycling bins in ${t(c).en}`,
        el: (c) => `Πράσινο σημείο και δίκτυο κάδων ανακύκλωσης στον Δήμο ${t(c).gen}`,
      },
      what: {
        en: () => 'The municipality will create a green point for recyclables and bulky items and extend separate collection to all neighbourhoods.',
        el: () => 'Ο Δήμος θα δημιουργήσει πράσινο σημείο για ανακυκλώσιμα και ογκώδη αντικείμενα και θα επεκτείνει τη χωριστή συλλογή σε όλες τις γειτονιές.',
      },
    }],
  },
  '087': {
    label: 'Adaptation to climate change measures and prevention and management of climate related risks e.g. erosion, fires, flooding, storms and drought, including awareness raising, civil protection and disaster management systems and infrastructures',
    kind: 'adapt', cost: [400_000, 9_000_000], po: 'PO02', to: 'TO05',
    archetypes: [{
      name: {
        en: (c) => `Flood protection works on the stream in ${t(c).en}`,
        el: (c) => `Αντιπλημμυρικά έργα προστασίας στο ρέμα του Δήμου ${t(c).gen}`,
      },
      what: {
        en: () => 'The stream bed will be regulated and culverts enlarged to protect nearby homes from flash floods.',
        el: () => 'Θα διευθετηθεί η κοίτη του ρέματος και θα διευρυνθούν οι οχετοί για την προστασία των κατοικιών από αιφνίδιες πλημμύρες.',
      },
    }],
  },
  '085': {
    label: 'Protection and enhancement of biodiversity, nature protection and green infrastructure', kind: 'nature', cost: [150_000, 3_000_000], po: 'PO02', to: 'TO06',
    archetypes: [{
      name: {
        en: (c) => `Management and protection of the Natura 2000 site near ${t(c).en}`,
        el: (c) => `Διαχείριση και προστασία της περιοχής Natura 2000 του Δήμου ${t(c).gen}`,
      },
      what: {
        en: () => 'Habitat mapping, visitor management and restoration of wetland vegetation are foreseen.',
        el: () => 'Προβλέπονται χαρτογράφηση οικοτόπων, διαχείριση επισκεπτών και αποκατάσταση της υγροτοπικής βλάστησης.',
      },
    }],
  },
  '013': {
    label: 'Energy efficiency renovation of public infrastructure, demonstration projects and supporting measures', kind: 'energy',
    cost: [200_000, 3_000_000], po: 'PO02', to: 'TO04',
    archetypes: [{
      objects: [{ en: 'primary school', el: 'Δημοτικού Σχολείου' }, { en: 'town hall', el: 'Δημαρχείου' }, { en: 'municipal swimming pool', el: 'Δημοτικού Κολυμβητηρίου' }, { en: 'lower secondary school', el: 'Γυμνασίου' }],
      name: {
        en: (c) => `Energy upgrade of the ${c.object.en} of ${t(c).en}`,
        el: (c) => `Ενεργειακή αναβάθμιση του ${c.object.el} του Δήμου ${t(c).gen}`,
      },
      what: {
        en: () => 'External insulation, new window frames, solar thermal collectors and LED lighting will be installed.',
        el: () => 'Θα τοποθετηθούν εξωτερική θερμομόνωση, νέα κουφώματα, ηλιακοί συλλέκτες και φωτισμός LED.',
      },
    }],
  },
  '090': {
    label: 'Cycle tracks and footpaths', kind: 'transport', cost: [300_000, 4_000_000], po: 'PO02', to: 'TO04',
    archetypes: [{
      name: {
        en: (c) => `Construction of a cycle path along the waterfront of ${t(c).en}`,
        el: (c) => `Κατασκευή ποδηλατόδρομου στο παραλιακό μέτωπο του Δήμου ${t(c).gen}`,
      },
      what: {
        en: (c) => `The ${c.km} km path will connect residential areas with the city centre and the university.`,
        el: (c) => `Ο ποδηλατόδρομος μήκους ${c.kmc} χλμ. θα συνδέει τις κατοικημένες περιοχές με το κέντρο της πόλης και το πανεπιστήμιο.`,
      },
    }],
  },
}

// ---------------------------------------------------------------------------------------------
// Interreg Central Baltic 2014-2020 list of operations, in the layout of the programme's CSV
// (the fixture row): `;`-joined beneficiaries with parallel roles, amounts, postcodes, countries.
const LIST_OF_OPERATIONS_HEADER = ['Operation name', 'Operation subprogramme', 'Operation priority axis', 'Intervention categories',
  'Operation summary', 'Operation start date', 'Operation end date', 'Total eligible expenditure allocated to the full operation',
  'Total Union co-financing allocated to the full operation', 'Beneficiary name', 'Beneficiary role',
  'Total eligible expenditure allocated to the beneficiary', 'Total Union co-financing allocated to the beneficiary',
  'Location indicator', 'Country']

const PARTNERS = {
  FI: [['Turun kaupunki', '20100'], ['Helsingin kaupunki', '00099'], ['Satakunnan ammattikorkeakoulu Oy', '28130'], ['Åbo Akademi', '20500'],
    ['Varsinais-Suomen liitto', '20100'], ['Ålands landskapsregering', 'AX-22100'], ['Turun ammattikorkeakoulu Oy', '20520']],
  EE: [['Tallinna Tehnikaülikool', '19086'], ['Keskkonnaamet', '10143'], ['Pärnu Linnavalitsus', '80010'], ['Saaremaa Vallavalitsus', '93819'],
    ['Eesti Maaülikool', '51006'], ['Tallinna Keskkonna- ja Kommunaalamet', '10143']],
  LV: [['Rīgas Tehniskā universitāte', 'LV-1048'], ['Vidzemes plānošanas reģions', 'LV-4101'], ['Kurzemes plānošanas reģions', 'LV-3601'],
    ['Latvijas Hidroekoloģijas institūts', 'LV-1007'], ['Rīgas valstspilsētas pašvaldība', 'LV-1050']],
  SE: [['Region Stockholm', 'SE-10422'], ['Stockholms stad', 'SE-10535'], ['Länsstyrelsen i Stockholms län', 'SE-10422'], ['Gotlands kommun', 'SE-62181'],
    ['Uppsala universitet', 'SE-75105'], ['Norrtälje kommun', 'SE-76180']],
}

const CB_CATEGORIES = {
  '021': 'Water management and drinking water conservation (including river basin management, water supply, specific climate change adaptation measures, district and consumer metering, charging systems and leak reduction)',
  '022': 'Waste water treatment',
  '036': 'Multimodal transport',
  '040': 'Other seaports',
  '043': 'Clean urban transport infrastructure and promotion (including equipment and rolling stock)',
  '063': 'Cluster support and business networks primarily benefiting SMEs',
  '066': 'Advanced support services for SMEs and groups of SMEs (including management, marketing and design services)',
  '067': 'SME business development, support to entrepreneurship and incubation (including support to spin offs and spin outs)',
  '085': 'Protection and enhancement of biodiversity, nature protection and green infrastructure',
  '091': 'Development and promotion of the tourism potential of natural areas',
  '094': 'Protection, development and promotion of public cultural and heritage assets',
  '118': 'Improving the labour market relevance of education and training systems, facilitating the transition from education to work, and strengthening vocational education and training systems and their quality, including through mechanisms for skills anticipation, adaptation of curricula and the establishment and development of work-based learning systems, including dual learning systems and apprenticeship schemes',
}
const AXES = { 1: 'P1 Competitive economy', 2: 'P2 Sustainable use of common resources', 3: 'P3 Well-connected region', 4: 'P4 Skilled and socially inclusive region' }

// [name, subprogramme, axis, category, lead country, partner countries, summary, ended]
const CB_OPERATIONS = [
  ['Nature-Based Stormwater Solutions for Coastal Towns', 'CB', 2, '021', 'FI', ['EE', 'SE', 'LV'], 'Four coastal towns develop joint methods for nature-based stormwater management that reduce nutrient and microplastic loads to the Baltic Sea. Rain gardens, wetlands and filter beds are piloted in each town and monitored for two seasons.', true],
  ['Nutrient Recovery from Urban Wastewater', 'CB', 2, '022', 'EE', ['FI', 'LV'], 'Wastewater utilities and universities test how phosphorus and nitrogen can be recovered from sewage sludge and returned to agriculture as safe fertiliser. The pilot plant in Tallinn is compared with full-scale processes in Finland.', true],
  ['Electric Ferries for the Archipelago', 'AI', 3, '036', 'FI', ['SE', 'EE'], 'The partners prepare the switch of small archipelago ferry routes from diesel to battery-electric operation. Charging needs, shore power connections and procurement criteria are developed together with the ferry operators.', false],
  ['Green Cruise Port', 'CB', 3, '040', 'FI', ['SE', 'EE', 'LV'], 'Ports of the region plan shore power, waste reception and low-emission terminal operations for cruise ships. The project produces investment plans and a common environmental charging model.', true],
  ['Smart Commuting between Stockholm and Turku Regions', 'CB', 3, '043', 'SE', ['FI'], 'Employers and municipalities pilot mobility services that replace daily car commuting with public transport, shared e-bikes and remote work hubs. The results feed into regional sustainable urban mobility plans.', false],
  ['Coastal Meadows Restoration', 'AI', 2, '085', 'EE', ['FI', 'SE'], 'Overgrown coastal meadows on islands are restored by clearing reeds and reintroducing grazing cattle. Local farmers are trained in habitat management, and bird populations are monitored before and after restoration.', true],
  ['Urban Wetlands for Biodiversity', 'CB', 2, '085', 'LV', ['EE', 'FI'], 'Riga, Pärnu and Turku create urban wetlands that store stormwater and provide habitats for amphibians and birds. Citizens take part in planting and monitoring through a mobile application.', false],
  ['Cycling Routes of the Central Baltic Coast', 'CB', 2, '091', 'LV', ['EE', 'FI', 'SE'], 'A cross-border coastal cycling route is signposted and marketed with service providers along the way. Small investments in rest areas and bike repair points make the route usable for families.', true],
  ['Sustainable Archipelago Tourism', 'AI', 2, '091', 'SE', ['FI'], 'Archipelago municipalities and tourism entrepreneurs develop low-impact visitor services and manage visitor flows at sensitive nature sites. Carbon footprints of typical trips are calculated and reduced.', false],
  ['Energy-Efficient Renovation of Wooden Heritage Houses', 'CB', 2, '094', 'FI', ['EE'], 'Guidelines and pilot renovations show how historic wooden houses can be insulated and heated with heat pumps without losing their heritage value. Craftsmen from both countries are trained together.', true],
  ['Blue Bioeconomy Start-ups', 'CB', 1, '067', 'EE', ['FI', 'SE'], 'An incubation programme supports start-ups that turn algae, fish side-streams and reeds into products. Selected teams receive mentoring, test facilities and access to investors in the region.', true],
  ['Cleantech Export Cluster', 'CB', 1, '063', 'SE', ['FI', 'EE', 'LV'], 'Cleantech SMEs from the four countries form joint export consortia for water, energy and waste technologies. The project organises buyer missions and shared reference sites.', false],
  ['Circular Construction Materials Network', 'CB', 1, '066', 'FI', ['EE', 'LV'], 'Construction companies and municipalities create a marketplace for reused building materials. Quality criteria and logistics models are piloted on three demolition sites.', false],
  ['Low-Carbon Logistics for Island SMEs', 'AI', 1, '066', 'FI', ['SE'], 'Small companies on islands pool their freight to reduce transport emissions and costs. A digital booking tool and shared electric delivery vans are tested.', true],
  ['Vocational Training for Offshore Wind Technicians', 'CB', 4, '118', 'EE', ['FI', 'LV'], 'Vocational schools develop a joint curriculum for offshore wind service technicians, including safety training and work-based learning at wind farms.', false],
  ['Joint Curricula in Renewable Heating', 'CB', 4, '118', 'LV', ['EE', 'SE'], 'Schools create shared training modules on heat pumps, solar thermal and district heating for installers. Teachers exchange experience and students complete placements abroad.', true],
  ['E-Mobility Charging for Port Cities', 'CB', 3, '043', 'LV', ['EE', 'FI'], 'Port cities plan and pilot public fast-charging stations for electric taxis, buses and port vehicles. A joint roaming and payment solution is tested across borders.', false],
  ['Reducing Microplastics from Urban Runoff', 'CB', 2, '021', 'SE', ['FI', 'EE'], 'Filters and street-sweeping methods that capture microplastics from road runoff are tested in three cities. The results are summarised in guidance for municipal water utilities.', true],
  ['Flood Risk Mapping for Baltic Rivers', 'CB', 2, '021', 'LV', ['EE'], 'Latvian and Estonian authorities produce joint flood risk maps for rivers flowing into the Gulf of Riga, taking into account climate change scenarios and ice jams.', false],
  ['Archipelago Water Supply Resilience', 'AI', 2, '021', 'SE', ['FI'], 'Island municipalities secure drinking water during dry summers by mapping groundwater, reducing leaks and testing small desalination units.', true],
]

function listOfOperationsRows () {
  const fmt = (n) => (random() < 0.5 ? n.toPrecision(21).replace(/0+$/, '') : String(Math.round(n * 100) / 100))
  return CB_OPERATIONS.map(([name, sub, axis, code, lead, others, summary, ended]) => {
    const countries = [lead, ...others]
    const partners = countries.map((country) => [...pick(PARTNERS[country]), country])
    const associated = random() < 0.4 ? 1 : 0
    const shares = partners.map((_, i) => (i === 0 ? 2 : 1) * (i >= partners.length - associated ? 0 : 1) * (0.6 + random()))
    const total = Math.round(logUniform(350_000, 2_800_000) * 100) / 100
    const rate = pick([0.75, 0.8, 0.85])
    const sum = shares.reduce((a, b) => a + b, 0)
    const start = new Date(Date.UTC(int(2015, 2019), int(0, 11), 1))
    const end = addMonths(start, int(24, 42))
    const date = (d) => `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`
    const categories = `01 Non-repayable grant, M07 Not applicable, ${code} ${CB_CATEGORIES[code]}, T04 Macro regional cooperation area`
    return [
      name, sub === 'AI' ? 'Archipelago and Islands' : 'Central Baltic', AXES[axis], categories, `${ended ? 'ENDED_' : ''}${summary}`,
      date(start), date(end), fmt(total), fmt(total * rate),
      partners.map(([n]) => n).join(';'),
      partners.map((_, i) => (i === 0 ? 'Lead partner' : i >= partners.length - associated ? 'Associated partner' : 'Project partner')).join(';'),
      shares.map((s) => String(Math.round(total * s / sum * 100) / 100)).join(';'),
      shares.map((s) => String(Math.round(total * rate * s / sum * 10_000) / 10_000)).join(';'),
      partners.map(([, postcode]) => postcode).join(';'),
      partners.map(([, , country]) => country).join(';'),
    ]
  })
}

main()
