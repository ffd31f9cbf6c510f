// A readable title for a topic when the input carries no topic title (no topics.csv, an H2020
// row, a project XML without the topic's title): the programme and the part of it the code names.
// The parts below are the work-programme prefixes of the codes; an unknown prefix gives
// "<programme> topic <code>", which is still true.

const HORIZON_PARTS: Array<[RegExp, string]> = [
  [/^HORIZON-CL1-/, 'Cluster 1 (Health)'],
  [/^HORIZON-CL2-/, 'Cluster 2 (Culture, Creativity and Inclusive Society)'],
  [/^HORIZON-CL3-/, 'Cluster 3 (Civil Security for Society)'],
  [/^HORIZON-CL4-/, 'Cluster 4 (Digital, Industry and Space)'],
  [/^HORIZON-CL5-/, 'Cluster 5 (Climate, Energy and Mobility)'],
  [/^HORIZON-CL6-/, 'Cluster 6 (Food, Bioeconomy, Natural Resources, Agriculture and Environment)'],
  [/^HORIZON-MISS-/, 'EU Missions'],
  [/^HORIZON-EIC-/, 'European Innovation Council'],
  [/^HORIZON-ERC-|^ERC-/, 'European Research Council'],
  [/^HORIZON-MSCA-/, 'Marie Skłodowska-Curie Actions'],
  [/^HORIZON-INFRA-/, 'Research Infrastructures'],
  [/^HORIZON-WIDERA-/, 'Widening Participation and Strengthening the ERA'],
  [/^HORIZON-EIE-/, 'European Innovation Ecosystems'],
  [/^HORIZON-JU-CBE-/, 'Circular Bio-based Europe Joint Undertaking'],
  [/^HORIZON-JU-CLEANH2-/, 'Clean Hydrogen Partnership'],
  [/^HORIZON-JU-(?:ER|EU-RAIL)-/, "Europe's Rail Joint Undertaking"],
  [/^HORIZON-JU-CLEAN-AVIATION-/, 'Clean Aviation Joint Undertaking'],
  [/^HORIZON-JU-/, 'Joint Undertakings'],
]

const H2020_PARTS: Array<[RegExp, string]> = [
  [/^LC-SC3-|^LCE-/, 'Societal Challenge 3 (Secure, clean and efficient energy)'],
  [/^LC-GV-|^GV-|^LC-MG-|^MG-/, 'Societal Challenge 4 (Smart, green and integrated transport)'],
  [/^LC-CLA-|^SC5-|^CE-SC5-|^LC-SC5-/, 'Societal Challenge 5 (Climate action, environment, resource efficiency and raw materials)'],
  [/^SFS-|^RUR-|^BG-|^CE-SFS-|^LC-SFS-|^DT-SFS-/, 'Societal Challenge 2 (Food security, sustainable agriculture, marine research and the bioeconomy)'],
  [/^EE-|^LC-EEB-|^EEB-/, 'Energy efficiency'],
  [/^LC-GD-/, 'European Green Deal call'],
  [/^SC1-|^DTH-|^SU-TDS-/, 'Societal Challenge 1 (Health, demographic change and wellbeing)'],
  [/^SU-|^DRS-|^BES-/, 'Societal Challenge 7 (Secure societies)'],
  [/^ICT-|^DT-ICT-/, 'Information and Communication Technologies'],
  [/^NMBP-|^CE-NMBP-|^LC-NMBP-|^SPIRE-|^FOF-/, 'Nanotechnologies, advanced materials, manufacturing and processing'],
  [/^BBI-/, 'Bio-based Industries Joint Undertaking'],
  [/^FCH-/, 'Fuel Cells and Hydrogen Joint Undertaking'],
  [/^MSCA-/, 'Marie Skłodowska-Curie Actions'],
  [/^ERC-/, 'European Research Council'],
  [/^SMEInst-|^EIC-|^SME-/, 'SME Instrument and EIC pilot'],
]

/** "Horizon Europe Cluster 5 (Climate, Energy and Mobility) topic HORIZON-CL5-2022-D3-01-02". */
export function builtTopicTitle (topic: string, programme: string | null): string {
  const parts = programme === 'H2020' ? H2020_PARTS : programme === 'Horizon Europe' ? HORIZON_PARTS : []
  const part = parts.find(([pattern]) => pattern.test(topic))?.[1]
  const name = programme ?? 'EU framework programme'
  return part ? `${name} ${part} topic ${topic}` : `${name} topic ${topic}`
}
