import { periodOfProgrammeCode } from './places.js'

// Programmes named by lists of operations without their CCI code (Interreg's "Operation
// subprogramme" column), and programme names the glimpse print cuts. A CCI code in the file
// name or a column always wins over this table.

export interface Programme { code: string | null; name: string; fund: string | null; period: string | null }

const KNOWN: Programme[] = [
  { code: '2014TC16RFCB014', name: 'Interreg V-A Central Baltic (FI-EE-LV-SE) 2014-2020', fund: 'ERDF', period: '2014-2020' },
  { code: '2014GR16M2OP001', name: 'Competitiveness, Entrepreneurship and Innovation', fund: 'ERDF', period: '2014-2020' },
]
// Names a list may print for a known programme (subprogrammes of Central Baltic included).
const ALIASES: Record<string, string> = {
  centralbaltic: '2014TC16RFCB014', archipelagoandislands: '2014TC16RFCB014', interregcentralbaltic: '2014TC16RFCB014',
}

const CCI = /(20\d\d[A-Z]{2}\d{2}[A-Z0-9]{4}\d{3})/i

export const cciIn = (text: string | null | undefined) => CCI.exec(text ?? '')?.[1]?.toUpperCase() ?? null

export const knownProgramme = (code: string | null) => KNOWN.find((p) => p.code === code) ?? null

/** The programme of a list-of-operations row: a CCI in the row or the file name, else a known name. */
export function programmeOf (hints: { column: string | null; subprogramme: string | null; fileName: string }): Programme | null {
  const code = cciIn(hints.column) ?? cciIn(hints.fileName)
  const alias = [hints.column, hints.subprogramme].map((v) => ALIASES[(v ?? '').toLowerCase().replace(/[^a-z]/g, '')]).find(Boolean)
  const known = knownProgramme(code ?? alias ?? null)
  if (known) return known
  if (code) return { code, name: hints.column && !cciIn(hints.column) ? hints.column : code, fund: code.includes('TC') ? 'ERDF' : null, period: periodOfProgrammeCode(code) }
  if (hints.column) return { code: null, name: hints.column, fund: null, period: null }
  return null
}
