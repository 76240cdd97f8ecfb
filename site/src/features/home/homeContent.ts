import {
  COLLECTION_SLUGS,
  type Locale,
  populated,
  type TCurrency,
  type TDestinationSlug,
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
/** A card that opens a published guide (its slug), named as the guide is in this language. */
export type CapitalCard = {
  slug: TDestinationSlug
  name: string
  tagline: string | null
  description: string | null
  image: Media | null
}

export type HomeContent = {
  heroSlides: HeroSlide[]
  testimonials: Testimonial[]
  partnerAirlines: PartnerAirline[]
  destinationCards: DestinationCard[]
  capitalCards: CapitalCard[]
}

const CAPITAL_GUIDE_FIELDS = ['slug', 'name', 'subtitle'] as const

const ZAirportOptions = z.object({
  docs: z.array(ZAirportData.pick({ code: true, city: true, name: true, country: true, countryCode: true })),
})

/** The airport fields the search panel matches on. */
export type AirportOption = z.output<typeof ZAirportOptions>['docs'][number]

/** The published home page in one language, (a missing French text falls back to English rather than breaking the page). */
export async function getHomeContent(locale: Locale): Promise<HomeContent> {
  // A capital card needs only its guide's slug, name and subtitle, not the whole guide.
  const body = await getJson(
    `/api/globals/home-page?locale=${locale}&depth=1&${CAPITAL_GUIDE_FIELDS.map((field) => `populate[guides][${field}]=true`).join('&')}`,
  )
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
    capitalCards: home.capitalCards.flatMap((card) => {
      // A guide the visitor may not read (a draft) comes as a bare id; one unnamed in this language
      // has no page in it: either way the card would lead nowhere, so it is left out.
      const guide = populated(card.guide)
      if (!guide?.name) return []
      return [
        {
          slug: guide.slug,
          name: guide.name,
          tagline: card.tagline || null,
          description: card.description || guide.subtitle || null,
          image: toMedia(card.image),
        },
      ]
    }),
  }
}

/** The airports of the search suggestions (42 today) in the page's language, read once per page render. */
export async function listAirports(locale: Locale): Promise<AirportOption[]> {
  const body = await getJson(`/api/${COLLECTION_SLUGS.airports}?limit=200&depth=0&sort=id`)
  return parseAnswer(ZAirportOptions, body, 'airports').docs.map((airport) =>
    localizedAirport(airport, locale),
  )
}
