/** The seed: reference data with the spec's counts, a bilingual post, and nothing added on a re-run. */

import { blocksOf, DESTINATION_SLUGS, DESTINATIONS, type TRichText } from '@nexovia/content-schema'
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { guides } from '../../cms/src/seed/data/guides.ts'
import { seed } from '../../cms/src/seed/index.ts'
import { testPayload } from '../fixtures/payload.ts'
import { LENT_GUIDE_SLUG } from '../fixtures/samples.ts'

let payload: Payload

/** The ranked places of a post's body (its rankedDestinations block). */
const rankedOf = (post: { body?: unknown } | undefined) =>
  (blocksOf(post?.body as TRichText, 'rankedDestinations')[0]?.destinations ?? []) as {
    rank: number
    image: unknown
  }[]

/** The seeded article (newer ones, such as the corridor articles, sort before it). */
const FIRST_POST = { slug: { equals: 'cote-divoire-ten-must-have-experiences' } }

const count = async (collection: CollectionSlug, where = {}) =>
  (await payload.count({ collection, where })).totalDocs

// access-matrix borrows one guide and uploads its own pictures while this file runs (samples.ts).
const SEEDED_SLUGS = DESTINATION_SLUGS.filter((slug) => slug !== LENT_GUIDE_SLUG)
const NOT_LENT = { slug: { not_equals: LENT_GUIDE_SLUG } }
const SEED_PICTURES = { filename: { contains: '.webp' } }

beforeAll(async () => {
  payload = await testPayload()
})

