import { localDateTime } from '@nexovia/content-schema'
import { airportTimeZone } from '../flights/offline/timeZones'
import { type ArrivalQuery, type FlightArrival, FlightStatusError, type FlightStatusSource } from './types'

/** A flight as FlightAware AeroAPI v4 answers GET /flights/{ident} (the fields read here). */
type AeroFlight = {
  origin?: { code_iata?: string | null } | null
  destination?: { code_iata?: string | null } | null
  scheduled_in?: string | null
  estimated_in?: string | null
  actual_in?: string | null
  cancelled?: boolean
}

const TIMEOUT_MS = 5000
/** Later than this past the timetable is "delayed". */
const LATE_AFTER_MS = 15 * 60_000

/**
 * FlightAware AeroAPI (https://www.flightaware.com/aeroapi/): GET {base}/flights/{ident} with the
 * x-apikey header, ident_type=designator for an IATA flight number, start/end bounding the day. The
 * gate arrival (…_in) is what a driver waits for. Tests point `baseUrl` at a local double.
 */
export function aeroApiFlightStatus(options: { apiKey: string; baseUrl: string }): FlightStatusSource {
  return {
    async arrival(query: ArrivalQuery): Promise<FlightArrival | null> {
      const timeZone = airportTimeZone(query.airport) ?? 'UTC'
      const day = Date.parse(`${query.date}T00:00:00Z`)
      const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/flights/${query.carrier}${query.number}`)
      url.searchParams.set('ident_type', 'designator')
      // A day either side: the date is the airport's, the API's bounds are UTC.
      url.searchParams.set('start', new Date(day - 86_400_000).toISOString().slice(0, 10))
      url.searchParams.set('end', new Date(day + 2 * 86_400_000).toISOString().slice(0, 10))
      let answer: Response
      try {
        answer = await fetch(url, {
          headers: { 'x-apikey': options.apiKey, accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
      } catch (cause) {
        throw new FlightStatusError(`Flight status unreachable: ${String(cause)}`)
      }
      if (answer.status === 404) return null
      if (!answer.ok) throw new FlightStatusError(`Flight status answered ${answer.status}`)
      const { flights = [] } = (await answer.json()) as { flights?: AeroFlight[] }
      const flight = flights.find(
        (item) =>
          item.destination?.code_iata === query.airport &&
          item.scheduled_in &&
          localDateTime(Date.parse(item.scheduled_in), timeZone).date === query.date,
      )
      if (!flight?.scheduled_in) return null
      const expected = flight.actual_in ?? flight.estimated_in ?? flight.scheduled_in
      const late = Date.parse(expected) - Date.parse(flight.scheduled_in) > LATE_AFTER_MS
      return {
        flightNumber: `${query.carrier} ${query.number}`,
        airport: query.airport,
        origin: flight.origin?.code_iata ?? null,
        scheduledArrival: new Date(flight.scheduled_in).toISOString(),
        expectedArrival: new Date(expected).toISOString(),
        status: flight.cancelled ? 'cancelled' : flight.actual_in ? 'landed' : late ? 'delayed' : 'on_time',
      }
    },
  }
}
