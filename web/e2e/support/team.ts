import { expect, type APIRequestContext } from '@playwright/test'
import { bearer, type Tokens } from './api'

// Set-up of the team scenarios through the API: a workspace's name, its companies, invitations.

export async function renameWorkspace(request: APIRequestContext, tokens: Tokens, name: string): Promise<void> {
  const res = await request.patch('/api/v1/workspace', { headers: bearer(tokens), data: { name } })
  expect(res.status(), await res.text()).toBe(200)
}

export async function createCompany(request: APIRequestContext, tokens: Tokens, name: string): Promise<string> {
  const res = await request.post('/api/v1/companies', {
    headers: bearer(tokens),
    data: { name, country: 'DE', company_size: 'small', nace_codes: ['C25.11'], keywords: ['heat pump'] },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: string }).id
}

export async function invite(
  request: APIRequestContext,
  tokens: Tokens,
  email: string,
  role: 'member' | 'admin' = 'member',
): Promise<void> {
  const res = await request.post('/api/v1/workspace/invitations', { headers: bearer(tokens), data: { email, role } })
  expect(res.status(), await res.text()).toBe(201)
}

/** The best match of a new company's calculation (of a call, with `call`): its id, grant and title. */
export async function firstMatch(
  request: APIRequestContext,
  tokens: Tokens,
  companyId: string,
  call = false,
): Promise<{ id: string; title: string; grantId: string }> {
  const headers = bearer(tokens)
  const calculated = await request.post('/api/v1/matches/calculate', { headers, data: { company_id: companyId } })
  expect(calculated.ok(), await calculated.text()).toBe(true)
  const list = await request.get(`/api/v1/matches?company_id=${companyId}&status=active&page_size=20`, { headers })
  const { items } = (await list.json()) as {
    items: { id: string; grant_id: string; grant: { title: string; record_type: string } }[]
  }
  const match = items.find((m) => !call || m.grant.record_type === 'call')
  expect(match, 'the company has a match').toBeTruthy()
  return { id: match!.id, title: match!.grant.title, grantId: match!.grant_id }
}
