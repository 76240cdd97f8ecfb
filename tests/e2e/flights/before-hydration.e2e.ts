/**
 * Presses on the server's results before their code is here are not lost (issue 41): the search line
 * opens its form once the island hydrates, and a result card the server drew (kept as its HTML until
 * pressed, ItinerarySlot) opens its Details and answers Contact Us while its code is held back.
 */
import { expect, test } from '@playwright/test'
import { daysAhead, flightsUrl, holdScripts, JOURNEYS, tFor } from './helpers.ts'

for (const { locale, viewport } of JOURNEYS) {
  const t = tFor(locale)

  test.describe(`/flights pressed before its scripts in ${locale}`, () => {
    test.use({ viewport })

    test('should open the search form from a press on the search line made before hydration', async ({
      page,
    }) => {
      const release = await holdScripts(page)
      await page.goto(`${flightsUrl(locale)}&returnDate=${daysAhead(52)}`, { waitUntil: 'commit' })
      const summary = page.getByTestId('search-summary')
      await expect(summary).toBeVisible()
      await expect(page.locator('astro-island[ssr]')).toHaveCount(1)
      await summary.click()

      release()
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
      await expect(page.getByTestId('flights-form')).toBeVisible()
      // A second press closes it, as a press after hydration does.
      await summary.click()
      await expect(page.getByTestId('flights-form')).toBeHidden()
    })

    test('should open a card’s details and its Contact Us before the cards’ code arrives', async ({
      page,
    }) => {
      let releaseCards: () => void = () => {}
      const cardsHeld = new Promise<void>((resolve) => {
        releaseCards = resolve
      })
      await page.route(/\/_astro\/(flights-cards|ItineraryCard)\.[^/]+\.js$/, async (route) => {
        await cardsHeld
        await route.continue()
      })
      await page.goto(`${flightsUrl(locale)}&returnDate=${daysAhead(52)}`)
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)

      const card = page.getByTestId('itinerary').first()
      await card.getByTestId('itinerary-details').click()
      const contact = card.getByRole('button', { name: t('search.contactUs') })
      await expect(contact).toBeVisible()
      await contact.click()
      await expect(page.getByTestId('lead-modal')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('lead-modal')).toBeHidden()

      // Once its code is here the card is React's, its details still open.
      releaseCards()
      await expect(card.locator('details')).toHaveAttribute('open', '')
      await expect(card.getByTestId('itinerary-fare')).toBeVisible()
    })
  })
}
