import { expect, test } from '@playwright/test'
import { LOCALES, open, pathIn, payAndConfirm, signedInThroughApi, tFor } from '../payments/helpers.ts'
import { assignThroughApi, choosePlace, dayAhead, deleteRidesOf, rideIdOf } from './helpers.ts'

test.describe.configure({ timeout: 120_000 })

// Days far from the other taxi tests' rides, so the seeded Abidjan drivers are free then.
const ARRIVAL_DAY = { en: 40, fr: 41 } as const

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should book an Abidjan airport pick-up by flight number and show the driver and the sign once assigned in ${locale}`, async ({
    page,
    request,
  }) => {
    const traveller = await signedInThroughApi(page, request, `flight-pickup-${locale}`)

    await open(page, pathIn(locale, '/airport-taxi'))
    await choosePlace(page, t('taxiPage.departure'), 'Houphou', /Houphouët-Boigny/)
    await choosePlace(page, t('taxiPage.destination'), 'Sofitel', /Sofitel Abidjan/)
    const flight = page.getByLabel(t('taxiPage.flightNumber'), { exact: true })
    // A number that is not a flight's is refused on its field, in the page's language, and kept.
    await flight.fill('AFR 7')
    await expect(page.getByText(t('validation.flightNumberInvalid'))).toBeVisible()
    await flight.fill('af 702')
    await page.getByLabel(t('taxiPage.arrivalDate'), { exact: true }).fill(dayAhead(ARRIVAL_DAY[locale]))
    await expect(page.getByLabel(t('taxiPage.time'), { exact: true })).toHaveCount(0)
    const sign = `Awa K. ${locale}`
    await page.getByLabel(t('taxiPage.meetingName'), { exact: true }).fill(sign)
    await expect(page.getByTestId('taxi-quote-flight')).toContainText('AF 702', { timeout: 10_000 })
    // The landing in words, the zone named by its city, never by its IANA name (issue 42).
    await expect(page.getByTestId('taxi-quote-flight')).toContainText(
      locale === 'fr' ? '(heure d’Abidjan)' : '(Abidjan time)',
    )
    await expect(page.getByTestId('taxi-quote-flight')).not.toContainText('Africa/')

    await page.getByLabel(t('taxiPage.customer.name'), { exact: true }).fill('Awa Koné')
    await page.getByLabel(t('taxiPage.customer.email'), { exact: true }).fill(traveller.email)
    await page.getByLabel(t('taxiPage.customer.phone'), { exact: true }).fill('+1 617 555 0100')
    await page.getByRole('button', { name: t('taxiPage.book'), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
    await payAndConfirm(page, locale)
    // The receipt names the flight the driver follows, its landing with the zone named, the free waiting.
    const followed =
      locale === 'fr'
        ? /Votre chauffeur suit le vol AF 702, qui atterrit à ABJ le .+ \(heure d’Abidjan\)\u00a0; attente gratuite \d+ minutes/
        : /Your driver follows AF 702, landing at ABJ on .+ \(Abidjan time\); waiting is free for \d+ minutes/
    await expect(page.locator('.receipt__item').first()).toHaveText(followed)

    // An administrator assigns a driver of Abidjan (the console's own test covers its screen).
    await assignThroughApi(request, await rideIdOf(request, traveller.email))

    await open(page, pathIn(locale, '/account'))
    await page.getByRole('tab', { name: t('account.tab.bookings') }).click()
    const contact = page.getByTestId('driver-contact')
    await expect(page.getByTestId('booking-driver')).toBeVisible()
    await expect(contact.getByRole('link', { name: /^\+225/ })).toBeVisible()
    await expect(contact.getByTestId('driver-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/225\d+$/)
    await expect(contact.getByTestId('driver-sign')).toHaveText(
      t('taxiPage.driverContact.sign', { name: sign }),
    )

    await deleteRidesOf(traveller.email)
  })

  test(`should show a guide's entry requirements with their official source in ${locale}`, async ({
    page,
  }) => {
    await open(page, pathIn(locale, '/destinations/abidjan'))
    const section = page.getByTestId('entry-requirements')
    await expect(section.getByRole('heading', { name: t('entry.title') })).toBeVisible()
    await expect(section.locator('[data-group="us"] summary')).toHaveText(t('entry.group.us'))
    await expect(section.locator('[data-group="us"]')).toContainText(t('entry.visa.e_visa'))
    await expect(section.locator('[data-group="us"] a', { hasText: t('entry.visaLink') })).toHaveAttribute(
      'href',
      'https://www.snedai.com',
    )
    await expect(section.locator('[data-group="ecowas"]')).toContainText(t('entry.visa.none'))
  })
}
