import { COLLECTION_SLUGS, type Locale } from '@nexovia/content-schema'
import type { Payload, TypedUser } from 'payload'
import { flightRecordsOf } from '../flights/flightRecord'
import { itineraryLines } from '../flights/itineraryLines'
import { travellerTickets } from '../flights/travellerTickets'
import { supplierConfirmationOf } from '../payments/bookingKinds'
import { ridesOfBookings } from '../taxi/rideStore'

/**
 * GET /api/account/bookings: the traveller's own bookings (read as the traveller, through the access
 * rules), newest departure first, each with what its kind adds: the ride, the flights, the tickets.
 */
export async function travellerBookings(payload: Payload, locale: Locale, traveller: TypedUser) {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookings,
    overrideAccess: false,
    user: traveller,
    // Bookings get their reference when paid: an unpaid, expired or failed checkout is not a trip.
    where: { reference: { exists: true } },
    depth: 0,
    limit: 100,
    sort: '-departureDate',
  })
  const idsOf = (type: string) => docs.flatMap((booking) => (booking.type === type ? [booking.id] : []))
  const rides = await ridesOfBookings(payload, idsOf('taxi'))
  const flights = await flightRecordsOf(payload, idsOf('flight'))
  const tickets = await Promise.all(docs.map((booking) => travellerTickets(payload, booking, locale)))
  const confirmations = await Promise.all(docs.map((booking) => supplierConfirmationOf(payload, booking)))
  return docs.map((booking, index) => ({
    id: booking.id,
    reference: booking.reference,
    destination: booking.destination,
    status: booking.status,
    type: booking.type,
    departureDate: booking.departureDate ?? null,
    // What was paid, in the currency charged (CFA francs or cedis for mobile money).
    amount: booking.amount,
    currency: booking.currency,
    itemName: booking.itemName ?? null,
    supplier_confirmation: confirmations[index],
    itinerary: itineraryLines(flights.get(booking.id)?.itinerary, [], locale),
    // A taxi booking: the ride's own status and, once assigned, who drives.
    ride: rides.get(booking.id) ?? null,
    // A cancelled booking that was paid: what was given back (minor units).
    refund:
      booking.status === 'refunded'
        ? { amount: booking.refundedAmount ?? booking.amount, currency: booking.currency }
        : null,
    tickets: tickets[index],
  }))
}
