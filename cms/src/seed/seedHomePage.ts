import { CAPITAL_CARD_GUIDES, DESTINATIONS, type TDestinationSlug } from '@nexovia/content-schema'
import {
  capitalCards,
  destinationCardImages,
  heroSlides,
  partnerAirlines,
  testimonials,
} from './data/home-page'
import type { SeedImageKey } from './data/seed-images'
import { inLocale, withRowIds } from './localized'
import type { SeedArgs } from './types'

type Row = Record<string, unknown> & { id?: string }
type Blocks = Record<
  'heroSlides' | 'testimonials' | 'partnerAirlines' | 'destinationCards' | 'capitalCards',
  Row[]
>

/**
 * The home page's blocks, each written only while it is still empty, so that a re-run (or an
 * older database that has only some of them) gets what it lacks and editors' work is kept.
 * Destination cards seeded before images existed get their image.
 */
export async function seedHomePage(args: SeedArgs, images: Record<SeedImageKey, number>): Promise<void> {
  const { payload, req } = args
  const current = (await payload.findGlobal({ slug: 'home-page', depth: 0, req })) as unknown as Blocks
  const { docs: guides } = await payload.find({
    collection: 'guides',
    where: { slug: { in: [...CAPITAL_CARD_GUIDES] } },
    depth: 0,
    limit: CAPITAL_CARD_GUIDES.length,
    req,
  })
  const seedData = {
    heroSlides: heroSlides.map((slide) => ({ ...slide, image: images[slide.image] })),
    testimonials,
    partnerAirlines,
    // A card shows a "from" price: destinations without one (Dakar, Lagos) have their guide, no card.
    destinationCards: DESTINATIONS.flatMap((destination) => {
      const image = destinationCardImages[destination.slug]
      return destination.priceFrom === null || !image
        ? []
        : [
            {
              slug: destination.slug,
              name: destination.name,
              description: destination.description,
              priceFrom: destination.priceFrom,
              currency: destination.currency,
              image: images[image],
            },
          ]
    }),
    // Runs after the guides are seeded: each card opens its guide, in CAPITAL_CARD_GUIDES' order.
    capitalCards: CAPITAL_CARD_GUIDES.flatMap((slug) => {
      const guide = guides.find((candidate) => candidate.slug === slug)
      const card = capitalCards[slug]
      return guide ? [{ ...card, guide: guide.id, image: images[card.image] }] : []
    }),
  }
  const missing = (Object.keys(seedData) as (keyof Blocks)[]).filter((block) => !current[block]?.length)
  const cardsWithoutImage = (current.destinationCards ?? []).filter((card) => !card.image)
  if (missing.length === 0 && cardsWithoutImage.length === 0) return

  const english: Partial<Blocks> = {}
  const french: Partial<Blocks> = {}
  for (const block of missing) {
    english[block] = inLocale(seedData[block], 'en') as Row[]
    french[block] = inLocale(seedData[block], 'fr') as Row[]
  }
  const imageOf = (key: keyof typeof images | undefined) => (key ? images[key] : null)
  if (!missing.includes('destinationCards') && cardsWithoutImage.length > 0) {
    // Only the image is added: the cards' text stays as editors left it, in both languages.
    english.destinationCards = current.destinationCards.map((card) => ({
      ...card,
      image: card.image ?? imageOf(destinationCardImages[card.slug as TDestinationSlug]),
    }))
  }

  const saved = await payload.updateGlobal({
    slug: 'home-page',
    locale: 'en',
    data: { ...english, _status: 'published' } as never,
    req,
  })
  if (Object.keys(french).length > 0) {
    await payload.updateGlobal({
      slug: 'home-page',
      locale: 'fr',
      data: { ...withRowIds(french, saved), _status: 'published' } as never,
      req,
    })
  }
  payload.logger.info(
    `Seeded home-page: ${[...missing, ...(cardsWithoutImage.length ? ['images'] : [])].join(', ')}`,
  )
}
