import { randomUUID } from 'node:crypto'
import { bearer, PASSWORD, registerUser, signIn, uniqueEmail } from './support/api'
import { invitationPath, tokenOf } from './support/mail'
import { settledA11y } from './support/partner-setup'
import { bundledDataHook } from './support/ready'
import { createCompany, firstMatch, invite, renameWorkspace } from './support/team'
import { expect, test } from './support/test'

// Teams (issue 25): the owner assigns a match and an application to a colleague and comments on
// the application; the colleague finds both under "Assigned to me", and the assignment
// notification leads to the application page with the comment.

test.describe('assigning work to a colleague', () => {
  test.beforeAll(bundledDataHook)

  test('assign a match and an application; the colleague filters by "Assigned to me" and follows the notification', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const owner = await registerUser(request)
    const workspace = `Metallbau ${randomUUID().slice(0, 6)}`
    await renameWorkspace(request, owner.tokens, workspace)
    const companyId = await createCompany(request, owner.tokens, 'Musterwerk Metallbau GmbH')
    const match = await firstMatch(request, owner.tokens, companyId, true)
    const started = await request.post('/api/v1/applications', {
      headers: bearer(owner.tokens),
      data: { company_id: companyId, grant_id: match.grantId },
    })
    expect(started.status(), await started.text()).toBe(201)
    const colleagueEmail = uniqueEmail('colleague')
    await invite(request, owner.tokens, colleagueEmail)
    const registered = await request.post('/api/v1/invitations/register', {
      data: {
        token: tokenOf(await invitationPath(colleagueEmail, workspace)),
        full_name: 'Jonas Weber',
        password: PASSWORD,
      },
    })
    expect(registered.status(), await registered.text()).toBe(201)

    // The owner assigns the match on its page, then the application on its own page, with a comment.
    await signIn(page, 'user', owner.tokens)
    await page.goto(`/matches/${match.id}`)
    await page.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: 'Jonas Weber' })
    await expect(page.getByText('Assigned to Jonas Weber.')).toBeVisible()
    await page.goto(`/applications?company_id=${companyId}`)
    await page.getByRole('link', { name: `Details and comments: ${match.title}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: match.title })).toBeFocused()
    await page.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: 'Jonas Weber' })
    await expect(page.getByText('Assigned to Jonas Weber.')).toBeVisible()
    await page.getByRole('textbox', { name: 'Write a comment' }).fill('The budget table is in the shared folder.')
    await page.getByRole('button', { name: 'Post comment' }).click()
    await expect(page.getByRole('listitem', { name: 'Comment by Erika Mustermann' })).toContainText('shared folder')
    await settledA11y(page)

    // The colleague: both under "Assigned to me"; the application's notification opens its page.
    const context = await browser.newContext()
    const colleague = await context.newPage()
    await signIn(colleague, 'user', await registered.json())
    await colleague.goto(`/matches?company_id=${companyId}`)
    await colleague.getByRole('checkbox', { name: 'Assigned to me' }).check()
    await expect(colleague).toHaveURL(/[?&]assigned=me/)
    await expect(colleague.getByText('1 match', { exact: true })).toBeVisible()
    await colleague.goto('/applications?assigned=me')
    await expect(colleague.getByRole('checkbox', { name: 'Assigned to me' })).toBeChecked()
    await expect(colleague.getByText('Assigned to: Jonas Weber')).toBeVisible()
    await settledA11y(colleague)
    await colleague.goto('/notifications')
    const assignments = colleague.getByRole('listitem').filter({ hasText: 'Assignment' })
    await expect(assignments).toHaveCount(2)
    await assignments.getByRole('link', { name: 'Open the application' }).click()
    await expect(colleague.getByRole('heading', { level: 1, name: match.title })).toBeVisible()
    await expect(colleague.getByRole('combobox', { name: 'Assigned to' })).toHaveValue(/.+/)
    await expect(colleague.getByRole('listitem', { name: 'Comment by Erika Mustermann' })).toContainText(
      'shared folder',
    )
    await context.close()
  })
})
