import { z } from 'zod'
import { mediaField } from '../content/index.ts'
import { ZCurrency } from '../core/enum-schemas.ts'
import { documentBase, listOf, ZLatitude, ZLongitude, ZMinorAmount } from '../core/primitives.ts'

/** A hotel of the stored inventory, in one locale. */
export const ZHotel = z.object({
  ...documentBase,
  name: z.string(),
  city: z.string(),
  address: z.string(),
  stars: z.number().int().min(1).max(5),
  description: z.string().nullish(),
  /** The lowest room type's base rate ("from"); rooms and rates are per room type (room-types.ts). */
  pricePerNight: ZMinorAmount.nullish(),
  currency: ZCurrency,
  amenities: listOf(z.string()),
  rating: z.number().min(0).max(5).nullish(),
  reviewCount: z.number().int().min(0).nullish(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  lat: ZLatitude,
  lng: ZLongitude,
  image: mediaField(),
})
export type THotel = z.infer<typeof ZHotel>
