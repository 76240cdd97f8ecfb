import { expect, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { deleteRidesAndBookingsOf } from '../../fixtures/bookingRows.ts'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { daysAhead, JOURNEYS } from '../flights/helpers.ts'
import { signedInThroughApi, tFor } from '../payments/helpers.ts'
import { assignDriverInConsole, queuedMessagesOf, refundInConsole } from './consoleActions.ts'
import { freshPhone, MESSAGE_WAIT, templatesOn, whatsappTemplatesSentTo } from './standMessages.ts'
import { bookFlightWithWhatsApp, bookPickupFromOffer, turnWhatsAppOff } from './travellerSteps.ts'

// Issue 45: two checkouts, two console actions, the account and three messages to wait for.
test.describe.configure({ timeout: 420_000 })

/**
 * The flight's departure: Accra has one driver, busy two hours around each ride, so each language and
 * each repetition (--repeat-each) lands on a day of its own, away from the other journeys' rides.
 */
const departureDay = (locale: Locale) => 60 + 4 * test.info().repeatEachIndex + (locale === 'fr' ? 2 : 0)

for (const { locale, viewport } of JOURNEYS) {
  const t = tFor(locale)

  test.describe(`WhatsApp messages of a trip in ${locale} at ${viewport.width} px`, () => {
    // On the site's public address, as a traveller browses it: the payment returns there (the cms's
    // return URL), and a session opened on Playwright's 127.0.0.1 would not follow (host-only cookie).
    test.use({ viewport, baseURL: process.env.PUBLIC_SITE_URL })

    test(`should send the confirmations and the driver by WhatsApp once opted in at checkout, and e-mail only once the account turns it off, in ${locale}`, async ({
      page,
      request,
      browser,
    }) => {
      const traveller = await signedInThroughApi(page, request, `whatsapp-${locale}`)
      const contact = { email: traveller.email, phone: freshPhone() }

      // The travellers step's opt-in reaches the account, which then decides for the pick-up booked next
      // (its form asks too; left unchosen here, the account's choice applies).
      const departure = daysAhead(departureDay(locale))
      const flight = await bookFlightWithWhatsApp(page, locale, { ...contact, departure })
      const confirmed = ['nexovia_booking_confirmed', locale, flight]
      await expect.poll(() => templatesOn(contact.phone), MESSAGE_WAIT).toEqual([confirmed])

      const pickup = await bookPickupFromOffer(page, locale, contact)
      const pickupConfirmed = ['nexovia_booking_confirmed', locale, pickup]
      await expect.poll(() => templatesOn(contact.phone), MESSAGE_WAIT).toEqual([confirmed, pickupConfirmed])

      const driver = await assignDriverInConsole(browser, locale, traveller.email)
      const assigned = ['nexovia_driver_assigned', locale, pickup]
      await expect
        .poll(() => templatesOn(contact.phone), MESSAGE_WAIT)
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
