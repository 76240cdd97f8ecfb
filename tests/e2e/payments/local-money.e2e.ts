import { expect, type Page, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { TEST_MOBILE_MONEY_PHONES } from '../../../content-schema/src/index.ts'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { daysAhead, flightsUrl, openResults } from '../flights/helpers.ts'
import {
  fillTravellers,
  newTraveller,
  open,
  pathIn,
  registerThroughApi,
  signInThroughApi,
  tFor,
} from './helpers.ts'

// Issue 21: prices in the visitor's currency, mobile money at the test checkout, the amount paid in My Bookings.
test.describe.configure({ timeout: 150_000 })

/** Chooses the currency in the footer of the home page (it reloads with the choice stored). */
async function chooseCurrency(page: Page, locale: Locale, currency: 'XOF' | 'GHS') {
  // The footer's select is a plain form with a small script: no island to wait for.
  await page.goto(pathIn(locale, '/'))
  await page.getByTestId('currency-select').selectOption(currency)
  await expect(page.getByTestId('currency-select')).toHaveValue(currency)
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'nexovia_currency')?.value)
    .toBe(currency)
}

/** Types the phone, then sends the charge; the page waits for the approval on the phone. */
async function payByMobileMoney(page: Page, locale: Locale, phone: string) {
  const t = tFor(locale)
  const form = page.getByTestId('mobile-money-form')
  await form.getByLabel(t('payments.momo.phone'), { exact: true }).fill(phone)
  await form.locator('button[type="submit"]').click()
}

const journeys = [
  { locale: 'en', viewport: { width: 1280, height: 900 } },
  { locale: 'fr', viewport: { width: 390, height: 844 } },
] as const

for (const { locale, viewport } of journeys) {
  const t = tFor(locale)

  test.describe(`local money in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should show fares in CFA francs and pay a flight by mobile money, paid in XOF in My Bookings, in ${locale}`, async ({
      page,
      request,
    }) => {
      const traveller = newTraveller(`momo-${locale}`)
      await registerThroughApi(request, traveller, locale)
      await signInThroughApi(page, traveller.email, traveller.password)
      await chooseCurrency(page, locale, 'XOF')

      await openResults(page, flightsUrl(locale, daysAhead(30)))
      const card = page.getByTestId('itinerary').first()
      // The price in F CFA comes first, the dollar fare beside it with the rate's date.
      await expect(card.getByTestId('itinerary-display-price')).toContainText(/≈ .*F\s?CFA/)
      await expect(card.getByTestId('itinerary-display-price')).not.toContainText(/[.,]\d{2}\s?F/)
      await expect(card.getByTestId('itinerary-price')).toContainText(/\$/)
      await card.getByTestId('itinerary-select').click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment')}\\?itinerary_id=`))
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)

      // Mobile money in francs is offered first; the card says what it will charge and the rate's date.
      await expect(page.getByLabel(t('payments.method.label'), { exact: true })).toHaveValue(
        'mobile_money:XOF',
      )
      const selected = page.getByTestId('selected-flight')
      const charged = (await selected.getByTestId('charged').getAttribute('data-amount')) ?? ''
      expect(charged).toMatch(/F\s?CFA/)
      await fillTravellers(page, locale, {
        count: 1,
        email: traveller.email,
        passportExpiry: daysAhead(3 * 365),
      })
      await selected.getByRole('button', { name: t('payments.pay') }).click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
      await expect(page.getByTestId('checkout-amount')).toHaveText(charged)

      await payByMobileMoney(page, locale, TEST_MOBILE_MONEY_PHONES.approves)
      await expect(page.getByRole('heading', { name: t('payments.success.paid.title') })).toBeVisible({
        timeout: 30_000,
      })
      await open(page, pathIn(locale, '/account'))
      await page.getByRole('tab', { name: t('account.tab.bookings') }).click()
      await expect(page.getByTestId('booking-amount').first()).toContainText(charged)
      await expect(page.getByTestId('booking-amount').first()).toHaveAttribute('data-currency', 'XOF')
    })

    test(`should say a declined approval and confirm another try from the same page in ${locale}`, async ({
      page,
    }) => {
      const { email } = newTraveller(`momo-declined-${locale}`)
      await chooseCurrency(page, locale, 'XOF')
      await open(page, pathIn(locale, '/payment'))
      await page.getByLabel(t('payments.field.email'), { exact: true }).fill(email)
      const pack = page.locator('[data-testid^="package-flights-"]').first()
      await expect(pack.getByTestId('charged')).toContainText(/F\s?CFA/)
      await pack.getByRole('button', { name: t('payments.pay') }).click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)

      await payByMobileMoney(page, locale, TEST_MOBILE_MONEY_PHONES.declines)
      await expect(page.getByTestId('momo-failed')).toContainText(t('payments.momo.declined'))
      await expect(page.getByRole('link', { name: t('payments.momo.payByCard') })).toBeVisible()
      // The number typed stays; another number is approved on the same session.
      const phone = page.getByLabel(t('payments.momo.phone'), { exact: true })
      await expect(phone).toHaveValue(TEST_MOBILE_MONEY_PHONES.declines)
      await phone.fill(TEST_MOBILE_MONEY_PHONES.approves)
      await page.getByRole('button', { name: t('payments.momo.tryAgain') }).click()
      await expect(page.getByRole('heading', { name: t('payments.success.paid.title') })).toBeVisible({
        timeout: 30_000,
      })
    })
  })
}

test('should charge an Accra hotel stay in cedis by mobile money', async ({ page, request }) => {
  const t = tFor('en')
  const { email } = newTraveller('momo-ghs')
  const hotels = await request.get(
    `${process.env.E2E_CMS_URL}/api/hotels?limit=1&depth=0&where[city][equals]=Accra`,
  )
  const [hotel] = ((await hotels.json()) as { docs: { id: number }[] }).docs
  await chooseCurrency(page, 'en', 'GHS')
  const checkIn = nextOccurrence(3, 10)
  await open(
    page,
    `${pathIn('en', '/payment')}?hotel_id=${hotel?.id}&check_in_date=${checkIn}&check_out_date=${addDays(checkIn, 2)}&num_adults=1&num_rooms=1`,
  )
  await expect(page.getByLabel(t('payments.method.label'), { exact: true })).toHaveValue('mobile_money:GHS')
  await page.getByLabel(t('travellers.field.contactEmail'), { exact: true }).fill(email)
  const card = page.getByTestId('selected-hotel')
  const charged = (await card.getByTestId('charged').getAttribute('data-amount')) ?? ''
  expect(charged).toMatch(/GHS/)
  await card.getByRole('button', { name: t('payments.pay') }).click()
  await expect(page).toHaveURL(/\/payment\/checkout\?session_id=cs_/)
  await expect(page.getByTestId('checkout-amount')).toHaveText(charged)
  await expect(page.getByLabel(t('payments.momo.network'), { exact: true })).toContainText('MTN MoMo')
  await payByMobileMoney(page, 'en', TEST_MOBILE_MONEY_PHONES.approves)
  await expect(page.getByRole('heading', { name: t('payments.success.paid.title') })).toBeVisible({
    timeout: 30_000,
  })
})
