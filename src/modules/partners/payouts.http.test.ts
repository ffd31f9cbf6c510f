import { parse } from 'csv-parse/sync'
import { XMLParser } from 'fast-xml-parser'
import { beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_START, useTestApp } from '../../../test/app.js'
import { bearer, signedInUser } from '../../../test/auth.js'
import {
  activePartner, call as request, LONG_AGO, OPERATOR_ENV, operatorHeaders, partnerLogin, referredCustomer, type Method, type TestPartner,
} from '../../../test/partners.js'

// Payout details from partners, the payout reference and date when commissions are paid, the
// payout CSV's totals, and the SEPA file of a payout run.

const DEBTOR = { SEPA_DEBTOR_NAME: 'Grantwise GmbH', SEPA_DEBTOR_IBAN: 'DE02 1203 0000 0000 2020 51', SEPA_DEBTOR_BIC: 'BYLADEM1001' }
const t = useTestApp({ env: { ...OPERATOR_ENV, ...DEBTOR } })
type Headers = Record<string, string>
let op: Headers
const call = (method: Method, url: string, headers: Headers, payload?: object) => request(t, method, url, headers, payload)
const DETAILS = {
  account_holder: 'Müller Steuerberatung GmbH', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx', vat_id: 'DE 136 695 976',
  address_line: 'Hauptstraße 1', postal_code: '10115', city: 'Berlin', country: 'de',
}
const saveDetails = (partner: TestPartner, body: object) => call('PUT', '/partners/me/payout-details', partner.headers, body)
const locs = (body: { errors: { loc: string[] }[] }) => body.errors.map((e) => e.loc.join('.'))

/** Approved commissions of `period` for the partner: one per amount (revenue × 20 %, a refund when negative). */
async function approved (partner: TestPartner, period: string, revenues: number[]) {
  const referralId = (await referredCustomer(t, partner, {}, LONG_AGO)).referral_id
  const ids: string[] = []
  let last = ''
  for (const revenue of revenues) {
    const url = `/admin/referrals/${referralId}/${revenue > 0 ? 'conversions' : 'refunds'}`
    const res = await call('POST', url, op, { amount: Math.abs(revenue), occurred_at: `${period}-05T10:00:00Z`,
      ...(revenue < 0 ? { conversion_id: last } : {}) })
    expect(res.status, res.body?.detail).toBe(201)
    if (revenue > 0) last = res.body.id
    ids.push(res.body.commission.id)
  }
  expect((await call('POST', '/admin/commissions/status', op, { ids, status: 'approved' })).status).toBe(200)
  return ids
}

beforeEach(async () => {
  t.clock.set(TEST_START)
  op = await operatorHeaders(t)
})

describe('GET/PUT /partners/me/payout-details', () => {
  it('keeps the partner\'s details, compacted, shows them to the operator and to no other partner', async () => {
    const partner = await activePartner(t)
    const other = await activePartner(t)
    const empty = await call('GET', '/partners/me/payout-details', partner.headers)
    expect(empty.status).toBe(200)
    expect(Object.values(empty.body).every((v) => v === null)).toBe(true)

    const saved = await saveDetails(partner, DETAILS)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const stored = {
      account_holder: 'Müller Steuerberatung GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', vat_id: 'DE136695976',
      address_line: 'Hauptstraße 1', postal_code: '10115', city: 'Berlin', country: 'DE', updated_at: '2026-03-02T09:00:00.000Z',
    }
    expect(saved.body).toEqual(stored)
    expect((await call('GET', '/partners/me/payout-details', partner.headers)).body).toEqual(stored)
    expect((await call('GET', `/admin/partners/${partner.id}`, op)).body.payout_details).toEqual(stored)
    expect((await call('GET', '/partners/me/payout-details', other.headers)).body.iban).toBeNull()
    expect((await call('GET', `/admin/partners/${other.id}`, op)).body.payout_details).toBeNull()

    // A replacement clears what it does not send.
    const replaced = await saveDetails(partner, { account_holder: 'Müller', iban: 'FR1420041010050500013M02606' })
    expect(replaced.body).toMatchObject({ account_holder: 'Müller', iban: 'FR1420041010050500013M02606', bic: null,
      vat_id: null, city: null })
  })

  it('needs the partner\'s own token', async () => {
    const user = await signedInUser(t)
    expect((await call('GET', '/partners/me/payout-details', {})).status).toBe(401)
    expect((await call('GET', '/partners/me/payout-details', user.headers)).status).toBe(401)
    expect((await call('PUT', '/partners/me/payout-details', op, DETAILS)).status).toBe(401)
  })

  it.each([
    [{ iban: 'DE89370400440532013001' }, ['body.iban']],
    [{ iban: 'BR1800360305000010009795493C1' }, ['body.iban']],
    [{ bic: 'NOTABIC' }, ['body.bic']],
    [{ vat_id: 'DE136695977' }, ['body.vat_id']],
    [{ vat_id: 'US123456789', iban: 'XX00' }, ['body.iban', 'body.vat_id']],
    [{ account_holder: '  ' }, ['body.account_holder']],
    [{ country: 'Germany' }, ['body.country']],
  ])('refuses %j with a 422 naming %j', async (change, expected) => {
    const partner = await activePartner(t)
    const res = await saveDetails(partner, { ...DETAILS, ...change })
    expect(res.status).toBe(422)
    expect(locs(res.body)).toEqual(expected)
    expect((await call('GET', '/partners/me/payout-details', partner.headers)).body.iban).toBeNull()
  })
})

