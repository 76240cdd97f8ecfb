/**
 * Issue 34: an article written in rich text (a heading, an image with caption and credit, a
 * ranked-destinations block, a call-to-book block and a FAQ) renders as static HTML with its
 * JSON-LD, in English at 1280 px and in French at 390 px.
 */
import {
  block,
  heading,
  paragraph,
  richText,
  upload,
} from '@nexovia/content-schema/content/rich-text-builders'
import { typesetFrench } from '@nexovia/content-schema/core'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { jsonLdOfType } from '../support/jsonLd'

const cms = process.env.E2E_CMS_URL!
const SLUG = `rich-article-${process.pid}`

const TEXT = {
  en: {
    title: 'Dakar in rich text',
    heading: 'Getting to Dakar',
    caption: 'The Senegalese coast',
    credit: 'Nexovia',
    place: 'Gorée Island',
    book: 'Search flights to Dakar',
    question: 'Do US citizens need a visa for Senegal?',
    answer: 'No, for stays of up to 90 days.',
  },
  fr: {
    title: 'Dakar en texte riche',
    heading: 'Aller à Dakar',
    caption: 'La côte sénégalaise',
    credit: 'Nexovia',
    place: 'Île de Gorée',
    book: 'Chercher un vol pour Dakar',
    question: 'Les Américains ont-ils besoin d’un visa pour le Sénégal ?',
    answer: 'Non, pour un séjour de 90 jours au plus.',
  },
}

const bodyIn = (locale: 'en' | 'fr', imageId: number) => {
  const text = TEXT[locale]
  return richText(
    paragraph(`${text.title}.`),
    heading('h2', text.heading),
    upload(imageId, { caption: text.caption, credit: text.credit }),
    block({
      blockType: 'rankedDestinations',
      destinations: [{ rank: 1, name: text.place, image: imageId, description: text.place, highlights: [] }],
    }),
    block({
      blockType: 'callToBook',
      kind: 'flight',
      airportCode: 'DSS',
      title: text.heading,
      buttonLabel: text.book,
    }),
    block({ blockType: 'faq', items: [{ question: text.question, answer: text.answer }] }),
  )
}

async function signIn(request: APIRequestContext) {
  const login = await request.post(`${cms}/api/admins/login`, {
    data: { username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD },
  })
  expect(login.ok()).toBe(true)
}

let postId: number

test.beforeAll(async ({ request }) => {
  await signIn(request)
  const media = await request.get(`${cms}/api/media?limit=1&depth=0`)
  const imageId = ((await media.json()) as { docs: { id: number }[] }).docs[0]!.id
  const common = { slug: SLUG, publishedAt: '2026-11-20T09:00:00.000Z', readTimeMinutes: 4, image: imageId }
  const created = await request.post(`${cms}/api/posts?locale=en`, {
    data: {
      ...common,
      title: TEXT.en.title,
      excerpt: 'x',
      category: 'Guides',
      body: bodyIn('en', imageId),
      _status: 'published',
    },
  })
  expect(created.ok()).toBe(true)
  postId = ((await created.json()) as { doc: { id: number } }).doc.id
  const french = await request.patch(`${cms}/api/posts/${postId}?locale=fr`, {
    data: {
      title: TEXT.fr.title,
      excerpt: 'x',
      category: 'Guides',
      body: bodyIn('fr', imageId),
      _status: 'published',
    },
  })
  expect(french.ok()).toBe(true)
})

test.afterAll(async ({ request }) => {
  await signIn(request)
  await request.delete(`${cms}/api/posts/${postId}`)
})

for (const { lang, prefix, width, height } of [
  { lang: 'en', prefix: '', width: 1280, height: 900 },
  { lang: 'fr', prefix: '/fr', width: 390, height: 844 },
] as const) {
  test(`a rich-text article renders its heading, image, blocks and JSON-LD (${lang}, ${width} px)`, async ({
    page,
  }) => {
    const text = TEXT[lang]
    await page.setViewportSize({ width, height })
    const response = await page.goto(`${prefix}/blog/${SLUG}`)
    expect(response?.status()).toBe(200)

    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: text.heading })).toBeVisible()
    const figure = page.locator('.rich-text figure')
    await expect(figure.locator('figcaption')).toContainText(text.caption)
    await expect(figure.locator('figcaption')).toContainText(text.credit)
    const image = figure.locator('img')
    await expect(image).toHaveAttribute('width', /\d+/)
    await expect(image).toHaveAttribute('loading', 'lazy')

    const ranked = page.locator('[data-block="rankedDestinations"] > li')
    await expect(ranked).toHaveCount(1)
    await expect(ranked.getByRole('heading', { level: 2 })).toHaveText(`1. ${text.place}`)

    const book = page.getByRole('link', { name: text.book })
    await expect(book).toHaveAttribute('href', `${prefix}/flights?destination=DSS`)

    const faq = await jsonLdOfType(page, 'FAQPage')
    // French is typeset on save (issue 42): the no-break space before « ? » is the cms's, not the editor's.
    const typed = (words: string) => (lang === 'fr' ? typesetFrench(words) : words)
    expect(faq?.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: typed(text.question),
        acceptedAnswer: { '@type': 'Answer', text: typed(text.answer) },
      },
    ])
    const article = await jsonLdOfType(page, 'BlogPosting')
    expect([article?.headline, article?.inLanguage]).toEqual([text.title, lang])
    expect(await jsonLdOfType(page, 'BreadcrumbList')).toBeTruthy()

    // Static HTML: the body adds no script of its own.
    const scripts = await page.locator('.rich-text script').count()
    expect(scripts).toBe(0)
  })
}

test('renaming the article keeps its old address as a 301 to the new one, in both languages', async ({
  request,
}) => {
  await signIn(request)
  const renamed = `${SLUG}-renamed`
  const answer = await request.patch(`${cms}/api/posts/${postId}`, { data: { slug: renamed } })
  expect(answer.ok()).toBe(true)
  for (const prefix of ['', '/fr']) {
    // The site's page cache is cleared after the save answers (the cms tells it): the old page may show a moment more.
    const movedTo = async () => {
      const old = await request.get(`${prefix}/blog/${SLUG}`, { maxRedirects: 0 })
      return [old.status(), old.status() === 301 ? new URL(old.headers().location!, 'http://x').pathname : '']
    }
    await expect.poll(movedTo, { timeout: 15_000 }).toEqual([301, `${prefix}/blog/${renamed}`])
  }
})
