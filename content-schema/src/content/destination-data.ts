import type { Locale, TCurrency, TDestinationSlug } from '../core/plain.ts'

/** Where a guide sits on the destinations page (grouped, the corridor's two ends first). */
export const DESTINATION_REGIONS = [
  'west-africa',
  'north-america',
  'europe',
  'rest-of-africa',
  'latin-america',
] as const
export type TDestinationRegion = (typeof DESTINATION_REGIONS)[number]

export type TDestinationData = {
  readonly slug: TDestinationSlug
  readonly region: TDestinationRegion
  readonly name: Readonly<Record<Locale, string>>
  /** The home-page card text. */
  readonly description: Readonly<Record<Locale, string>>
  /** The "from" price in minor units of `currency`; null while none is set (no home card then). */
  readonly priceFrom: number | null
  readonly currency: TCurrency
  readonly practicalInfo: { readonly currency: string; readonly timezone: string }
}
