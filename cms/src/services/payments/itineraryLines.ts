import {
  COLLECTION_SLUGS,
  type Locale,
  legLines,
  type TFareFacts,
  type TFlightSegment,
  translate,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'

/** What a booking keeps of the flights it sold (bookings.itinerary). */
export type StoredItinerary = {
  segments: TFlightSegment[]
  return_segments: TFlightSegment[]
  fare?: TFareFacts
}

/**
 * A flight booking's itinerary in the traveller's language, one line each: the legs each way with
 * their airport local times and zones, the passengers by name, the baggage. The mail and the success
 * page show the same lines.
 */
export function itineraryLines(
  itinerary: StoredItinerary | null | undefined,
  passengerNames: readonly string[],
  locale: Locale,
): string[] {
  if (!itinerary?.segments?.length) return []
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(locale, key, params)
  const fare = itinerary.fare
  return [
    t('itinerary.outbound'),
    ...legLines(itinerary.segments, locale),
    ...(itinerary.return_segments.length
      ? [t('itinerary.return'), ...legLines(itinerary.return_segments, locale)]
      : []),
    ...(passengerNames.length ? [t('itinerary.passengers', { names: passengerNames.join(', ') })] : []),
    ...(fare
      ? [
          t('itinerary.baggage', {
            cabin: String(fare.cabin_bags),
            checked: String(fare.checked_bags),
            kg: String(fare.checked_bag_kg),
          }),
        ]
      : []),
  ]
}

/** "Abena Mensah": the booked passengers' names for their own itinerary, nothing of their passports. */
export async function passengerNames(payload: Payload, bookingId: number): Promise<string[]> {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookingTravellers,
    where: { booking: { equals: bookingId } },
    limit: 1,
    depth: 0,
  })
  return (docs[0]?.travellers ?? []).map((traveller) => `${traveller.givenNames} ${traveller.surname}`)
}
