import { z } from 'zod'
import { ZCurrency, ZDestinationSlug } from '../core/enum-schemas.ts'
import { arrayRowId, globalBase, listOf, relation, ZDocId, ZMinorAmount } from '../core/primitives.ts'
import { mediaField } from './media.ts'

export const ZHeroSlide = z.object({
  ...arrayRowId,
  image: mediaField(),
  title: z.string(),
  subtitle: z.string(),
  /** Where Book Now leads: a page of this site chosen by the editor (content/site-path.ts). */
  link: z.string().nullish(),
})
export type THeroSlide = z.infer<typeof ZHeroSlide>

export const ZTestimonial = z.object({
  ...arrayRowId,
  name: z.string(),
  location: z.string().nullish(),
  quote: z.string(),
  rating: z.number().min(1).max(5),
})
export type TTestimonial = z.infer<typeof ZTestimonial>

export const ZPartnerAirline = z.object({
  ...arrayRowId,
  name: z.string(),
  code: z.string().length(2),
  logo: mediaField(),
})
export type TPartnerAirline = z.infer<typeof ZPartnerAirline>

export const ZDestinationCard = z.object({
  ...arrayRowId,
  slug: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  image: mediaField(),
  priceFrom: ZMinorAmount,
  currency: ZCurrency,
})
export type TDestinationCard = z.infer<typeof ZDestinationCard>

/** The guide a capital card opens: only what the card shows (name may be empty in one language). */
export const ZCapitalCardGuide = z.object({
  id: ZDocId,
  slug: ZDestinationSlug,
  name: z.string().nullish(),
  subtitle: z.string().nullish(),
})

/** A home card that opens a guide; its name is the guide's, the rest optional overrides. */
export const ZCapitalCard = z.object({
  ...arrayRowId,
  guide: relation(ZCapitalCardGuide).nullish(),
  tagline: z.string().nullish(),
  description: z.string().nullish(),
  image: mediaField(),
})
export type TCapitalCard = z.infer<typeof ZCapitalCard>

/** The home-page global in one locale. */
export const ZHomePage = z.object({
  ...globalBase,
  heroSlides: listOf(ZHeroSlide),
  testimonials: listOf(ZTestimonial),
  partnerAirlines: listOf(ZPartnerAirline),
  destinationCards: listOf(ZDestinationCard),
  capitalCards: listOf(ZCapitalCard),
})
export type THomePage = z.infer<typeof ZHomePage>
