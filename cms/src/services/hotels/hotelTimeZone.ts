import { AIRPORTS } from '@nexovia/content-schema'
import { airportTimeZone } from '../flights/offline/timeZones'
import { timeZoneAt } from '../taxi/zones'

/** The clock a hotel keeps: its city airport's zone, else the zone of its longitude (West Africa or the US north-east). */
export function hotelTimeZone(hotel: { city: string; lat: number; lng: number }): string {
  const airport = AIRPORTS.find((candidate) => candidate.city === hotel.city)
  return (
    (airport && airportTimeZone(airport.code)) ??
    timeZoneAt(hotel.lat > 20 ? 'us-northeast' : 'west-africa', hotel.lng)
  )
}