describe('marking commissions paid with a payout reference and date', () => {
  it('records both on one commission and on a bulk payout, shows them to the partner and in the CSV', async () => {
    const partner = await activePartner(t)
    const [one, two, three] = await approved(partner, '2026-01', [100, 200, 300])
    t.clock.set('2026-03-10T12:00:00Z')
    op = await operatorHeaders(t)
    const single = await call('PATCH', `/admin/commissions/${one}`, op, { status: 'paid', payout_reference: 'GW-RUN-1',
      paid_at: '2026-03-09T12:00:00Z' })
    expect(single.status).toBe(200)
    expect(single.body).toMatchObject({ status: 'paid', payout_reference: 'GW-RUN-1', paid_at: '2026-03-09T12:00:00.000Z' })
    const bulk = await call('POST', '/admin/commissions/status', op, { ids: [two, three], status: 'paid', payout_reference: 'GW-RUN-2' })
    expect(bulk.body.items.map((c: { payout_reference: string; paid_at: string }) => [c.payout_reference, c.paid_at]))
      .toEqual([['GW-RUN-2', '2026-03-10T12:00:00.000Z'], ['GW-RUN-2', '2026-03-10T12:00:00.000Z']])

    const headers = bearer((await partnerLogin(t, partner.email, partner.password)).json().access_token)   // a week later
    const mine = (await call('GET', '/partners/commissions?status=paid', headers)).body.items
    expect(mine.map((c: { payout_reference: string }) => c.payout_reference).sort()).toEqual(['GW-RUN-1', 'GW-RUN-2', 'GW-RUN-2'])
    const csv = await t.app.inject({ method: 'GET',
      url: `/api/v1/admin/commissions/export?period=2026-01&status=paid&partner_id=${partner.id}`, headers: op })
    const [header, ...rows] = parse(csv.body) as string[][]
    const at = (name: string) => header!.indexOf(name)
    expect(rows.filter((r) => r[at('row_type')] === 'commission').map((r) => [r[at('commission_id')],
      r[at('payout_reference')], r[at('paid_at')]]))
      .toContainEqual([one, 'GW-RUN-1', '2026-03-09T12:00:00.000Z'])
  })

  it.each([
    [{ status: 'approved', payout_reference: 'X' }, 'body.payout_reference'],
    [{ status: 'cancelled', paid_at: '2026-03-01T00:00:00Z' }, 'body.paid_at'],
    [{ status: 'paid', paid_at: '2026-03-04T12:00:00Z' }, 'body.paid_at'],      // more than a day ahead
    [{ status: 'paid', paid_at: '2025-12-31T12:00:00Z' }, 'body.paid_at'],      // before the commission's month
    [{ status: 'paid', paid_at: 'yesterday' }, 'body.paid_at'],
    [{ status: 'paid', payout_reference: '' }, 'body.payout_reference'],
  ])('refuses %j with a 422 naming %s, moving nothing', async (body, loc) => {
    const partner = await activePartner(t)
    const [id] = await approved(partner, '2026-01', [100])
    const res = await call('PATCH', `/admin/commissions/${id}`, op, body)
    expect(res.status).toBe(422)
    expect(locs(res.body)).toContain(loc)
    expect((await call('GET', `/admin/commissions?partner_id=${partner.id}`, op)).body.items[0].status).toBe('approved')
  })
})

