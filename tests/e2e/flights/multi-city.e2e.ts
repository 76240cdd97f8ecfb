import { expect, type Page, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { fillTravellers, newTraveller, pathIn, payAndConfirm, tFor } from '../payments/helpers.ts'
import { seriousViolations } from '../support/accessibility.ts'
import { daysAhead, JOURNEYS } from './helpers.ts'

// Issue 31: an open-jaw trip (into Accra, home from Abidjan) from the home search to a paid booking
// whose success page, mail and manage page list each leg; a leg nobody flies is named.
test.describe.configure({ timeout: 150_000 })

/** The home search panel, multi-city JFK → ACC then ABJ → JFK: the results page it leads to. */
async function searchOpenJawFromHome(page: Page, locale: Locale) {
  const t = tFor(locale)
  await page.goto(pathIn(locale, '/'))
  await expect(page.locator('astro-island[component-url*="SearchPanel"]:not([ssr])')).toHaveCount(1)
  const panel = page.getByTestId('search-panel')
  await panel.getByLabel(t('search.tripType.multiCity')).check()
  const legs = panel.getByTestId('flight-leg')
  const fillLeg = async (index: number, from: string, to: string, date: string) => {
    const leg = legs.nth(index)
    await leg.getByRole('combobox', { name: t('search.from'), exact: true }).fill(from)
    await leg.getByRole('combobox', { name: t('search.to'), exact: true }).fill(to)
    await leg.getByLabel(t('search.departureDate'), { exact: true }).fill(date)
  }
  await fillLeg(0, 'JFK', 'ACC', daysAhead(30))
  await fillLeg(1, 'ABJ', 'JFK', daysAhead(44))
  await panel.getByRole('button', { name: t('search.submit'), exact: true }).click()
  await expect(page).toHaveURL(/\/flights\?.*leg=JFK%2CACC.*leg=ABJ%2CJFK/, { timeout: 30_000 })
}

for (const { locale, viewport } of JOURNEYS) {
  const t = tFor(locale)
  const secondLeg =
    locale === 'fr' ? 'Vol 2 sur 2\u00a0: Abidjan → New York' : 'Flight 2 of 2: Abidjan → New York'

  test.describe(`multi-city in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should search, pay and list each leg of an open-jaw trip in ${locale}`, async ({ page }) => {
      const { email } = newTraveller(`multi-city-${locale}`)
      await searchOpenJawFromHome(page, locale)
      await expect(page.getByTestId('trip-legs').getByRole('listitem')).toHaveCount(2)
      const card = page.getByTestId('itinerary').first()
      await expect(card).toBeVisible({ timeout: 30_000 })
      await expect(card.getByTestId('leg-trip')).toHaveCount(2)
      await expect(card.getByTestId('leg-trip').nth(1)).toContainText(
        t('flights.legOf', { number: 2, count: 2 }),
      )
      await expect(card.getByTestId('leg-trip').nth(1)).toContainText('ABJ')
      expect(await seriousViolations(page)).toEqual([])

      await card.getByTestId('itinerary-select').click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment')}\\?itinerary_id=fs_`))
      const selected = page.getByTestId('selected-flight')
      await expect(selected).toContainText(t('payments.selectedFlight.nextFlights'))
      await expect(selected).toContainText(/ABJ → .*JFK/)
      await fillTravellers(page, locale, { count: 1, email, passportExpiry: daysAhead(3 * 365) })
      await selected.getByRole('button', { name: t('payments.pay') }).click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
      const { reference } = await payAndConfirm(page, locale)

      await expect(page.getByTestId('itinerary')).toContainText(secondLeg)
      const mail = await waitForMail(process.env.MAIL_API_URL!, email, new RegExp(reference))
      expect(mail.text).toContain(secondLeg)

      await page.goto(`${pathIn(locale, '/manage-booking')}?reference=${reference}`)
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
      await page.getByLabel(t('manage.email'), { exact: true }).fill(email)
      await page.getByRole('button', { name: t('manage.find') }).click()
      const itinerary = page.getByTestId('managed-itinerary')
      await expect(itinerary).toContainText(secondLeg)
      await expect(itinerary).toContainText('Abena Serwaa Owusu-Ansah')

      // Bought a month ahead, to and from the US: the 24-hour rule refunds it in full, shown before confirming.
      await page.getByRole('button', { name: t('manage.cancel.start') }).click()
      await expect(
        page.getByRole('heading', { name: t('manage.cancel.confirmTitle', { reference }) }),
      ).toBeVisible()
      await page.getByRole('button', { name: t('manage.cancel.confirm') }).click()
      await expect(page.getByTestId('managed-booking')).toContainText(t('account.bookings.status.refunded'))
    })

    test(`should name the leg no itinerary flies in ${locale}`, async ({ page }) => {
      const [first, second] = [daysAhead(30), daysAhead(44)]
      const query = new URLSearchParams({ origin: 'JFK', destination: 'ACC', departDate: first })
      query.append('leg', `JFK,ACC,${first}`)
      query.append('leg', `ABJ,QQQ,${second}`)
      await page.goto(`${pathIn(locale, '/flights')}?${query}`)
      await expect(page.getByTestId('unserved-leg')).toContainText(
        t('flights.multiCity.unserved', {
          number: 2,
          origin: 'ABJ',
          destination: 'QQQ',
          date: new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
            weekday: 'short',
            month: 'short',
            day: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(`${second}T00:00:00Z`)),
        }),
        { timeout: 30_000 },
      )
    })
  })
}
