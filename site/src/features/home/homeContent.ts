import {
  COLLECTION_SLUGS,
  type Locale,
  type TCurrency,
  ZAirportData,
  ZHomePage,
} from '@nexovia/content-schema'
import { localizedAirport } from '@nexovia/content-schema/places/localized-airport'
import { z } from 'zod'
import { getJson, type Media, parseAnswer, toMedia } from '../../lib/cms'

export type HeroSlide = { title: string; subtitle: string; image: Media | null; link: string | null }
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

const ZAirportOptions = z.object({
  docs: z.array(ZAirportData.pick({ code: true, city: true, name: true, country: true, countryCode: true })),
})

/** The airport fields the search panel matches on. */
export type AirportOption = z.output<typeof ZAirportOptions>['docs'][number]

/** The published home page in one language, (a missing French text falls back to English rather than breaking the page). */
export async function getHomeContent(locale: Locale): Promise<HomeContent> {
  const body = await getJson(`/api/globals/home-page?locale=${locale}&depth=1`)
  const home = parseAnswer(ZHomePage, body, 'home page')
  return {
    heroSlides: home.heroSlides.map((slide) => ({
      title: slide.title,
      subtitle: slide.subtitle,
      image: toMedia(slide.image),
      link: slide.link ?? null,
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

/** The airports of the search suggestions (42 today) in the page's language, read once per page render. */
export async function listAirports(locale: Locale): Promise<AirportOption[]> {
  const body = await getJson(`/api/${COLLECTION_SLUGS.airports}?limit=200&depth=0&sort=id`)
  return parseAnswer(ZAirportOptions, body, 'airports').docs.map((airport) =>
    localizedAirport(airport, locale),
  )
}
