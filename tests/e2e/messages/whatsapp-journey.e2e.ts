import { expect, type Page, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { deleteRidesAndBookingsOf } from '../../fixtures/bookingRows.ts'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { daysAhead, flightsUrl, JOURNEYS, openResults } from '../flights/helpers.ts'
import { fillTravellers, open, pathIn, payAndConfirm, signedInTraveller, tFor } from '../payments/helpers.ts'
import { choosePlace } from '../taxi/helpers.ts'
import { assignDriverInConsole, queuedMessagesOf, refundInConsole } from './consoleActions.ts'
import { freshPhone, whatsappTemplatesSentTo } from './standMessages.ts'

// Issue 45: two checkouts, two console actions and the account: several pages' worth of time.
test.describe.configure({ timeout: 240_000 })

/**
 * The flight's departure: Accra has one driver, busy two hours around each ride, so each language and
 * each repetition (--repeat-each) lands on a day of its own, away from the other journeys' rides.
 */
const departureDay = (locale: Locale) => 60 + 4 * test.info().repeatEachIndex + (locale === 'fr' ? 2 : 0)

/** What the stand received on this phone by WhatsApp: template, language and the booking's reference. */
const templatesOn = async (phone: string) =>
  (await whatsappTemplatesSentTo(phone)).map(({ template, language, parameters }) => [
    template,
    language,
    parameters[0],
  ])

const checkoutUrl = (locale: Locale) => new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`)

/** A flight JFK → ACC, its travellers step opting in to WhatsApp on `phone`, paid: its reference. */
async function bookFlightWithWhatsApp(
  page: Page,
  locale: Locale,
  { email, phone }: { email: string; phone: string },
) {
  const t = tFor(locale)
  const cards = await openResults(page, flightsUrl(locale, daysAhead(departureDay(locale))))
  await cards.first().getByTestId('itinerary-select').click()
  await fillTravellers(page, locale, { count: 1, email, passportExpiry: daysAhead(3 * 365) })
  const channels = page.getByTestId('message-channels')
  await channels.getByLabel(t('travellers.messages.phone'), { exact: true }).fill(phone)
  await channels.getByLabel(t('travellers.messages.whatsapp'), { exact: true }).check()
  await page
    .getByTestId('selected-flight')
    .getByRole('button', { name: t('payments.pay') })
    .click()
  await expect(page).toHaveURL(checkoutUrl(locale))
  return (await payAndConfirm(page, locale)).reference
}

/** The pick-up offered where the flight lands (the confirmation's link), booked and paid: its reference. */
async function bookPickupFromOffer(
  page: Page,
  locale: Locale,
  { email, phone }: { email: string; phone: string },
) {
  const t = tFor(locale)
  await page.getByTestId('pickup-offers').getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/airport-taxi')}\\?pickup_airport=ACC`))
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  await choosePlace(page, t('taxiPage.destination'), 'Labadi', /Labadi Beach Hotel/)
  await expect(page.getByTestId('taxi-quote-flight')).toBeVisible({ timeout: 15_000 })
  await page.getByLabel(t('taxiPage.customer.name'), { exact: true }).fill('Abena Owusu-Ansah')
  await page.getByLabel(t('taxiPage.customer.email'), { exact: true }).fill(email)
  await page.getByLabel(t('taxiPage.customer.phone'), { exact: true }).fill(phone)
  await page.getByRole('button', { name: t('taxiPage.book'), exact: true }).click()
  await expect(page).toHaveURL(checkoutUrl(locale))
  return (await payAndConfirm(page, locale)).reference
}

/** The account's Profile tab turns WhatsApp off and saves. */
async function turnWhatsAppOff(page: Page, locale: Locale, phone: string) {
  const t = tFor(locale)
  await open(page, pathIn(locale, '/account'))
  await page.getByRole('tab', { name: t('account.tab.profile') }).click()
  const panel = page.getByTestId('account-messages')
  await expect(panel.getByLabel(t('travellers.messages.phone'), { exact: true })).toHaveValue(phone)
  const whatsapp = panel.getByLabel(t('travellers.messages.whatsapp'), { exact: true })
  await expect(whatsapp).toBeChecked()
  await whatsapp.uncheck()
  await panel.getByRole('button', { name: t('travellers.messages.save') }).click()
  await expect(panel.getByText(t('travellers.messages.saved'))).toBeVisible()
}

for (const { locale, viewport } of JOURNEYS) {
  const t = tFor(locale)

  test.describe(`WhatsApp messages of a trip in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should send the confirmations and the driver by WhatsApp once opted in at checkout, and e-mail only once the account turns it off, in ${locale}`, async ({
      page,
      request,
      browser,
    }) => {
      const traveller = await signedInTraveller(page, request, locale, `whatsapp-${locale}`)
      const contact = { email: traveller.email, phone: freshPhone() }

      // Only a flight's or a stay's travellers step asks for the channels; the opt-in reaches the
      // account, which then decides for the pick-up booked next (its form asks no channel).
      const flight = await bookFlightWithWhatsApp(page, locale, contact)
      const confirmed = ['nexovia_booking_confirmed', locale, flight]
      await expect.poll(() => templatesOn(contact.phone), { timeout: 30_000 }).toEqual([confirmed])

      const pickup = await bookPickupFromOffer(page, locale, contact)
      const pickupConfirmed = ['nexovia_booking_confirmed', locale, pickup]
      await expect
        .poll(() => templatesOn(contact.phone), { timeout: 30_000 })
        .toEqual([confirmed, pickupConfirmed])

      const driver = await assignDriverInConsole(browser, locale, traveller.email)
      const assigned = ['nexovia_driver_assigned', locale, pickup]
      await expect
        .poll(() => templatesOn(contact.phone), { timeout: 30_000 })
        .toEqual([confirmed, pickupConfirmed, assigned])
      expect((await whatsappTemplatesSentTo(contact.phone))[2]?.parameters[1]).toBe(driver)

      await turnWhatsAppOff(page, locale, contact.phone)

      // The next event, the flight refunded by staff: its mail arrives, no message is queued or sent.
      await refundInConsole(browser, locale, flight)
      await waitForMail(
        process.env.MAIL_API_URL!,
        traveller.email,
        new RegExp(t('paymentMail.cancelled.subject', { reference: flight })),
        30_000,
      )
      const { consent, messages } = await queuedMessagesOf(request, flight)
      expect({ whatsapp: consent.whatsapp, events: messages.map((message) => message.event) }).toEqual({
        whatsapp: false,
        events: ['bookingConfirmed'],
      })
      expect(await templatesOn(contact.phone)).toEqual([confirmed, pickupConfirmed, assigned])

      await deleteRidesAndBookingsOf(traveller.email)
    })
  })
}
