import type { TDestinationSlug } from '../core/plain.ts'

/** Popular destination "from" prices, in USD cents. */
export const DESTINATION_FROM_PRICES = {
  abidjan: 85000,
  boston: 45000,
  'new-york': 52000,
  accra: 78000,
  'san-jose-costa-rica': 64000,
  'paris-france': 72000,
} as const satisfies Partial<Record<TDestinationSlug, number>>

/** The guides of the home's capital cards, in order (seeded once; editors then pick their own). */
export const CAPITAL_CARD_GUIDES = [
  'dakar',
  'accra',
  'abidjan',
] as const satisfies readonly TDestinationSlug[]

/** Marketing figures are editorial text, never computed; labels are dictionary keys. */
export const MARKETING_FIGURES = [
  { key: 'trips', value: '15K+' },
  { key: 'satisfaction', value: '98%' },
  { key: 'responseTime', value: '24h' },
  { key: 'happyClients', value: '500+' },
  { key: 'rating', value: '4.9/5' },
  { key: 'recommendations', value: '98%' },
  { key: 'airlines', value: '200+' },
  { key: 'destinations', value: '50+' },
  { key: 'support', value: '24/7' },
] as const
export type TMarketingFigureKey = (typeof MARKETING_FIGURES)[number]['key']

export const PARTNER_AIRLINE_COUNT = 18
export const TESTIMONIAL_COUNT = 5
export const TESTIMONIAL_RATING = 5
/** The home blog teaser: one featured article and up to four others. */
export const BLOG_TEASER = { featured: 1, others: 4 } as const
export const BRAND_NAME = 'Nexovia'
