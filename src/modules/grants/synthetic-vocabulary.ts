// Vocabulary of the synthetic grant generator (synthetic-grants.ts): programmes, topics and the
// sentences grant calls are made of. Generic sentences avoid the topic words on purpose, so that a
// full-text search for a topic ("renewable energy") finds only the few percent of calls about it.
import type { GrantSource } from './grants.tables.js'

// The spec's allowed `carbon_categories`.
export const CARBON_CATEGORIES = [
  'energy_efficiency', 'renewable_energy', 'clean_technology', 'circular_economy', 'sustainable_transport',
  'green_buildings', 'carbon_capture', 'hydrogen', 'industrial_decarbonization', 'sustainable_agriculture',
  'biodiversity', 'water_management', 'waste_reduction', 'climate_adaptation',
] as const
export type CarbonCategory = typeof CARBON_CATEGORIES[number]

// Codes of src/modules/reference/data/eu-taxonomy-objectives.csv.
export const TAXONOMY_OBJECTIVES = ['CCM', 'CCA', 'WTR', 'CE', 'PPC', 'BIO'] as const
export type TaxonomyObjective = typeof TAXONOMY_OBJECTIVES[number]


export interface Programme {
  name: string
  short: string          // in titles
  code?: string          // call identifier prefix (EU calls)
  focus: 'green' | 'other' | 'any'
  crossBorder?: boolean  // Interreg: several countries
}

export const PROGRAMMES: Record<GrantSource, Programme[]> = {
  eu_portal: [
    { name: 'Horizon Europe Cluster 5 (Climate, Energy and Mobility)', short: 'Horizon Europe', code: 'HORIZON-CL5', focus: 'green' },
    { name: 'Horizon Europe Cluster 6 (Food, Bioeconomy, Natural Resources, Agriculture and Environment)', short: 'Horizon Europe', code: 'HORIZON-CL6', focus: 'green' },
    { name: 'Horizon Europe Cluster 4 (Digital, Industry and Space)', short: 'Horizon Europe', code: 'HORIZON-CL4', focus: 'any' },
    { name: 'LIFE Programme', short: 'LIFE', code: 'LIFE', focus: 'green' },
    { name: 'Innovation Fund', short: 'Innovation Fund', code: 'INNOVFUND', focus: 'green' },
    { name: 'Connecting Europe Facility', short: 'CEF', code: 'CEF', focus: 'green' },
    { name: 'Single Market Programme', short: 'Single Market Programme', code: 'SMP-COSME', focus: 'any' },
    { name: 'Digital Europe Programme', short: 'Digital Europe', code: 'DIGITAL', focus: 'other' },
    { name: 'EU4Health Programme', short: 'EU4Health', code: 'EU4H', focus: 'other' },
  ],
  cordis: [
    { name: 'Horizon Europe research and innovation actions', short: 'Horizon Europe', code: 'HORIZON-CL5', focus: 'green' },
    { name: 'Processes4Planet Partnership', short: 'Processes4Planet', code: 'HORIZON-CL4', focus: 'green' },
    { name: 'Circular Bio-based Europe Joint Undertaking', short: 'CBE JU', code: 'HORIZON-JU-CBE', focus: 'green' },
    { name: 'EIC Accelerator', short: 'EIC Accelerator', code: 'HORIZON-EIC', focus: 'any' },
    { name: 'EIC Pathfinder', short: 'EIC Pathfinder', code: 'HORIZON-EIC', focus: 'any' },
    { name: 'Horizon Europe Cluster 1 (Health)', short: 'Horizon Europe', code: 'HORIZON-HLTH', focus: 'other' },
  ],
  cohesion: [
    { name: 'European Regional Development Fund', short: 'ERDF', focus: 'any' },
    { name: 'Cohesion Fund', short: 'Cohesion Fund', focus: 'green' },
    { name: 'Just Transition Fund', short: 'Just Transition Fund', focus: 'green' },
    { name: 'Interreg Europe', short: 'Interreg Europe', focus: 'any', crossBorder: true },
    { name: 'Interreg Central Europe', short: 'Interreg Central Europe', focus: 'any', crossBorder: true },
    { name: 'Interreg North Sea', short: 'Interreg North Sea', focus: 'green', crossBorder: true },
    { name: 'European Social Fund Plus', short: 'ESF+', focus: 'other' },
  ],
  innovate_uk: [
    { name: 'Innovate UK Smart grants', short: 'Innovate UK Smart grants', focus: 'any' },
    { name: 'Industrial Energy Transformation Fund', short: 'IETF', focus: 'green' },
    { name: 'Innovate UK Net Zero Living', short: 'Net Zero Living', focus: 'green' },
    { name: 'Farming Innovation Programme', short: 'Farming Innovation Programme', focus: 'green' },
    { name: 'Innovate UK Launchpad', short: 'Innovate UK Launchpad', focus: 'any' },
    { name: 'Biomedical Catalyst', short: 'Biomedical Catalyst', focus: 'other' },
  ],
}

