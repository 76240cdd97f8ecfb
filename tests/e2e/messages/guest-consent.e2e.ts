import { expect, type Page, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { deleteRidesAndBookingsOf } from '../../fixtures/bookingRows.ts'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { open, pathIn, tFor } from '../payments/helpers.ts'
import { assignThroughApi, rideIdOf } from '../taxi/helpers.ts'
import { queuedMessagesOf, refundInConsole } from './consoleActions.ts'
import { paidGuestRide } from './guestRide.ts'
import { expectPhone, typedInGhana } from './phonePicker.ts'
import { freshPhone, MESSAGE_WAIT, templatesOn } from './standMessages.ts'

// Issue 45: a guest's booking, two staff actions and a message to wait for.
test.describe.configure({ timeout: 300_000 })

/** The ride's day: away from the other journeys' Abidjan rides, one per language and repetition. */
const rideDay = (locale: Locale) => 80 + 4 * test.info().repeatEachIndex + (locale === 'fr' ? 2 : 0)

/** Manage a booking, as a guest: the booking opened by its reference and address. */
async function openAsGuest(page: Page, locale: Locale, booking: { reference: string; email: string }) {
  const t = tFor(locale)
  await open(page, pathIn(locale, '/manage-booking'))
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  await page.getByLabel(t('manage.reference'), { exact: true }).fill(booking.reference)
  await page.getByLabel(t('manage.email'), { exact: true }).fill(booking.email)
  await page.getByRole('button', { name: t('manage.find') }).click()
  return page.getByTestId('guest-messages')
}

const GUESTS = [
  { locale: 'en', viewport: { width: 390, height: 844 } },
  { locale: 'fr', viewport: { width: 1280, height: 900 } },
] as const

for (const { locale, viewport } of GUESTS) {
  const t = tFor(locale)

  test.describe(`A guest's messages on Manage a booking in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should send the driver by WhatsApp once the guest opts in, and nothing once they opt out, in ${locale}`, async ({
      page,
      request,
      browser,
    }) => {
      const ride = await paidGuestRide(request, locale, rideDay(locale))
      const phone = freshPhone()
      const section = await openAsGuest(page, locale, ride)
      const current = section.getByTestId('guest-messages-current')
      await expect(current).toHaveText(t('manage.messages.none'))

      // A number cut short is refused in the page's language, with what was typed kept.
      const country = section.getByLabel(t('travellers.messages.phoneCountry'), { exact: true })
      const national = section.getByLabel(t('travellers.messages.phone'), { exact: true })
      const whatsapp = section.getByLabel(t('travellers.messages.whatsapp'), { exact: true })
      const save = section.getByRole('button', { name: t('travellers.messages.save') })
      await country.selectOption('GH')
      await national.fill('024 12')
      await whatsapp.check()
      await save.click()
      await expect(section.getByText(t('manage.messages.phoneTooShort'))).toBeVisible()
      await expect(national).toHaveValue('024 12')

      await national.fill(typedInGhana(phone))
      await save.click()
      await expect(current).toHaveText(t('manage.messages.current', { phone, channels: 'WhatsApp' }))

      await assignThroughApi(request, await rideIdOf(request, ride.email))
      const assigned = ['nexovia_driver_assigned', locale, ride.reference]
      await expect.poll(() => templatesOn(phone), MESSAGE_WAIT).toEqual([assigned])

      // Opened again, the stored number shows split back into its code and national number; opt out.
      const again = await openAsGuest(page, locale, ride)
      await expectPhone(again, locale, phone)
      await again.getByLabel(t('travellers.messages.whatsapp'), { exact: true }).uncheck()
      await again.getByRole('button', { name: t('travellers.messages.save') }).click()
      await expect(again.getByTestId('guest-messages-current')).toHaveText(t('manage.messages.none'))

      // The next event, the ride refunded by staff: its mail arrives, no message is queued or sent.
      await refundInConsole(browser, locale, ride.reference)
      await waitForMail(
        process.env.MAIL_API_URL!,
        ride.email,
        new RegExp(t('paymentMail.cancelled.subject', { reference: ride.reference })),
        30_000,
      )
      const { messages } = await queuedMessagesOf(request, ride.reference)
      expect(messages.map((message) => message.event)).toEqual(['driverAssigned'])
      expect(await templatesOn(phone)).toEqual([assigned])

      await deleteRidesAndBookingsOf(ride.email)
    })
  })
}
