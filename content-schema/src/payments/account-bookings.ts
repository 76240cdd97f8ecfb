import { z } from 'zod'
import { ZLocale } from '../core/locale-schema.ts'
import { ZTravellerTickets } from '../flights/index.ts'
import { ZBooking, ZRefundForTraveller, ZRideForTraveller } from './booking.ts'

/** One of the traveller's paid bookings on the account page. */
export const ZAccountBooking = ZBooking.pick({
  id: true,
  reference: true,
  // What was bought (flight, stay, ride, package): the trip kept on the device names it (issue 44).
  type: true,
  destination: true,
  status: true,
  departureDate: true,
  amount: true,
  currency: true,
}).extend({
  // What was booked ("Boston → Abidjan, round trip, 2 travellers"), and a flight's legs in the
  // airports' local times with their zones, in the language asked (no passenger data).
  itemName: z.string().nullish(),
  itinerary: z.array(z.string()).default([]),
  // A taxi booking: its ride's status and, once assigned, the driver (absent for other bookings).
  ride: ZRideForTraveller.nullish(),
  refund: ZRefundForTraveller.nullish(),
  // A paid flight's tickets, as manage-booking shows them (absent for other bookings).
  tickets: ZTravellerTickets.nullish(),
  // A stay booked with a supplier (Duffel Stays): the hotel's confirmation number.
  supplier_confirmation: z.string().nullish(),
})
export type TAccountBooking = z.output<typeof ZAccountBooking>

/** GET /api/account/bookings?locale=fr: the itinerary lines in that language (English by default). */
export const ZAccountBookingsQuery = z.object({ locale: ZLocale.catch('en') })

/** GET /api/account/bookings. */
export const ZAccountBookings = z.object({ docs: z.array(ZAccountBooking) })
