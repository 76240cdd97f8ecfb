import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { createTranslator, type Locale } from '../../../content-schema/src/index.ts'

export const LOCALES: Locale[] = ['en', 'fr']
export const pathIn = (locale: Locale, path: string) => (locale === 'en' ? path : `/${locale}${path}`)
export const tFor = (locale: Locale) => createTranslator(locale)

export const newTraveller = (tag: string) => ({
  firstName: 'Aminata',
  lastName: 'Traoré',
  email: `e2e-${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`,
  password: 'correct-horse-battery',
})

const randomAddress = () => `10.${crypto.getRandomValues(new Uint8Array(3)).join('.')}`

/**
 * A traveller registered for a test's setup (the journey tests sign up through the form). Sent to
 * the cms as if the site had forwarded it from a client of its own, so that setup does not spend
 * the sign-up rate limit of the browser's address, which the journeys use.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  traveller: ReturnType<typeof newTraveller>,
  locale: Locale = 'en',
) {
  const answer = await request.post(`${process.env.E2E_CMS_URL}/api/users/register`, {
    data: { ...traveller, locale },
    headers: { 'x-forwarded-for': randomAddress() },
  })
  if (answer.status() !== 201) throw new Error(`sign-up failed: ${answer.status()} ${await answer.text()}`)
}

/** Opens a page and waits until its islands have hydrated (typing earlier races React). */
export async function open(page: Page, url: string) {
  await page.goto(url)
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
}

export async function signIn(page: Page, locale: Locale, email: string, password: string) {
  const t = tFor(locale)
  await open(page, pathIn(locale, '/login'))
  await page.getByLabel(t('auth.login.email'), { exact: true }).fill(email)
  await page.getByLabel(t('auth.login.password'), { exact: true }).fill(password)
  // The header has its own Sign In button: the form's is the one in the page's main content.
  await page
    .getByRole('main')
    .getByRole('button', { name: t('auth.login.submit'), exact: true })
    .click()
}

/**
 * Signs in as the form does, without the form: a POST to the site's own login endpoint (Payload's auth
 * behind it) from the page's request context, so the session cookie lands in the browser context. The
 * cookie is host-only: the path is relative, sent to the context's baseURL, the host its pages are opened
 * at (Playwright's 127.0.0.1, or PUBLIC_SITE_URL where a describe uses that). For tests whose subject is
 * not the sign-in form (issue 43: the form costs a page load, its hydration and the typing).
 */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const answer = await page.request.post('/api/users/login', { data: { email, password } })
  if (!answer.ok()) throw new Error(`sign-in failed: ${answer.status()} ${await answer.text()}`)
}

/** As signedInTraveller, signed in through the API: no page opened, for tests about what comes after. */
export async function signedInThroughApi(page: Page, request: APIRequestContext, tag: string) {
  const traveller = newTraveller(tag)
  await registerThroughApi(request, traveller)
  await signInThroughApi(page, traveller.email, traveller.password)
  return traveller
}

/** A new traveller, registered for the test and signed in through the form (on their account page). */
export async function signedInTraveller(page: Page, request: APIRequestContext, locale: Locale, tag: string) {
  const traveller = newTraveller(tag)
  await registerThroughApi(request, traveller)
  await signIn(page, locale, traveller.email, traveller.password)
  await expect(page).toHaveURL(new RegExp(`${pathIn(locale, '/account')}$`))
  return traveller
}
