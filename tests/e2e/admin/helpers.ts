import { type APIRequestContext, expect, type Page } from '@playwright/test'
import type { Locale } from '../../../content-schema/src/index.ts'
import { open, pathIn, tFor } from '../accounts/helpers.ts'

export { LOCALES, newTraveller, open, pathIn, registerThroughApi, tFor } from '../accounts/helpers.ts'

const cmsUrl = () => process.env.E2E_CMS_URL!
const randomAddress = () => `10.${crypto.getRandomValues(new Uint8Array(3)).join('.')}`
export const uniqueTag = (tag: string) => `e2e-${tag}-${crypto.randomUUID().slice(0, 8)}`

/** Fills the staff sign-in form on the current page and sends it. */
export async function fillAdminLogin(page: Page, locale: Locale, username: string, password: string) {
  const t = tFor(locale)
  await page.getByLabel(t('admin.login.username'), { exact: true }).fill(username)
  await page.getByLabel(t('admin.login.password'), { exact: true }).fill(password)
  await page.getByRole('button', { name: t('admin.login.submit'), exact: true }).click()
}

/**
 * An address on the site's public origin (PUBLIC_SITE_URL, `localhost`), not Playwright's base URL
 * (`127.0.0.1`): the cms accepts a console's state-changing call only with the public site's Origin.
 */
export const publicUrl = (path: string) => new URL(path, process.env.PUBLIC_SITE_URL).href

/** Signs in as the seeded administrator through /admin/login, then waits for the asked console page. */
export async function signInAsAdmin(page: Page, locale: Locale, path: string) {
  await open(
    page,
    publicUrl(`${pathIn(locale, '/admin/login')}?next=${encodeURIComponent(pathIn(locale, path))}`),
  )
  await fillAdminLogin(page, locale, process.env.ADMIN_USERNAME!, process.env.ADMIN_PASSWORD!)
  // The success message stays 1.5 s before the console opens (spec 02 §2).
  await expect(page).toHaveURL(publicUrl(pathIn(locale, path)), { timeout: 15_000 })
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
}

/** A survey response as the page sends it, from an address of its own (rate limits). */
export async function submitSurveyResponse(request: APIRequestContext, email: string, locale: Locale) {
  const answer = await request.post(`${cmsUrl()}/api/travel-savings/survey`, {
    data: { travelsAnnually: 'yes', attractiveBenefits: ['travel_credit'], email, language: locale },
    headers: { 'x-forwarded-for': randomAddress() },
  })
  if (!answer.ok()) throw new Error(`survey response failed: ${answer.status()} ${await answer.text()}`)
}
