import { expect, type Page } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { daysAhead, flightsUrl, openResults } from '../flights/helpers.ts'
import { fillTravellers, open, pathIn, payAndConfirm, tFor } from '../payments/helpers.ts'
import { choosePlace } from '../taxi/helpers.ts'
import { expectPhone, typePhone } from './phonePicker.ts'

const checkoutUrl = (locale: Locale) => new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`)

/** A flight JFK → ACC leaving on `departure`, its travellers step opting in to WhatsApp on `phone`, paid: its reference. */
export async function bookFlightWithWhatsApp(
  page: Page,
  locale: Locale,
  { email, phone, departure }: { email: string; phone: string; departure: string },
) {
  const t = tFor(locale)
  const cards = await openResults(page, flightsUrl(locale, departure))
  await cards.first().getByTestId('itinerary-select').click()
  await fillTravellers(page, locale, { count: 1, email, passportExpiry: daysAhead(3 * 365) })
  const channels = page.getByTestId('message-channels')
  await typePhone(channels, locale, phone)
  await channels.getByLabel(t('travellers.messages.whatsapp'), { exact: true }).check()
  await page
    .getByTestId('selected-flight')
    .getByRole('button', { name: t('payments.pay') })
    .click()
  await expect(page).toHaveURL(checkoutUrl(locale))
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  return (await payAndConfirm(page, locale)).reference
}

/** The pick-up offered where the flight lands (the confirmation's link), booked and paid: its reference. */
export async function bookPickupFromOffer(
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
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  return (await payAndConfirm(page, locale)).reference
}

/** The account's Profile tab turns WhatsApp off and saves. */
export async function turnWhatsAppOff(page: Page, locale: Locale, phone: string) {
  const t = tFor(locale)
  await open(page, pathIn(locale, '/account'))
  await page.getByRole('tab', { name: t('account.tab.profile') }).click()
  const panel = page.getByTestId('account-messages')
  await expectPhone(panel, locale, phone)
  const whatsapp = panel.getByLabel(t('travellers.messages.whatsapp'), { exact: true })
  await expect(whatsapp).toBeChecked()
  await whatsapp.uncheck()
  await panel.getByRole('button', { name: t('travellers.messages.save') }).click()
  await expect(panel.getByText(t('travellers.messages.saved'))).toBeVisible()
}
