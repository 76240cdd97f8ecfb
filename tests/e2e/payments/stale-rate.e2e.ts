/**
 * Issue 29: a rate older than the age limit (7 days) is shown with its date, said to be out of date
 * (issue 42: in words, not as an age), beside every price converted at it. The naira's rate is aged
 * here (no other journey converts to it, and the journeys run two at a time on one stack): a flight
 * to Lagos shows its "≈ ₦" line with the rate's date, out of date.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import { daysAhead, openResults, pathIn, tFor } from '../flights/helpers.ts'

const cmsUrl = () => process.env.E2E_CMS_URL!
const siteOrigin = () => new URL(process.env.PUBLIC_SITE_URL!).origin
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

type Row = { currency: string; perUsd: number; setOn: string; source: string }

/** Saves the naira's rate dated `setOn` (the same rate: a change of date alone is within any bound). */
async function dateNaira(request: APIRequestContext, setOn: string) {
  const login = await request.post(`${cmsUrl()}/api/admins/login`, {
    data: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
  const current = await (await request.get(`${cmsUrl()}/api/globals/exchange-rates?depth=0`)).json()
  const rates = (current.rates as Row[]).map((row) => (row.currency === 'NGN' ? { ...row, setOn } : row))
  const saved = await request.post(`${cmsUrl()}/api/globals/exchange-rates`, {
    data: { rates },
    headers: { origin: siteOrigin() },
  })
  expect(saved.ok(), `${saved.status()} ${await saved.text()}`).toBe(true)
}

const journeys = [
  { locale: 'en', viewport: { width: 1280, height: 900 }, age: /, out of date/ },
  { locale: 'fr', viewport: { width: 390, height: 844 }, age: /, non actualisé/ },
] as const

test.describe('stale rates', () => {
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async ({ request }) => dateNaira(request, daysAgo(30)))
  test.afterAll(async ({ request }) => dateNaira(request, daysAgo(0)))

  for (const { locale, viewport, age } of journeys) {
    test(`should say the naira's rate is out of date on a flight to Lagos, in ${locale} at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      const url = `${pathIn(locale, '/flights')}?origin=ATL&destination=LOS&departDate=${daysAhead(40)}`
      const card = (await openResults(page, url)).first()
      const naira = card.locator('[data-currency="NGN"]').first()
      await expect(naira).toContainText(age)
      await expect(naira).toContainText(tFor(locale)('money.rateOf', { date: '' }).trim())
    })
  }
})
