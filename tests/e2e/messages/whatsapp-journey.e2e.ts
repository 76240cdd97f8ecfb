import { expect, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { deleteRidesAndBookingsOf } from '../../fixtures/bookingRows.ts'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { daysAhead, JOURNEYS } from '../flights/helpers.ts'
import { signedInTraveller, tFor } from '../payments/helpers.ts'
import { assignDriverInConsole, queuedMessagesOf, refundInConsole } from './consoleActions.ts'
import { freshPhone, MESSAGE_WAIT, templatesOn, whatsappTemplatesSentTo } from './standMessages.ts'
import {
  bookFlightWithWhatsApp,
  bookPickupFromOffer,
  optInByLookup,
  turnWhatsAppOff,
} from './travellerSteps.ts'

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
    test.use({ viewport })

    test(`should send the confirmations and the driver by WhatsApp once opted in at checkout, and e-mail only once the account turns it off, in ${locale}`, async ({
      page,
      request,
      browser,
    }) => {
      const traveller = await signedInTraveller(page, request, locale, `whatsapp-${locale}`)
      const contact = { email: traveller.email, phone: freshPhone() }

      // Only a flight's or a stay's travellers step asks for the channels; the opt-in reaches the account.
      const departure = daysAhead(departureDay(locale))
      const flight = await bookFlightWithWhatsApp(page, locale, { ...contact, departure })
      const confirmed = ['nexovia_booking_confirmed', locale, flight]
      await expect.poll(() => templatesOn(contact.phone), MESSAGE_WAIT).toEqual([confirmed])

      // The pick-up booked next: its form asks no channel and the ride is stored without the account,
      // so it is opted in as a guest would, by reference and address (the gap is in the report).
      const pickup = await bookPickupFromOffer(page, locale, contact)
      await optInByLookup(page, { reference: pickup, ...contact })

      const driver = await assignDriverInConsole(browser, locale, traveller.email)
      const assigned = ['nexovia_driver_assigned', locale, pickup]
      await expect.poll(() => templatesOn(contact.phone), MESSAGE_WAIT).toEqual([confirmed, assigned])
      expect((await whatsappTemplatesSentTo(contact.phone))[1]?.parameters[1]).toBe(driver)

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
      expect(await templatesOn(contact.phone)).toEqual([confirmed, assigned])

      await deleteRidesAndBookingsOf(traveller.email)
    })
  })
}
