import { Duffel, DuffelError } from '@duffel/api'
import type { StaysRoom, StaysRoomRate, StaysSearchResult } from '@duffel/api/types'
import {
  AIRPORTS,
  CURRENCIES,
  cityAirportDistance,
  foldText,
  greatCircleKm,
  stayNights,
  type TCurrency,
  type THotelPhoto,
  type THotelResult,
  type THotelSearchQuery,
  type TRatePlanOffer,
  type TRoomTypeOffer,
  toMinor,
} from '@nexovia/content-schema'
import { signStayRate } from './signedStayRate'
import { type BookableStaySupplier, StayUnavailable } from './staySupplier'

/** How far around the city's airport a search looks, and how many hotels get their rates fetched. */
const SEARCH_RADIUS_KM = 25
const MAX_HOTELS = 10
const CHILD_AGE = 8
const HOUR_MS = 3_600_000

const isCurrency = (code: string): code is TCurrency => (CURRENCIES as readonly string[]).includes(code)

/** The searched city's airport, whose coordinates centre the search ("Accra, Ghana" → ACC). */
export function searchCentre(location: string) {
  const city = foldText(location.split(',')[0] ?? '')
  return AIRPORTS.find((airport) => foldText(airport.city) === city)
}

/** Duffel refuses a sold-out or expired rate with a 4xx naming it; anything else is a failure. */
function unavailableOr(cause: unknown): Error {
  if (!(cause instanceof DuffelError)) return cause instanceof Error ? cause : new Error(String(cause))
  const code = cause.errors?.[0]?.code ?? ''
  const status = cause.status ?? cause.meta?.status
  if (/unavailable|sold_out|expired|not_found/.test(code) || status === 409 || status === 422) {
    return new StayUnavailable(`${status ?? '?'} ${code}`)
  }
  return new Error(`Duffel Stays: ${status ?? '?'} ${code}`)
}

const photoOfUrl = (url: string, alt: string): THotelPhoto => ({
  url,
  alt,
  width: null,
  height: null,
  srcset: '',
})

/** The last moment a rate refunds the whole stay (Duffel's cancellation timeline), or null. */
export function fullRefundUntil(rate: Pick<StaysRoomRate, 'cancellation_timeline' | 'total_amount'>) {
  const full = rate.cancellation_timeline.filter(
    (step) => Number(step.refund_amount) >= Number(rate.total_amount),
  )
  return full.at(-1)?.before ?? null
}

type Stay = { checkIn: string; checkOut: string; nights: number; adults: number; rooms: number }

function ratePlanOf(
  rate: StaysRoomRate,
  context: { stay: Stay; hotelName: string; city: string; roomName: string },
): TRatePlanOffer | null {
  if (!isCurrency(rate.total_currency)) return null
  const { stay } = context
  const total = toMinor(Number(rate.total_amount), rate.total_currency)
  const until = fullRefundUntil(rate)
  const hasBreakfast = rate.board_type !== 'room_only'
  return {
    id: signStayRate({
      supplier: 'duffel',
      rateId: rate.id,
      total,
      currency: rate.total_currency,
      hotelName: context.hotelName,
      city: context.city,
      roomName: context.roomName,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: stay.adults,
      rooms: stay.rooms,
      hasBreakfast,
      freeCancellationUntil: until,
    }),
    is_refundable: until !== null,
    free_cancellation_hours: until
      ? Math.max(0, Math.floor((Date.parse(`${stay.checkIn}T00:00:00Z`) - Date.parse(until)) / HOUR_MS))
      : null,
    has_breakfast: hasBreakfast,
    price_per_night: Math.round(total / stay.nights),
    total_price: total,
  }
}

const bedsOf = (room: StaysRoom) => (room.beds ?? []).map((bed) => `${bed.count} ${bed.type}`).join(', ')

