import { registerUser, signIn } from './support/api'
import { settledA11y } from './support/partner-setup'
import { bundledDataHook } from './support/ready'
import { expect, test } from './support/test'

// Issue 26: a user saves the search on screen (words, filters, sort) with an alert frequency,
// finds it among the saved searches, changes the frequency and opens it again; notification
// settings take quiet hours and the followed-call switch.

test.beforeAll(bundledDataHook)

test('a user saves a search, sees it listed, changes its frequency and opens it', async ({ page, request }) => {
  const user = await registerUser(request)
  await signIn(page, 'user', user.tokens)

  // Without words there is nothing to alert on: the button says so.
  await page.goto('/grants?country=DE')
  await expect(page.getByRole('button', { name: 'Save search' })).toBeDisabled()
  await expect(page.getByText('Enter words to save a search.')).toBeVisible()

  await page.goto('/grants?q=energy&country=DE&sort_by=deadline&sort_order=asc&page=2')
  await page.getByRole('button', { name: 'Save search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save this search' })
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('energy')
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Energy in Germany')
  await dialog.getByRole('combobox', { name: /^Alerts/ }).selectOption({ label: 'Weekly' })
  await settledA11y(page)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Saved as “Energy in Germany”.')).toBeVisible()
  await page.getByRole('link', { name: 'Your saved searches' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeFocused()
  await expect(page).toHaveTitle('Saved searches – Grantwise')
  const card = page.getByRole('region', { name: 'Energy in Germany' })
  await expect(card).toContainText('Words: energy · 1 filter')
  const frequency = card.getByRole('combobox', { name: 'Alerts for Energy in Germany' })
  await expect(frequency).toHaveValue('weekly')
  await settledA11y(page)

  await frequency.selectOption({ label: 'Immediately' })
  await expect(card.getByText('Alerts: Immediately.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Alerts for Energy in Germany' })).toHaveValue('immediately')

  // Rename, then open: the search page shows the saved words, filter and sort (not the page).
  await card.getByRole('button', { name: 'Rename Energy in Germany' }).click()
  await card.getByRole('textbox', { name: 'New name' }).fill('Energy DE')
  await card.getByRole('button', { name: 'Save name' }).click()
  const renamed = page.getByRole('region', { name: 'Energy DE' })
  await expect(renamed.getByText('Renamed to “Energy DE”.')).toBeVisible()
  await renamed.getByRole('link', { name: 'Open Energy DE' }).click()
  await expect(page).toHaveURL(/\/grants\?q=energy&country=DE&sort_by=deadline&sort_order=asc$/)
  await expect(page.getByRole('checkbox', { name: /Germany/ }).first()).toBeChecked()

  // Delete after confirming.
  await page.goto('/saved-searches')
  await page.getByRole('button', { name: 'Delete Energy DE' }).click()
  await page.getByRole('dialog', { name: 'Delete the saved search' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('You have not saved a search yet.')).toBeVisible()
})

test('a user sets quiet hours and turns off followed-call changes', async ({ page, request }) => {
  const user = await registerUser(request)
  await signIn(page, 'user', user.tokens)
  await page.goto('/settings/notifications')
  const quiet = page.getByRole('group', { name: 'Quiet hours' })
  await quiet.getByRole('combobox', { name: 'From' }).selectOption('22')
  await page.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page.getByText('Choose both hours, or None for both.')).toBeVisible()
  await quiet.getByRole('combobox', { name: 'Until' }).selectOption('7')
  await page.getByRole('switch', { name: /Changes to calls I follow/ }).click({ force: true })
  await page.getByRole('button', { name: 'Save preferences' }).click()
  await expect(page.getByText('Preferences saved.')).toBeVisible()
  await settledA11y(page)
  await page.reload()
  await expect(page.getByRole('group', { name: 'Quiet hours' }).getByRole('combobox', { name: 'Until' })).toHaveValue(
    '7',
  )
  await expect(page.getByRole('switch', { name: /Changes to calls I follow/ })).not.toBeChecked()
  const prefs = (await (
    await request.get('/api/v1/notifications/preferences', {
      headers: { authorization: `Bearer ${user.tokens.access_token}` },
    })
  ).json()) as Record<string, unknown>
  expect(prefs).toMatchObject({ quiet_hours_start: 22, quiet_hours_end: 7, grant_change_notifications: false })
})
