import { COLLECTION_SLUGS, ITINERARY_ID_MAX } from '@nexovia/content-schema'
import { keptBesideBooking } from '../../fields/bookingRecord'

/**
 * A flight as sold: the stored offer it was bought from, the flights (legs with their airport times,
 * fare facts) and how many passengers. Kept beside its booking (issue 33: each kind's data out of
 * Bookings), written by the flight's own code in the booking's transaction (flights/flightRecord.ts);
 * the itinerary mail, page and ticketing read it after the offer itself has expired. No passenger
 * data here (see booking-travellers).
 */
export const BookingFlights = keptBesideBooking({
  slug: COLLECTION_SLUGS.bookingFlights,
  columns: ['offerId', 'passengers'],
  description: 'Flights as sold: the offer, the itinerary and the passengers count. Server-written.',
  fields: [
    { name: 'offerId', type: 'text', maxLength: ITINERARY_ID_MAX, admin: { readOnly: true } },
    { name: 'itinerary', type: 'json', required: true, admin: { readOnly: true } },
    { name: 'passengers', type: 'number', min: 1, max: 9, required: true, defaultValue: 1 },
  ],
})
