import { formatWallTime } from '@nexovia/content-schema/format/times'
import { expect, test } from '@playwright/test'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { fillTravellers, newTraveller, pathIn, payAndConfirm, tFor } from '../payments/helpers.ts'
import { choosePlace } from '../taxi/helpers.ts'
import { daysAhead, flightsUrl, JOURNEYS, openResults } from './helpers.ts'

// Issue 31: a paid flight offers a pickup where it lands; one click opens the taxi page with the
// airport, the flight and its landing day filled in, and the quote lands it when the itinerary does.
test.describe.configure({ timeout: 150_000 })

for (const { locale, viewport } of JOURNEYS) {
  const t = tFor(locale)

  test.describe(`a pickup after a flight in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should offer a pickup at the landing airport that lands when the itinerary does in ${locale}`, async ({
      page,
    }) => {
      const { email } = newTraveller(`pickup-offer-${locale}`)
      const cards = await openResults(page, flightsUrl(locale, daysAhead(40)))
      const card = cards.first()
      const arrival = (await card.getAttribute('data-arrival'))!
      const flightNumber = (await card.locator('.itinerary__flight').last().textContent())!.split(' · ')[0]!
      await card.getByTestId('itinerary-select').click()
      await fillTravellers(page, locale, { count: 1, email, passportExpiry: daysAhead(3 * 365) })
      await page
        .getByTestId('selected-flight')
        .getByRole('button', { name: t('payments.pay') })
        .click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
      const { reference } = await payAndConfirm(page, locale)

      const offer = page.getByTestId('pickup-offers').getByRole('link')
      await expect(offer).toContainText(flightNumber)
      await expect(offer).toContainText('(ACC)')
      const mail = await waitForMail(process.env.MAIL_API_URL!, email, new RegExp(reference))
      expect(mail.text).toContain(`${pathIn(locale, '/airport-taxi')}?pickup_airport=ACC`)

      await offer.click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/airport-taxi')}\\?pickup_airport=ACC`))
      await expect(page.getByRole('combobox', { name: t('taxiPage.departure') })).toHaveValue(/Kotoka/)
      await expect(page.getByLabel(t('taxiPage.flightNumber'), { exact: true })).toHaveValue(flightNumber)
      await expect(page.getByLabel(t('taxiPage.arrivalDate'), { exact: true })).toHaveValue(
        arrival.slice(0, 10),
      )
      await choosePlace(page, t('taxiPage.destination'), 'Labadi', /Labadi Beach Hotel/)
      // The quote's landing is the itinerary's, in the page's words: weeks ahead the flight is
      // scheduled, never late (issue 42).
      await expect(page.getByTestId('taxi-quote-flight')).toContainText(formatWallTime(arrival, locale), {
        timeout: 15_000,
      })
    })
  })
}
