import { randomUUID } from 'node:crypto'
import { bearer, registerUser, signIn } from './support/api'
import { invitationPath, tokenOf } from './support/mail'
import { bundledDataHook } from './support/ready'
import { createCompany, firstMatch, invite, renameWorkspace } from './support/team'
import { expect, test } from './support/test'

// The inbox holds a user's notifications of every workspace: an assignment made in a client's
// workspace, seen while the advisor works in their own, switches workspace and opens the match.

test.describe('a notification from another workspace', () => {
  test.beforeAll(bundledDataHook)

  test('switches to its workspace and opens what it is about', async ({ page, request }) => {
    test.setTimeout(120_000)
    const client = await registerUser(request)
    const workspace = `Kunde ${randomUUID().slice(0, 6)}`
    await renameWorkspace(request, client.tokens, workspace)
    const companyId = await createCompany(request, client.tokens, 'Kundenwerk GmbH')
    const match = await firstMatch(request, client.tokens, companyId, true)

    // The advisor has a workspace of their own and joins the client's by invitation.
    const advisor = await registerUser(request)
    await invite(request, client.tokens, advisor.email)
    const joined = await request.post('/api/v1/invitations/accept', {
      headers: bearer(advisor.tokens), data: { token: tokenOf(await invitationPath(advisor.email, workspace)) },
    })
    expect(joined.status(), await joined.text()).toBe(200)
    const advisorId = (await (await request.get('/api/v1/auth/me', { headers: bearer(await joined.json()) })).json()).id as string
    const assigned = await request.patch(`/api/v1/matches/match/${match.id}/assignee`, {
      headers: bearer(client.tokens), data: { user_id: advisorId },
    })
    expect(assigned.status(), await assigned.text()).toBe(200)
    // Back in the advisor's own workspace.
    const mine = (await (await request.get('/api/v1/workspaces', { headers: bearer(await joined.json()) })).json()).items
      .find((w: { is_current: boolean }) => !w.is_current).id as string
    const own = await request.post('/api/v1/auth/switch-workspace', { headers: bearer(await joined.json()), data: { tenant_id: mine } })
    expect(own.status(), await own.text()).toBe(200)

    await signIn(page, 'user', await own.json())
    await page.goto('/notifications')
    const item = page.getByRole('listitem').filter({ hasText: 'Assignment' })
    await item.getByRole('button', { name: 'Open the match (switches workspace)' }).click()
    await expect(page.getByRole('heading', { level: 1, name: match.title })).toBeVisible()
    await expect(page.getByRole('button', { name: new RegExp(workspace) })).toBeVisible()
  })
})
