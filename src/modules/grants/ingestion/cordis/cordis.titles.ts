import { programmePart } from '../eu-portal/programmes.js'

// A readable title for a topic when the input carries no topic title (no topics.csv, an H2020
// row, a project XML without the topic's title): the programme and the part of it the code names.
// The parts below are the work-programme prefixes of the codes; an unknown prefix gives
// "<programme> topic <code>", which is still true.

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

/** "Horizon Europe Cluster 5: Climate, Energy and Mobility topic HORIZON-CL5-2022-D3-01-02". */
export function builtTopicTitle (topic: string, programme: string | null): string {
  // Horizon Europe parts: the same prefixes as the EU portal's calls (eu-portal/programmes.ts).
  const part = programme === 'H2020' ? H2020_PARTS.find(([pattern]) => pattern.test(topic))?.[1]
    : programme === 'Horizon Europe' ? programmePart(topic) : null
  const name = programme ?? 'EU framework programme'
  if (!part) return `${name} topic ${topic}`
  return part.startsWith(name) ? `${part} topic ${topic}` : `${name} ${part} topic ${topic}`
}