describe('GET /admin/commissions/export totals', () => {
  it('follows each partner\'s rows with its net total and ends with the total of the file', async () => {
    const a = await activePartner(t, { company_name: 'Aaa Totals Advisors' })
    const b = await activePartner(t, { company_name: 'Bbb Totals Advisors' })
    await approved(a, '2025-11', [100, 50.05, -20])   // 20 + 10.01 - 4 = 26.01
    await approved(b, '2025-11', [33.33])             // 6.67
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/commissions/export?period=2025-11', headers: op })
    const [header, ...rows] = parse(res.body) as string[][]
    const pick = (r: string[]) => ['partner_company', 'amount', 'commissions', 'row_type'].map((name) => r[header!.indexOf(name)])
    // Rows recorded at one instant come in id order: the partner's lines are compared as a set.
    expect(rows.slice(0, 3).map(pick).sort()).toEqual([
      ['Aaa Totals Advisors', '-4.00', '1', 'commission'],
      ['Aaa Totals Advisors', '10.01', '1', 'commission'],
      ['Aaa Totals Advisors', '20.00', '1', 'commission'],
    ])
    expect(rows.slice(3).map(pick)).toEqual([
      ['Aaa Totals Advisors', '26.01', '3', 'partner_total'],
      ['Bbb Totals Advisors', '6.67', '1', 'commission'],
      ['Bbb Totals Advisors', '6.67', '1', 'partner_total'],
      ['', '32.68', '4', 'total'],
    ])
  })
})

