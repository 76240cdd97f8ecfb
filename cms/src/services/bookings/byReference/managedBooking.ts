import { cancellationTerms, type Locale, paidWithOf, type TManagedBooking } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking } from '../../../payload-types'
import { flightRecordOf } from '../../flights/flightRecord'
import { itineraryLines, passengersOf } from '../../flights/itineraryLines'
import { isAirlineCancellable } from '../../flights/orders/airlineCancel'
import { travellerTickets } from '../../flights/travellerTickets'
import { consentOf } from '../../messages/messageConsent'
import { supplierConfirmationOf } from '../../payments/bookingKinds'
import { freeCancellationUntil } from '../../payments/refunds/cancelByTraveller'
import { ridesOfBookings } from '../../taxi/rideStore'

/** A flight's itinerary lines with its passengers' names: whoever holds the reference and the address booked it. */
async function flightItinerary(payload: Payload, booking: Booking, locale: Locale): Promise<string[]> {
  const flight = booking.type === 'flight' ? await flightRecordOf(payload, booking.id) : null
  if (!flight) return []
  const { names } = await passengersOf(payload, booking.id)
  return itineraryLines(flight.itinerary, names, locale)
}

/** A booking as its traveller manages it (manage-booking page), worded in `locale`. */
export async function managedBooking(
  payload: Payload,
  booking: Booking,
  locale: Locale,
): Promise<TManagedBooking> {
  const ride =
    booking.type === 'taxi' ? ((await ridesOfBookings(payload, [booking.id])).get(booking.id) ?? null) : null
  return {
    reference: booking.reference ?? '',
    type: booking.type,
    status: booking.status,
    destination: booking.destination,
    itemName: booking.itemName ?? booking.destination,
    itemDetails: booking.itemDetails ?? '',
    departureDate: booking.departureDate ?? null,
    returnDate: booking.returnDate ?? null,
    amount: booking.amount,
    currency: booking.currency,
    paidAt: booking.paidAt ?? null,
    supplier_confirmation: await supplierConfirmationOf(payload, booking),
    itinerary: await flightItinerary(payload, booking, locale),
    tickets: await travellerTickets(payload, booking, locale),
    ride,
    paid_with: paidWithOf(booking),
    refund:
      booking.status === 'refunded'
        ? { amount: booking.refundedAmount ?? booking.amount, currency: booking.currency }
        : null,
    cancellation: cancellationTerms(
      booking.status,
      await freeCancellationUntil(payload, booking.id, booking.type),
      new Date(),
    ),
    messages: consentOf(booking),
    ...(booking.type === 'flight' && booking.status === 'confirmed'
      ? { airline_cancel: await isAirlineCancellable(payload, booking.id) }
      : {}),
  }
}

/** The booking again as it now stands (after a cancel), managed. */
export async function managedAfresh(
  payload: Payload,
  bookingId: number,
  locale: Locale,
): Promise<TManagedBooking> {
  const updated = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0 })
  return managedBooking(payload, updated, locale)
}
