// Labels of the codes the cohesion sources print, used where a source gives a code without its
// label or a label cut short (the glimpse fixture cuts `Category_Label` with "…").
//
// Intervention fields: 2021-2027 from CPR 2021/1060 Annex I, table 1; 2014-2020 from Commission
// Implementing Regulation 215/2014 Annex, table 1. Only the codes the sources and samples use are
// listed: the source's own label always wins when it is complete.

const FIELDS_2021: Record<string, string> = {
  '001': 'Investment in fixed assets, including research infrastructure, in micro enterprises directly linked to research and innovation activities',
  '002': 'Investment in fixed assets, including research infrastructure, in small and medium-sized enterprises (including private research centres) directly linked to research and innovation activities',
  '010': 'Research and innovation activities in SMEs, including networking',
  '013': 'Digitising SMEs (including e-commerce, e-business and networked business processes, digital innovation hubs, living labs, web entrepreneurs and ICT start-ups, B2B)',
  '021': 'SME business development and internationalisation, including productive investments',
  '023': 'Skills development for smart specialisation, industrial transition, entrepreneurship and adaptability of enterprises to change',
  '029': 'Research and innovation processes, technology transfer and cooperation between enterprises, research centres and universities, focusing on the low carbon economy, resilience and adaptation to climate change',
  '030': 'Research and innovation processes, technology transfer and cooperation between enterprises, focusing on circular economy',
  '038': 'Energy efficiency and demonstration projects in SMEs and supporting measures',
  '039': 'Energy efficiency and demonstration projects in large enterprises and supporting measures',
  '041': 'Energy efficiency renovation of existing housing stock, demonstration projects and supporting measures',
  '044': 'Energy efficiency renovation or energy efficiency measures regarding public infrastructure, demonstration projects and supporting measures',
  '045': 'Energy efficiency renovation or energy efficiency measures regarding public infrastructure, demonstration projects and supporting measures compliant with energy efficiency criteria',
  '046': 'Support to entities that provide services contributing to the low carbon economy and to resilience to climate change, including awareness-raising measures',
  '047': 'Renewable energy: wind',
  '048': 'Renewable energy: solar',
  '049': 'Renewable energy: biomass',
  '052': 'Other renewable energy (including geothermal energy)',
  '053': 'Smart Energy Systems (including smart grids and ICT systems) and related storage',
  '054': 'High efficiency co-generation, district heating and cooling',
  '056': 'Replacement of coal based heating systems by gas based heating systems for climate change mitigation purposes',
  '058': 'Adaptation to climate change measures and prevention and management of climate related risks: floods and landslides (including awareness raising, civil protection and disaster management systems, infrastructures and ecosystem based approaches)',
  '059': 'Adaptation to climate change measures and prevention and management of climate related risks: fires (including awareness raising, civil protection and disaster management systems, infrastructures and ecosystem based approaches)',
  '060': 'Adaptation to climate change measures and prevention and management of climate related risks: others, e.g. storms and drought (including awareness raising, civil protection and disaster management systems, infrastructures and ecosystem based approaches)',
  '064': 'Water management and water resource preservation (including river basin management, specific climate change adaptation measures, reuse, leakage reduction)',
  '065': 'Waste water collection and treatment',
  '067': 'Household waste management: prevention, minimisation, sorting, reuse, recycling measures',
  '069': 'Commercial, industrial waste management: prevention, minimisation, sorting, reuse, recycling measures',
  '071': 'Promoting the use of recycled materials as raw materials',
  '073': 'Rehabilitation of industrial sites and contaminated land',
  '075': 'Support to environmentally-friendly production processes and resource efficiency in SMEs',
  '077': 'Air quality and noise reduction measures',
  '078': 'Protection, restoration and sustainable use of Natura 2000 sites',
  '079': 'Nature and biodiversity protection, natural heritage and resources, green and blue infrastructure',
  '081': 'Clean urban transport infrastructure',
  '082': 'Clean urban transport rolling stock',
  '083': 'Cycling infrastructure',
  '084': 'Digitalisation of urban transport',
  '085': 'Digitalisation of transport when dedicated in part to greenhouse gas emissions reduction: urban transport',
  '086': 'Alternative fuels infrastructure',
}

