/**
 * Issue 34: the panel's preview link opens the draft on the site (en at 1280 px, fr at 390 px),
 * uncached and unindexed; an altered link is refused. Payload 3.90 builds the panel's link on the
 * server (admin.preview), with no REST route: the test makes it with the same function and secret.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'
import { draftPreviewUrl } from '../../../cms/src/services/content/previewLinks.ts'

const cms = process.env.E2E_CMS_URL!
let draftId: number

async function signIn(request: APIRequestContext) {
  const login = await request.post(`${cms}/api/admins/login`, {
    data: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
}

/** The link the panel's Preview button opens (the collection's admin.preview). */
const previewLink = (locale: string): URL => new URL(draftPreviewUrl('posts', draftId, locale))

test.beforeAll(async ({ request }) => {
  await signIn(request)
  const common = {
    slug: `draft-preview-${process.pid}`,
    publishedAt: '2026-11-20T09:00:00.000Z',
    readTimeMinutes: 2,
  }
  const created = await request.post(`${cms}/api/posts?locale=en&draft=true`, {
    data: { ...common, title: 'A draft to check', excerpt: 'x', category: 'Tips', _status: 'draft' },
  })
  expect(created.ok()).toBe(true)
  draftId = ((await created.json()) as { doc: { id: number } }).doc.id
  await request.patch(`${cms}/api/posts/${draftId}?locale=fr&draft=true`, {
    data: { title: 'Un brouillon à relire', excerpt: 'x', category: 'Conseils', _status: 'draft' },
  })
})

test.afterAll(async ({ request }) => {
  await signIn(request)
  await request.delete(`${cms}/api/posts/${draftId}`)
})

for (const { lang, prefix, width, title } of [
  { lang: 'en', prefix: '', width: 1280, title: 'A draft to check' },
  { lang: 'fr', prefix: '/fr', width: 390, title: 'Un brouillon à relire' },
] as const) {
  test(`the preview link shows the draft, never cached nor indexed (${lang}, ${width} px)`, async ({
    page,
  }) => {
    const link = previewLink(lang)
    expect(link.pathname).toBe(`${prefix}/preview`)
    await page.setViewportSize({ width, height: 844 })
    const response = await page.goto(`${link.pathname}${link.search}`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toContain('no-store')
    expect(response?.headers()['x-robots-tag']).toContain('noindex')
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByTestId('preview-banner')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    // The draft is not public.
    expect((await page.request.get(`${prefix}/blog/draft-preview-${process.pid}`)).status()).toBe(404)

    const altered = new URLSearchParams({ token: `${link.searchParams.get('token')}x` })
    expect((await page.request.get(`${prefix}/preview?${altered}`)).status()).toBe(403)
  })
}