export interface Topic {
  name: string               // lower case, inside sentences
  label: string              // thematic area
  phrases: string[]          // lower case, in titles
  terms: string[]            // at least three, for the scope sentence
  sentences: string[]
  carbon: CarbonCategory[]   // empty: not a carbon topic
  objectives: TaxonomyObjective[]
  nace: string[]             // related NACE sections, divisions, groups or classes
  areas: string[]            // further thematic areas
}

export const TOPICS: Topic[] = [
  { name: 'energy efficiency', label: 'Energy efficiency',
    phrases: ['energy efficiency improvements', 'energy audits and efficiency measures', 'energy-efficient production processes', 'waste heat recovery and energy management systems'],
    terms: ['energy audits', 'waste heat recovery', 'high-efficiency motors and drives', 'energy management systems (ISO 50001)', 'process optimisation'],
    sentences: ['Energy efficiency first remains a guiding principle of the European Green Deal.',
      'Eligible measures include energy audits, waste heat recovery and the replacement of inefficient equipment.',
      'Projects should reduce final energy consumption by at least 20% compared with the baseline.',
      'Companies are encouraged to introduce an energy management system and to monitor consumption in real time.',
      'Investments in efficient motors, drives, lighting and compressed air systems are supported.'],
    carbon: ['energy_efficiency'], objectives: ['CCM'], nace: ['C', '33', '43.2', '71.12'], areas: ['Energy', 'Climate action', 'SME competitiveness'] },
  { name: 'renewable energy', label: 'Renewable energy',
    phrases: ['renewable energy communities', 'solar and wind energy integration', 'renewable energy for industrial heat', 'renewable energy self-consumption'],
    terms: ['solar photovoltaics', 'onshore and offshore wind', 'battery storage', 'renewable heating and cooling', 'grid integration of renewable energy'],
    sentences: ['The call supports the deployment of renewable energy and the integration of variable generation into the grid.',
      'Eligible investments include solar photovoltaic installations, small wind turbines and battery storage for self-consumption.',
      'Renewable energy communities and citizen-led projects are explicitly encouraged.',
      'Projects should increase the share of renewable energy in the final energy consumption of the participating companies.',
      'Hybrid systems combining renewable energy sources with storage and demand response are of particular interest.'],
    carbon: ['renewable_energy', 'clean_technology'], objectives: ['CCM'], nace: ['D', '35', '35.11', '42.22', '43.21', '27'], areas: ['Energy', 'Clean energy transition', 'Climate action'] },
  { name: 'heat pumps', label: 'Heat pumps',
    phrases: ['heat pump deployment', 'industrial heat pumps', 'large-scale heat pumps for district heating', 'heat pumps in buildings and industry'],
    terms: ['air-to-water heat pumps', 'high-temperature industrial heat pumps', 'district heating networks', 'thermal storage', 'natural refrigerants'],
    sentences: ['Heat pumps are a key technology for decarbonising heating in buildings and industry.',
      'Support covers the purchase and installation of heat pumps that use natural refrigerants.',
      'Projects replacing fossil fuel boilers with industrial heat pumps delivering up to 200 °C are eligible.',
      'Large-scale heat pumps feeding district heating networks are supported where they use ambient or waste heat.'],
    carbon: ['energy_efficiency', 'green_buildings', 'renewable_energy'], objectives: ['CCM'], nace: ['28.25', '43.22', 'F', '35.3'], areas: ['Energy', 'Buildings', 'Heating and cooling'] },
  { name: 'hydrogen', label: 'Hydrogen',
    phrases: ['green hydrogen production', 'hydrogen valleys', 'hydrogen use in hard-to-abate industries', 'green hydrogen and electrolysers'],
    terms: ['electrolysers', 'hydrogen refuelling stations', 'hydrogen storage and transport', 'fuel cells', 'hydrogen for steel and chemicals'],
    sentences: ['The call supports the production, storage and use of clean and low-carbon hydrogen.',
      'Projects should demonstrate electrolysers of at least 5 MW in an industrial setting.',
      'Hydrogen valleys combining production, distribution and end use in one region are eligible.',
      'Fuel cell applications in heavy-duty transport and stationary power are within scope.'],
    carbon: ['hydrogen', 'clean_technology', 'industrial_decarbonization'], objectives: ['CCM'], nace: ['20.11', '35.2', 'C', '27.9'], areas: ['Energy', 'Clean technology', 'Industry'] },
  { name: 'circular economy', label: 'Circular economy',
    phrases: ['circular economy business models', 'recycling and reuse of materials', 'circular design and remanufacturing', 'resource efficiency in production'],
    terms: ['eco-design', 'recycling of plastics and textiles', 'remanufacturing and repair', 'industrial symbiosis', 'secondary raw materials', 'waste prevention'],
    sentences: ['The transition to a circular economy keeps products and materials in use for as long as possible.',
      'Eligible projects develop circular business models such as product-as-a-service, repair and remanufacturing.',
      'Investments in the recycling of plastics, textiles, batteries and construction waste are supported.',
      'Projects should reduce waste generation and the consumption of primary raw materials.',
      'Industrial symbiosis, where the waste of one company becomes the input of another, is encouraged.'],
    carbon: ['circular_economy', 'waste_reduction'], objectives: ['CE', 'PPC'], nace: ['E', '38', '38.32', '22', 'C'], areas: ['Circular economy', 'Resource efficiency', 'Waste management'] },
  { name: 'sustainable transport', label: 'Sustainable transport',
    phrases: ['zero-emission mobility', 'sustainable urban transport', 'electric vehicle charging infrastructure', 'clean logistics and freight transport'],
    terms: ['electric vehicles and charging points', 'zero-emission buses and trucks', 'rail freight', 'cycling infrastructure', 'sustainable aviation fuels', 'shared mobility'],
    sentences: ['Transport accounts for about a quarter of the greenhouse gas emissions of the European Union.',
      'The call funds zero-emission vehicles, charging infrastructure and the shift of freight from road to rail.',
      'Projects improving sustainable urban mobility and public transport are eligible.',
      'Logistics companies may receive support for electric or hydrogen trucks and depot charging.'],
    carbon: ['sustainable_transport', 'clean_technology'], objectives: ['CCM'], nace: ['H', '49', '29', '30', '52.21'], areas: ['Transport and mobility', 'Climate action'] },
  { name: 'green buildings', label: 'Green buildings',
    phrases: ['deep renovation of buildings', 'energy-efficient buildings', 'nearly zero-energy buildings', 'sustainable construction and renovation'],
    terms: ['building insulation', 'smart building controls', 'nearly zero-energy buildings', 'bio-based construction materials', 'renovation of public buildings'],
    sentences: ['Buildings are responsible for around 40% of the energy consumed in the European Union.',
      'Deep renovation projects must improve the energy performance of the building by at least 30%.',
      'Eligible works include insulation, window replacement, efficient ventilation and smart building controls.',
      'The use of bio-based and recycled construction materials is encouraged.'],
    carbon: ['green_buildings', 'energy_efficiency'], objectives: ['CCM', 'CCA'], nace: ['F', '41', '43', '68', '71.1'], areas: ['Buildings', 'Energy', 'Construction'] },
  { name: 'carbon capture', label: 'Carbon capture and storage',
    phrases: ['carbon capture and storage', 'carbon capture and utilisation', 'CO2 transport and storage infrastructure', 'carbon removal technologies'],
    terms: ['post-combustion capture', 'CO2 transport networks', 'geological storage', 'carbon utilisation in building materials', 'direct air capture'],
    sentences: ['The call supports carbon capture, utilisation and storage in industries with unavoidable process emissions.',
      'Projects should capture at least 100,000 tonnes of CO2 per year at full operation.',
      'Carbon utilisation projects converting captured CO2 into fuels, chemicals or building materials are eligible.',
      'Permanent carbon removals, including direct air capture and bioenergy with carbon capture, are within scope.'],
    carbon: ['carbon_capture', 'industrial_decarbonization'], objectives: ['CCM'], nace: ['23.51', '20', '24', '35', 'B'], areas: ['Climate action', 'Industry', 'Clean technology'] },
  { name: 'water management', label: 'Water management',
    phrases: ['water efficiency and reuse', 'smart water management', 'wastewater treatment and reuse', 'water resilience in industry'],
    terms: ['water reuse', 'leakage reduction', 'wastewater treatment', 'digital water metering', 'nature-based flood protection'],
    sentences: ['Projects should reduce water consumption and improve the quality of water bodies.',
      'Eligible investments include water reuse systems, leakage detection and advanced wastewater treatment.',
      'Industrial users of water are encouraged to close water loops and recover nutrients.',
      'Digital monitoring of water networks supports a more efficient use of scarce resources.'],
    carbon: ['water_management', 'climate_adaptation'], objectives: ['WTR', 'CCA'], nace: ['E', '36', '37', '01.6'], areas: ['Water', 'Environment', 'Climate adaptation'] },
  { name: 'biodiversity', label: 'Biodiversity',
    phrases: ['biodiversity and ecosystem restoration', 'nature-based solutions', 'protection of habitats and species', 'restoration of wetlands and forests'],
    terms: ['habitat restoration', 'nature-based solutions', 'pollinator protection', 'restoration of peatlands', 'control of invasive species'],
    sentences: ['The call contributes to the EU Biodiversity Strategy for 2030 and the Nature Restoration Law.',
      'Projects restoring degraded ecosystems such as wetlands, peatlands and rivers are eligible.',
      'Businesses are encouraged to measure and reduce their impact on biodiversity.',
      'Nature-based solutions that also increase resilience to climate change are of particular interest.'],
    carbon: ['biodiversity', 'climate_adaptation'], objectives: ['BIO'], nace: ['A', '02', '03', '91.04'], areas: ['Biodiversity', 'Environment', 'Nature protection'] },
  { name: 'sustainable agriculture', label: 'Sustainable agriculture',
    phrases: ['sustainable agriculture and food systems', 'precision farming', 'carbon farming', 'agroecology and organic farming'],
    terms: ['precision farming', 'carbon farming', 'organic production', 'soil health', 'reduction of fertiliser use', 'short food supply chains'],
    sentences: ['The call supports farmers and food businesses in the transition to sustainable agriculture.',
      'Eligible activities include precision farming, carbon farming and the reduction of fertiliser and pesticide use.',
      'Projects should improve soil health and reduce emissions from livestock and crop production.',
      'Cooperation between farmers, processors and retailers in short food supply chains is encouraged.'],
    carbon: ['sustainable_agriculture', 'biodiversity'], objectives: ['BIO', 'CCM', 'WTR'], nace: ['A', '01', '10', '03'], areas: ['Agriculture', 'Food systems', 'Rural development'] },
  { name: 'industrial decarbonisation', label: 'Industrial decarbonisation',
    phrases: ['industrial decarbonisation', 'electrification of industrial processes', 'low-carbon steel and cement', 'decarbonisation of energy-intensive industries'],
    terms: ['electrification of process heat', 'low-carbon steel', 'low-clinker cement', 'fuel switching', 'reduction of process emissions'],
    sentences: ['Energy-intensive industries need breakthrough technologies to reach climate neutrality by 2050.',
      'Projects should substantially reduce the direct greenhouse gas emissions of industrial installations.',
      'Electrification of process heat, fuel switching and low-carbon steel, cement and chemicals are within scope.',
      'Installations covered by the EU Emissions Trading System are eligible.'],
    carbon: ['industrial_decarbonization', 'energy_efficiency', 'clean_technology'], objectives: ['CCM', 'PPC'], nace: ['C', '23', '24', '17', '20'], areas: ['Industry', 'Climate action', 'Clean technology'] },
  { name: 'climate adaptation', label: 'Climate adaptation',
    phrases: ['climate adaptation and resilience', 'climate risk management', 'adaptation to extreme weather', 'climate resilience of infrastructure'],
    terms: ['climate risk assessments', 'flood and drought protection', 'heat resilience in cities', 'early warning systems', 'climate-proofing of infrastructure'],
    sentences: ['Regions and businesses must prepare for more frequent floods, droughts and heatwaves.',
      'Projects should assess climate risks and implement adaptation measures for assets and supply chains.',
      'Eligible measures include early warning systems, green infrastructure and the climate-proofing of buildings.',
      'The call supports the EU Mission on Adaptation to Climate Change.'],
    carbon: ['climate_adaptation', 'water_management'], objectives: ['CCA'], nace: ['F', '42', '84', '71'], areas: ['Climate adaptation', 'Resilience', 'Environment'] },
  { name: 'digitalisation of SMEs', label: 'Digitalisation',
    phrases: ['digitalisation of SMEs', 'digital transformation of small businesses', 'e-commerce and digital tools', 'cloud adoption and cybersecurity for SMEs'],
    terms: ['cloud services', 'e-commerce', 'cybersecurity', 'enterprise resource planning', 'digital skills of employees'],
    sentences: ['The call helps small and medium-sized enterprises to adopt digital technologies.',
      'Eligible costs include software, cloud services, cybersecurity and the training of staff.',
      'European Digital Innovation Hubs offer companies advice and testing before investment.',
      'Projects should improve the productivity and competitiveness of the participating companies.'],
    carbon: [], objectives: [], nace: ['J', '62', '63', 'G', 'M'], areas: ['Digital transformation', 'SME competitiveness'] },
  { name: 'artificial intelligence', label: 'Artificial intelligence',
    phrases: ['artificial intelligence and data', 'trustworthy artificial intelligence', 'data spaces and AI solutions', 'AI adoption in industry'],
    terms: ['machine learning', 'data spaces', 'edge computing', 'robotics', 'high-performance computing'],
    sentences: ['The call supports the development and uptake of trustworthy artificial intelligence.',
      'Projects should use common European data spaces and comply with the AI Act.',
      'Testing and experimentation facilities are available to companies developing AI solutions.',
      'Applications in manufacturing, health and agriculture are particularly welcome.'],
    carbon: [], objectives: [], nace: ['J', '62', '63.1', '72'], areas: ['Digital transformation', 'Research and innovation'] },
  { name: 'health innovation', label: 'Health',
    phrases: ['health innovation', 'digital health solutions', 'medical devices and diagnostics', 'innovative health technologies'],
    terms: ['medical devices', 'in vitro diagnostics', 'telemedicine', 'personalised medicine', 'health data'],
    sentences: ['The call supports innovative health technologies that improve patient outcomes.',
      'Projects should include clinical validation and a plan for regulatory approval.',
      'Cooperation between companies, hospitals and patient organisations is encouraged.',
      'Digital health solutions must comply with the rules on the protection of health data.'],
    carbon: [], objectives: [], nace: ['Q', '86', '21', '32.5', '72.1'], areas: ['Health', 'Research and innovation', 'Life sciences'] },
  { name: 'tourism and cultural heritage', label: 'Tourism and culture',
    phrases: ['tourism and cultural heritage', 'cultural and creative industries', 'digital tourism services', 'heritage-led regeneration'],
    terms: ['cultural heritage', 'creative industries', 'digital tourism services', 'accessible tourism', 'heritage sites'],
    sentences: ['The call supports businesses in tourism and the cultural and creative industries.',
      'Projects should diversify the tourism offer and extend the season in the participating regions.',
      'The restoration and reuse of heritage sites for new economic activities is eligible.',
      'Cooperation between cultural organisations and tourism businesses is encouraged.'],
    carbon: [], objectives: [], nace: ['I', '55', '56', 'R', '90', '91'], areas: ['Tourism', 'Culture', 'Regional development'] },
  { name: 'skills and training', label: 'Skills and training',
    phrases: ['skills and training', 'upskilling and reskilling of workers', 'vocational training for SMEs', 'skills for the twin transition'],
    terms: ['upskilling', 'apprenticeships', 'vocational education and training', 'digital skills', 'green skills'],
    sentences: ['The call supports upskilling and reskilling of workers in the participating companies.',
      'Training programmes should be developed together with vocational education and training providers.',
      'Apprenticeships and work-based learning are particularly encouraged.',
      'Projects should target workers whose jobs are affected by structural change.'],
    carbon: [], objectives: [], nace: ['P', '85', '85.5', 'M'], areas: ['Skills', 'Employment', 'Education'] },
  { name: 'advanced manufacturing', label: 'Advanced manufacturing',
    phrases: ['advanced manufacturing', 'industry 4.0 and robotics', 'additive manufacturing', 'smart factories'],
    terms: ['robotics', 'additive manufacturing', 'digital twins', 'advanced materials', 'predictive maintenance'],
    sentences: ['The call supports the modernisation of manufacturing through advanced technologies.',
      'Projects should demonstrate robotics, additive manufacturing or digital twins on the shop floor.',
      'Investments must lead to higher productivity and new products or processes.',
      'Cooperation with research and technology organisations is encouraged.'],
    carbon: [], objectives: [], nace: ['C', '25', '28', '26', '33'], areas: ['Industry', 'Research and innovation', 'SME competitiveness'] },
]

