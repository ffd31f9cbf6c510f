import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, type Page } from '@playwright/test'

// Every scenario: no console errors, and axe (WCAG 2.2 AA) on each page it visits, with
// `await a11y(page)` after the page has settled.

const require = createRequire(import.meta.url)
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export async function a11y (page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.addScriptTag({ content: AXE })
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }> } })
      .axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] })
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 3).join(', ')})`)
  })
  expect(violations, `axe on ${page.url()}`).toEqual([])
}

/**
 * A page the server drew (a visitor's home, search or grant page) is on screen before the app has
 * taken it over, when a click does nothing yet: scenarios act once the app has marked it as its own.
 */
async function appReady (page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' })
}

export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => { const res = await goto(...args); await appReady(page); return res }
    page.reload = async (...args) => { const res = await reload(...args); await appReady(page); return res }
    await use(page)
  },
  consoleErrors: [async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      // A 4xx the page handles (a 401 on a wrong password, a 409 shown to the user) is logged by
      // the browser as a failed resource, not an app error.
      if (message.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
    expect(errors, 'console errors').toEqual([])
  }, { auto: true }],
})

export { expect }

/** docs/screenshots/<name>-<project>.png (desktop or phone), shown in the README. */
export async function screenshot (page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: new URL(`../../../docs/screenshots/${name}-${test.info().project.name}.png`, import.meta.url).pathname, fullPage: false })
}
