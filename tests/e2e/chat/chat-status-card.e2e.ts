import { expect, test } from '@playwright/test'

const LANGUAGES = [
  {
    lang: 'en',
    path: '/why-nexovia',
    debugTitle: 'Chat routing (debug)',
    team: 'US Team',
    country: 'Your country: United States',
  },
  {
    lang: 'fr',
    path: '/fr/why-nexovia',
    debugTitle: 'Routage du chat (débogage)',
    team: 'Équipe États-Unis',
    country: 'Votre pays\u00a0: États-Unis',
  },
]

// A visitor in New York: the time zone decides the country when no IP lookup provider is set.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' })

for (const language of LANGUAGES) {
  test.describe(`chat status card in ${language.lang}`, () => {
    test('should show the team, country and state for the visitor after 2 seconds', async ({ page }) => {
      await page.goto(language.path)
      const card = page.locator('[data-chat-card]')
      await expect(card.locator('[data-chat-team]')).toHaveText(language.team, { timeout: 6000 })
      await expect(card.locator('[data-chat-country]')).toHaveText(language.country)
      await expect(card).toHaveAttribute('data-state', /^(online|offline)$/)
    })

    test('should show the routing debug panel with ?debug=true', async ({ page }) => {
      await page.goto(`${language.path}?debug=true`)
      const panel = page.getByRole('region', { name: language.debugTitle })
      await expect(panel).toBeVisible({ timeout: 6000 })
      await expect(panel.locator('[data-debug-value="countrySource"]')).toHaveText('timezone')
      await expect(panel.locator('[data-debug-value="team"]')).toHaveText('US')
    })

    test('should keep the debug panel hidden without ?debug=true', async ({ page }) => {
      await page.goto(language.path)
      await expect(page.locator('[data-chat-team]')).toHaveText(language.team, { timeout: 6000 })
      await expect(page.getByRole('region', { name: language.debugTitle })).toHaveCount(0)
    })

    test('should load nothing from Crisp when no website id is set', async ({ page }) => {
      const crispRequests: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('crisp.chat')) crispRequests.push(request.url())
      })
      await page.goto(language.path)
      await expect(page.locator('[data-chat-team]')).toHaveText(language.team, { timeout: 6000 })
      expect(crispRequests).toEqual([])
    })
  })
}

test('should route a visitor in Abidjan to the Côte d’Ivoire team', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Africa/Abidjan', locale: 'fr-CI' })
  const page = await context.newPage()
  await page.goto('/fr/terms')
  await expect(page.locator('[data-chat-team]')).toHaveText('Équipe Côte d’Ivoire', { timeout: 6000 })
  await context.close()
})
