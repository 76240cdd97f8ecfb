import {
  dateAndTime,
  formatLongDate,
  formatShortDate,
  formatWallTime,
  type Locale,
  type TCurrency,
} from '@nexovia/content-schema'
import { endpointUrl, readAnswer } from '@nexovia/content-schema/api/contract'
import { API } from '@nexovia/content-schema/api/endpoints'
import { HOTEL_LIMITS, ITINERARY_ID_PATTERN } from '@nexovia/content-schema/flights/constants'
import { chosenRoom, roomOffers } from '@nexovia/content-schema/hotels/room-offers'
import { ratePlanCancellationDeadline } from '@nexovia/content-schema/hotels/room-types'
import { stayNights } from '@nexovia/content-schema/hotels/rules'
import { stayProblem } from '@nexovia/content-schema/hotels/stay-bounds'
import { PACKAGE_LIMITS } from '@nexovia/content-schema/payments/constants'
import { ZPackageList } from '@nexovia/content-schema/payments/packages'
import {
  lastDepartureDateOf,
  passengerTypesOf,
  type TPassengerMix,
} from '@nexovia/content-schema/payments/passengerAge'
import { lastTravelDateOf, passportNeededUntil } from '@nexovia/content-schema/payments/travellers'
import type { AstroGlobal } from 'astro'
import { z } from 'zod'
import { askAsVisitor, getAnswerAsVisitor, getJson, getJsonAsVisitor } from '../../lib/cms'
import { hotelSearchHref } from '../../lib/searchLinks'
import { durationParts } from '../flights/itineraryRules'
import { clampQuantity } from './packageTotals'
import type { TravellersSetup } from './useTravellersForm'

type Visitor = Pick<AstroGlobal, 'request' | 'clientAddress' | 'locals' | 'url'>

/** A package card as the page shows it (prices in integer minor units). */
export type PackageCard = {
  id: string
  name: string
  description: string | null
  basePrice: number
  currency: TCurrency
}

/** The itinerary chosen on /flight-results, with the price checkout charges (the last the cms quoted). */
export type SelectedFlight = {
  itineraryId: string
  /** Where the outbound lands (an airport code): its entry requirements show beside the travellers step. */
  destination: string
  /** What the card lists, already written in the page's language (spec 02 §2: airline, flight number, route, duration, departure, arrival). */
  details: {
    airlines: string
    flightNumbers: string
    route: string
    stops: string
    duration: string
    departure: string
    arrival: string
    /** A round trip's way back ("ACC → JFK · Tue, Jun 15 22:40 (ACC)"); empty one way. */
    returnTrip: string
    /** A multi-city trip's legs after the first, each like a way back, joined by " ; "; empty otherwise. */
    nextFlights: string
    /** How many travellers the price covers. */
    travellers: string
  }
  priceTotal: number
  currency: TCurrency
  priceFetchedAt: string
  passengers: number
  /** The travellers step: one form per passenger, passports valid 6 months after the trip's last day. */
  travellersSetup: TravellersSetup
}

/** The hotel stay chosen on /hotel-results, priced with the hotel's own rates for these dates. */
export type SelectedHotel = {
  hotelId: string
  name: string
  city: string
  stars: number
  checkIn: string
  checkOut: string
  nights: number
  adults: number
  rooms: number
  roomTypeId: string
  roomTypeName: string
  beds: string
  ratePlanId: string
  hasBreakfast: boolean
  /** Refunded in full if cancelled before this moment (ISO); null for a non-refundable plan. */
  freeCancellationUntil: string | null
  total: number
  currency: TCurrency
  /** The travellers step of a stay: one form per adult, all of it optional. */
  travellersSetup: TravellersSetup
  /** A supplier's signed rate (Duffel Stays): sent as is to the checkout, which quotes it again. */
  stayRate?: string
}

/**
 * What arrived in the address but cannot be booked: 'unavailable' (unknown hotel, bad dates, the cms
 * unreachable), 'invalidOffer' (a supplier's rate the cms did not sign, or from results too old: search again).
 */
export type Selection<T> =
  | { state: 'none' }
  | { state: 'found'; value: T }
  | { state: 'unavailable' }
  /** Where to search again (the home's Hotels tab in the page's language): written by the server. */
  | { state: 'invalidOffer'; searchAgainHref: string }

async function loadPackages(locale: Locale, kind: 'flights' | 'hotels'): Promise<PackageCard[] | null> {
  try {
    const parsed = ZPackageList.safeParse(
      await getJson(endpointUrl(kind === 'flights' ? API.flightPackages : API.hotelPackages, {}, { locale })),
    )
    if (!parsed.success) return null
    return Object.values(parsed.data).map((offer) => ({
      id: String(offer.id),
      name: offer.name,
      description: offer.description,
      basePrice: offer.base_price,
      currency: offer.currency,
    }))
  } catch {
    return null
  }
}

