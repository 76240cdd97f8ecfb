import { COLLECTION_SLUGS, type Locale, type TCurrency, ZHomePage } from '@nexovia/content-schema'
import { CmsUnavailableError, getJson, type Media, toMedia } from '../../lib/cms'

/** Cache tag the cms purges when an editor publishes the home page. */
export const HOME_CACHE_TAG = 'home'
export const AIRPORTS_CACHE_TAG = 'airports'

export type HeroSlide = { title: string; subtitle: string; image: Media | null }
export type Testimonial = { name: string; location: string | null; quote: string; rating: number }
export type PartnerAirline = { name: string; code: string; logo: Media | null }
export type DestinationCard = {
  slug: string
  name: string
  description: string | null
  image: Media | null
  priceFrom: number
  currency: TCurrency
}
export type CapitalCard = {
  slug: string
  name: string
  tagline: string | null
  description: string | null
  listingsCount: number | null
  image: Media | null
}

export type HomeContent = {
  heroSlides: HeroSlide[]
  testimonials: Testimonial[]
  partnerAirlines: PartnerAirline[]
  destinationCards: DestinationCard[]
  capitalCards: CapitalCard[]
}

/** The airport fields the search panel matches on. */
export type AirportOption = { code: string; city: string; name: string; country: string }

/** The published home page in one language, (a missing French text falls back to English rather than breaking the page). */
export async function getHomeContent(locale: Locale): Promise<HomeContent> {
  const body = await getJson(`/api/globals/home-page?locale=${locale}&depth=1`)
  const parsed = ZHomePage.safeParse(body)
  if (!parsed.success) throw new CmsUnavailableError('cms home page has an unexpected shape')
  const home = parsed.data
  return {
    heroSlides: home.heroSlides.map((slide) => ({
      title: slide.title,
      subtitle: slide.subtitle,
      image: toMedia(slide.image),
    })),
    testimonials: home.testimonials.map((item) => ({
      name: item.name,
      location: item.location ?? null,
      quote: item.quote,
      rating: item.rating,
    })),
    partnerAirlines: home.partnerAirlines.map((airline) => ({
      name: airline.name,
      code: airline.code,
      logo: toMedia(airline.logo),
    })),
    destinationCards: home.destinationCards.map((card) => ({
      slug: card.slug,
      name: card.name,
      description: card.description ?? null,
      image: toMedia(card.image),
      priceFrom: card.priceFrom,
      currency: card.currency,
    })),
    capitalCards: home.capitalCards.map((card) => ({
      slug: card.slug,
      name: card.name,
      tagline: card.tagline ?? null,
      description: card.description ?? null,
      listingsCount: card.listingsCount ?? null,
      image: toMedia(card.image),
    })),
  }
}

/** The airports of the search suggestions (42 today), read once per page render. */
export async function listAirports(): Promise<AirportOption[]> {
  const body = await getJson(`/api/${COLLECTION_SLUGS.airports}?limit=200&depth=0&sort=id`)
  const docs = (body as { docs?: unknown }).docs
  if (!Array.isArray(docs)) throw new CmsUnavailableError('cms airports response has no docs array')
  return docs.map((doc: Record<string, unknown>) => ({
    code: String(doc.code),
    city: String(doc.city),
    name: String(doc.name),
    country: String(doc.country),
  }))
}