export const ACTIONS = ['Support for', 'Demonstration of', 'Pilot projects for', 'Scaling up', 'Innovation actions on',
  'Investment aid for', 'Research and innovation on', 'Market uptake of', 'Capacity building for', 'Feasibility studies on',
  'Large-scale deployment of', 'Co-financing of']

export const CONTEXTS = ['in small and medium-sized enterprises', 'in industrial clusters', 'for regional innovation ecosystems',
  'in cross-border regions', 'in rural and coastal areas', 'for start-ups and scale-ups', 'in cities and urban areas',
  'along manufacturing value chains', 'through public-private partnerships', 'in outermost and island regions']

export const BENEFICIARIES = ['small and medium-sized enterprises', 'start-ups and scale-ups', 'industrial companies',
  'research organisations and their industrial partners', 'local authorities and businesses',
  'cooperatives and family businesses', 'mid-caps and SMEs']

export const REGIONS = ['less developed regions', 'the programme area', 'transition regions', 'all eligible countries',
  'regions undergoing structural change', 'urban and rural areas alike']

// Slots: {topic} {phrase} {programme} {beneficiaries} {region}
export const INTROS = [
  'This call supports projects that accelerate {topic} among {beneficiaries}.',
  'The {programme} invites proposals that bring {phrase} closer to the market.',
  'Funding is available for {beneficiaries} investing in {phrase}.',
  'The aim of this call is to strengthen {topic} in {region} and to create quality jobs.',
  'Under the {programme}, this topic funds ambitious projects on {phrase}.',
]

