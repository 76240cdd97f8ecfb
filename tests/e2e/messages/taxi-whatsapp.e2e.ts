import { expect, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { deleteRidesAndBookingsOf } from '../../fixtures/bookingRows.ts'
import { JOURNEYS } from '../flights/helpers.ts'
import { newTraveller, open, pathIn, payAndConfirm, tFor } from '../payments/helpers.ts'
import { dayAhead, fillRide } from '../taxi/helpers.ts'
import { assignDriverInConsole } from './consoleActions.ts'
import { typePhone } from './phonePicker.ts'
import { freshPhone, MESSAGE_WAIT, whatsappTemplatesSentTo } from './standMessages.ts'

// Issue 45: the quote, a refusal, the payment, the console and a message to wait for.
test.describe.configure({ timeout: 300_000 })

/** An Abidjan pick-up on a day of its own per language and repetition, away from the other rides. */
const rideDay = (locale: Locale) => 110 + 4 * test.info().repeatEachIndex + (locale === 'fr' ? 2 : 0)

for (const { locale, viewport } of JOURNEYS) {
  const t = tFor(locale)

  test.describe(`a pick-up opted in to WhatsApp in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should refuse a number without its country code and keep what was typed, then send the driver by WhatsApp once the console assigns one, in ${locale}`, async ({
      page,
      browser,
    }) => {
      const email = newTraveller(`taxi-whatsapp-${locale}`).email
      const phone = freshPhone()
      await open(page, pathIn(locale, '/airport-taxi'))
      await fillRide(page, locale, {
        from: ['Houphou', /Houphouët-Boigny/],
        to: ['Sofitel', /Sofitel Abidjan/],
        date: dayAhead(rideDay(locale)),
        time: '15:00',
      })
      await expect(page.getByTestId('taxi-quote')).toBeVisible({ timeout: 15_000 })
      await page.getByLabel(t('taxiPage.customer.name'), { exact: true }).fill('Adjoua Kouassi')
      await page.getByLabel(t('taxiPage.customer.email'), { exact: true }).fill(email)
      await page.getByLabel(t('taxiPage.customer.phone'), { exact: true }).fill('+225 07 00 00 00 00')

      // The checkout's own opt-in: a number typed without choosing its country's code is refused under its field.
      const channels = page.getByTestId('message-channels')
      const number = channels.getByLabel(t('travellers.messages.phone'), { exact: true })
      await number.fill('024 123 4567')
      await channels.getByLabel(t('travellers.messages.whatsapp'), { exact: true }).check()
      const book = page.getByRole('button', { name: t('taxiPage.book'), exact: true })
      await book.click()
      await expect(channels.getByText(t('manage.messages.phoneCountryRequired'))).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/airport-taxi')}`))
      await expect(page.getByLabel(t('taxiPage.customer.email'), { exact: true })).toHaveValue(email)
      await expect(number).toHaveValue('024 123 4567')
      await expect(channels.getByLabel(t('travellers.messages.whatsapp'), { exact: true })).toBeChecked()

      await typePhone(channels, locale, phone)
      await book.click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
      const { reference } = await payAndConfirm(page, locale)

      const driver = await assignDriverInConsole(browser, locale, email)
      await expect
        .poll(
          async () =>
            (await whatsappTemplatesSentTo(phone))
              .filter((message) => message.template === 'nexovia_driver_assigned')
              .map(({ language, parameters }) => [language, parameters[0], parameters[1]]),
          MESSAGE_WAIT,
        )
        .toEqual([[locale, reference, driver]])

      await deleteRidesAndBookingsOf(email)
    })
  })
}
