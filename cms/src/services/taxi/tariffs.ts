import type { TCurrency, TTaxiServiceType, TZone } from '@nexovia/content-schema'

/** One service's prices in a zone, in minor units of the zone's currency (cents; francs for XOF). */
export type Tariff = {
  base: number
  perKm: number
  perMin: number
  airport: number
  childSeat: number
  vip: number
  extraStop: number
  /** Added to base + distance + time between 22:00 and 06:00 at the pick-up, in percent. */
  nightPercent: number
}

/**
 * The price list (reviewed with operations; figures are public references, rounded):
 * - us-northeast taxi: NYC TLC yellow cab 2023 ($3.00 start, $0.70 per 1/5 mile ≈ $2.17/km, $0.70/min
 *   slow) and Boston's medallion rate ($2.80/mile ≈ $1.74/km) averaged to $1.90/km and $0.50/min; the
 *   airport fee covers the Port Authority / Massport access fees ($3.25–$5).
 * - us-northeast VTC: what Uber X / Lyft charge off-peak in Boston and New York ($2.50 start, ~$1.25/km,
 *   $0.35/min); private chauffeur: a black-car sedan ($15 start, $2.50/km, $0.80/min, $10 airport).
 * - Yango does not run in the United States: not offered there.
 * - west-africa Yango (Abidjan, Dakar, Accra): 500 F start, 250 F/km, 25 F/min, the ride-hail apps'
 *   usual order of magnitude; VTC a notch above (Heetch, Uber); private chauffeur a car with driver hired
 *   by the trip (5,000 F start, 500 F/km). Airport fee: the parking/access tolls at ABJ, AIBD, ACC.
 * - A taxi in West Africa is booked as Yango (the page switches; the cms prices taxi there the same way).
 * - Options: child seat, meet-and-greet (VIP) and an extra stop at the black-car market's usual fees.
 * - Night: +20 % of the metered part (New York's own night surcharges are flat; a percentage is fairer
 *   across four services and two currencies).
 */
export const TARIFFS: Record<TZone, Partial<Record<TTaxiServiceType, Tariff>>> = {
  'us-northeast': {
    taxi: {
      base: 300,
      perKm: 190,
      perMin: 50,
      airport: 500,
      childSeat: 1500,
      vip: 3000,
      extraStop: 1000,
      nightPercent: 20,
    },
    vtc: {
      base: 250,
      perKm: 125,
      perMin: 35,
      airport: 500,
      childSeat: 1500,
      vip: 3000,
      extraStop: 1000,
      nightPercent: 20,
    },
    private_chauffeur: {
      base: 1500,
      perKm: 250,
      perMin: 80,
      airport: 1000,
      childSeat: 1500,
      vip: 3000,
      extraStop: 1500,
      nightPercent: 20,
    },
  },
  'west-africa': {
    taxi: {
      base: 500,
      perKm: 250,
      perMin: 25,
      airport: 1000,
      childSeat: 2000,
      vip: 10000,
      extraStop: 2000,
      nightPercent: 20,
    },
    yango: {
      base: 500,
      perKm: 250,
      perMin: 25,
      airport: 1000,
      childSeat: 2000,
      vip: 10000,
      extraStop: 2000,
      nightPercent: 20,
    },
    vtc: {
      base: 1000,
      perKm: 300,
      perMin: 30,
      airport: 1000,
      childSeat: 2000,
      vip: 10000,
      extraStop: 2000,
      nightPercent: 20,
    },
    private_chauffeur: {
      base: 5000,
      perKm: 500,
      perMin: 50,
      airport: 2000,
      childSeat: 2000,
      vip: 10000,
      extraStop: 3000,
      nightPercent: 20,
    },
  },
}

/**
 * Road kilometres per straight-line kilometre. Measured circuity of urban road networks is 1.2–1.4
 * (Boyacı, Zografos & Geroliminis 2015; Ballou et al. 2002); 1.3 sits in the middle and errs on the
 * side of the traveller being told a slightly higher estimate.
 */
export const DETOUR_FACTOR = 1.3

/**
 * Average door-to-door speed, km/h, traffic included: Logan → downtown Boston (5 km, ~15 min) and
 * JFK → Midtown (27 km, ~50 min) give 20–32 km/h; Abidjan and Dakar airport runs 25–30 km/h.
 */
export const ZONE_SPEED_KMH: Record<TZone, number> = { 'us-northeast': 30, 'west-africa': 27 }

/** Every ride lasts at least this long (pick-up and drop-off). */
export const MIN_DURATION_MIN = 5

/** A transfer is at most this many road kilometres; longer trips go through the concierge. */
export const MAX_ROAD_KM = 400

/** Fees are rounded to this step of minor units: a cent in dollars, euros and cedis, 100 F in CFA francs, a naira in naira. */
export const ROUNDING_STEP: Record<TCurrency, number> = { USD: 1, EUR: 1, XOF: 100, GHS: 1, NGN: 100 }

/** A point within this distance of an airport counts as the airport (terminals, ranks, car parks). */
export const AIRPORT_RADIUS_KM = 3

/** How long a quote may be booked at its price. */
export const QUOTE_VALIDITY_MINUTES = 30