const FIELDS_2014: Record<string, string> = {
  '001': "Generic productive investment in small and medium-sized enterprises ('SMEs')",
  '010': 'Renewable energy: solar',
  '012': 'Other renewable energy (including hydroelectric, geothermal and marine energy) and renewable energy integration (including storage, power to gas and renewable hydrogen infrastructure)',
  '013': 'Energy efficiency renovation of public infrastructure, demonstration projects and supporting measures',
  '014': 'Energy efficiency renovation of existing housing stock, demonstration projects and supporting measures',
  '017': 'Household waste management, (including minimisation, sorting, recycling measures)',
  '021': 'Water management and drinking water conservation (including river basin management, water supply, specific climate change adaptation measures, district and consumer metering, charging systems and leak reduction)',
  '022': 'Waste water treatment',
  '023': 'Environmental measures aimed at reducing and/or avoiding greenhouse gas emissions (including treatment and storage of methane gas and composting)',
  '043': 'Clean urban transport infrastructure and promotion (including equipment and rolling stock)',
  '065': 'Research and innovation infrastructure, processes, technology transfer and cooperation in enterprises focusing on the low carbon economy and on resilience to climate change',
  '068': 'Energy efficiency and demonstration projects in SMEs and supporting measures',
  '069': 'Support to environmentally-friendly production processes and resource efficiency in SMEs',
  '085': 'Protection and enhancement of biodiversity, nature protection and green infrastructure',
  '087': 'Adaptation to climate change measures and prevention and management of climate related risks e.g. erosion, fires, flooding, storms and drought, including awareness raising, civil protection and disaster management systems and infrastructures',
  '089': 'Rehabilitation of industrial sites and contaminated land',
  '090': 'Cycle tracks and footpaths',
  '094': 'Protection, development and promotion of public cultural and heritage assets',
  '118': 'Improving the labour market relevance of education and training systems, facilitating the transition from education to work, and strengthening vocational education and training systems and their quality, including through mechanisms for skills anticipation, adaptation of curricula and the establishment and development of work-based learning systems, including dual learning systems and apprenticeship schemes',
}

/** Objective labels as Kohesio prints them (thematic objectives 2014-2020, policy objectives). */
export const OBJECTIVES: Record<string, string> = {
  TO01: 'Research and innovation', TO02: 'Information and communication technologies', TO03: 'Competitiveness of SMEs',
  TO04: 'Low-carbon economy', TO05: 'Climate change adaptation and risk prevention', TO06: 'Environment protection and resource efficiency',
  TO07: 'Network infrastructures in transport and energy', TO08: 'Sustainable and quality employment', TO09: 'Social inclusion',
  TO10: 'Educational and vocational training', TO11: 'Efficient public administration',
  PO01: 'Smarter Europe', PO02: 'Greener Europe', PO03: 'More connected Europe', PO04: 'More social Europe', PO05: 'Europe closer to citizens',
}

/** `PO2`, `po02`, `https://…/TO4` → `PO02` / `TO04`, or null. */
export function objectiveId (value: string | null | undefined): string | null {
  const match = /(TO|PO)0?(\d{1,2})$/i.exec((value ?? '').trim())
  return match ? `${match[1]!.toUpperCase()}${match[2]!.padStart(2, '0')}` : null
}

/** A 1-3 digit code (`1`, `38`, `038`) as the 3-digit form the regulations use. */
export function categoryCode (value: string | null | undefined): string | null {
  const match = /^\s*(\d{1,3})\s*$/.exec(value ?? '')
  return match ? match[1]!.padStart(3, '0') : null
}

/** The regulation's label of a code in the programming period (2021-2027 list for later periods). */
export function categoryLabel (code: string, period: string | null): string | null {
  const early = period !== null && Number(period.slice(0, 4)) < 2021
  return (early ? FIELDS_2014[code] : FIELDS_2021[code]) ?? null
}

// Title forms of the labels too long for a title (the full label stays in the description and
// the thematic areas), keyed by period group and code.
const TITLE_FORMS: Record<string, string> = {
  '2021:001': 'Research and innovation investment in fixed assets of micro enterprises',
  '2021:002': 'Research and innovation investment in fixed assets of SMEs',
  '2021:013': 'Digitising SMEs',
  '2021:023': 'Skills development for smart specialisation, industrial transition and entrepreneurship',
  '2021:029': 'Research and innovation focusing on the low carbon economy, resilience and adaptation to climate change',
  '2021:030': 'Research and innovation focusing on circular economy',
  '2021:044': 'Energy efficiency renovation of public infrastructure',
  '2021:045': 'Energy efficiency renovation of public infrastructure (energy efficiency criteria)',
  '2021:046': 'Support to entities providing low-carbon and climate resilience services',
  '2021:058': 'Climate change adaptation and risk prevention: floods and landslides',
  '2021:059': 'Climate change adaptation and risk prevention: fires',
  '2021:060': 'Climate change adaptation and risk prevention: storms, drought and other climate risks',
  '2021:064': 'Water management and water resource preservation',
  '2014:012': 'Other renewable energy and renewable energy integration',
  '2014:021': 'Water management and drinking water conservation',
  '2014:023': 'Environmental measures reducing greenhouse gas emissions',
  '2014:065': 'Research and innovation in enterprises focusing on the low carbon economy and climate resilience',
  '2014:087': 'Adaptation to climate change and prevention and management of climate related risks',
  '2014:118': 'Labour market relevance of education and training systems',
}

/** A label for a title: a title form, else the label without its trailing parenthesis, else cut at a word. */
export function titleLabel (code: string, period: string | null, label: string): string {
  const early = period !== null && Number(period.slice(0, 4)) < 2021
  const regulation = categoryLabel(code, period)
  const form = TITLE_FORMS[`${early ? 2014 : 2021}:${code}`]
  if (form && (!regulation || label === regulation || label.length > 110)) return form
  const short = label.length > 60 ? label.replace(/\s*\([^)]*\)\s*$/, '') : label
  if (short.length <= 110) return short
  const cut = short.slice(0, 110)
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`
}
