import { expect, it } from 'vitest'
import { formatReport, fuzz } from '../scripts/fuzz-core.js'
import { FUZZ_OPERATOR } from '../scripts/fuzz.js'
import { useTestApp } from './app.js'
import { grantInput, insertGrants } from './factories.js'

// A bounded run of the fuzzer (npm run fuzz sends 20,000): every operation of the OpenAPI
// document gets hostile parameters and bodies, anonymously and signed in; none may answer 5xx.
const t = useTestApp({ env: { OPERATOR_EMAIL: FUZZ_OPERATOR.email, OPERATOR_PASSWORD: FUZZ_OPERATOR.password } })

it('answers 2,000 hostile requests without a 5xx, and /health stays 200', async () => {
  await insertGrants(t, [
    grantInput(t, { title: 'Energy audits for bakeries', funding_amount_max: 10_000 }),
    grantInput(t, { title: 'Energy storage pilots', funding_amount_max: 2_000_000, deadline_in_days: -3 }),
    grantInput(t, { title: 'Digital tools for SMEs', deadline_in_days: 20 }),
  ])
  const report = await fuzz({
    requests: 2000, seed: 23, operator: FUZZ_OPERATOR,
    send: async ({ method, url, headers, body }) => {
      const res = await t.app.inject({ method: method as 'GET', url, headers, ...(body !== undefined ? { payload: body } : {}) })
      return { status: res.statusCode, body: res.body }
    },
  })
  expect(Object.keys(report.operations).length).toBeGreaterThan(70)
  expect(report.failures.length + report.healthFailures.length, formatReport(report)).toBe(0)
}, 60_000)