describe('the payout run and its SEPA file', () => {
  it('pays each partner with valid details its net sum in one transfer and lists the others as skipped', async () => {
    const paid = await activePartner(t, { company_name: 'Alpha Ledger' })
    const withBic = await activePartner(t, { company_name: 'Beta Ledger' })
    const noDetails = await activePartner(t, { company_name: 'Gamma Ledger' })
    const negative = await activePartner(t, { company_name: 'Delta Ledger' })
    expect((await saveDetails(paid, { account_holder: 'Alpha Ledger Müller', iban: 'DE89370400440532013000' })).status).toBe(200)
    expect((await saveDetails(withBic, { account_holder: 'Beta', iban: 'FR1420041010050500013M02606',
      bic: 'BNPAFRPPXXX' })).status).toBe(200)
    expect((await saveDetails(negative, { account_holder: 'Delta', iban: 'DE89370400440532013000' })).status).toBe(200)
    const paidIds = await approved(paid, '2025-10', [100, 50, -10])    // 20 + 10 - 2 = 28
    await approved(withBic, '2025-10', [12.34])                        // 2.47
    await approved(noDetails, '2025-10', [100])
    const [conversion] = await approved(negative, '2025-09', [100])
    // A refund approved in October of a conversion paid out in September: nothing to pay in October.
    await call('PATCH', `/admin/commissions/${conversion}`, op, { status: 'paid' })
    const referral = (await call('GET', `/admin/referrals?partner_id=${negative.id}`, op)).body.items[0].id
    const refund = await call('POST', `/admin/referrals/${referral}/refunds`, op,
      { amount: 50, occurred_at: '2025-10-02T00:00:00Z' })
    await call('PATCH', `/admin/commissions/${refund.body.commission.id}`, op, { status: 'approved' })

    const run = await call('GET', '/admin/commissions/payout-run?period=2025-10', op)
    expect(run.status).toBe(200)
    expect(run.body).toMatchObject({ period: '2025-10', currency: 'EUR', number_of_transactions: 2, control_sum: 30.47 })
    expect(run.body.transfers.map((x: { partner_company: string; amount: number; iban: string; bic: string | null }) => [x.partner_company, x.amount, x.iban, x.bic]))
      .toEqual([['Alpha Ledger', 28, 'DE89370400440532013000', null], ['Beta Ledger', 2.47, 'FR1420041010050500013M02606', 'BNPAFRPPXXX']])
    expect(run.body.transfers[0].commission_ids.sort()).toEqual([...paidIds].sort())
    expect(run.body.skipped.map((x: { partner_company: string; reason: string; amount: number }) => [x.partner_company,
      x.reason, x.amount]))
      .toEqual([['Delta Ledger', 'nothing_to_pay', -10], ['Gamma Ledger', 'no_payout_details', 20]])

    const res = await t.app.inject({ method: 'GET',
      url: '/api/v1/admin/commissions/sepa?period=2025-10&execution_date=2026-03-04', headers: op })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/xml/)
    expect(res.headers['content-disposition']).toBe('attachment; filename="sepa-2025-10.xml"')
    expect([res.headers['x-payout-transfers'], res.headers['x-payout-skipped']]).toEqual(['2', '2'])
    const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(res.body).Document
    expect(doc['@_xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03')
    const { GrpHdr, PmtInf } = doc.CstmrCdtTrfInitn
    expect(GrpHdr).toMatchObject({ MsgId: res.headers['x-payout-message-id'], NbOfTxs: '2', CtrlSum: '30.47',
      CreDtTm: '2026-03-02T09:00:00' })
    expect(PmtInf).toMatchObject({
      NbOfTxs: '2', CtrlSum: '30.47', ReqdExctnDt: '2026-03-04', Dbtr: { Nm: 'Grantwise GmbH' },
      DbtrAcct: { Id: { IBAN: 'DE02120300000000202051' } }, DbtrAgt: { FinInstnId: { BIC: 'BYLADEM1001' } },
    })
    interface Tx {
      PmtId: { EndToEndId: string }; Amt: { InstdAmt: Record<string, string> }; Cdtr: { Nm: string }
      CdtrAcct: { Id: { IBAN: string } }; CdtrAgt?: { FinInstnId: { BIC: string } }
    }
    const txs = PmtInf.CdtTrfTxInf as Tx[]
    expect(txs.map((x) => [x.Cdtr.Nm, x.CdtrAcct.Id.IBAN, x.Amt.InstdAmt['#text'], x.Amt.InstdAmt['@_Ccy'],
      x.CdtrAgt?.FinInstnId.BIC])).toEqual([
      ['Alpha Ledger Mueller', 'DE89370400440532013000', '28.00', 'EUR', undefined],
      ['Beta', 'FR1420041010050500013M02606', '2.47', 'EUR', 'BNPAFRPPXXX'],
    ])
    expect(txs[0]!.PmtId.EndToEndId).toBe(`GW-2025-10-${paid.referral_code}`)
    expect(txs.reduce((sum, x) => sum + Math.round(Number(x.Amt.InstdAmt['#text']) * 100), 0) / 100).toBe(Number(GrpHdr.CtrlSum))
  })

  it('refuses a past execution date, a period with nobody to pay, and a bad period', async () => {
    const past = await call('GET', '/admin/commissions/sepa?period=2025-10&execution_date=2026-03-01', op)
    expect([past.status, locs(past.body)]).toEqual([422, ['query.execution_date']])
    const empty = await call('GET', '/admin/commissions/sepa?period=2020-01', op)
    expect([empty.status, empty.body.code ?? empty.body.type]).toEqual([409, expect.stringContaining('nothing_to_pay')])
    expect((await call('GET', '/admin/commissions/sepa?period=2025-13', op)).status).toBe(422)
    expect((await call('GET', '/admin/commissions/payout-run', op)).status).toBe(422)
    expect((await call('GET', '/admin/commissions/payout-run?period=2025-10', {})).status).toBe(401)
    expect((await call('GET', '/admin/commissions/sepa?period=2025-10', (await signedInUser(t)).headers)).status).toBe(403)
  })

  it('says what to configure when the platform\'s account is not set', async () => {
    const bare = await buildTestApp({ env: OPERATOR_ENV })
    try {
      const res = await request(bare, 'GET', '/admin/commissions/sepa?period=2025-10', await operatorHeaders(bare))
      expect(res.status).toBe(409)
      expect(res.type).toMatch(/^application\/problem\+json/)
      expect(res.body.detail).toContain('SEPA_DEBTOR_IBAN')
    } finally {
      await bare.close()
    }
  })
})
