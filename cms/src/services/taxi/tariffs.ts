import type { TCurrency, TTaxiServiceType, TZone } from '@nexovia/content-schema'

/** One service's prices in a market, in minor units of its currency (cents, pesewas, kobo; francs for XOF). */
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

/** Abidjan's and Dakar's ride-hail fares, in CFA francs (see TARIFFS). */
const CFA_RIDE_HAIL: Tariff = {
  base: 500,
  perKm: 250,
  perMin: 25,
  airport: 1000,
  childSeat: 2000,
  vip: 10000,
  extraStop: 2000,
  nightPercent: 20,
}

/** Accra's ride-hail fares, in pesewas (see TARIFFS). */
const ACCRA_RIDE_HAIL: Tariff = {
  base: 1000,
  perKm: 400,
  perMin: 40,
  airport: 2500,
  childSeat: 5000,
  vip: 25000,
  extraStop: 3000,
  nightPercent: 20,
}

/** Lagos's ride-hail fares, in kobo (see TARIFFS). */
const LAGOS_RIDE_HAIL: Tariff = {
  base: 80000,
  perKm: 25000,
  perMin: 3000,
  airport: 150000,
  childSeat: 500000,
  vip: 2500000,
  extraStop: 200000,
  nightPercent: 20,
}

/** The currencies rides are priced in: each market's own (zones.ts, localCurrencyAt). */
export type TTariffCurrency = Extract<TCurrency, 'USD' | 'XOF' | 'GHS' | 'NGN'>

/**
 * The price list (reviewed with operations; figures are public references, rounded):
 * - us-northeast taxi: NYC TLC yellow cab 2023 ($3.00 start, $0.70 per 1/5 mile ≈ $2.17/km, $0.70/min
 *   slow) and Boston's medallion rate ($2.80/mile ≈ $1.74/km) averaged to $1.90/km and $0.50/min; the
 *   airport fee covers the Port Authority / Massport access fees ($3.25–$5).
 * - us-northeast VTC: what Uber X / Lyft charge off-peak in Boston and New York ($2.50 start, ~$1.25/km,
 *   $0.35/min); private chauffeur: a black-car sedan ($15 start, $2.50/km, $0.80/min, $10 airport).
 * - Yango does not run in the United States: not offered there.
 * - CFA franc countries' Yango (Abidjan, Dakar): 500 F start, 250 F/km, 25 F/min, the ride-hail apps'
 *   usual order of magnitude; VTC a notch above (Heetch, Uber); private chauffeur a car with driver hired
 *   by the trip (5,000 F start, 500 F/km). Airport fee: the parking/access tolls at ABJ and AIBD.
 * - A taxi in West Africa is booked as Yango (the page switches; the cms prices taxi there the same way).
 * - Options: child seat, meet-and-greet (VIP) and an extra stop at the black-car market's usual fees.
 * - Night: +20 % of the metered part (New York's own night surcharges are flat; a percentage is fairer
 *   across four services and four currencies).
 * - Ghana, in cedis (Accra): Yango / Bolt / Uber in Accra 2025 charge about GHS 8–12 to start, GHS 3–4.5
 *   a km and GHS 0.30–0.50 a minute; Kotoka's access and parking toll is GHS 20–30. Options at the black-car
 *   market's fees in Accra (child seat GHS 50, meet-and-greet GHS 250, extra stop GHS 30).
 * - Nigeria, in naira (Lagos): Bolt / Uber Lagos 2025 start near ₦600–1,000, ₦200–300 a km and ₦25–40
 *   a minute; Murtala Muhammed's access and parking toll ₦1,000–2,000.
 * A market is the currency of the pick-up's country (zones.ts, localCurrencyAt): USD in the US, XOF
 * in the CFA franc countries, GHS in Ghana, NGN in Nigeria.
 */
export const TARIFFS: Record<TTariffCurrency, Partial<Record<TTaxiServiceType, Tariff>>> = {
  USD: {
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
  XOF: {
    taxi: CFA_RIDE_HAIL,
    yango: CFA_RIDE_HAIL,
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
  GHS: {
    // A taxi there is booked as Yango (the page switches), priced the same.
    taxi: ACCRA_RIDE_HAIL,
    yango: ACCRA_RIDE_HAIL,
    vtc: {
      base: 1500,
      perKm: 450,
      perMin: 50,
      airport: 2500,
      childSeat: 5000,
      vip: 25000,
      extraStop: 3000,
      nightPercent: 20,
    },
    private_chauffeur: {
      base: 10000,
      perKm: 800,
      perMin: 100,
      airport: 5000,
      childSeat: 5000,
      vip: 25000,
      extraStop: 5000,
      nightPercent: 20,
    },
  },
  NGN: {
    taxi: LAGOS_RIDE_HAIL,
    yango: LAGOS_RIDE_HAIL,
    vtc: {
      base: 100000,
      perKm: 30000,
      perMin: 3500,
      airport: 150000,
      childSeat: 500000,
      vip: 2500000,
      extraStop: 200000,
      nightPercent: 20,
    },
    private_chauffeur: {
      base: 1000000,
      perKm: 60000,
      perMin: 6000,
      airport: 300000,
      childSeat: 500000,
      vip: 2500000,
      extraStop: 400000,
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
