import { bundledDataHook } from './support/ready'
import { a11y, expect, test } from './support/test'

// Beyond axe: each page names itself in the window title, a navigation puts focus on the new
// page's h1 and announces it, and on a desktop the (hidden) phone menu is not in the tab order.

test.beforeAll(bundledDataHook)

test.describe('titles, focus and the menu', () => {
  test('pages have their own titles; after a navigation focus is on the h1 and the page is announced', async ({ page }) => {
    await page.goto('/login')
    await expect(page).toHaveTitle('Sign in – Grantwise')
    await page.goto('/grants')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveTitle('Grant search – Grantwise')   // not the result count of its h1

    const result = page.locator('main a[href^="/grants/"]').first()
    const title = (await result.innerText()).trim()
    await result.click()
    const heading = page.getByRole('heading', { level: 1, name: title })
    await expect(heading).toBeVisible()
    await expect(heading).toBeFocused()
    await expect(page).toHaveTitle(`${title} – Grantwise`)
    await expect(page.locator('#route-announcer')).toHaveText(title)
    await a11y(page)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search grants' }).click()
    await expect(page).toHaveURL(/\/grants$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(page).toHaveTitle('Grant search – Grantwise')
    await expect(page.locator('#route-announcer')).toHaveText('Grant search')
  })

  test('on a desktop the phone menu is out of the tab order', async ({ page }) => {
    await page.goto('/grants')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('nav[aria-label="Menu"]')).toHaveAttribute('inert', '')
    const viewport = page.viewportSize()!
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab')
      const where = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null
        const box = el?.getBoundingClientRect()
        const inMenu = !!el?.closest('nav[aria-label="Menu"]')
        return { inMenu, x: box?.x ?? 0, right: box?.right ?? 0, text: el?.textContent?.slice(0, 40) }
      })
      expect(where.inMenu, `tab ${i + 1}: ${where.text}`).toBe(false)
      expect(where.right > 0 && where.x < viewport.width, `tab ${i + 1} on screen: ${where.text}`).toBe(true)
    }
  })
})
