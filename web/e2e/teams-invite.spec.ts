import { randomUUID } from 'node:crypto'
import { PASSWORD, registerUser, signIn, uniqueEmail } from './support/api'
import { invitationPath } from './support/mail'
import { settledA11y } from './support/partner-setup'
import { bundledDataHook } from './support/ready'
import { createCompany, firstMatch, renameWorkspace } from './support/team'
import { expect, test } from './support/test'

// Teams (issue 25), scenario a: an owner invites a colleague from the Members page; the colleague
// opens the e-mailed link, creates an account inside the workspace, and comments on a match,
// mentioning the owner through the @ picker; the owner finds the mention in the inbox, and its
// link leads to the match with the comment.

test.describe('inviting a colleague and mentioning the owner', () => {
  test.beforeAll(bundledDataHook)

  test('invite → register from the link → comment with @mention → the owner is notified', async ({ page, browser, request }) => {
    test.setTimeout(120_000)
    const owner = await registerUser(request)
    const workspace = `Musterwerk ${randomUUID().slice(0, 6)}`
    await renameWorkspace(request, owner.tokens, workspace)
    const companyId = await createCompany(request, owner.tokens, 'Musterwerk Metallbau GmbH')
    const match = await firstMatch(request, owner.tokens, companyId)
    const colleague = uniqueEmail('colleague')

    // 1. The owner invites the colleague from the Members page (reached through the workspace menu).
    await signIn(page, 'user', owner.tokens)
    await page.goto('/dashboard')
    await page.getByRole('button', { name: `Workspace: ${workspace}, Owner` }).click()
    await page.getByRole('menuitem', { name: 'Members' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeFocused()
    await expect(page).toHaveTitle('Members – Grantwise')
    const members = page.getByRole('table', { name: `Members of ${workspace}` })
    await expect(members.getByRole('row', { name: /Erika Mustermann/ })).toContainText('Owner')
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(colleague)
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByText(`Invitation sent to ${colleague}.`)).toBeVisible()
    const pending = page.getByRole('table', { name: 'Pending invitations' })
    await expect(pending.getByRole('row', { name: new RegExp(colleague) })).toContainText('Member')
    await settledA11y(page)

    // 2. The colleague opens the link from the e-mail and registers inside the workspace.
    const link = await invitationPath(colleague, workspace)
    const context = await browser.newContext()
    const other = await context.newPage()
    await other.goto(link)
    await expect(other.getByRole('heading', { level: 1, name: `Join ${workspace}` })).toBeVisible()
    await expect(other.getByText(`Erika Mustermann invited you to join the workspace “${workspace}” on Grantwise as Member.`)).toBeVisible()
    await expect(other.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(colleague)
    await settledA11y(other)
    await other.getByRole('textbox', { name: 'Full name' }).fill('Max Kollege')
    await other.getByLabel(/^Password/).fill(PASSWORD)
    await other.getByRole('button', { name: `Create account and join ${workspace}` }).click()
    await expect(other).toHaveURL(/\/dashboard$/)
    await expect(other.getByRole('button', { name: `Workspace: ${workspace}, Member` })).toBeVisible()

    // 3. On the match, a comment mentioning the owner, picked from the @ list with the keyboard.
    await other.goto(`/matches/${match.id}`)
    await expect(other.getByRole('heading', { level: 1, name: match.title })).toBeVisible()
    const composer = other.getByRole('textbox', { name: 'Write a comment' })
    await composer.click()
    await composer.pressSequentially('Could you check the budget, @Eri')
    await expect(other.getByRole('listbox', { name: 'Members to mention' }).getByRole('option', { name: /Erika Mustermann/ })).toBeVisible()
    await composer.press('Enter')
    await expect(composer).toHaveValue('Could you check the budget, @Erika Mustermann ')
    await composer.pressSequentially('before Friday?')
    await other.getByRole('button', { name: 'Post comment' }).click()
    const thread = other.getByRole('list', { name: 'Comments' })
    await expect(thread.getByRole('listitem', { name: 'Comment by Max Kollege' })).toContainText('@Erika Mustermann before Friday?')
    await expect(composer).toHaveValue('')
    await settledA11y(other)
    await context.close()

    // 4. The owner sees the mention in the inbox; its link opens the match with the comment.
    await page.goto('/notifications')
    const mention = page.getByRole('listitem', { name: `Max Kollege mentioned you on ${match.title}` })
    await expect(mention).toBeVisible()
    await expect(mention.getByText('Mention', { exact: true })).toBeVisible()
    await settledA11y(page)
    await mention.getByRole('link', { name: 'Open the match' }).click()
    await expect(page.getByRole('heading', { level: 1, name: match.title })).toBeVisible()
    await expect(page.getByRole('listitem', { name: 'Comment by Max Kollege' })).toContainText('before Friday?')
  })
})