describe('seed', () => {
  it('should seed the 45 airports', async () => {
    expect(await count('airports')).toBe(45)
  })

  it('should seed 9 airports, 13 hotels and 24 landmarks as taxi places (Accra and Dakar included)', async () => {
    const counts = await Promise.all(
      ['airport', 'hotel', 'landmark'].map((type) => count('places', { type: { equals: type } })),
    )
    expect(counts).toEqual([9, 13, 24])
  })

  it('should seed the administrator from the environment', async () => {
    const { docs } = await payload.find({ collection: 'admins', where: { username: { equals: 'admin' } } })
    expect(docs.map((admin) => admin.roles)).toEqual([['admin']])
  })

  it('should publish the Côte d’Ivoire post in English and French', async () => {
    const titles = await Promise.all(
      (['en', 'fr'] as const).map(async (locale) => {
        const { docs } = await payload.find({
          collection: 'posts',
          locale,
          overrideAccess: false,
          where: { featured: { equals: true } },
        })
        return docs[0]?.title
      }),
    )
    expect(titles).toEqual([
      "Côte d'Ivoire: ten must-have experiences",
      'Côte d’Ivoire\u00a0: dix expériences incontournables',
    ])
  })

  it('should rank ten experiences in the post', async () => {
    const { docs } = await payload.find({ collection: 'posts', locale: 'fr', where: FIRST_POST })
    expect(rankedOf(docs[0]).map((destination) => destination.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('should seed the three support teams', async () => {
    const { teams } = await payload.findGlobal({ slug: 'support-teams' })
    expect(teams?.map((team) => team.code)).toEqual(['US', 'CI', 'INTERNATIONAL'])
  })

  it('should seed the six destination cards', async () => {
    const { destinationCards } = await payload.findGlobal({ slug: 'home-page' })
    expect(destinationCards?.map((card) => card.slug)).toEqual([
      'abidjan',
      'boston',
      'new-york',
      'accra',
      'san-jose-costa-rica',
      'paris-france',
    ])
  })

  it('should seed the marketing figures with labels in both languages', async () => {
    const [english, french] = await Promise.all(
      (['en', 'fr'] as const).map((locale) => payload.findGlobal({ slug: 'site-settings', locale })),
    )
    expect({
      values: english?.marketingFigures?.map((figure) => figure.value),
      labels: [english?.marketingFigures?.[0]?.label, french?.marketingFigures?.[0]?.label],
    }).toEqual({
      values: ['15K+', '98%', '24h', '500+', '4.9/5', '98%', '200+'],
      labels: ['Trips booked', 'Voyages réservés'],
    })
  })

  it('should publish a guide for every destination slug', async () => {
    const { docs } = await payload.find({
      collection: 'guides',
      where: NOT_LENT,
      overrideAccess: false,
      sort: 'slug',
      limit: 100,
    })
    // A select sorts in the order of its options (content-schema's DESTINATION_SLUGS).
    expect(docs.map((guide) => guide.slug)).toEqual(SEEDED_SLUGS)
  })

  it('should give every guide four highlights and four attractions in French', async () => {
    const { docs } = await payload.find({
      collection: 'guides',
      where: NOT_LENT,
      locale: 'fr',
      fallbackLocale: false,
      limit: 100,
    })
    expect(docs.map((guide) => [guide.highlights?.length, guide.attractions?.length])).toEqual(
      Array.from({ length: SEEDED_SLUGS.length }, () => [4, 4]),
    )
  })

  it('should seed the practical information of the spec', async () => {
    const { docs } = await payload.find({ collection: 'guides', where: NOT_LENT, sort: 'slug', limit: 100 })
    expect(
      docs.slice(0, 8).map((guide) => `${guide.practicalInfo?.currency} ${guide.practicalInfo?.timezone}`),
    ).toEqual([
      'XOF (CFA franc) GMT+0',
      'USD (US dollar) EST (GMT-5)',
      'USD (US dollar) EST (GMT-5)',
      'GHS (Ghanaian cedi) GMT+0',
      'CRC (Costa Rican colón) CST (GMT-6)',
      'EUR (euro) CET (GMT+1)',
      'XOF (CFA franc) GMT+0',
      'NGN (Nigerian naira) WAT (GMT+1)',
    ])
  })

  it('should give every guide the currency and time zone of its destination', async () => {
    const { docs } = await payload.find({ collection: 'guides', where: NOT_LENT, sort: 'slug', limit: 100 })
    expect(
      docs.map((guide) => [guide.slug, guide.practicalInfo?.currency, guide.practicalInfo?.timezone]),
    ).toEqual(
      DESTINATIONS.filter((destination) => destination.slug !== LENT_GUIDE_SLUG).map((destination) => [
        destination.slug,
        destination.practicalInfo.currency,
        destination.practicalInfo.timezone,
      ]),
    )
  })

  it('should give a hero image with its size to each guide seeded with a picture, and none to the others', async () => {
    const { docs } = await payload.find({ collection: 'guides', where: NOT_LENT, depth: 1, limit: 100 })
    const withPicture = new Set(guides.filter((guide) => guide.image).map((guide) => guide.slug as string))
    const sizes = docs.map((guide) => {
      const image = guide.heroImage as
        | { width?: number; height?: number; mimeType?: string }
        | null
        | undefined
      return [
        withPicture.has(guide.slug),
        image ? `${image.mimeType} ${image.width}x${image.height}` : 'none',
      ]
    })
    expect(new Set(sizes.map(([hasPicture, size]) => `${hasPicture} ${size}`))).toEqual(
      new Set(['true image/webp 1200x675', 'false none']),
    )
  })

  it('should make the post listable with a card image, a hero and one image per experience', async () => {
    const { docs } = await payload.find({ collection: 'posts', depth: 0, where: FIRST_POST })
    const post = docs[0]
    expect([
      typeof post?.image,
      typeof post?.heroImage,
      rankedOf(post).filter((destination) => typeof destination.image === 'number').length,
    ]).toEqual(['number', 'number', 10])
  })

  it('should give media alt text in both languages', async () => {
    const [english, french] = await Promise.all(
      (['en', 'fr'] as const).map((locale) =>
        payload.find({ collection: 'media', locale, where: { filename: { equals: 'guide-accra.webp' } } }),
      ),
    )
    expect([english?.docs[0]?.alt, french?.docs[0]?.alt]).toEqual([
      'Palm trees on an Accra beach with a fishing boat',
      'Palmiers sur une plage d’Accra et une pirogue',
    ])
  })

  it('should add nothing when it runs again', async () => {
    const counted: [CollectionSlug, object?][] = [
      ['airports'],
      ['places'],
      ['admins'],
      ['posts'],
      ['guides', NOT_LENT],
      ['media', SEED_PICTURES],
    ]
    const before = await Promise.all(counted.map(([collection, where]) => count(collection, where)))
    await seed(payload)
    const after = await Promise.all(counted.map(([collection, where]) => count(collection, where)))
    expect(after).toEqual(before)
  })

  it('should keep the home page blocks as they are when it runs again', async () => {
    const before = await payload.findGlobal({ slug: 'home-page', depth: 0 })
    await seed(payload)
    const after = await payload.findGlobal({ slug: 'home-page', depth: 0 })
    expect(after.heroSlides?.map((slide) => slide.id)).toEqual(before.heroSlides?.map((slide) => slide.id))
  })

  it('should fill the home page with 4 slides, 5 testimonials, 18 airlines, 6 destinations and 3 capitals', async () => {
    const home = await payload.findGlobal({ slug: 'home-page', depth: 0 })
    expect(
      [
        home.heroSlides,
        home.testimonials,
        home.partnerAirlines,
        home.destinationCards,
        home.capitalCards,
      ].map((block) => block?.length),
    ).toEqual([4, 5, 18, 6, 3])
  })

  it('should give every slide, destination and capital card a WebP image with its size', async () => {
    const home = await payload.findGlobal({ slug: 'home-page', depth: 1 })
    const images = [
      ...(home.heroSlides ?? []),
      ...(home.destinationCards ?? []),
      ...(home.capitalCards ?? []),
    ].map((row) => row.image)
    const described = images.filter(
      (image) =>
        typeof image === 'object' &&
        image?.mimeType === 'image/webp' &&
        Number(image.width) > 0 &&
        Number(image.height) > 0,
    )
    expect(described.length).toBe(13)
  })

  it('should write the slides and capitals in French as well as English', async () => {
    const bothLanguages = async () => {
      const [english, french] = await Promise.all(
        (['en', 'fr'] as const).map((locale) =>
          payload.findGlobal({ slug: 'home-page', locale, fallbackLocale: false }),
        ),
      )
      return {
        slides: [english?.heroSlides?.[1]?.title, french?.heroSlides?.[1]?.title],
        capitals: [english?.capitalCards?.[0]?.tagline, french?.capitalCards?.[0]?.tagline],
      }
    }
    // Other files save drafts of this page at the same time (globals, versions-access): read again
    // for a moment rather than fail on a read made while one of those saves was being written.
    await expect.poll(bothLanguages, { timeout: 5000 }).toEqual({
      slides: ['Fly home for less', 'Rentrez au pays pour moins cher'],
      capitals: ['Where Africa meets the Atlantic', 'Là où l’Afrique rencontre l’Atlantique'],
    })
  })

  it('should open a guide from each capital card, Dakar first', async () => {
    const home = await payload.findGlobal({ slug: 'home-page', depth: 1 })
    const slugs = (home.capitalCards ?? []).map((card) => typeof card.guide === 'object' && card.guide?.slug)
    expect(slugs).toEqual(['dakar', 'accra', 'abidjan'])
  })

  it('should give destination cards seeded before images existed their image, keeping their text', async () => {
    const before = await payload.findGlobal({ slug: 'home-page', depth: 0, locale: 'fr' })
    await payload.updateGlobal({
      slug: 'home-page',
      data: { destinationCards: before.destinationCards?.map((card) => ({ ...card, image: null })) },
    })
    await seed(payload)
    const after = await payload.findGlobal({ slug: 'home-page', depth: 0, locale: 'fr' })
    expect(after.destinationCards?.map((card) => [card.name, card.image])).toEqual(
      before.destinationCards?.map((card) => [card.name, card.image]),
    )
  })

  it('should describe each seed image in both languages', async () => {
    const { docs } = await payload.find({
      collection: 'media',
      where: SEED_PICTURES,
      locale: 'fr',
      fallbackLocale: false,
      limit: 200,
    })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.filter((image) => !image.alt).length).toBe(0)
  })
})
