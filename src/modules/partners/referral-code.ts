import { randomInt } from 'node:crypto'
import { foldText } from '../../core/fold-text.js'

// Referral codes are read aloud and typed from paper: <PREFIX>-<YEAR>-<SUFFIX>, upper case, from
// an alphabet without the characters people confuse (0/O, 1/I/L), e.g. GREEN-2026-7KQ4.

export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const PREFIX_LENGTH = 5
const SUFFIX_LENGTH = 4
// Legal forms say nothing about the partner: "Müller Steuerberatung GmbH" is MUERS, not ...GMBH.
const LEGAL_FORMS = new Set(['gmbh', 'ag', 'kg', 'ug', 'ltd', 'llp', 'llc', 'plc', 'inc', 'sa', 'sas', 'sarl', 'srl', 'spa', 'bv', 'nv', 'oy', 'ab', 'as', 'aps', 'sl', 'sp', 'zoo', 'co', 'and', 'und', 'et', 'the'])

export function codePrefix (companyName: string): string {
  const words = foldText(companyName).split(/[^a-z0-9]+/).filter((w) => w && !LEGAL_FORMS.has(w))
  const usable = [...words.join('').toUpperCase()].filter((ch) => CODE_ALPHABET.includes(ch)).join('')
  return usable.slice(0, PREFIX_LENGTH) || 'GW'
}

export function referralCode (companyName: string, year: number, random: (max: number) => number = randomInt): string {
  const suffix = Array.from({ length: SUFFIX_LENGTH }, () => CODE_ALPHABET[random(CODE_ALPHABET.length)]).join('')
  return `${codePrefix(companyName)}-${year}-${suffix}`
}

/** A code as typed: case and surrounding spaces do not matter. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase()
