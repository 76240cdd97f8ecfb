import { z } from 'zod'
import { documentBase, ZAirportCode, ZCountryCode, ZLatitude, ZLongitude } from '../core/primitives.ts'

/** An airport's own fields: the static list and the airports collection share them. */
export const ZAirportData = z.object({
  code: ZAirportCode,
  city: z.string().min(1),
  name: z.string().min(1),
  country: z.string().min(1),
  countryCode: ZCountryCode,
  lat: ZLatitude,
  lng: ZLongitude,
})
export type TAirportData = z.infer<typeof ZAirportData>

export const ZAirport = ZAirportData.extend(documentBase)
export type TAirport = z.infer<typeof ZAirport>
