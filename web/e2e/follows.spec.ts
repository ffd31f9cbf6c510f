import { bearer, registerUser, signIn } from './support/api'
import { settledA11y } from './support/partner-setup'
import { bundledDataHook } from './support/ready'
import { expect, test } from './support/test'

// Issue 26: a user follows a call from its page, finds it among the followed calls, and the
// grant page shows its change history ("What changed"), public like the grant.

test.beforeAll(bundledDataHook)

test('a user follows a call from the grant page and sees it among followed calls', async ({ page, request }) => {
  const user = await registerUser(request)
  const found = await request.get('/api/v1/grants/search?q=energy&record_type=call&page_size=1')
  const { items } = (await found.json()) as { items: { id: string; title: string }[] }
  const grant = items[0]!
  await signIn(page, 'user', user.tokens)
  await page.goto(`/grants/${grant.id}`)
  await expect(page.getByRole('heading', { level: 1, name: grant.title })).toBeVisible()
  const changes = page.getByRole('region', { name: 'What changed' })
  await expect(changes).toBeVisible()
  // The history as the API has it: the bundled data was loaded once, so usually none yet.
  const history = (await (await request.get(`/api/v1/grants/${grant.id}/changes`)).json()) as {
    total: number
    items: { changed_at: string }[]
  }
  if (history.total === 0)
    await expect(changes.getByText('No changes recorded since we first saw this grant.')).toBeVisible()
  else await expect(changes.getByRole('article')).toHaveCount(Math.min(history.total, 10))

  const card = page.getByRole('region', { name: 'Follow this call' })
  await card.getByRole('button', { name: 'Follow' }).click()
  await expect(card.getByText('You follow this call now.')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Following' })).toBeVisible()
  await settledA11y(page)

  const follows = (await (await request.get('/api/v1/follows', { headers: bearer(user.tokens) })).json()) as {
    items: { grant_id: string }[]
  }
  expect(follows.items.map((f) => f.grant_id)).toContain(grant.id)

  await card.getByRole('link', { name: 'Your followed calls' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Followed calls' })).toBeFocused()
  await expect(page).toHaveTitle('Followed calls – Grantwise')
  const entry = page.getByRole('article', { name: grant.title })
  await expect(entry).toContainText(/followed since/)
  await settledA11y(page)

  // Back on the grant: unfollow; the list is empty.
  await entry.getByRole('link', { name: grant.title }).click()
  await page.getByRole('region', { name: 'Follow this call' }).getByRole('button', { name: 'Following' }).click()
  await expect(page.getByText('You no longer follow this call.')).toBeVisible()
  await page.goto('/followed')
  await expect(page.getByText('You do not follow any call yet.')).toBeVisible()
})
