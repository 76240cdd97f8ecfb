import {
  COLLECTION_SLUGS,
  cityOf,
  formatWallDateTime,
  journeysOf,
  type Locale,
  legLines,
  type TFareFacts,
  type TFlightSegment,
  translate,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { MailLeg } from '../mail/mailParts'

/** What a booking keeps of the flights it sold (booking-flights.itinerary). */
export type StoredItinerary = {
  segments: TFlightSegment[]
  return_segments: TFlightSegment[]
  /** Every leg of a multi-city trip (the first is `segments`). */
  legs?: TFlightSegment[][]
  fare?: TFareFacts
}

/** Each journey's title: "Outbound"/"Return", or "Flight 2 of 3: Abidjan → New York" for multi-city. */
function journeyTitle(
  itinerary: StoredItinerary,
  journey: TFlightSegment[],
  index: number,
  count: number,
  locale: Locale,
) {
  if (!itinerary.legs?.length)
    return translate(locale, index === 0 ? 'itinerary.outbound' : 'itinerary.return')
  return translate(locale, 'itinerary.tripLeg', {
    number: String(index + 1),
    count: String(count),
    from: cityOf(journey[0]!.from, locale),
    to: cityOf(journey.at(-1)!.to, locale),
  })
}

/** The journeys under their titles, each flight one line. */
function journeyLines(itinerary: StoredItinerary, locale: Locale): string[] {
  const journeys = journeysOf(itinerary)
  return journeys.flatMap((journey, index) => [
    journeyTitle(itinerary, journey, index, journeys.length, locale),
    ...legLines(journey, locale),
  ])
}

/** The journeys as the mail's flight cards draw them: each flight's places and times on its airports' clocks, zones named. */
export function mailJourneys(
  itinerary: StoredItinerary,
  locale: Locale,
): { title: string; legs: MailLeg[] }[] {
  const journeys = journeysOf(itinerary)
  const place = (code: string) => `${cityOf(code, locale)} (${code})`
  return journeys.map((journey, index) => ({
    title: journeyTitle(itinerary, journey, index, journeys.length, locale),
    legs: journey.map((segment) => ({
      flight: segment.flight_number,
      from: place(segment.from),
      to: place(segment.to),
      departs: formatWallDateTime(segment.dep, cityOf(segment.from, locale), locale),
      arrives: formatWallDateTime(segment.arr, cityOf(segment.to, locale), locale),
    })),
  }))
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
  return [...journeyLines(itinerary, locale), ...travellerLines(itinerary, passengerNames, locale)]
}

/** The passengers by name and the baggage the fare includes. */
export function travellerLines(
  itinerary: StoredItinerary,
  passengerNames: readonly string[],
  locale: Locale,
): string[] {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(locale, key, params)
  const fare = itinerary.fare
  return [
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
