import { z } from 'zod'
import { ZLandmarkCategory, ZPlaceType, ZZone } from '../core/enum-schemas.ts'
import { documentBase, ZAirportCode, ZLatitude, ZLongitude } from '../core/primitives.ts'

/** A place the taxi form can suggest: an airport, a hotel or a landmark. */
export const ZPlaceData = z.object({
  name: z.string().min(1),
  city: z.string().min(1),
  address: z.string().min(1),
  type: ZPlaceType,
  category: ZLandmarkCategory.nullish(),
  zone: ZZone,
  lat: ZLatitude,
  lng: ZLongitude,
  code: ZAirportCode.nullish(),
})
export type TPlaceData = z.infer<typeof ZPlaceData>

export const ZPlace = ZPlaceData.extend(documentBase)
export type TPlace = z.infer<typeof ZPlace>
