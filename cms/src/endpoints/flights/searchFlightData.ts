import { layoversOf, type TFlightDataItem, type TItinerary } from '@nexovia/content-schema'
import type { ParsedBodyOf } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { PayloadRequest } from 'payload'
import { flightEngine } from '../../services/flights/flightEngine'
import { contractEndpoint } from '../contract/contractEndpoint'
import { PRIVATE, SEARCH_BODY_BYTES } from './limits'

const unique = (values: string[]) => [...new Set(values)].join(' / ')

/** An itinerary in the shape of the results page of flow A; the price is the engine's, never random. */
function toFlightData(itinerary: TItinerary): TFlightDataItem {
  const first = itinerary.segments[0]!
  const last = itinerary.segments.at(-1)!
  return {
    itinerary_id: itinerary.itinerary_id,
    flight: itinerary.segments.map((segment) => segment.flight_number).join(' + '),
    airline: itinerary.airlines.join(' / '),
    origin: first.from,
    destination: last.to,
    departure: first.dep,
    arrival: last.arr,
    duration: itinerary.duration_total_min,
    stops: itinerary.stops,
    aircraft: unique(itinerary.segments.map((segment) => segment.aircraft).filter(Boolean)),
    status: 'scheduled',
    price: itinerary.price_total,
    currency: itinerary.currency,
    layovers: layoversOf(itinerary.segments),
    ...(itinerary.fare && { fare: itinerary.fare }),
  }
}

/**
 * POST /api/flights/data/search (flow A, /flight-results): origin, destination and departure_date,
 * one adult in economy, in USD, on the same engine as flow B. A provider failure is success: false.
 */
async function searchFlightData(
  req: PayloadRequest,
  data: ParsedBodyOf<typeof API.searchFlightData>,
): Promise<Response> {
  const { itineraries, provider_status } = await flightEngine(req.payload).search({
    origin: data.origin,
    destination: data.destination,
    departDate: data.departure_date,
    returnDate: undefined,
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'economy',
    currency: 'USD',
    locale: 'en',
    sort: 'price',
  })
  const isOk = provider_status === 'ok'
  const message = !isOk ? 'errors.flightsUnavailable' : itineraries.length ? '' : 'search.noFlights'
  return Response.json(
    { success: isOk, message, data: itineraries.map(toFlightData), provider_status },
    { headers: PRIVATE },
  )
}

export const searchFlightDataEndpoint = contractEndpoint(API.searchFlightData, {
  maxBytes: SEARCH_BODY_BYTES,
  handler: ({ req, body }) => searchFlightData(req, body),
})
