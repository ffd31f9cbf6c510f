import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { sepaAmount, sepaText, sepaXml } from './sepa.js'

describe('sepaText', () => {
  it.each([
    ['Müller & Söhne Steuerberatung', 70, 'Mueller + Soehne Steuerberatung'],
    ['Łukasz Żółć Doradztwo', 70, 'Lukasz Zolc Doradztwo'],
    ['Café "Zoë" <GmbH>', 70, 'Cafe Zoe GmbH'],
    ['ÉCOLE', 70, 'ECOLE'],
    ['A'.repeat(80), 70, 'A'.repeat(70)],
    ['Straße 1; Büro 2', 140, 'Strasse 1 Buero 2'],
  ])('%s → %s', (text, max, expected) => expect(sepaText(text, max)).toBe(expected))
})

describe('sepaAmount', () => {
  it.each([[1, '0.01'], [12345, '123.45'], [100, '1.00'], [0, '0.00']])('%i cents → %s', (cents,
    text) => expect(sepaAmount(cents)).toBe(text))
})

describe('sepaXml', () => {
  const debtor = { name: 'Grantwise GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }
  const xml = sepaXml({
    message_id: 'GW-2026-03-0001', created_at: new Date('2026-04-02T09:30:15.123Z'), execution_date: '2026-04-03', debtor,
    transfers: [
      { end_to_end_id: 'GW-2026-03-AAA', creditor: { name: 'Müller', iban: 'FR1420041010050500013M02606', bic: null },
        amount_cents: 2050, remittance: 'Provision 2026-03' },
      { end_to_end_id: 'GW-2026-03-BBB', creditor: { name: 'Ledger', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
        amount_cents: 100, remittance: 'x' },
    ],
  })
  const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml)

  it('writes the group header and the payment with matching counts and sums', () => {
    expect(doc.Document['@_xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03')
    const { GrpHdr, PmtInf } = doc.Document.CstmrCdtTrfInitn
    expect(GrpHdr).toMatchObject({ MsgId: 'GW-2026-03-0001', CreDtTm: '2026-04-02T09:30:15', NbOfTxs: '2', CtrlSum: '21.50',
      InitgPty: { Nm: 'Grantwise GmbH' } })
    expect(PmtInf).toMatchObject({
      PmtMtd: 'TRF', NbOfTxs: '2', CtrlSum: '21.50', ReqdExctnDt: '2026-04-03', ChrgBr: 'SLEV',
      DbtrAcct: { Id: { IBAN: debtor.iban } }, DbtrAgt: { FinInstnId: { BIC: 'COBADEFFXXX' } },
    })
  })

  it('writes one transaction per creditor, the bank only when a BIC is known', () => {
    const [first, second] = doc.Document.CstmrCdtTrfInitn.PmtInf.CdtTrfTxInf
    expect(first).toEqual({
      PmtId: { EndToEndId: 'GW-2026-03-AAA' }, Amt: { InstdAmt: { '#text': '20.50', '@_Ccy': 'EUR' } },
      Cdtr: { Nm: 'Mueller' }, CdtrAcct: { Id: { IBAN: 'FR1420041010050500013M02606' } }, RmtInf: { Ustrd: 'Provision 2026-03' },
    })
    expect(second.CdtrAgt).toEqual({ FinInstnId: { BIC: 'BYLADEM1001' } })
  })

  it('names no debtor bank when none is configured', () => {
    const noBic = new XMLParser().parse(sepaXml({ message_id: 'M', created_at: new Date(), execution_date: '2026-01-01',
      debtor: { ...debtor, bic: null }, transfers: [] }))
    expect(noBic.Document.CstmrCdtTrfInitn.PmtInf.DbtrAgt).toEqual({ FinInstnId: { Othr: { Id: 'NOTPROVIDED' } } })
  })
})
