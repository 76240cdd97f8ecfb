import { expect, test } from '@playwright/test'
import { mailsTo, waitForMail } from '../../fixtures/mailCatcher.ts'
import { adminSession, daysAhead, JOURNEYS, pathIn, tFor } from '../flights/helpers.ts'

// Issue 45 with Duffel (its local double, scripts/lib/duffelStand.ts): a visitor tracks a search's price
// by e-mail from the results, confirms from the mail, the airline's price drops, the daily check runs
// (an administrator's "run now"): one alert links to the search, and its stop link stops the tracking.
test.describe.configure({ timeout: 150_000 })

const cmsUrl = () => process.env.E2E_CMS_URL!
const siteOrigin = () => new URL(process.env.PUBLIC_SITE_URL!).origin
const linkIn = (text: string, path: string) => new RegExp(`https?://\\S+${path}\\S*`).exec(text)?.[0] ?? ''

for (const [index, { locale, viewport }] of JOURNEYS.entries()) {
  const t = tFor(locale)
  /** A mail's subject by its words before the route (the rest names prices). */
  const subjectStart = (key: 'priceWatch.mail.dropSubject' | 'priceWatch.mail.confirmSubject') =>
    new RegExp(`^${t(key, { origin: 'JFK', destination: 'ACC', price: '' }).split('JFK')[0]}`)
  // A departure no other journey searches: the price control lowers only this day's offers.
  const departDate = daysAhead(150 + index)
  const returnDate = daysAhead(157 + index)

  test.describe(`price alerts in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should track a search by e-mail, alert once on a lower price and stop from the alert in ${locale}`, async ({
      page,
      request,
    }) => {
      const email = `price-alert-${locale}-${Date.now()}@example.com`
      await page.goto(
        `${pathIn(locale, '/flights')}?origin=JFK&destination=ACC&departDate=${departDate}&returnDate=${returnDate}&adults=1&children=0&infants=0&cabin=economy`,
      )
      await expect(page.getByTestId('itinerary').first()).toBeVisible({ timeout: 30_000 })
      await page.getByRole('button', { name: t('priceWatch.track') }).click()

      // A mistyped address is refused under its field in the page's language, what was typed kept.
      const field = page.getByLabel(t('priceWatch.email'))
      await field.fill('awa.kone@')
      await page.getByRole('button', { name: t('priceWatch.submit') }).click()
      await expect(page.getByText(t('validation.emailInvalid'))).toBeVisible()
      await expect(field).toHaveValue('awa.kone@')
      await field.fill(email)
      await page.getByRole('button', { name: t('priceWatch.submit') }).click()
      await expect(page.getByText(t('priceWatch.confirmationSent', { email }))).toBeVisible()

      const confirmation = await waitForMail(
        process.env.MAIL_API_URL!,
        email,
        subjectStart('priceWatch.mail.confirmSubject'),
      )
      await page.goto(linkIn(confirmation.text, '/price-alerts/confirm'))
      await page.getByRole('button', { name: t('priceWatch.confirm.button') }).click()
      await expect(page.getByText(t('priceWatch.confirm.done'))).toBeVisible()

      // The airline's price drops by a fifth; the daily check runs now.
      await request.post(`${process.env.DUFFEL_CONTROL_URL}/offer-prices/${departDate}/0.8`)
      await adminSession(request)
      const run = await request.post(`${cmsUrl()}/api/admin/price-alerts/run`, {
        headers: { origin: siteOrigin() },
      })
      expect(run.status()).toBe(200)

      const alert = await waitForMail(
        process.env.MAIL_API_URL!,
        email,
        subjectStart('priceWatch.mail.dropSubject'),
        20_000,
      )
      const alerts = (await mailsTo(process.env.MAIL_API_URL!, email)).filter((mail) =>
        subjectStart('priceWatch.mail.dropSubject').test(mail.subject),
      )
      expect(alerts).toHaveLength(1)
      const searchLink = linkIn(alert.text, '/flights\\?')
      expect(searchLink).toContain(
        `${pathIn(locale, '/flights')}?origin=JFK&destination=ACC&departDate=${departDate}`,
      )
      await page.goto(searchLink)
      await expect(page.getByTestId('itinerary').first()).toBeVisible({ timeout: 30_000 })

      await page.goto(linkIn(alert.text, '/price-alerts/stop'))
      await page.getByRole('button', { name: t('priceWatch.stop.button') }).click()
      await expect(page.getByText(t('priceWatch.stop.done'))).toBeVisible()
    })
  })
}