export const OUTCOMES = [
  'Projects are expected to deliver measurable results within 24 to 36 months.',
  'Results should be replicable in other regions and sectors.',
  'Proposals must include a clear plan for the exploitation and dissemination of results.',
  'Successful projects will demonstrate their solutions in an operational environment (TRL 6 to 8).',
  'Applicants should quantify the expected benefits with key performance indicators.',
  'Cooperation between companies, research organisations and public authorities is strongly encouraged.',
  'Projects should contribute to a fair transition and to the creation of local jobs.',
  'Activities must comply with the do no significant harm principle.',
  'The call also welcomes social innovation and the involvement of end users.',
  'Proposals should explain how gender equality and accessibility are taken into account.',
]

export const ELIGIBILITY = [
  'Applicants must be legal entities established in an eligible country.',
  'Consortia must include at least three independent partners from three different eligible countries.',
  'Single applicants are eligible if they are registered as an enterprise in the programme area.',
  'Large companies may take part as partners but cannot coordinate the project.',
  'Projects must start within six months of the signature of the grant agreement.',
  'Start-ups registered for less than five years are particularly encouraged to apply.',
  'Applicants must not be undertakings in difficulty within the meaning of the General Block Exemption Regulation.',
  'The aid is granted under the de minimis regulation or the General Block Exemption Regulation.',
  'Costs incurred before the submission of the application are not eligible.',
]

