import { expect, test } from '@playwright/test'
import { registerThroughApi } from '../accounts/helpers.ts'
import { LANGUAGES } from './languages'

const NAV_PATHS = [
  '/flights',
  '/#search-tab-hotels',
  '/cars-under-construction',
  '/airport-taxi',
  '/activities-under-construction',
  '/blog',
  '/why-nexovia',
]
const cmsUrl = process.env.E2E_CMS_URL!
const admin = { username: process.env.ADMIN_USERNAME!, password: process.env.ADMIN_PASSWORD! }

for (const language of LANGUAGES) {
  test.describe(`header in ${language.lang}`, () => {
    test('should link every page of the top bar in the page language', async ({ page }) => {
      await page.goto(language.home)
      const links = page.getByRole('navigation', { name: /./ }).first().getByRole('link')
      expect(await links.allTextContents()).toEqual([...language.nav])
      expect(
        await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))),
      ).toEqual([
        language.home,
        // Hotels is the home page's Hotels tab: '/#…' is that section of the home page in the language.
        ...NAV_PATHS.map((path) =>
          path.startsWith('/#') ? `${language.home}${path.slice(1)}` : `${language.prefix}${path}`,
        ),
        `${language.home}#concierge`,
      ])
    })

    test('should offer Sign In and Sign Up to a visitor who is not signed in', async ({ page }) => {
      await page.goto(language.home)
      await expect(page.getByRole('link', { name: language.signIn })).toHaveAttribute(
        'href',
        `${language.prefix}/login`,
      )
      await expect(page.getByRole('link', { name: language.signUp })).toHaveAttribute(
        'href',
        `${language.prefix}/signup`,
      )
    })

    test('should disable the account buttons while the session is being checked', async ({ page }) => {
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/api/account/status', async (route) => {
        await held
        await route.continue()
      })
      await page.goto(language.home)
      await expect(page.getByRole('button', { name: language.signIn })).toBeDisabled()
      release()
      await expect(page.getByRole('link', { name: language.signIn })).toBeVisible()
    })

    test('should show My Account to a signed-in traveller', async ({ page, request }) => {
      const traveller = {
        email: `header-${crypto.randomUUID()}@example.com`,
        password: 'correct-horse-battery',
      }
      await registerThroughApi(page.request, { ...traveller, firstName: 'Ama', lastName: 'Mensah' })
      expect((await page.request.post('/api/users/login', { data: traveller })).ok()).toBe(true)
      await page.goto(language.home)
      await expect(page.getByRole('link', { name: language.myAccount })).toHaveAttribute(
        'href',
        `${language.prefix}/account`,
      )
      const { user } = await (await page.request.get('/api/users/me')).json()
      // Only an administrator may delete an account.
      await request.post(`${cmsUrl}/api/admins/login`, { data: admin })
      expect((await request.delete(`${cmsUrl}/api/users/${user.id}`)).ok()).toBe(true)
    })

    test('should open and close the mobile menu with the keyboard', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 })
      await page.goto(language.home)
      const toggle = page.getByRole('button', { name: language.menu, exact: true })
      const blogLink = page.getByRole('link', { name: 'Blog', exact: true })
      await expect(blogLink).toBeHidden()
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(blogLink).toBeVisible()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Escape')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle).toBeFocused()
      await expect(blogLink).toBeHidden()
    })
  })
}
