import { readFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { PASSWORD, registerUser, signIn, uniqueEmail } from './support/api'
import { invitationPath, tokenOf } from './support/mail'
import { settledA11y } from './support/partner-setup'
import { invite, renameWorkspace } from './support/team'
import { expect, test } from './support/test'

// Teams (issue 25): what a member may see (the members read-only, no audit log) and what the
// owner does with the audit log (filter by an area of actions, export it as CSV).

test('a member sees the members read-only and no audit log; the owner filters and exports it', async ({ page, browser, request }) => {
  test.setTimeout(120_000)
  const owner = await registerUser(request)
  const workspace = `Kanzlei ${randomUUID().slice(0, 6)}`
  await renameWorkspace(request, owner.tokens, workspace)
  const memberEmail = uniqueEmail('member')
  await invite(request, owner.tokens, memberEmail)
  const registered = await request.post('/api/v1/invitations/register', {
    data: { token: tokenOf(await invitationPath(memberEmail, workspace)), full_name: 'Jonas Weber', password: PASSWORD },
  })
  expect(registered.status(), await registered.text()).toBe(201)

  // The member: the table without role selects or remove buttons, and no audit log.
  const context = await browser.newContext()
  const member = await context.newPage()
  await signIn(member, 'user', await registered.json())
  await member.goto('/settings/members')
  const table = member.getByRole('table', { name: `Members of ${workspace}` })
  await expect(table.getByRole('row', { name: /Jonas Weber/ })).toContainText('Member')
  await expect(table.getByRole('combobox')).toHaveCount(0)
  await expect(table.getByRole('button')).toHaveCount(0)
  await expect(member.getByText('Only admins and owners can invite people, change roles or remove members.')).toBeVisible()
  await expect(member.getByRole('button', { name: 'Send invitation' })).toHaveCount(0)
  await settledA11y(member)
  await member.getByRole('button', { name: `Workspace: ${workspace}, Member` }).click()
  await expect(member.getByRole('menuitem', { name: 'Members' })).toBeVisible()
  await expect(member.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0)
  await member.keyboard.press('Escape')
  await member.goto('/audit')
  await expect(member.getByText('Only admins and owners can do this. Your role here: Member.')).toBeVisible()
  await settledA11y(member)
  await context.close()

  // The owner: the log names the invitation and the join; filtered to members; exported.
  await signIn(page, 'user', owner.tokens)
  await page.goto('/audit')
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  const log = page.getByRole('table', { name: 'Audit log entries' })
  await expect(log.getByRole('row', { name: /member\.joined/ })).toContainText(memberEmail)
  await expect(log.getByRole('row', { name: /workspace\.renamed/ })).toBeVisible()
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Members and invitations' })
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/[?&]action=member\./)
  await expect(log.getByRole('row', { name: /workspace\.renamed/ })).toHaveCount(0)
  await expect(log.getByRole('row', { name: /member\.invited/ })).toBeVisible()
  await settledA11y(page)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile(await file.path(), 'utf8')
  expect(csv).toContain('member.joined')
  expect(csv).not.toContain('workspace.renamed')
})
