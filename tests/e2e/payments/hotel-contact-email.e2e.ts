import { expect, type Page, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { asAdmin, newTraveller, open, pathIn, signedInThroughApi, tFor } from './helpers.ts'

/** /payment with a stay chosen on the results page, hydrated. */
async function openSelectedStay(page: Page, locale: Locale, hotelId: number) {
  const checkIn = nextOccurrence(3, 10)
  await open(
    page,
    `${pathIn(locale, '/payment')}?hotel_id=${hotelId}&check_in_date=${checkIn}&check_out_date=${addDays(checkIn, 2)}&num_adults=1&num_rooms=1`,
  )
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  return page.getByTestId('selected-hotel')
}

const VIEWPORTS = [
  { locale: 'en', viewport: { width: 1280, height: 900 } },
  { locale: 'fr', viewport: { width: 1280, height: 900 } },
  { locale: 'fr', viewport: { width: 390, height: 844 } },
] as const satisfies readonly { locale: Locale; viewport: { width: number; height: number } }[]

let hotelId = 0

test.beforeAll(async ({ request }) => {
  const hotels = await request.get(`${process.env.E2E_CMS_URL}/api/hotels?limit=1&depth=0`)
  hotelId = ((await hotels.json()) as { docs: { id: number }[] }).docs[0]!.id
})

for (const { locale, viewport } of VIEWPORTS) {
  const t = tFor(locale)

  test.describe(`a selected stay's contact email in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should ask one email, say when it is missing and pay with it, signed out, in ${locale}`, async ({
      page,
      request,
    }) => {
      const card = await openSelectedStay(page, locale, hotelId)
      const contactEmail = page.getByLabel(t('travellers.field.contactEmail'), { exact: true })
      await expect(page.getByLabel(t('payments.field.email'), { exact: true })).toHaveCount(0)
      // One address field in the whole payment area (the page's own is gone).
      await expect(page.locator('.pay-area input[type="email"]')).toHaveCount(1)

      // Nothing typed: the one address is asked for, in the page's language, and no passenger is forced.
      await card.getByRole('button', { name: t('payments.pay') }).click()
      await expect(card.getByText(t('validation.emailRequired'))).toBeVisible()
      await expect(card.getByText(t('validation.travellerNameRequired'))).toHaveCount(0)

      await contactEmail.fill(newTraveller(`stay-contact-${locale}`).email)
      await card.getByRole('button', { name: t('payments.pay') }).click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
      const sessionId = new URL(page.url()).searchParams.get('session_id') ?? ''
      const admin = await asAdmin(request)
      await admin.deleteBooking((await admin.bookingOfSession(sessionId)).id)
    })

    test(`should prefill the one email with a signed-in traveller's address in ${locale}`, async ({
      page,
      request,
    }) => {
      const traveller = await signedInThroughApi(page, request, `stay-prefill-${locale}`)
      await openSelectedStay(page, locale, hotelId)
      await expect(page.getByLabel(t('travellers.field.contactEmail'), { exact: true })).toHaveValue(
        traveller.email,
      )
      await expect(page.locator('.pay-area input[type="email"]')).toHaveCount(1)
    })
  })
}
