import {
  convertMinor,
  serviceTypeForZone,
  type TCurrency,
  type TFeeBreakdown,
  type TTaxiServiceType,
  type TZone,
} from '@nexovia/content-schema'
import { greatCircleKm } from './geo'
import { isNightAt } from './localClock'
import {
  AIRPORT_RADIUS_KM,
  DETOUR_FACTOR,
  MAX_ROAD_KM,
  MIN_DURATION_MIN,
  ROUNDING_STEP,
  TARIFFS,
  ZONE_SPEED_KMH,
} from './tariffs'
import { localCurrencyAt, timeZoneAt, zoneOf } from './zones'

type Point = { lat: number; lng: number }

export type RideToPrice = {
  origin: Point
  destination: Point
  /** The pick-up instant. */
  at: Date
  serviceType: TTaxiServiceType
  childSeat: boolean
  vipService: boolean
  extraStop: boolean
  /** Another currency than the pick-up country's, converted at the reference rates. */
  currency?: TCurrency
}

export type PricedRide = {
  zone: TZone
  serviceType: TTaxiServiceType
  distanceKm: number
  durationMin: number
  currency: TCurrency
  price: number
  breakdown: TFeeBreakdown
  isNight: boolean
  timeZone: string
}

export type PricingRefusal =
  | 'taxiErrors.outsideZones'
  | 'taxiErrors.zonesDiffer'
  | 'taxiErrors.tooFar'
  | 'taxiErrors.serviceUnavailable'

export type PriceResult =
  | { ride: PricedRide; refusal?: undefined }
  | { ride?: undefined; refusal: PricingRefusal }

const roundTo = (minor: number, step: number) => Math.round(minor / step) * step

/** Road distance (one decimal) and duration (whole minutes) from the straight line between two points. */
export function estimateRoute(
  origin: Point,
  destination: Point,
  zone: TZone,
): { distanceKm: number; durationMin: number } {
  const roadKm = greatCircleKm(origin, destination) * DETOUR_FACTOR
  const distanceKm = Math.round(roadKm * 10) / 10
  const durationMin = Math.max(MIN_DURATION_MIN, Math.ceil((roadKm / ZONE_SPEED_KMH[zone]) * 60))
  return { distanceKm, durationMin }
}

const nearAnAirport = (point: Point, airports: readonly Point[]) =>
  airports.some((airport) => greatCircleKm(point, airport) <= AIRPORT_RADIUS_KM)

/**
 * Prices a ride on the server, from the tariff of its pick-up country's currency and its service: every fee is rounded to the
 * currency's step first, so the fees always add up to the price. Pure: the airports are passed in.
 */
export function priceRide(ride: RideToPrice, airports: readonly Point[]): PriceResult {
  const zone = zoneOf(ride.origin.lat, ride.origin.lng)
  const destinationZone = zoneOf(ride.destination.lat, ride.destination.lng)
  if (!zone || !destinationZone) return { refusal: 'taxiErrors.outsideZones' }
  if (zone !== destinationZone) return { refusal: 'taxiErrors.zonesDiffer' }
  const serviceType = serviceTypeForZone(ride.serviceType, zone)
  // Priced in the pick-up country's own currency (cedis in Accra, naira in Lagos, francs in Abidjan).
  const localCurrency = localCurrencyAt(zone, ride.origin.lat, ride.origin.lng)
  const tariff = TARIFFS[localCurrency][serviceType]
  if (!tariff) return { refusal: 'taxiErrors.serviceUnavailable' }
  const { distanceKm, durationMin } = estimateRoute(ride.origin, ride.destination, zone)
  if (distanceKm > MAX_ROAD_KM) return { refusal: 'taxiErrors.tooFar' }

  const currency = ride.currency ?? localCurrency
  const step = ROUNDING_STEP[currency]
  // Each fee is computed in the local currency, converted if asked, then rounded to the step.
  const fee = (minor: number) => roundTo(convertMinor(Math.round(minor), localCurrency, currency), step)
  const timeZone = timeZoneAt(zone, ride.origin.lng)
  const isNight = isNightAt(ride.at, timeZone)
  const metered = tariff.base + distanceKm * tariff.perKm + durationMin * tariff.perMin
  const atAirport = nearAnAirport(ride.origin, airports) || nearAnAirport(ride.destination, airports)

  const breakdown: TFeeBreakdown = {
    base_fee: fee(tariff.base),
    distance_fee: fee(distanceKm * tariff.perKm),
    time_fee: fee(durationMin * tariff.perMin),
    night_surcharge: isNight ? fee((metered * tariff.nightPercent) / 100) : 0,
    airport_fee: atAirport ? fee(tariff.airport) : 0,
    child_seat_fee: ride.childSeat ? fee(tariff.childSeat) : 0,
    vip_fee: ride.vipService ? fee(tariff.vip) : 0,
    extra_stop_fee: ride.extraStop ? fee(tariff.extraStop) : 0,
  }
  const price = Object.values(breakdown).reduce((sum, part) => sum + part, 0)
  return {
    ride: { zone, serviceType, distanceKm, durationMin, currency, price, breakdown, isNight, timeZone },
  }
}
