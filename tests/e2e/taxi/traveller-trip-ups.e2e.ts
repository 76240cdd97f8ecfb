/**
 * Issue 42, what a traveller trips over, in English at 1280 px and French at 390 px: "abid" offers
 * Abidjan's airport first; a pick-up weeks ahead is "scheduled" (no invented delay) and its French
 * quote and confirmation read as French (no ISO date, no "HH:MM", no IANA zone name); the price
 * charged holds one line; ticking American Airlines shows the itinerary it shares with British
 * Airways; a signed-out visit fails no resource.
 */
import { frenchTextProblems } from '@nexovia/content-schema/i18n/frenchTextProblems'
import { expect, type Page, test } from '@playwright/test'
import { signInAsAdmin } from '../admin/helpers.ts'
import { daysAhead, openResults } from '../flights/helpers.ts'
import { open, pathIn, payAndConfirm, signedInThroughApi, tFor } from '../payments/helpers.ts'
import { choosePlace, dayAhead, deleteRidesOf } from './helpers.ts'

test.describe.configure({ timeout: 150_000 })

const VIEWS = [
  { locale: 'en', viewport: { width: 1280, height: 900 }, arrivalDay: 83 },
  { locale: 'fr', viewport: { width: 390, height: 844 }, arrivalDay: 84 },
] as const

const ABIDJAN_AIRPORT = {
  en: 'Félix-Houphouët-Boigny International Airport (ABJ)',
  fr: 'Aéroport international Félix-Houphouët-Boigny (ABJ)',
} as const

/** The French problems of a part of the page, or none in English (the scan is French's). */
const frenchProblemsOf = async (page: Page, selector: string, locale: 'en' | 'fr') =>
  locale === 'fr'
    ? // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what a reader sees, hidden nodes are not
      frenchTextProblems(await page.locator(selector).first().innerText())
    : []

for (const { locale, viewport, arrivalDay } of VIEWS) {
  const t = tFor(locale)

  test.describe(`a traveller's trip-ups in ${locale} at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`should offer Abidjan's airport first for "abid", named in ${locale}`, async ({ page }) => {
      await open(page, pathIn(locale, '/airport-taxi'))
      await page.getByRole('combobox', { name: t('taxiPage.departure') }).fill('abid')
      await expect(page.getByRole('option').first()).toContainText(ABIDJAN_AIRPORT[locale])
    })

    test(`should quote and confirm a pick-up ${arrivalDay} days ahead as scheduled, in ${locale}'s words`, async ({
      page,
      request,
      browser,
    }) => {
      const traveller = await signedInThroughApi(page, request, `trip-ups-${locale}`)

      await open(page, pathIn(locale, '/airport-taxi'))
      await choosePlace(
        page,
        t('taxiPage.departure'),
        'abid',
        new RegExp(ABIDJAN_AIRPORT[locale].slice(0, 20)),
      )
      await choosePlace(page, t('taxiPage.destination'), 'Pullman Abid', /Pullman Abidjan/)
      await page.getByLabel(t('taxiPage.flightNumber'), { exact: true }).fill('AF 702')
      await page.getByLabel(t('taxiPage.arrivalDate'), { exact: true }).fill(dayAhead(arrivalDay))
      const flight = page.getByTestId('taxi-quote-flight')
      await expect(flight).toContainText('AF 702', { timeout: 10_000 })
      // Weeks ahead nothing is tracked: no "running late", the pick-up on the scheduled landing.
      await expect(page.getByTestId('taxi-quote-delay')).toHaveCount(0)
      await expect(flight).toContainText(locale === 'fr' ? '(heure d’Abidjan)' : '(Abidjan time)')
      expect(await frenchProblemsOf(page, '[data-testid="taxi-quote"]', locale)).toEqual([])
      // The price charged holds one line, above the converted one.
      const lines = await page.getByTestId('taxi-total').evaluate((element) => {
        const style = getComputedStyle(element)
        const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2
        return Math.round(element.getBoundingClientRect().height / lineHeight)
      })
      expect(lines).toBe(1)

      await page.getByLabel(t('taxiPage.customer.name'), { exact: true }).fill('Awa Koné')
      await page.getByLabel(t('taxiPage.customer.email'), { exact: true }).fill(traveller.email)
      await page.getByLabel(t('taxiPage.customer.phone'), { exact: true }).fill('+1 617 555 0100')
      await page.getByRole('button', { name: t('taxiPage.book'), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/payment/checkout')}\\?session_id=cs_`))
      await payAndConfirm(page, locale)
      await expect(page.locator('.receipt__item').first()).toContainText('AF 702')
      expect(await frenchProblemsOf(page, '#main', locale)).toEqual([])

      // The console reads the ride's flight as scheduled.
      const staff = await browser.newContext({ viewport })
      const consolePage = await staff.newPage()
      await signInAsAdmin(consolePage, locale, '/admin/taxi')
      const row = consolePage.getByRole('row').filter({ hasText: traveller.email })
      await expect(row).toContainText(t('taxiAdmin.flightStatus.scheduled'))
      await staff.close()
      await deleteRidesOf(traveller.email)
    })

    test(`should show the itinerary American Airlines shares with British Airways once ticked, in ${locale}`, async ({
      page,
    }) => {
      // Miami → Accra: one itinerary flies American Airlines to London, then British Airways.
      const url = `${pathIn(locale, '/flights')}?origin=MIA&destination=ACC&departDate=${daysAhead(45)}`
      await openResults(page, url)
      await page.getByRole('button', { name: t('flights.showFilters') }).click()
      await page.getByRole('checkbox', { name: 'American Airlines', exact: true }).check()
      const shown = page.getByTestId('itinerary')
      await expect(shown.first()).toContainText('American Airlines')
      await expect(shown.first()).toContainText('British Airways')
    })

    test(`should log no console error and fail no resource on a signed-out visit, in ${locale}`, async ({
      page,
    }) => {
      const failures: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') failures.push(`${message.text()} ${message.location().url}`)
      })
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
      })
      for (const path of ['/', '/airport-taxi', '/flights', '/blog', '/login'])
        await page.goto(pathIn(locale, path), { waitUntil: 'networkidle' })
      expect(failures).toEqual([])
    })
  })
}