/** A Duffel search result with its rates as a card of the results, or null when no rate is sold in our currencies. */
export function toHotelResult(
  result: StaysSearchResult,
  query: THotelSearchQuery,
  centre: { lat: number; lng: number; city: string },
): THotelResult | null {
  const { accommodation } = result
  const stay: Stay = {
    checkIn: query.check_in_date,
    checkOut: query.check_out_date,
    nights: stayNights(query.check_in_date, query.check_out_date).length,
    adults: query.num_adults,
    rooms: query.num_rooms,
  }
  const city = accommodation.location.address.city_name || centre.city
  const roomTypes: TRoomTypeOffer[] = (accommodation.rooms ?? []).flatMap((room, index) => {
    const plans = room.rates
      .map((rate) => ratePlanOf(rate, { stay, hotelName: accommodation.name, city, roomName: room.name }))
      .filter((plan): plan is TRatePlanOffer => plan !== null)
      .sort((a, b) => a.total_price - b.total_price)
    if (!plans.length) return []
    const left = room.rates.map((rate) => rate.quantity_available ?? query.num_rooms)
    return [
      {
        id: `room-${index}`,
        name: room.name,
        beds: bedsOf(room),
        max_adults: query.num_adults,
        max_children: query.num_children,
        rooms_left: Math.max(...left),
        amenities: [],
        photos: (room.photos ?? []).map((photo) => photoOfUrl(photo.url, room.name)),
        rate_plans: plans,
      },
    ]
  })
  roomTypes.sort((a, b) => a.rate_plans[0]!.total_price - b.rate_plans[0]!.total_price)
  const cheapest = roomTypes[0]?.rate_plans[0]
  if (!cheapest) return null
  const plans = roomTypes.flatMap((room) => room.rate_plans)
  const where = accommodation.location.geographic_coordinates
  const lat = where?.latitude ?? centre.lat
  const lng = where?.longitude ?? centre.lng
  const photo = accommodation.photos?.[0]
  const currency = (accommodation.rooms ?? [])
    .flatMap((room) => room.rates)
    .map((rate) => rate.total_currency)
    .find(isCurrency)!
  return {
    hotel_id: `duffel_${accommodation.id}`,
    hotel_name: accommodation.name,
    star_rating: Math.min(5, Math.max(1, Math.round(accommodation.rating ?? 3))),
    description: accommodation.description ?? '',
    approximate_price: cheapest.price_per_night,
    city,
    address: accommodation.location.address.line_one,
    lat,
    lng,
    distance_km: Math.round(greatCircleKm({ lat, lng }, centre) * 10) / 10,
    airport_distance: cityAirportDistance({ lat, lng, city: centre.city }),
    // Duffel scores reviews out of 10; the cards rate out of 5.
    rating: Math.round(((accommodation.review_score ?? 0) / 2) * 10) / 10,
    review_count: accommodation.review_count ?? 0,
    amenities: (accommodation.amenities ?? []).map((amenity) => amenity.description),
    price_per_night: cheapest.price_per_night,
    original_price_per_night: null,
    total_price: cheapest.total_price,
    nights: stay.nights,
    rooms: query.num_rooms,
    rooms_available: Math.max(...roomTypes.map((room) => room.rooms_left)),
    currency,
    free_breakfast: plans.some((plan) => plan.has_breakfast),
    free_cancellation: plans.some((plan) => plan.is_refundable),
    image_url: photo?.url ?? null,
    image: photo ? photoOfUrl(photo.url, accommodation.name) : null,
    check_in_time: accommodation.check_in_information?.check_in_after_time.slice(0, 5) ?? '15:00',
    check_out_time: accommodation.check_in_information?.check_out_before_time.slice(0, 5) ?? '11:00',
    room_types: roomTypes,
  }
}

/**
 * Duffel Stays (`@duffel/api`): search around the city's airport, each result's rates
 * (`fetch_all_rates`), a quote of the chosen rate at checkout and the booking after payment.
 */
export function duffelStays(options: { token: string; basePath?: string }): BookableStaySupplier {
  const duffel = new Duffel({ token: options.token, basePath: options.basePath })
  return {
    name: 'duffel',
    async search(_payload, query) {
      const airport = searchCentre(query.location)
      if (!airport) return []
      const guests = [
        ...Array.from({ length: query.num_adults }, () => ({ type: 'adult' as const })),
        ...Array.from({ length: query.num_children }, () => ({ type: 'child' as const, age: CHILD_AGE })),
      ]
      const { data } = await duffel.stays.search({
        location: {
          radius: SEARCH_RADIUS_KM,
          geographic_coordinates: { latitude: airport.lat, longitude: airport.lng },
        },
        check_in_date: query.check_in_date,
        check_out_date: query.check_out_date,
        rooms: query.num_rooms,
        guests,
      })
      const withRates = await Promise.all(
        data.results.slice(0, MAX_HOTELS).map(async (result) => {
          try {
            return (await duffel.stays.searchResults.fetchAllRates(result.id)).data
          } catch {
            return null
          }
        }),
      )
      return withRates.flatMap((result) => (result ? (toHotelResult(result, query, airport) ?? []) : []))
    },
    async quote(rateId) {
      try {
        const { data } = await duffel.stays.quotes.create(rateId)
        if (!isCurrency(data.total_currency)) throw new StayUnavailable(`currency ${data.total_currency}`)
        return {
          quoteId: data.id,
          total: toMinor(Number(data.total_amount), data.total_currency),
          currency: data.total_currency,
        }
      } catch (cause) {
        throw unavailableOr(cause)
      }
    },
    async book({ quoteId, guests, email, phone }) {
      try {
        const { data } = await duffel.stays.bookings.create({
          quote_id: quoteId,
          guests: guests.map((guest) => ({ given_name: guest.givenName, family_name: guest.familyName })),
          email,
          phone_number: phone,
        })
        return { supplierBookingId: data.id, confirmation: data.reference ?? data.id }
      } catch (cause) {
        throw unavailableOr(cause)
      }
    },
  }
}