export const SIZE_SENTENCES = {
  sme: 'Only micro, small and medium-sized enterprises as defined in Commission Recommendation 2003/361/EC may apply.',
  all: 'Enterprises of all sizes may apply; small and medium-sized enterprises receive a higher funding rate.',
  large: 'The call targets larger enterprises and their supply chains.',
}

export const PROCESS: Record<GrantSource, string[]> = {
  eu_portal: ['Proposals must be submitted electronically through the Funding & Tenders Portal.',
    'Evaluation follows the award criteria of excellence, impact and quality and efficiency of the implementation.'],
  cordis: ['Proposals are submitted through the Funding & Tenders Portal; project results will be published on CORDIS.',
    'Independent experts evaluate each proposal against the criteria of excellence, impact and implementation.'],
  cohesion: ['Applications are submitted to the managing authority of the regional programme.',
    'Selection is based on the criteria approved by the programme monitoring committee.'],
  innovate_uk: ['Applications are made through the Innovation Funding Service.',
    'Applications are assessed by independent assessors against the published scope and criteria.'],
}

export const CLOSING = ['Applicants will be informed of the outcome within five months of the deadline.',
  'An information webinar will be held for potential applicants.',
  'Questions can be sent to the helpdesk until ten days before the deadline.']

export const FOREIGN: Record<'de' | 'fr' | 'es' | 'it', string[]> = {
  de: ['Förderung von Energieeffizienz in kleinen und mittleren Unternehmen.',
    'Gefördert werden Investitionen in erneuerbare Energien und Wärmepumpen.',
    'Antragsberechtigt sind Unternehmen mit Sitz oder Betriebsstätte im Fördergebiet.',
    'Die Förderquote beträgt bis zu 50 Prozent der förderfähigen Kosten.',
    'Ziel ist die Verringerung der Treibhausgasemissionen in der gewerblichen Wirtschaft.'],
  fr: ['Soutien à l’efficacité énergétique des petites et moyennes entreprises.',
    'Les projets doivent contribuer à la réduction des émissions de gaz à effet de serre.',
    'Les entreprises établies dans la région sont éligibles.',
    'Le taux d’aide peut atteindre 60 % des dépenses éligibles.',
    'L’appel à projets vise l’économie circulaire et la valorisation des déchets.'],
  es: ['Ayudas para la eficiencia energética en pequeñas y medianas empresas.',
    'Se financian proyectos de energías renovables y autoconsumo.',
    'Pueden solicitar la ayuda las empresas con domicilio social en la región.',
    'La intensidad de la ayuda alcanza hasta el 45 % de los costes subvencionables.',
    'La convocatoria apoya la transición hacia una economía circular.'],
  it: ['Contributi per l’efficienza energetica nelle piccole e medie imprese.',
    'Sono ammissibili gli investimenti in impianti da fonti rinnovabili.',
    'Il bando sostiene la transizione digitale ed ecologica delle imprese.',
    'Il contributo a fondo perduto copre fino al 50% delle spese ammissibili.',
    'Possono partecipare le imprese con sede operativa nella regione.'],
}

// Countries whose language a foreign-language passage is in, when the call names one of them.
export const LANGUAGE_OF: Record<string, keyof typeof FOREIGN> = {
  DE: 'de', AT: 'de', LI: 'de', FR: 'fr', BE: 'fr', LU: 'fr', ES: 'es', IT: 'it', MT: 'it',
}

// Countries that appear in more calls than the others (large economies, many programmes).
export const FREQUENT_COUNTRIES = ['DE', 'FR', 'IT', 'ES', 'PL', 'NL']
