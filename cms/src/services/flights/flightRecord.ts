import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { Payload, PayloadRequest } from 'payload'
import type { BookingDraft } from '../payments/checkout/bookingDraft'
import type { StoredItinerary } from './storedItinerary'

/**
 * Stores a flight's pending booking and the flight as sold beside it (booking-flights), in the
 * booking's transaction (openCheckout begins one).
 */
export async function storeFlightBooking<T>(
  req: PayloadRequest,
  draft: BookingDraft,
  store: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const booking = await store(req)
  if (draft.flight) {
    await req.payload.create({
      collection: COLLECTION_SLUGS.bookingFlights,
      data: { booking: (booking as { id: number }).id, ...draft.flight },
      req,
      depth: 0,
    })
  }
  return booking
}

/** What a booking's flight keeps (booking-flights), as its readers want it. */
export type FlightRecord = { offerId: string | null; itinerary: StoredItinerary; passengers: number }

/** The flights sold with these bookings, by booking id (a booking without one has none). */
export async function flightRecordsOf(
  payload: Payload,
  bookingIds: number[],
): Promise<Map<number, FlightRecord>> {
  if (bookingIds.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookingFlights,
    where: { booking: { in: bookingIds } },
    limit: bookingIds.length,
    depth: 0,
    pagination: false,
  })
  return new Map(
    docs.map((doc) => [
      typeof doc.booking === 'number' ? doc.booking : doc.booking.id,
      {
        offerId: doc.offerId ?? null,
        itinerary: doc.itinerary as StoredItinerary,
        passengers: doc.passengers,
      },
    ]),
  )
}

/** The flight sold with a booking, or null. */
export const flightRecordOf = async (payload: Payload, bookingId: number): Promise<FlightRecord | null> =>
  (await flightRecordsOf(payload, [bookingId])).get(bookingId) ?? null