/** A round trip's way back in one line: its route, then when it leaves (empty for a one-way trip). */
function returnTrip(
  segments: readonly { from: string; to: string; dep: string }[],
  when: (isoDateTime: string, airport: string) => string,
): string {
  const first = segments[0]
  if (!first) return ''
  return `${[first.from, ...segments.map((segment) => segment.to)].join(' → ')} · ${when(first.dep, first.from)}`
}

/** The itinerary from the cms, read by its id (reading does not reprice); unavailable when unknown or expired. */
async function loadSelectedFlight(
  astro: Visitor,
  itineraryId: string | null,
): Promise<Selection<SelectedFlight>> {
  if (!itineraryId) return { state: 'none' }
  if (!ITINERARY_ID_PATTERN.test(itineraryId)) return { state: 'unavailable' }
  const itinerary = await askAsVisitor(astro, API.itinerary, { params: { id: itineraryId } })
  if (!itinerary) return { state: 'unavailable' }
  const locale = astro.locals.locale
  const t = astro.locals.t
  const first = itinerary.segments[0]!
  const last = itinerary.segments.at(-1)!
  const when = (isoDateTime: string, airport: string) =>
    `${dateAndTime(formatShortDate(isoDateTime, locale), formatWallTime(isoDateTime, locale), locale)} (${airport})`
  // The itinerary's price covers the travellers of its search: the checkout books exactly those.
  const passengers =
    itinerary.passengers ??
    clampQuantity(astro.url.searchParams.get('passengers') ?? 1, PACKAGE_LIMITS.passengers)
  return {
    state: 'found',
    value: {
      itineraryId,
      destination: last.to,
      details: {
        airlines: itinerary.airlines.join(', '),
        flightNumbers: itinerary.segments.map((segment) => segment.flight_number).join(', '),
        route: [first.from, ...itinerary.segments.map((segment) => segment.to)].join(' → '),
        stops:
          itinerary.stops === 0
            ? t('payments.selectedFlight.direct')
            : t(itinerary.stops === 1 ? 'flights.stopCount.one' : 'flights.stopCount.other', {
                count: itinerary.stops,
              }),
        duration: t('flights.duration', durationParts(itinerary.duration_total_min)),
        departure: when(first.dep, first.from),
        arrival: when(last.arr, last.to),
        returnTrip: returnTrip(itinerary.return_segments, when),
        nextFlights: (itinerary.legs ?? [])
          .slice(1)
          .map((leg) => returnTrip(leg, when))
          .join(' ; '),
        travellers: String(passengers),
      },
      priceTotal: itinerary.price_total,
      currency: itinerary.currency,
      priceFetchedAt: itinerary.price_fetched_at,
      passengers,
      travellersSetup: {
        ...travellersSetupOf(lastTravelDateOf(itinerary), passengers, locale),
        ...passengerTypesSetup(itinerary.passenger_mix, lastDepartureDateOf(itinerary)),
      },
    },
  }
}

/** The fare type of each passenger form, when the itinerary says how its search counted them. */
const passengerTypesSetup = (mix: TPassengerMix | undefined, lastDepartureDate: string) =>
  mix ? { passengerTypes: passengerTypesOf(mix), lastDepartureDate } : {}

/** The travellers step of a flight: passports required, the airline's date written for the reader. */
function travellersSetupOf(lastTravelDate: string, count: number, locale: Locale): TravellersSetup {
  const neededUntil = passportNeededUntil(lastTravelDate)
  return {
    count,
    isPassportRequired: true,
    lastTravelDate,
    today: new Date().toISOString().slice(0, 10),
    passportNeededUntilText: formatLongDate(neededUntil, locale),
  }
}

const ZSeason = z.object({ startMonth: z.number(), endMonth: z.number(), pricePerNight: z.number() })
const ZHotelDoc = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  city: z.string(),
  stars: z.number(),
  currency: z.enum(['USD', 'EUR', 'XOF']),
  discountPercent: z.number().nullish(),
  roomTypes: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        beds: z.string(),
        rooms: z.number(),
        maxAdults: z.number(),
        maxChildren: z.number(),
        pricePerNight: z.number(),
        seasonalRates: z.array(ZSeason).nullish(),
        ratePlans: z
          .array(
            z.object({
              id: z.string(),
              isRefundable: z.boolean().nullish(),
              freeCancellationHours: z.number().nullish(),
              hasBreakfast: z.boolean().nullish(),
              priceAdjustmentPercent: z.number().nullish(),
            }),
          )
          .nullish(),
      }),
    )
    .nullish(),
})

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The cms's refusals of a rate: forged or altered (404), too old or its dates past (410), unreadable (400). */
const REFUSED_RATE = new Set([400, 404, 410])

/**
 * A supplier's rate from the results, as the cms reads it: only the cms holds the secret that tells a
 * genuine rate from a forged one, so nothing the token says is shown before it answers.
 */
