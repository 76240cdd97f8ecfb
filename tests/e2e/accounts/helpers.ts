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

/** A traveller registered through the site's API (the journey tests sign up through the form). */
export async function registerThroughApi(
  request: APIRequestContext,
  traveller: ReturnType<typeof newTraveller>,
) {
  const answer = await request.post('/api/users/register', { data: traveller })
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
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click()
}
