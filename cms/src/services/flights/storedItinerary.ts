import type { TFareFacts, TFlightSegment } from '@nexovia/content-schema'

/** What a booking keeps of the flights it sold (booking-flights.itinerary), as the ticketing services read it. */
export type StoredItinerary = {
  segments: TFlightSegment[]
  return_segments: TFlightSegment[]
  /** Every leg of a multi-city trip (the first is `segments`). */
  legs?: TFlightSegment[][]
  fare?: TFareFacts
}