async function supplierStayOf(astro: Visitor, token: string): Promise<Selection<SelectedHotel>> {
  const answer = await getAnswerAsVisitor(astro, endpointUrl(API.stayRate, {}, { token }))
  if (answer && REFUSED_RATE.has(answer.status))
    return { state: 'invalidOffer', searchAgainHref: hotelSearchHref(astro.locals.locale) }
  const read = answer?.status === 200 ? await readAnswer(API.stayRate, answer.body) : null
  if (!read) return { state: 'unavailable' }
  const rate = read.data
  return {
    state: 'found',
    value: {
      hotelId: '',
      name: rate.hotelName,
      city: rate.city,
      stars: 0,
      checkIn: rate.checkIn,
      checkOut: rate.checkOut,
      nights: stayNights(rate.checkIn, rate.checkOut).length,
      adults: rate.adults,
      rooms: rate.rooms,
      roomTypeId: '',
      roomTypeName: rate.roomName,
      beds: '',
      ratePlanId: '',
      hasBreakfast: rate.hasBreakfast,
      freeCancellationUntil: rate.freeCancellationUntil,
      total: rate.total,
      currency: rate.currency,
      travellersSetup: {
        ...travellersSetupOf(rate.checkOut, rate.adults, astro.locals.locale),
        isPassportRequired: false,
        // The supplier books in the guests' names and wants a phone: the step is required.
        isRequired: true,
      },
      stayRate: token,
    },
  }
}

/** The hotel (public reference data) and the stay's price by the shared rule the cms charges with. */
async function loadSelectedHotel(astro: Visitor): Promise<Selection<SelectedHotel>> {
  const query = astro.url.searchParams
  const stayRate = query.get('stay_rate')
  if (stayRate) return supplierStayOf(astro, stayRate)
  const hotelId = query.get('hotel_id')
  if (!hotelId) return { state: 'none' }
  const checkIn = query.get('check_in_date') ?? ''
  const checkOut = query.get('check_out_date') ?? ''
  // The cms's own bounds first: the nights are counted only for a stay it would sell.
  const isStay = ISO_DATE.test(checkIn) && ISO_DATE.test(checkOut) && stayProblem(checkIn, checkOut) === null
  if (!/^\d{1,12}$/.test(hotelId) || !isStay) return { state: 'unavailable' }
  const nights = stayNights(checkIn, checkOut).length
  const locale = astro.locals.locale
  const parsed = ZHotelDoc.safeParse(
    await getJsonAsVisitor(astro, `/api/hotels/${hotelId}?locale=${locale}&depth=0`),
  )
  if (!parsed.success) return { state: 'unavailable' }
  const hotel = parsed.data
  const rooms = clampQuantity(query.get('num_rooms') ?? 1, HOTEL_LIMITS.rooms)
  const adults = clampQuantity(query.get('num_adults') ?? 1, HOTEL_LIMITS.adults)
  // The room type and plan chosen on the results, else the cheapest that sleeps the party, as the cms sells.
  const choice = chosenRoom(
    roomOffers(hotel, { stay: { checkIn, checkOut }, party: { adults, rooms }, taken: new Map() }),
    {
      roomTypeId: query.get('room_type_id'),
      ratePlanId: query.get('rate_plan_id'),
    },
  )
  if (!choice) return { state: 'unavailable' }
  return {
    state: 'found',
    value: {
      hotelId,
      name: hotel.name,
      city: hotel.city,
      stars: hotel.stars,
      checkIn,
      checkOut,
      nights,
      adults,
      rooms,
      roomTypeId: choice.roomType.id,
      roomTypeName: choice.roomType.name,
      beds: choice.roomType.beds,
      ratePlanId: choice.plan.id,
      hasBreakfast: choice.plan.has_breakfast,
      freeCancellationUntil:
        ratePlanCancellationDeadline(
          {
            isRefundable: choice.plan.is_refundable,
            freeCancellationHours: choice.plan.free_cancellation_hours,
          },
          checkIn,
        )?.toISOString() ?? null,
      total: choice.plan.total_price,
      currency: hotel.currency,
      travellersSetup: {
        ...travellersSetupOf(
          checkOut,
          clampQuantity(query.get('num_adults') ?? 1, HOTEL_LIMITS.adults),
          locale,
        ),
        isPassportRequired: false,
      },
    },
  }
}

/** The query parameters that carry a selection from the results pages. */
const SELECTION_PARAMETERS = ['itinerary_id', 'hotel_id', 'stay_rate'] as const

/** Whether the address carries a selection (then the page is one visitor's search, not a shell). */
export const hasSelection = (url: URL): boolean =>
  SELECTION_PARAMETERS.some((name) => url.searchParams.has(name))

/**
 * Everything /payment shows: the packages and a selection from the results pages. Who pays is
 * the island's to ask (the page is the same for every visitor).
 */
export async function loadPaymentPage(astro: Visitor) {
  const locale = astro.locals.locale
  const [flights, hotels, selectedFlight, selectedHotel] = await Promise.all([
    loadPackages(locale, 'flights'),
    loadPackages(locale, 'hotels'),
    loadSelectedFlight(astro, astro.url.searchParams.get('itinerary_id')),
    loadSelectedHotel(astro),
  ])
  return { flights, hotels, selectedFlight, selectedHotel }
}
