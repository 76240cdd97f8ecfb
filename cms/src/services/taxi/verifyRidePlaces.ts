import { greatCircleKm, type TGeoPoint } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Geocoder } from '../places/geocoder'
import { searchLocalPlaces } from '../places/localPlaces'

/** How far the coordinates sent may lie from where the server itself finds the address. */
export const PLACE_TOLERANCE_KM = 1
const CANDIDATES = 5

/**
 * True when the server's own lookups (the local places, then the geocoder, as the taxi form's
 * suggestions and 'use this address' do) place the address within a kilometre of the coordinates
 * sent. The price is computed from coordinates: a browser may not name JFK and send a point 150 m
 * from the pick-up to pay for 0.2 km.
 */
export async function isPlaceConfirmed(
  payload: Payload,
  geocoder: Geocoder | undefined,
  point: TGeoPoint,
): Promise<boolean> {
  if (await isPlaceConfirmedLocally(payload, point)) return true
  if (!geocoder) return false
  const remote = await geocoder.forward(point.address, CANDIDATES).catch(() => [])
  return remote.some((place) => isNear(point, place.center))
}

const isNear = (point: TGeoPoint, center: [number, number]) =>
  greatCircleKm({ lat: point.lat, lng: point.lng }, { lat: center[1], lng: center[0] }) <= PLACE_TOLERANCE_KM

/** True when the local places alone confirm the point (no provider asked). */
async function isPlaceConfirmedLocally(payload: Payload, point: TGeoPoint): Promise<boolean> {
  const local = await searchLocalPlaces(payload, point.address, CANDIDATES)
  return local.some((place) => isNear(point, place.center))
}

/** True when confirming the ride's places will ask the geocoder: one is configured and a place is not local. */
export async function willAskGeocoder(
  payload: Payload,
  geocoder: Geocoder | undefined,
  ride: { origin: TGeoPoint; destination: TGeoPoint },
): Promise<boolean> {
  if (!geocoder) return false
  const local = await Promise.all(
    [ride.origin, ride.destination].map((point) => isPlaceConfirmedLocally(payload, point)),
  )
  return local.includes(false)
}

/** The field whose place the server cannot confirm (origin first), or null when both agree. */
export async function unconfirmedPlace(
  payload: Payload,
  geocoder: Geocoder | undefined,
  ride: { origin: TGeoPoint; destination: TGeoPoint },
): Promise<'origin' | 'destination' | null> {
  const [origin, destination] = await Promise.all([
    isPlaceConfirmed(payload, geocoder, ride.origin),
    isPlaceConfirmed(payload, geocoder, ride.destination),
  ])
  if (!origin) return 'origin'
  return destination ? null : 'destination'
}
