/**
 * Issue 34, content for the places we sell: the corridor's four articles arrive by a migration,
 * published in English and French with their blocks, and each destination airport of the flight
 * search either has a published guide or is on the list of guides still to write.
 */
import {
  AIRPORTS,
  blocksOf,
  DESTINATION_SLUGS,
  destinationSearch,
  GUIDE_OF_AIRPORT,
  type Locale,
  type TRichText,
} from '@nexovia/content-schema'
import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { down, up } from '../../cms/src/migrations/20261127_073500_corridor_articles.ts'
import { testPayload } from '../fixtures/payload.ts'
import { LENT_GUIDE_SLUG } from '../fixtures/samples.ts'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const SLUGS = [
  'ghana-visa-from-the-us',
  'harmattan-what-to-pack-and-when',
  'yellow-fever-certificate-west-africa',
  'paying-in-west-africa',
]

/** The published article as a visitor reads it in one language, no fallback. */
async function articleIn(slug: string, locale: Locale) {
  const { docs } = await payload.find({
    collection: 'posts',
    locale,
    fallbackLocale: false,
    overrideAccess: false,
    where: { slug: { equals: slug } },
  })
  return docs[0]
}

const blockTypesOf = (body: unknown) =>
  (['tipBox', 'faq', 'callToBook'] as const).map((type) => blocksOf(body as TRichText, type).length > 0)

describe('the corridor articles', () => {
  it.each(SLUGS)('should publish %s in English and in French, each with its own title', async (slug) => {
    const [english, french] = await Promise.all([articleIn(slug, 'en'), articleIn(slug, 'fr')])
    expect(english?.title).toBeTruthy()
    expect(french?.title).toBeTruthy()
    expect(french?.title).not.toBe(english?.title)
  })

  it.each(SLUGS)('should give %s a warning, a FAQ and a call to book in both languages', async (slug) => {
    const [english, french] = await Promise.all([articleIn(slug, 'en'), articleIn(slug, 'fr')])
    expect([blockTypesOf(english?.body), blockTypesOf(french?.body)]).toEqual([
      [true, true, true],
      [true, true, true],
    ])
  })

  it.each(SLUGS)('should give %s a picture, as the site lists only posts with one', async (slug) => {
    const english = await articleIn(slug, 'en')
    expect([typeof english?.image, typeof english?.heroImage]).toEqual(['object', 'object'])
  })

  it('should space French punctuation with non-breaking spaces', async () => {
    const french = await articleIn('harmattan-what-to-pack-and-when', 'fr')
    expect(french?.title).toBe('Harmattan\u00a0: quoi emporter, et quand')
  })

  it('should remove the articles going down and publish them again going up, once', async () => {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    const count = async () =>
      (await payload.count({ collection: 'posts', where: { slug: { in: SLUGS } }, req })).totalDocs
    try {
      await down({ payload, req, db: payload.db.drizzle } as never)
      const afterDown = await count()
      await up({ payload, req, db: payload.db.drizzle } as never)
      await up({ payload, req, db: payload.db.drizzle } as never)
      expect([afterDown, await count()]).toEqual([0, 4])
    } finally {
      // Rolled back: the other files keep the articles the migration published.
      await killTransaction(req)
    }
  })
})

describe('guides for the airports the flight search sells', () => {
  it('should have a published guide for every airport the flight search sells', async () => {
    // access-matrix borrows one guide while this runs (samples.ts): it counts as published here.
    const { docs } = await payload.find({ collection: 'guides', overrideAccess: false, limit: 100, depth: 0 })
    const published = new Set<string>([...docs.map((guide) => guide.slug), LENT_GUIDE_SLUG])
    const covered = new Set(docs.map((guide) => destinationSearch(guide.slug)?.airportCode))
    // A guide also covers the other airports it serves (Newark for New York, BWI for Washington).
    const missing = AIRPORTS.filter(
      (airport) => !covered.has(airport.code) && !published.has(GUIDE_OF_AIRPORT[airport.code] ?? ''),
    ).map((airport) => airport.code)
    expect({ guides: published.size, missing }).toEqual({ guides: DESTINATION_SLUGS.length, missing: [] })
  })
})
