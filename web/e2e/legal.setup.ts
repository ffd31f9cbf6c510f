import { expect, test as setup } from '@playwright/test'
import { bearer, login, OPERATOR, TERMS } from './support/api'

// Published before any scenario runs, so every sign-up in every scenario meets the same terms
// (published halfway through, they would change the form under a scenario that had opened it).

setup('the operator has published terms of use', async ({ request }) => {
  const operator = await login(request, OPERATOR.email, OPERATOR.password)
  const res = await request.put('/api/v1/admin/legal/terms', { headers: bearer(operator), data: { body: TERMS } })
  expect(res.status(), await res.text()).toBe(200)
})
