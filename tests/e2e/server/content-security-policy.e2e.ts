import { expect, type Page, test } from '@playwright/test'
import { LOCALES, newTraveller, open, pathIn, registerThroughApi, signIn } from '../accounts/helpers.ts'

const ARTICLE = '/blog/cote-divoire-ten-must-have-experiences'

/** Every Content-Security-Policy violation the page reports, and console errors that name the policy. */
function recordViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text())
  })
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return violations
}

/** Scrolls through the page so that client:visible islands and lazy parts start, then waits for every island. */
async function hydrateEverything(page: Page) {
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
      window.scrollTo({ top, behavior: 'instant' })
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
}

for (const locale of LOCALES) {
  test.describe(`content security policy in ${locale}`, () => {
    test('should send a policy that forbids framing with every page', async ({ request }) => {
      const response = await request.get(pathIn(locale, '/'))
      expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    })

    test('should let the home page and its islands run without a violation', async ({ page }) => {
      const violations = recordViolations(page)
      await page.goto(pathIn(locale, '/'))
      await hydrateEverything(page)
      // The hero's own element runs too: its pause button appears only from its script.
      await expect(page.locator('.hero__pause')).toBeVisible()
      expect(violations).toEqual([])
    })

    test('should show an article without a violation', async ({ page }) => {
      const violations = recordViolations(page)
      await page.goto(pathIn(locale, ARTICLE))
      await hydrateEverything(page)
      await expect(page.locator('[data-chat-team]')).not.toHaveText('', { timeout: 6000 })
      expect(violations).toEqual([])
    })

    test('should let the sign-in form hydrate without a violation', async ({ page }) => {
      const violations = recordViolations(page)
      await open(page, pathIn(locale, '/login'))
      expect(violations).toEqual([])
    })

    test('should show the account without a violation', async ({ page, request }) => {
      const traveller = newTraveller('csp')
      await registerThroughApi(request, traveller)
      const violations = recordViolations(page)
      await signIn(page, locale, traveller.email, traveller.password)
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/account')}$`))
      await hydrateEverything(page)
      expect(violations).toEqual([])
    })
  })
}

test.describe('security headers', () => {
  test('should come with the /api answers relayed from the cms', async ({ request }) => {
    const response = await request.get('/api/globals/support-teams?depth=0')
    const headers = response.headers()
    expect([
      headers['x-content-type-options'],
      headers['x-frame-options'],
      headers['referrer-policy'],
      headers['content-security-policy']?.includes("frame-ancestors 'none'"),
    ]).toEqual(['nosniff', 'DENY', 'strict-origin-when-cross-origin', true])
  })

  test('should come with the static files', async ({ request }) => {
    const response = await request.get('/favicon.svg')
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
  })
})
