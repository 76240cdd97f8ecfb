import { expect, type Page, test } from '@playwright/test'
import { addDays, nextOccurrence } from '../../fixtures/dates.ts'
import { tFor } from '../accounts/helpers.ts'
import { LANGUAGES } from './languages'

const CHECK_IN = nextOccurrence(12, 18)
const CHECK_OUT = addDays(CHECK_IN, 4)

/** The panel hydrates when the browser is idle; its inputs answer only after that. */
async function openPanel(page: Page, home: string) {
  await page.goto(home)
  await expect(page.locator('astro-island[component-url*="SearchPanel"]:not([ssr])')).toHaveCount(1)
  return page.getByTestId('search-panel')
}

const today = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

for (const language of LANGUAGES) {
  test.describe(`search panel in ${language.lang}`, () => {
    test('should refuse a flight search without airports and date, in the page language', async ({
      page,
    }) => {
      const panel = await openPanel(page, language.home)
      await panel.getByRole('button', { name: language.search }).click()
      await expect(panel.getByRole('alert')).toHaveText(language.searchRequired)
    })

    test('should suggest at most 10 airports once two characters are typed', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      const origin = panel.getByRole('combobox', { name: language.from })
      await origin.fill('a')
      await expect(panel.getByRole('listbox').getByRole('option')).toHaveCount(0)
      await origin.fill('an')
      await expect(panel.getByRole('listbox').getByRole('option')).toHaveCount(10)
    })

    test('should match on the country and fill the field with code and city', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      const origin = panel.getByRole('combobox', { name: language.from })
      await origin.fill('ghana')
      await panel.getByRole('option', { name: /ACC/ }).click()
      await expect(origin).toHaveValue('ACC - Accra')
      await expect(panel.getByRole('listbox').getByRole('option')).toHaveCount(0)
    })

    test('should choose a suggestion with the keyboard', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      const origin = panel.getByRole('combobox', { name: language.from })
      await origin.fill('bos')
      await origin.press('ArrowDown')
      await origin.press('Enter')
      await expect(origin).toHaveValue('BOS - Boston')
    })

    test('should close the suggestions on an outside click', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      await panel.getByRole('combobox', { name: language.from }).fill('abi')
      await expect(panel.getByRole('listbox').getByRole('option')).toHaveCount(1)
      await page.locator('h2#search-title').click()
      await expect(panel.getByRole('listbox').getByRole('option')).toHaveCount(0)
    })

    test('should take a city typed without a pick, and ask for a choice when several airports match', async ({
      page,
    }) => {
      const t = tFor(language.lang)
      const panel = await openPanel(page, language.home)
      const destination = panel.getByRole('combobox', { name: language.to })
      await panel.getByRole('combobox', { name: language.from }).fill('new')
      await destination.fill('accra')
      await panel.getByLabel(language.departure, { exact: true }).fill('2030-12-18')
      await panel.getByRole('button', { name: language.search }).click()
      await expect(panel.getByRole('alert')).toHaveText(t('validation.airportCodeInvalid'))
      // "new" is New York or Newark; the same text as the destination is a trip to where it starts.
      await panel.getByRole('combobox', { name: language.from }).fill('acc')
      await page.keyboard.press('Escape')
      await panel.getByRole('button', { name: language.search }).click()
      await expect(panel.getByRole('alert')).toHaveText(t('validation.sameAirports'))
      await panel.getByRole('combobox', { name: language.from }).fill('boston')
      await page.keyboard.press('Escape')
      await panel.getByRole('button', { name: language.search }).click()
      await page.waitForURL(/\/flights\?/)
      const url = new URL(page.url())
      expect([url.searchParams.get('origin'), url.searchParams.get('destination')]).toEqual(['BOS', 'ACC'])
    })

    test('should go to the flight results with the query', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      await panel.getByRole('combobox', { name: language.from }).fill('BOS')
      await panel.getByRole('combobox', { name: language.to }).fill('ABJ')
      await panel.getByLabel(language.departure, { exact: true }).fill('2030-12-18')
      await panel.getByRole('button', { name: language.search }).click()
      await page.waitForURL(/\/flights\?/)
      const url = new URL(page.url())
      expect([
        url.pathname,
        url.searchParams.get('origin'),
        url.searchParams.get('destination'),
        url.searchParams.get('departDate'),
      ]).toEqual([`${language.prefix}/flights`, 'BOS', 'ABJ', '2030-12-18'])
    })

    test('should keep past dates out of reach and the return after the departure', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      await expect(panel.getByLabel(language.departure, { exact: true })).toHaveAttribute('min', today())
      await panel.getByLabel(language.departure, { exact: true }).fill('2030-12-18')
      await expect(panel.getByLabel(language.returnDate, { exact: true })).toHaveAttribute(
        'min',
        '2030-12-18',
      )
    })

    test('should show the return date only for a round trip', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      await panel.getByLabel(language.oneWay).check()
      await expect(panel.getByLabel(language.returnDate, { exact: true })).toHaveCount(0)
    })

    test('should keep at least two multi-city legs and add or remove legs', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      await panel.getByLabel(language.multiCity).check()
      const legs = panel.getByTestId('flight-leg')
      await expect(legs).toHaveCount(2)
      await expect(panel.getByRole('button', { name: language.removeLeg })).toHaveCount(0)
      await panel.getByRole('button', { name: language.addLeg }).click()
      await expect(legs).toHaveCount(3)
      await panel.getByRole('button', { name: language.removeLeg }).first().click()
      await expect(legs).toHaveCount(2)
      await expect(panel.getByRole('button', { name: language.removeLeg })).toHaveCount(0)
    })

    test('should count passengers with at least one adult', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      await panel.getByRole('button', { name: language.passengers }).click()
      await expect(panel.getByRole('button', { name: language.decreaseAdults })).toBeDisabled()
      await panel.getByRole('button', { name: language.increaseAdults }).click()
      await expect(panel.getByRole('button', { name: language.passengers })).toContainText(
        language.twoPassengers,
      )
    })

    test('should close the passengers dropdown on an outside click', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      await panel.getByRole('button', { name: language.passengers }).click()
      await page.locator('h2#search-title').click()
      await expect(panel.getByRole('button', { name: language.increaseAdults })).toBeHidden()
    })

    test('should refuse a hotel search without destination and dates', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      await panel.getByRole('tab', { name: language.tabs[1] }).click()
      await panel.getByRole('button', { name: language.search }).click()
      await expect(panel.getByRole('alert')).toHaveText(language.searchRequired)
    })

    test('should refuse a stay of more than 30 nights, keeping what was typed', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      await panel.getByRole('tab', { name: language.tabs[1] }).click()
      await panel.getByLabel(language.destination).fill('Abidjan')
      await panel.getByLabel(language.checkIn, { exact: true }).fill(CHECK_IN)
      await panel.getByLabel(language.checkOut, { exact: true }).fill(addDays(CHECK_IN, 40))
      await panel.getByRole('button', { name: language.search }).click()
      await expect(panel.getByRole('alert')).toHaveText(language.stayTooLong)
      await expect(panel.getByLabel(language.destination)).toHaveValue('Abidjan')
    })

    test('should go to the hotel results with the query', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      await panel.getByRole('tab', { name: language.tabs[1] }).click()
      await panel.getByLabel(language.destination).fill('Abidjan')
      await panel.getByLabel(language.checkIn, { exact: true }).fill(CHECK_IN)
      await panel.getByLabel(language.checkOut, { exact: true }).fill(CHECK_OUT)
      await panel.getByRole('button', { name: language.search }).click()
      await page.waitForURL(/\/hotel-results\?/)
      expect(new URL(page.url()).search).toBe(
        `?location=Abidjan&check_in_date=${CHECK_IN}&check_out_date=${CHECK_OUT}&num_adults=1&num_rooms=1&num_children=0`,
      )
    })

    test('should send a car search to the cars page', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      await panel.getByRole('tab', { name: language.tabs[2] }).click()
      await panel.getByRole('button', { name: language.search }).click()
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/cars-under-construction$`))
    })

    test('should send an activity search to the activities page', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      await panel.getByRole('tab', { name: language.tabs[3] }).click()
      await panel.getByRole('button', { name: language.search }).click()
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/activities-under-construction$`))
    })

    test('should move between tabs with the arrow, Home and End keys', async ({ page }) => {
      const panel = await openPanel(page, language.home)
      await panel.getByRole('tab', { name: language.tabs[0] }).focus()
      await page.keyboard.press('ArrowRight')
      await expect(panel.getByRole('tab', { name: language.tabs[1] })).toBeFocused()
      await page.keyboard.press('End')
      await expect(panel.getByRole('tab', { name: language.tabs[3] })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await page.keyboard.press('Home')
      await expect(panel.getByRole('tab', { name: language.tabs[0] })).toBeFocused()
    })
  })
}
