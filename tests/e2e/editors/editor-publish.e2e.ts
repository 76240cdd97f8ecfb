import { typesetFrench } from '@nexovia/content-schema/core'
import { expect, type Page, test } from '@playwright/test'

const cmsUrl = process.env.E2E_CMS_URL!
const admin = { username: process.env.ADMIN_USERNAME!, password: process.env.ADMIN_PASSWORD! }
const SLUG = 'cote-divoire-ten-must-have-experiences'
const UNCHANGED_PAGE = '/destinations/boston'

type Locale = 'en' | 'fr'

async function postId(page: Page): Promise<number> {
  const response = await page.request.get(`${cmsUrl}/api/posts?where[slug][equals]=${SLUG}&depth=0`)
  const body = (await response.json()) as { docs: { id: number }[] }
  return body.docs[0]!.id
}

async function excerpt(page: Page, id: number, locale: Locale): Promise<string> {
  const response = await page.request.get(`${cmsUrl}/api/posts/${id}?locale=${locale}&depth=0`)
  return ((await response.json()) as { excerpt: string }).excerpt
}

/** Edits the excerpt (the page's description) in the admin panel in one language and clicks Publish. */
async function publishExcerpt(
  page: Page,
  { id, locale, text }: { id: number; locale: Locale; text: string },
) {
  await page.goto(`${cmsUrl}/admin/collections/posts/${id}?locale=${locale}`)
  // The label reads "Excerpt — English" / "Excerpt — Français" on a localized field.
  const field = page.getByLabel(/^Excerpt\b/)
  await expect(field).toBeEditable({ timeout: 60_000 })
  await field.fill(text)
  // Drafts autosave as the editor types: wait, as the editor would, until the draft holds the text, in
  // French as the cms typesets it on every save (a Publish clicked while that save runs once went
  // unanswered under load), then publish.
  await expect
    .poll(
      async () => {
        const draft = await page.request.get(`${cmsUrl}/api/posts/${id}?locale=${locale}&draft=true&depth=0`)
        return ((await draft.json()) as { excerpt?: string }).excerpt
      },
      { timeout: 45_000 },
    )
    .toBe(locale === 'fr' ? typesetFrench(text) : text)
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible({
    timeout: 45_000,
  })
}

test.describe('an editor publishes a post in the cms', () => {
  // The admin panel is heavy: on a loaded two-core machine one edit-and-publish can take a minute.
  test.setTimeout(300_000)

  test('should show the change on the site in both languages while other pages stay cached', async ({
    page,
  }) => {
    const stamp = Date.now()
    const changes = {
      // No straight apostrophes: the page escapes them, and the check below reads raw HTML.
      en: `Updated by the editor ${stamp}: Côte d’Ivoire rewards the curious traveller.`,
      fr: `Mis à jour par la rédaction ${stamp} : la Côte d’Ivoire récompense le voyageur curieux.`,
    }

    await page.goto(`${cmsUrl}/admin/login`)
    await page.getByLabel(/username/i).fill(admin.username)
    await page.getByLabel(/password/i).fill(admin.password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)

    const id = await postId(page)
    const original = { en: await excerpt(page, id, 'en'), fr: await excerpt(page, id, 'fr') }
    try {
      // Warm the cache: the article in both languages and a page the edit does not touch.
      for (const path of [`/blog/${SLUG}`, `/fr/blog/${SLUG}`, UNCHANGED_PAGE, UNCHANGED_PAGE]) {
        await page.request.get(path)
      }

      await publishExcerpt(page, { id, locale: 'en', text: changes.en })
      await publishExcerpt(page, { id, locale: 'fr', text: changes.fr })

      // French is typeset on save (issue 42): the space before « : » becomes a no-break one.
      for (const [path, text] of [
        [`/blog/${SLUG}`, changes.en],
        [`/fr/blog/${SLUG}`, typesetFrench(changes.fr)],
      ] as const) {
        await expect
          .poll(async () => (await (await page.request.get(path)).text()).includes(text), { timeout: 10_000 })
          .toBe(true)
      }
      const unchanged = await page.request.get(UNCHANGED_PAGE)
      expect(unchanged.headers()['x-astro-cache']).toBe('HIT')
    } finally {
      for (const locale of ['en', 'fr'] as const) {
        await page.request.patch(`${cmsUrl}/api/posts/${id}?locale=${locale}`, {
          data: { excerpt: original[locale], _status: 'published' },
        })
      }
    }
  })
})
