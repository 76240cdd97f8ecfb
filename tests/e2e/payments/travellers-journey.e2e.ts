import { expect, test } from '@playwright/test'
import { waitForMail } from '../../fixtures/mailCatcher.ts'
import { daysAhead, searchRoundTripFromHome } from '../flights/helpers.ts'
import { seriousViolations } from '../support/accessibility.ts'
import {
  confirmAddressFromMail,
  fillTravellers,
  newTraveller,
  pathIn,
  payAndConfirm,
  registerThroughApi,
  signInThroughApi,
  tFor,
} from './helpers.ts'

// Home search → results → Select → travellers → pay → success with the itinerary → the itinerary mail.
test.describe.configure({ timeout: 120_000 })

const journeys = [
  { locale: 'en', viewport: { width: 1280, height: 900 } },
  { locale: 'fr', viewport: { width: 390, height: 844 } },
] as const

for (const { locale, viewport } of journeys) {
  const t = tFor(locale)

  test.describe(`travellers step in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should book a searched round trip for its passenger and mail the itinerary in ${locale}`, async ({
      page,
      request,
    }) => {
      const { email } = newTraveller(`travellers-${locale}`)
      await searchRoundTripFromHome(page, locale)
      const card = page.getByTestId('itinerary').first()
      await expect(card).toBeVisible({ timeout: 30_000 })
      await card.getByTestId('itinerary-select').click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment')}\\?itinerary_id=`))
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
      const selected = page.getByTestId('selected-flight')
      // Beside the travellers step: Accra's entry requirements, every nationality group folded.
      const entry = page.getByTestId('entry-requirements')
      await expect(entry.getByRole('heading', { name: t('entry.title') })).toBeVisible()
      await expect(entry.locator('details[data-group="ecowas"]')).not.toHaveAttribute('open')
      const pay = selected.getByRole('button', { name: t('payments.pay') })
      // Signed out, the contact email of the travellers step is the booking's: the page asks for no other.
      await expect(page.getByLabel(t('payments.field.email'), { exact: true })).toHaveCount(0)
      await expect(page.getByLabel(t('travellers.field.contactEmail'), { exact: true })).toHaveCount(1)

      // Nothing typed: each field says what it needs, in the page's language.
      await pay.click()
      await expect(selected.getByText(t('validation.travellerTitleRequired'))).toBeVisible()
      await expect(selected.getByText(t('validation.passportNumberRequired'))).toBeVisible()
      // The travellers step, its messages showing, has no serious accessibility fault.
      expect(await seriousViolations(page)).toEqual([])

      // A passport that expires within 6 months of the return is refused; what was typed stays.
      await fillTravellers(page, locale, { count: 1, email, passportExpiry: daysAhead(60) })
      await pay.click()
      await expect(selected.getByText(t('validation.passportTooShort'))).toBeVisible()
      await expect(selected.getByLabel(t('travellers.field.surname'))).toHaveValue('Owusu-Ansah')

      const expiry = selected.getByLabel(
        t('travellers.required', { label: t('travellers.field.passportExpiry') }),
        {
          exact: true,
        },
      )
      await expiry.fill(daysAhead(3 * 365))
      await pay.click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
      const { reference } = await payAndConfirm(page, locale)
      expect(reference).toMatch(/^NX-[2-9A-Z]{6}$/)

      // The success page and the mail carry the same itinerary, airport times with their zones; the
      // passenger's name only in the mail (the status answer names nobody: issue 30).
      const itinerary = page.getByTestId('itinerary')
      await expect(itinerary).toContainText(locale === 'fr' ? '(heure d’Accra)' : '(Accra time)')
      await expect(itinerary).not.toContainText('Owusu-Ansah')
      await expect(itinerary).toContainText(locale === 'fr' ? '(heure de New York)' : '(New York time)')
      const mail = await waitForMail(process.env.MAIL_API_URL!, email, new RegExp(reference))
      expect(mail.text).toContain(t('itinerary.title'))
      expect(mail.text).toContain('Abena Serwaa Owusu-Ansah')
      expect(mail.text).toMatch(
        locale === 'fr' ? /, \d{1,2}\sh(\s\d{2})? \(heure d’Accra\)/ : /\d{1,2}:\d{2} [AP]M \(Accra time\)/,
      )
      expect(mail.text).toContain(`${pathIn(locale, '/manage-booking')}?reference=${reference}`)
      expect(mail.text).not.toContain('G12345678')
      // Accra's entry requirements for the passenger's nationality, with the date they were checked.
      expect(mail.text).toContain(t('entry.title'))
      expect(mail.text).toContain(t('entry.checked', { date: '' }).trim())

      // Signed up and confirmed with the same address: My Bookings lists the trip with its legs.
      const traveller = { ...newTraveller(`travellers-${locale}`), email }
      await registerThroughApi(request, traveller, locale)
      await signInThroughApi(page, traveller.email, traveller.password)
      await confirmAddressFromMail(page, locale, email)
      await page.getByRole('link', { name: t('auth.verify.toAccount') }).click()
      await page.getByRole('tab', { name: t('account.tab.bookings') }).click()
      const listed = page.locator('.booking').filter({ hasText: reference })
      await expect(listed.getByTestId('booking-itinerary')).toContainText(
        locale === 'fr' ? '(heure d’Accra)' : '(Accra time)',
      )
      await expect(listed.getByTestId('booking-amount')).toContainText(t('account.bookings.paid'))
    })
  })
}
