import {
  COLLECTION_SLUGS,
  cityOf,
  journeysOf,
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
  /** Every leg of a multi-city trip (the first is `segments`). */
  legs?: TFlightSegment[][]
  fare?: TFareFacts
}

/** The journeys under their titles: "Outbound"/"Return", or "Flight 2 of 3: Abidjan → New York" for multi-city. */
function journeyLines(itinerary: StoredItinerary, locale: Locale): string[] {
  const journeys = journeysOf(itinerary)
  if (!itinerary.legs?.length) {
    return journeys.flatMap((journey, index) => [
      translate(locale, index === 0 ? 'itinerary.outbound' : 'itinerary.return'),
      ...legLines(journey, locale),
    ])
  }
  return journeys.flatMap((journey, index) => [
    translate(locale, 'itinerary.tripLeg', {
      number: String(index + 1),
      count: String(journeys.length),
      from: cityOf(journey[0]!.from, locale),
      to: cityOf(journey.at(-1)!.to, locale),
    }),
    ...legLines(journey, locale),
  ])
}

/**
 * A flight booking's itinerary in the traveller's language, one line each: the legs each way (or each
 * leg of a multi-city trip) with
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
    ...journeyLines(itinerary, locale),
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

/** The booked passengers' names and nationalities, nothing of their passports (booking-travellers is staff-only). */
async function bookedTravellers(payload: Payload, bookingId: number) {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookingTravellers,
    where: { booking: { equals: bookingId } },
    limit: 1,
    depth: 0,
  })
  return docs[0]?.travellers ?? []
}

/** The passengers' names and nationalities (ISO codes, once each), read once: for the itinerary and the entry requirements. */
export async function passengersOf(
  payload: Payload,
  bookingId: number,
): Promise<{ names: string[]; nationalities: string[] }> {
  const travellers = await bookedTravellers(payload, bookingId)
  return {
    names: travellers.map((traveller) => `${traveller.givenNames} ${traveller.surname}`),
    nationalities: [
      ...new Set(travellers.flatMap((traveller) => (traveller.nationality ? [traveller.nationality] : []))),
    ],
  }
}

/** Where a flight itinerary takes the traveller: the outbound's last airport. */
export const itineraryDestination = (itinerary: StoredItinerary | null | undefined): string | null =>
  itinerary?.segments?.at(-1)?.to ?? null
