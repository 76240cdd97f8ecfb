import { expect, test } from '@playwright/test'

// The one schedule of support hours (issue 35), as seeded: every day, 8 AM to 10 PM New York time.
const CASES = [
  {
    lang: 'en',
    home: '/',
    viewport: { width: 1280, height: 900 },
    hours: 'Every day, 8 AM–10 PM (New York time)',
    concierge: 'Available: ',
    footer: 'Support hours: ',
  },
  {
    lang: 'fr',
    home: '/fr',
    viewport: { width: 390, height: 844 },
    hours: 'Tous les jours, 8\u00a0h\u00a0– 22\u00a0h (heure de New York)',
    concierge: 'Disponible\u00a0: ',
    footer: 'Horaires de l’assistance\u00a0: ',
  },
] as const

// Wednesday 2026-11-25 at 15:00 UTC is 10:00 in New York (open); at 04:00 UTC, 23:00 the evening before (closed).
const OPEN = new Date('2026-11-25T15:00:00Z')
const CLOSED = new Date('2026-11-25T04:00:00Z')

for (const { lang, home, viewport, hours, concierge, footer } of CASES) {
  test.describe(`support hours in ${lang} at ${viewport.width} px`, () => {
    test.use({ viewport, timezoneId: 'America/New_York' })

    test('should show the same hours on the live-support card, in the concierge section and in the footer', async ({
      page,
    }) => {
      await page.clock.setFixedTime(OPEN)
      await page.goto(home)
      await expect(page.locator('[data-concierge-hours]')).toHaveText(`${concierge}${hours}`)
      await expect(page.locator('[data-footer-support-hours]')).toHaveText(`${footer}${hours}`)
      const card = page.locator('[data-chat-card]')
      await expect(card).toHaveAttribute('data-state', 'online', { timeout: 6000 })
      await card.locator('[data-chat-toggle]').click()
      await expect(card.locator('[data-chat-hours]')).toBeVisible()
      await expect(card.locator('[data-chat-hours]')).toHaveText(hours)
    })

    test('should put the card offline outside those hours, on the New York clock', async ({ page }) => {
      await page.clock.setFixedTime(CLOSED)
      await page.goto(home)
      await expect(page.locator('[data-chat-card]')).toHaveAttribute('data-state', 'offline', {
        timeout: 6000,
      })
    })
  })
}
