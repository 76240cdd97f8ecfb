/**
 * Mails people read (issue 31, item 6): a stay paid on the site sends a confirmation whose HTML part
 * reads on a 390 px phone without sideways scrolling, in the booking's language, with a calendar file.
 */
import { expect, test } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { asAdmin, newTraveller, open, pathIn, payAndConfirm, tFor } from './helpers.ts'

const JOURNEYS = [
  { locale: 'en', viewport: { width: 1280, height: 900 } },
  { locale: 'fr', viewport: { width: 390, height: 844 } },
] as const satisfies readonly { locale: Locale; viewport: { width: number; height: number } }[]

const PHONE = { width: 390, height: 844 }

// A payment, the mail's arrival and a second page: more than one page's worth of time.
test.describe.configure({ timeout: 60_000 })

let hotelId = 0

test.beforeAll(async ({ request }) => {
  const hotels = await request.get(`${process.env.E2E_CMS_URL}/api/hotels?limit=1&depth=0`)
  hotelId = ((await hotels.json()) as { docs: { id: number }[] }).docs[0]!.id
})

for (const { locale, viewport } of JOURNEYS) {
  const t = tFor(locale)

  test.describe(`a stay's confirmation mail in ${locale} (booked at ${viewport.width} px)`, () => {
    test.use({ viewport })

    test(`should read on a 390 px phone without sideways scrolling, with a calendar file, in ${locale}`, async ({
      page,
      browser,
      request,
    }, testInfo) => {
      const email = newTraveller(`mail-look-${locale}`).email
      const checkIn = nextOccurrence(3, 10)
      await open(
        page,
        `${pathIn(locale, '/payment')}?hotel_id=${hotelId}&check_in_date=${checkIn}&check_out_date=${addDays(checkIn, 2)}&num_adults=1&num_rooms=1`,
      )
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
      const card = page.getByTestId('selected-hotel')
      await page.getByLabel(t('travellers.field.contactEmail'), { exact: true }).fill(email)
      await card.getByRole('button', { name: t('payments.pay') }).click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
      const sessionId = new URL(page.url()).searchParams.get('session_id') ?? ''
      const { reference } = await payAndConfirm(page, locale)

      const mail = await waitForMail(process.env.MAIL_API_URL!, email, new RegExp(reference), 30_000)
      const phone = await browser.newPage({ viewport: PHONE })
      await phone.setContent(mail.html)
      // Kept under test-results/ for review, and attached to the report.
      const screenshot = testInfo.outputPath(`confirmation-mail-${locale}-390px.png`)
      await phone.screenshot({ fullPage: true, path: screenshot })
      await testInfo.attach(`confirmation-mail-${locale}-390px.png`, {
        path: screenshot,
        contentType: 'image/png',
      })
      const widths = await phone.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }))
      const calendar = mail.attachments.find((file) => file.filename.endsWith('.ics'))?.content ?? ''
      expect({
        fitsThePhone: widths.scroll <= widths.client,
        lang: await phone.locator('html').getAttribute('lang'),
        stayCard: await phone.getByText(t('mail.card.stay'), { exact: true }).isVisible(),
        reference: await phone.getByText(reference, { exact: true }).isVisible(),
        calendarEvents: calendar.match(/BEGIN:VEVENT/g)?.length ?? 0,
      }).toEqual({
        fitsThePhone: true,
        lang: locale === 'fr' ? 'fr-FR' : 'en-US',
        stayCard: true,
        reference: true,
        calendarEvents: 1,
      })
      await phone.close()

      const admin = await asAdmin(request)
      await admin.deleteBooking((await admin.bookingOfSession(sessionId)).id)
    })
  })
}
