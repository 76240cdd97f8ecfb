import type { Locale } from '@nexovia/content-schema'
import { expect, type Page } from '@playwright/test'
import { newTraveller, open, pathIn, payAndConfirm, tFor } from '../payments/helpers.ts'

/** On the payment page of a chosen stay: a new traveller's address, pay with the test card, confirmed. */
export async function payForChosenStay(page: Page, locale: Locale, name: string) {
  const t = tFor(locale)
  const { email } = newTraveller(name)
  // The payment page was just opened by a rate's link: type once its islands run (an address typed
  // before was lost under load in a full run).
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  await page.getByLabel(t('travellers.field.contactEmail'), { exact: true }).fill(email)
  await page
    .getByTestId('selected-hotel')
    .getByRole('button', { name: t('payments.pay') })
    .click()
  const { reference } = await payAndConfirm(page, locale)
  return { reference, email }
}

/** The travellers step of a supplier's stay (required: it books in the guests' names), each guest and the phone. */
export async function fillStayGuests(page: Page, locale: Locale, count: number) {
  const t = tFor(locale)
  for (let number = 1; number <= count; number++) {
    const guest = page.getByTestId(`traveller-${number}`)
    await guest.getByLabel(t('travellers.field.title')).selectOption(number === 1 ? 'ms' : 'mr')
    await guest.getByLabel(t('travellers.field.givenNames')).fill(number === 1 ? 'Ama' : 'Kofi')
    await guest.getByLabel(t('travellers.field.surname')).fill(number === 1 ? 'Owusu' : 'Mensah')
  }
  await page.getByLabel(t('travellers.field.contactPhone'), { exact: true }).fill('+233 24 123 4567')
}

/** The booking found on /manage-booking by its reference and address. */
export async function findOnManageBooking(
  page: Page,
  locale: Locale,
  booking: { reference: string; email: string },
) {
  const t = tFor(locale)
  await open(page, pathIn(locale, '/manage-booking'))
  await page.getByLabel(t('manage.reference'), { exact: true }).fill(booking.reference)
  await page.getByLabel(t('manage.email'), { exact: true }).fill(booking.email)
  await page.getByRole('button', { name: t('manage.find') }).click()
}
