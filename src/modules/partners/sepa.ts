import { create } from 'xmlbuilder2'
import { foldText } from '../../core/fold-text.js'

// A SEPA credit-transfer initiation (ISO 20022 pain.001.001.03), pure: the format every bank in
// the SEPA area accepts for uploads (German banks take it under the DK's rules alongside .09).
// One payment (PmtInf) from the platform's account, one transaction per partner.

export const PAIN_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03'

export interface SepaAccount { name: string; iban: string; bic: string | null }
export interface SepaTransfer { end_to_end_id: string; creditor: SepaAccount; amount_cents: number; remittance: string }
export interface SepaFile {
  message_id: string
  created_at: Date
  execution_date: string
  debtor: SepaAccount
  transfers: SepaTransfer[]
}

/**
 * Text in the characters the EPC's rules guarantee every bank accepts (a–z A–Z 0–9 / - ? : ( ) . , ' +
 * and space): accents folded (Müller → Mueller as German banks write it), anything else a space.
 */
export function sepaText (text: string, maxLength: number): string {
  const umlauts = text.replace(/[äöüÄÖÜß]/g, (ch) => ({ ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' })[ch] ?? ch)
  // foldText lowers the case; fold letter by letter to keep it.
  const folded = [...umlauts].map((ch) => (/[\x00-\x7f]/.test(ch) ? ch : keepCase(ch, foldText(ch)))).join('')
  return folded.replace(/&/g, '+').replace(/[^a-zA-Z0-9/\-?:().,'+ ]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength).trim()
}
const keepCase = (original: string, folded: string) => (original === original.toLowerCase() ? folded : folded.toUpperCase())

/** Cents as the file writes amounts: two decimals, a dot. */
export const sepaAmount = (cents: number): string => (cents / 100).toFixed(2)

const agent = (bic: string | null) => (bic ? { FinInstnId: { BIC: bic } } : { FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } })

export function sepaXml (file: SepaFile): string {
  const count = String(file.transfers.length)
  const sum = sepaAmount(file.transfers.reduce((total, t) => total + t.amount_cents, 0))
  const created = file.created_at.toISOString().slice(0, 19)
  const doc = create({ version: '1.0', encoding: 'UTF-8' })
    .ele(PAIN_NAMESPACE, 'Document', { 'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance' })
    .ele('CstmrCdtTrfInitn')
  doc.ele({
    GrpHdr: {
      MsgId: file.message_id, CreDtTm: created, NbOfTxs: count, CtrlSum: sum,
      InitgPty: { Nm: sepaText(file.debtor.name, 70) },
    },
  })
  const payment = doc.ele('PmtInf')
  payment.ele({
    PmtInfId: file.message_id, PmtMtd: 'TRF', BtchBookg: 'true', NbOfTxs: count, CtrlSum: sum,
    PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
    ReqdExctnDt: file.execution_date,
    Dbtr: { Nm: sepaText(file.debtor.name, 70) },
    DbtrAcct: { Id: { IBAN: file.debtor.iban } },
    DbtrAgt: agent(file.debtor.bic),
    ChrgBr: 'SLEV',
  })
  for (const t of file.transfers) {
    payment.ele({
      CdtTrfTxInf: {
        PmtId: { EndToEndId: t.end_to_end_id },
        Amt: { InstdAmt: { '@Ccy': 'EUR', '#': sepaAmount(t.amount_cents) } },
        // IBAN-only: the creditor's bank is named only when the partner gave a BIC.
        ...(t.creditor.bic ? { CdtrAgt: agent(t.creditor.bic) } : {}),
        Cdtr: { Nm: sepaText(t.creditor.name, 70) },
        CdtrAcct: { Id: { IBAN: t.creditor.iban } },
        RmtInf: { Ustrd: sepaText(t.remittance, 140) },
      },
    })
  }
  return doc.end({ prettyPrint: true })
}
