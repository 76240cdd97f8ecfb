import { expect, type Page, test } from '@playwright/test'
import {
  LOCALES,
  newTraveller,
  open,
  pathIn,
  registerThroughApi,
  signedInThroughApi,
  tFor,
} from '../accounts/helpers.ts'

/**
 * Opens the page with every script held back until the test has typed (what a visitor on a slow
 * phone does before the islands load); returns the function that lets the scripts through.
 */
async function openWithScriptsHeld(page: Page, path: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  return release
}

const island = (page: Page, component: string) => page.locator(`astro-island[component-url*="${component}"]`)

/** Proves the typing happened before hydration, then lets the island load and take over. */
async function hydrateAfterTyping(page: Page, component: string, release: () => void) {
  await expect(island(page, component)).toHaveAttribute('ssr', '')
  release()
  await expect(island(page, component)).not.toHaveAttribute('ssr', { timeout: 15_000 })
}

for (const locale of LOCALES) {
  const t = tFor(locale)

  test.describe(`forms typed into before their island runs, in ${locale}`, () => {
    test('should keep the concierge name typed before the form hydrated', async ({ page }) => {
      const release = await openWithScriptsHeld(page, `${pathIn(locale, '/')}#concierge`)
      const form = page.getByTestId('concierge-form')
      await form.getByLabel(t('concierge.form.name')).fill('Awa Diallo')
      await hydrateAfterTyping(page, 'ConciergeForm', release)
      await form.getByLabel(t('concierge.form.phone')).fill('+1 617 555 0100')
      await expect(form.getByLabel(t('concierge.form.name'))).toHaveValue('Awa Diallo')
    })

    test('should send a concierge request submitted before the form hydrated', async ({ page }) => {
      const release = await openWithScriptsHeld(page, `${pathIn(locale, '/')}#concierge`)
      const form = page.getByTestId('concierge-form')
      await form.getByLabel(t('concierge.form.name')).fill('Awa Diallo')
      await form.getByLabel(t('concierge.form.email'), { exact: true }).fill('awa-early@example.com')
      await form.getByLabel(t('concierge.form.phone')).fill('+1 617 555 0100')
      await form.getByLabel(t('concierge.form.tripDetails')).fill('Abidjan in December, 2 travellers.')
      await form.getByRole('button', { name: t('concierge.form.submit') }).click()
      await hydrateAfterTyping(page, 'ConciergeForm', release)
      await expect(form.getByRole('status')).toHaveText(t('concierge.states.success'))
    })

    test('should keep the sign-in address typed before the form hydrated', async ({ page }) => {
      const release = await openWithScriptsHeld(page, pathIn(locale, '/login'))
      await page.getByLabel(t('auth.login.email'), { exact: true }).fill('awa@example.com')
      await hydrateAfterTyping(page, 'LoginForm', release)
      await page.getByLabel(t('auth.login.password'), { exact: true }).fill('secret')
      await expect(page.getByLabel(t('auth.login.email'), { exact: true })).toHaveValue('awa@example.com')
    })

    test('should sign in with a form submitted before it hydrated', async ({ page, request }) => {
      const traveller = newTraveller(`early-${locale}`)
      await registerThroughApi(request, traveller)
      const release = await openWithScriptsHeld(page, pathIn(locale, '/login'))
      await page.getByLabel(t('auth.login.email'), { exact: true }).fill(traveller.email)
      await page.getByLabel(t('auth.login.password'), { exact: true }).fill(traveller.password)
      await page
        .getByRole('main')
        .getByRole('button', { name: t('auth.login.submit'), exact: true })
        .click()
      // The held submit may sign in and leave the page before the island is seen hydrated: the
      // outcome, not the hydration, is what this test asserts.
      release()
      await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/account')}$`), { timeout: 20_000 })
    })

    test('should keep the sign-up first name typed before the form hydrated', async ({ page }) => {
      const release = await openWithScriptsHeld(page, pathIn(locale, '/signup'))
      await page.getByLabel(t('auth.signup.firstName'), { exact: true }).fill('Awa')
      await hydrateAfterTyping(page, 'SignupForm', release)
      await page.getByLabel(t('auth.signup.lastName'), { exact: true }).fill('Koné')
      await expect(page.getByLabel(t('auth.signup.firstName'), { exact: true })).toHaveValue('Awa')
    })

    test('should keep the reset address typed before the form hydrated', async ({ page }) => {
      const release = await openWithScriptsHeld(page, pathIn(locale, '/forgot-password'))
      await page.getByLabel(t('auth.login.email'), { exact: true }).fill('awa@')
      await hydrateAfterTyping(page, 'ForgotPasswordFlow', release)
      await page
        .getByRole('main')
        .getByRole('button', { name: t('auth.forgot.submit'), exact: true })
        .click()
      await expect(page.getByText(t('validation.emailInvalid'))).toBeVisible()
      await expect(page.getByLabel(t('auth.login.email'), { exact: true })).toHaveValue('awa@')
    })

    test('should keep the survey answers given before the form hydrated', async ({ page }) => {
      const release = await openWithScriptsHeld(page, pathIn(locale, '/travel-savings'))
      const form = page.locator('form.survey-form')
      const travels = form.getByRole('group', { name: t('survey.q.travelsAnnually') })
      const benefits = form.getByRole('group', { name: t('survey.q.attractiveBenefits') })
      await travels.getByLabel(t('survey.option.yes')).check()
      await benefits.getByLabel(t('survey.option.travel_credit')).check()
      await form.getByLabel(t('survey.q.email')).fill('awa-survey@example.com')
      await hydrateAfterTyping(page, 'SurveyForm', release)
      await benefits.getByLabel(t('survey.option.bank_security')).check()
      await expect(travels.getByLabel(t('survey.option.yes'))).toBeChecked()
      await expect(benefits.getByLabel(t('survey.option.travel_credit'))).toBeChecked()
      await expect(benefits.getByText(t('survey.selected', { count: 2 }))).toBeVisible()
      await expect(form.getByLabel(t('survey.q.email'))).toHaveValue('awa-survey@example.com')
    })

    test('should keep the e-mail and passengers chosen before /payment hydrated', async ({ page }) => {
      const release = await openWithScriptsHeld(page, pathIn(locale, '/payment'))
      const card = page.getByTestId(/^package-flights-/).first()
      const total = card.getByTestId('total')
      const forOne = (await total.textContent()) ?? ''
      await page.getByLabel(t('payments.field.email'), { exact: true }).fill('awa-pay@example.com')
      await card.getByLabel(t('payments.field.passengers')).selectOption('3')
      await hydrateAfterTyping(page, 'PackagePayment', release)
      await expect(card.getByLabel(t('payments.field.passengers'))).toHaveValue('3')
      await expect(total).not.toHaveText(forOne)
      await expect(page.getByLabel(t('payments.field.email'), { exact: true })).toHaveValue(
        'awa-pay@example.com',
      )
    })

    test('should keep the airport typed into the search panel before it hydrated', async ({ page }) => {
      const release = await openWithScriptsHeld(page, pathIn(locale, '/'))
      const panel = page.getByTestId('search-panel')
      await panel.getByLabel(t('search.from'), { exact: true }).fill('Abidjan')
      await hydrateAfterTyping(page, 'SearchPanel', release)
      await panel.getByLabel(t('search.departureDate'), { exact: true }).fill('2030-12-18')
      await expect(panel.getByLabel(t('search.from'), { exact: true })).toHaveValue('Abidjan')
    })

    test('should keep the airport typed into the flight search before it hydrated', async ({ page }) => {
      const release = await openWithScriptsHeld(page, pathIn(locale, '/flights'))
      const form = page.getByTestId('flights-form')
      await form.getByLabel(t('search.from'), { exact: true }).fill('Abidjan')
      await hydrateAfterTyping(page, 'FlightSearch', release)
      await form.getByLabel(t('search.departureDate'), { exact: true }).fill('2030-12-18')
      await expect(form.getByLabel(t('search.from'), { exact: true })).toHaveValue('Abidjan')
    })

    test('should run a flight search submitted before the form hydrated', async ({ page }) => {
      const release = await openWithScriptsHeld(page, pathIn(locale, '/flights'))
      const form = page.getByTestId('flights-form')
      await form.getByLabel(t('search.from'), { exact: true }).fill('BOS')
      await form.getByLabel(t('search.to'), { exact: true }).fill('ABJ')
      await form.getByLabel(t('search.departureDate'), { exact: true }).fill('2030-12-18')
      // A mark a reload would wipe: the held submit is sent by the island, in this same page.
      await page.evaluate(() => Object.assign(window, { beforeHydration: true }))
      await form.getByRole('button', { name: t('search.submit'), exact: true }).click()
      await hydrateAfterTyping(page, 'FlightSearch', release)
      await expect(page).toHaveURL(/origin=BOS&destination=ABJ&departDate=2030-12-18/)
      expect(await page.evaluate(() => 'beforeHydration' in window)).toBe(true)
    })

    test('should open the profile editor clicked before the account hydrated', async ({ page, request }) => {
      const traveller = await signedInThroughApi(page, request, `early-profile-${locale}`)
      const release = await openWithScriptsHeld(page, pathIn(locale, '/account'))
      await page.getByRole('button', { name: t('account.profile.edit') }).click()
      await hydrateAfterTyping(page, 'AccountArea', release)
      await page.getByLabel(t('account.profile.phone'), { exact: true }).fill('+225 07 12 34 56')
      await expect(page.getByLabel(t('account.profile.firstName'), { exact: true })).toHaveValue(
        traveller.firstName,
      )
    })
  })
}

test.describe('sign-up rules shown each on its own', () => {
  for (const locale of LOCALES) {
    const t = tFor(locale)
    test(`should show both the short password and the differing confirmation in ${locale}`, async ({
      page,
    }) => {
      await open(page, pathIn(locale, '/signup'))
      await page.getByLabel(t('auth.signup.password'), { exact: true }).fill('abc')
      await page.getByLabel(t('auth.signup.confirmPassword'), { exact: true }).fill('abd')
      await page
        .getByRole('main')
        .getByRole('button', { name: t('auth.signup.submit'), exact: true })
        .click()
      await expect(page.getByText(t('validation.passwordMin'))).toBeVisible()
      await expect(page.getByText(t('validation.passwordsMismatch'))).toBeVisible()
    })
  }
})
