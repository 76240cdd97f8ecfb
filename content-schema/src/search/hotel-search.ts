import type { z } from 'zod'
import { HOTEL_LIMITS, ROOMS_DEFAULT } from '../constants/search.ts'
import { dateField, intWithDefault, msg, payload, requiredText } from '../primitives.ts'

/** A hotel search: a place and two dates; guests and rooms default when missing or non-numeric. */
export const ZHotelSearchQuery = payload({
  location: requiredText(100, 'validation.locationRequired'),
  checkIn: dateField(),
  checkOut: dateField(),
  adults: intWithDefault(1, HOTEL_LIMITS.adults, 'validation.adultsRange'),
  children: intWithDefault(0, HOTEL_LIMITS.children, 'validation.childrenRange'),
  rooms: intWithDefault(ROOMS_DEFAULT, HOTEL_LIMITS.rooms, 'validation.roomsRange'),
}).refine((query) => query.checkOut > query.checkIn, {
  path: ['checkOut'],
  ...msg('validation.checkOutBeforeCheckIn'),
})
export type THotelSearchQuery = z.infer<typeof ZHotelSearchQuery>
