import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { registerUser, signIn } from './support/api'
import { settledA11y } from './support/partner-setup'
import { expect, test } from './support/test'

// Issue 26: an admin (here the workspace's owner) registers a webhook pointing at a loopback
// receiver (the e2e server allows private http targets outside production), sees its signing
// secret once, sends a test event and finds it in the endpoint's delivery log.

let receiver: Server
let received: { type?: string; signature?: string }[] = []
test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => {
      body += c.toString()
    })
    req.on('end', () => {
      try {
        received.push({
          type: (JSON.parse(body) as { type?: string }).type,
          signature: String(req.headers['webhook-signature'] ?? ''),
        })
      } catch {
        received.push({})
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
})
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))

test('an admin adds a webhook, sees the secret once and the test delivery in its log', async ({ page, request }) => {
  received = []
  const owner = await registerUser(request)
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/grantwise`
  await signIn(page, 'user', owner.tokens)
  await page.goto('/dashboard')
  await page.getByRole('button', { name: /^Workspace: .*, Owner$/ }).click()
  await page.getByRole('menuitem', { name: 'Integrations' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeFocused()
  await expect(page).toHaveTitle('Integrations – Grantwise')
  await expect(page.getByText('No webhook endpoints yet.')).toBeVisible()
  await settledA11y(page)

  // An empty form names what is missing.
  await page.getByRole('button', { name: 'Add endpoint' }).click()
  await expect(page.getByText('Choose at least one event.')).toBeVisible()

  await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(url)
  await page.getByRole('checkbox', { name: /A deadline is approaching/ }).check()
  await page.getByRole('checkbox', { name: /An application changed its status/ }).check()
  await page.getByRole('textbox', { name: 'Description (optional)' }).fill('CRM sync')
  await page.getByRole('button', { name: 'Add endpoint' }).click()

  const secretBox = page.getByRole('status').filter({ hasText: 'Signing secret of the new endpoint' })
  await expect(secretBox.getByText('you will not see it again')).toBeVisible()
  const secret = await secretBox.getByTestId('secret-value').textContent()
  expect(secret).toMatch(/^whsec_/)
  await expect(secretBox.getByRole('button', { name: 'Copy' })).toBeVisible()
  const card = page.getByRole('region', { name: url })
  await expect(card).toContainText('CRM sync')
  await expect(card.getByRole('switch', { name: `Enabled: ${url}` })).toBeChecked()
  await settledA11y(page)

  // Once dismissed, the secret is gone, also after a reload; the list never shows it.
  await secretBox.getByRole('button', { name: 'I have saved it' }).click()
  await expect(page.getByText(secret!)).toHaveCount(0)
  await page.reload()
  await expect(card).toBeVisible()
  await expect(page.getByText(secret!)).toHaveCount(0)

  // The test event reaches the receiver and shows in the log with the response code.
  await card.getByRole('button', { name: 'Send test event' }).click()
  await expect(card.getByText('Test event sent: Delivered (response 200).')).toBeVisible()
  expect(received.some((r) => r.type === 'webhook.test' && r.signature?.startsWith('v1,'))).toBe(true)
  const log = card.getByRole('table', { name: `Deliveries to ${url}, newest first` })
  const row = log.getByRole('row', { name: /webhook\.test/ })
  await expect(row).toContainText('Delivered')
  await expect(row).toContainText('HTTP 200')
  await row.getByRole('button', { name: /^Redeliver webhook\.test/ }).click()
  await expect(card.getByText('Sent again: Delivered.')).toBeVisible()
  await expect(row).toContainText('2')
  await settledA11y(page)

  // Disable, then delete after confirming.
  await card.getByRole('switch', { name: `Enabled: ${url}` }).click({ force: true })
  await expect(card.getByText('The endpoint is disabled; no events are sent to it.')).toBeVisible()
  await expect(card.getByRole('switch', { name: `Enabled: ${url}` })).not.toBeChecked()
  await card.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete' })
  await expect(dialog).toContainText(url)
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('No webhook endpoints yet.')).toBeVisible()
})

test('an admin creates an API key, sees it once, the key works, and revokes it', async ({ page, request }) => {
  const owner = await registerUser(request)
  await signIn(page, 'user', owner.tokens)
  await page.goto('/settings/integrations')
  await expect(page.getByText('No API keys yet.')).toBeVisible()
  await page.getByRole('textbox', { name: /^Name/ }).fill('CRM sync')
  await page.getByRole('combobox', { name: /^Scope/ }).selectOption({ label: 'Read' })
  await page.getByRole('button', { name: 'Create key' }).click()

  const keyBox = page.getByRole('status').filter({ hasText: 'Your new API key' })
  await expect(keyBox.getByText('you will not see it again')).toBeVisible()
  const key = (await keyBox.getByTestId('secret-value').textContent())!
  const table = page.getByRole('table', { name: 'API keys of this workspace' })
  const row = table.getByRole('row', { name: /CRM sync/ })
  await expect(row).toContainText('Read')
  await expect(row).toContainText('Erika Mustermann')
  await expect(row).toContainText('Never')
  await expect(row).toContainText(`${key.slice(0, 10)}…`)
  await settledA11y(page)

  // The key reads as its creator; once dismissed, the page never shows it again.
  const used = await request.get('/api/v1/companies', { headers: { authorization: `Bearer ${key}` } })
  expect(used.status(), await used.text()).toBe(200)
  await keyBox.getByRole('button', { name: 'I have saved it' }).click()
  await page.reload()
  await expect(row).toBeVisible()
  await expect(page.getByText(key)).toHaveCount(0)

  await row.getByRole('button', { name: 'Revoke CRM sync' }).click()
  await page.getByRole('dialog', { name: 'Revoke the API key' }).getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText('The key “CRM sync” was revoked.')).toBeVisible()
  await expect(page.getByText('No API keys yet.')).toBeVisible()
  const refused = await request.get('/api/v1/companies', { headers: { authorization: `Bearer ${key}` } })
  expect(refused.status()).toBe(401)
})
