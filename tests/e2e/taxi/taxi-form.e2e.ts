import { expect, test } from '@playwright/test'
import { LOCALES, open, pathIn, tFor } from '../payments/helpers.ts'
import { choosePlace, dayAhead, fillRide } from './helpers.ts'

// Issue 31's place search and reasons, read in English on a desktop and in French on a phone.
const VIEWPORTS = { en: { width: 1280, height: 800 }, fr: { width: 390, height: 844 } } as const

const BOSTON = { from: ['Logan', /Logan/], to: ['Omni Parker', /Omni Parker House/] } as const

for (const locale of LOCALES) {
  const t = tFor(locale)

  test(`should keep Get Quote disabled until both places are chosen in ${locale}`, async ({ page }) => {
    await open(page, pathIn(locale, '/airport-taxi'))
    await page.getByRole('combobox', { name: t('taxiPage.departure') }).fill('Logan')
    await page.getByLabel(t('taxiPage.date'), { exact: true }).fill(dayAhead(10))
    await page.getByLabel(t('taxiPage.time'), { exact: true }).selectOption('10:30')
    await expect(page.getByRole('button', { name: t('taxiPage.getQuote'), exact: true })).toBeDisabled()
  })

  test(`should say why Get Quote waits and what 'use this address' did not find in ${locale}`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[locale])
    await open(page, pathIn(locale, '/airport-taxi'))
    const needs = page.getByTestId('quote-needs')
    await expect(needs).toContainText(t('taxiPage.needs.departure'))
    await expect(needs).toContainText(t('taxiPage.needs.date'))
    const departure = page.getByRole('combobox', { name: t('taxiPage.departure') })
    await departure.fill('Zzqx Nowhere')
    await page.getByRole('button', { name: t('taxiPage.useAddress', { text: 'Zzqx Nowhere' }) }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Zzqx Nowhere' })).toHaveText(
      t('taxiPage.addressNotFound', { text: 'Zzqx Nowhere' }),
    )
    // What was typed stays, and the hint still says the departure is missing.
    await expect(departure).toHaveValue('Zzqx Nowhere')
    await expect(needs).toContainText(t('taxiPage.needs.departure'))
  })

  test(`should suggest a hotel the site sells and say when a place is not served in ${locale}`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[locale])
    await open(page, pathIn(locale, '/airport-taxi'))
    await choosePlace(page, t('taxiPage.departure'), 'ACC', /Kotoka/)
    await choosePlace(
      page,
      t('taxiPage.destination'),
      'Holiday Inn',
      /Holiday Inn Accra Airport, Airport City, Accra/,
    )
    await expect(page.getByRole('combobox', { name: t('taxiPage.destination') })).toHaveValue(
      'Holiday Inn Accra Airport, Airport City, Accra',
    )
    const needs = page.getByTestId('quote-needs')
    await expect(needs).not.toContainText(t('taxiPage.needs.destination'))
    // A hotel sold in Paris is found, but the taxi does not drive there: the form says so.
    await page.getByRole('combobox', { name: t('taxiPage.destination') }).fill('')
    await choosePlace(page, t('taxiPage.destination'), 'Le Meurice', /Le Meurice/)
    await expect(needs).toContainText(t('taxiPage.problem.destinationUnserved'))
    await page.getByLabel(t('taxiPage.date'), { exact: true }).fill(dayAhead(10))
    await page.getByLabel(t('taxiPage.time'), { exact: true }).selectOption('10:30')
    await expect(page.getByRole('button', { name: t('taxiPage.getQuote'), exact: true })).toBeDisabled()
  })

  test(`should clear the quote and the customer fields on New Quote in ${locale}`, async ({ page }) => {
    await open(page, pathIn(locale, '/airport-taxi'))
    await fillRide(page, locale, {
      from: [...BOSTON.from],
      to: [...BOSTON.to],
      date: dayAhead(10),
      time: '10:30',
    })
    await expect(page.getByTestId('taxi-quote')).toBeVisible({ timeout: 10_000 })
    await page.getByLabel(t('taxiPage.customer.name'), { exact: true }).fill('Awa Koné')
    await page.getByRole('button', { name: t('taxiPage.newQuote'), exact: true }).click()
    await expect(page.getByTestId('taxi-quote')).toHaveCount(0)
    await page.getByRole('button', { name: t('taxiPage.getQuote'), exact: true }).click()
    await expect(page.getByLabel(t('taxiPage.customer.name'), { exact: true })).toHaveValue('')
  })

  test(`should say in the page's language why a ride across two regions has no price in ${locale}`, async ({
    page,
  }) => {
    await open(page, pathIn(locale, '/airport-taxi'))
    await fillRide(page, locale, {
      from: [...BOSTON.from],
      to: ['Sofitel', /Sofitel Abidjan/],
      date: dayAhead(10),
      time: '10:30',
    })
    await expect(
      page.getByText(t('errors.taxiQuote', { detail: t('taxiErrors.zonesDiffer') }), { exact: true }),
    ).toBeVisible({ timeout: 10_000 })
    await expect(page.getByRole('combobox', { name: t('taxiPage.destination') })).toHaveValue(/Sofitel/)
  })

  test(`should price a ride from an address resolved with 'use this address' in ${locale}`, async ({
    page,
  }) => {
    await open(page, pathIn(locale, '/airport-taxi'))
    await page.getByRole('combobox', { name: t('taxiPage.departure') }).fill('Boston Common')
    await page.getByRole('button', { name: t('taxiPage.useAddress', { text: 'Boston Common' }) }).click()
    await page.getByRole('combobox', { name: t('taxiPage.destination') }).fill('Omni Parker')
    await page
      .getByRole('option', { name: /Omni Parker House/ })
      .first()
      .click()
    await page.getByLabel(t('taxiPage.date'), { exact: true }).fill(dayAhead(10))
    await page.getByLabel(t('taxiPage.time'), { exact: true }).selectOption('10:30')
    await expect(page.getByTestId('taxi-quote')).toBeVisible({ timeout: 10_000 })
  })

  test(`should lead Request via Concierge to the home page's concierge section in ${locale}`, async ({
    page,
  }) => {
    await open(page, pathIn(locale, '/airport-taxi'))
    await page.getByRole('link', { name: t('taxiPage.concierge') }).click()
    await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '' : '/fr'}/?#concierge$`))
  })
}
