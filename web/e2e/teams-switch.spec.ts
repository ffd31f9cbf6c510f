import { randomUUID } from 'node:crypto'
import { bearer, login, PASSWORD, registerUser, signIn, uniqueEmail } from './support/api'
import { invitationPath, tokenOf } from './support/mail'
import { settledA11y } from './support/partner-setup'
import { createCompany, invite, renameWorkspace } from './support/team'
import { expect, test } from './support/test'

// Teams (issue 25), scenario b: an advisor belongs to two client workspaces (joined by invitation:
// registered through the first, accepted the second) and switches between them in the header's
// workspace menu; each workspace shows its own companies only, and the menu names the current one.

test('an advisor in two client workspaces switches between them and sees each one’s companies only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const suffix = randomUUID().slice(0, 6)
  const clients = [
    { workspace: `Alpha Maschinenbau ${suffix}`, company: `Alpha Maschinenbau GmbH ${suffix}` },
    { workspace: `Beta Solar ${suffix}`, company: `Beta Solar AG ${suffix}` },
  ]
  const advisor = uniqueEmail('advisor')
  for (const client of clients) {
    const { tokens } = await registerUser(request)
    await renameWorkspace(request, tokens, client.workspace)
    await createCompany(request, tokens, client.company)
    await invite(request, tokens, advisor)
  }
  // The advisor registers through the first invitation and accepts the second with that account.
  const first = tokenOf(await invitationPath(advisor, clients[0]!.workspace))
  const registered = await request.post('/api/v1/invitations/register', {
    data: { token: first, full_name: 'Anna Berater', password: PASSWORD },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const second = tokenOf(await invitationPath(advisor, clients[1]!.workspace))
  const accepted = await request.post('/api/v1/invitations/accept', {
    headers: bearer(await registered.json()),
    data: { token: second },
  })
  expect(accepted.status(), await accepted.text()).toBe(200)

  const tokens = await login(request, advisor)
  const current = (await (await request.get('/api/v1/workspace', { headers: bearer(tokens) })).json()) as {
    name: string
  }
  const [here, there] = current.name === clients[0]!.workspace ? [clients[0]!, clients[1]!] : [clients[1]!, clients[0]!]

  await signIn(page, 'user', tokens)
  const companies = async (shown: typeof here, hidden: typeof here) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible()
    await expect(page.getByText(shown.company)).toBeVisible()
    await expect(page.getByText(hidden.company)).toHaveCount(0)
  }
  const switchTo = async (from: typeof here, to: typeof here) => {
    await page.getByRole('button', { name: `Workspace: ${from.workspace}, Member` }).click()
    await page.getByRole('menuitem', { name: new RegExp(to.workspace) }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText(`You are now working in ${to.workspace}.`)).toBeVisible()
    await expect(page.getByRole('button', { name: `Workspace: ${to.workspace}, Member` })).toBeVisible()
  }

  await page.goto('/dashboard')
  await companies(here, there)
  await settledA11y(page)
  await page.getByRole('button', { name: `Workspace: ${here.workspace}, Member` }).click()
  await expect(page.getByRole('menuitem', { name: new RegExp(there.workspace) })).toBeVisible()
  await settledA11y(page)
  await page.keyboard.press('Escape')

  await switchTo(here, there)
  await companies(there, here)
  await settledA11y(page)

  // And back: a reload keeps the workspace chosen last (the stored pair names it).
  await switchTo(there, here)
  await companies(here, there)
  await page.reload()
  await expect(page.getByText(here.company)).toBeVisible()
  await expect(page.getByRole('button', { name: `Workspace: ${here.workspace}, Member` })).toBeVisible()
})
