import {
  COLLECTION_SLUGS,
  chosenRoom,
  formatDateRange,
  type Locale,
  ratePlanCancellationDeadline,
  roomOffers,
  type TBookingType,
  type TCurrency,
  type TFlightCheckoutRequest,
  type THotelCheckoutRequest,
  type TItinerary,
  type TPaymentMethod,
  translate,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { findOffer } from '../flights/offerStore'
import { nightsBetween, packageAmount } from './amounts'

/** A booking ready to be stored as pending payment: priced on the server, described in the traveller's language. */
export type BookingDraft = {
  type: TBookingType
  amount: number
  currency: TCurrency
  destination: string
  itemName: string
  itemDetails: string
  package?: number
  hotel?: number
  offerId?: string
  /** A taxi booking pays for this ride. */
  ride?: number
  passengers?: number
  nights?: number
  rooms?: number
  /** A stay's room type and rate plan (the hotel's array row ids) and the plan's terms as sold. */
  roomType?: string
  ratePlan?: string
  freeCancellationUntil?: string | null
  hasBreakfast?: boolean
  /** A stay sold from a supplier: its rate and quote, kept beside the booking and booked once paid. */
  supplierStay?: { supplier: 'duffel'; rateId: string; quoteId: string }
  departureDate?: string
  returnDate?: string
  /** A flight itinerary's legs and fare facts as sold (kept for the itinerary mail and page). */
  itinerary?: BookedItinerary
  /** Card unless the traveller chose mobile money (chargeCurrency.ts). */
  paymentMethod?: TPaymentMethod
  /** Set when the charge is converted from the price: the price, the rate and its date, fixed at checkout. */
  priceAmount?: number
  priceCurrency?: TCurrency
  rate?: number
  rateSetOn?: string
}

/** What a booking keeps of the itinerary it sold. */
export type BookedItinerary = Pick<
  TItinerary,
  'segments' | 'return_segments' | 'legs' | 'fare' | 'passenger_mix'
>

/** Why a purchase cannot be priced: an HTTP status and a message key. */
export type PricingRefusal = { status: number; message: string }

export type Priced =
  | { draft: BookingDraft; refusal?: undefined }
  | { draft?: undefined; refusal: PricingRefusal }

const PACKAGE_GONE: PricingRefusal = { status: 404, message: 'paymentErrors.packageNotFound' }
const HOTEL_GONE: PricingRefusal = { status: 404, message: 'paymentErrors.hotelNotFound' }
const ROOMS_GONE: PricingRefusal = { status: 409, message: 'paymentErrors.roomsUnavailable' }
const OFFER_EXPIRED: PricingRefusal = { status: 410, message: 'errors.offerExpired' }
const PASSENGERS_CHANGED: PricingRefusal = { status: 409, message: 'paymentErrors.passengersChanged' }

async function findActivePackage(payload: Payload, id: number | string, kind: TBookingType, locale: Locale) {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.packages,
    where: { id: { equals: id }, kind: { equals: kind }, isActive: { equals: true } },
    locale,
    limit: 1,
    depth: 0,
  })
  return docs[0]
}

/** "JFK → ACC → JFK" for a round trip, "JFK → ACC · ABJ → JFK" for each leg of a multi-city trip. */
export function routeText(itinerary: Pick<TItinerary, 'segments' | 'return_segments' | 'legs'>): string {
  const ends = (journey: { from: string; to: string }[]) => `${journey[0]!.from} → ${journey.at(-1)!.to}`
  if (itinerary.legs?.length) return itinerary.legs.map(ends).join(' · ')
  return `${ends(itinerary.segments)}${itinerary.return_segments.length ? ` → ${itinerary.segments[0]!.from}` : ''}`
}

/** Prices a flight purchase: a package × passengers, or the stored itinerary at its last quoted price. */
export async function priceFlight(
  payload: Payload,
  request: TFlightCheckoutRequest,
  now: Date,
): Promise<Priced> {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(request.locale, key, params)
  if (request.package_id !== undefined) {
    if (!/^\d+$/.test(String(request.package_id))) return { refusal: PACKAGE_GONE }
    const found = await findActivePackage(payload, request.package_id, 'flight', request.locale)
    if (!found) return { refusal: PACKAGE_GONE }
    return {
      draft: {
        type: 'flight',
        amount: packageAmount(found.basePrice, { kind: 'flight', passengers: request.passengers }),
        currency: found.currency,
        destination: found.name,
        itemName: found.name,
        itemDetails: t('paymentMail.item.passengers', { count: request.passengers }),
        package: found.id,
        passengers: request.passengers,
      },
    }
  }
  const offer = await findOffer(payload, request.itinerary_id!)
  // An unknown id is treated like an expired one: expired offers are deleted after a day.
  if (!offer || Date.parse(offer.expiresAt) <= now.getTime()) return { refusal: OFFER_EXPIRED }
  // The price covers the travellers of the search: selling it to more (or fewer) is refused.
  if (offer.itinerary.passengers !== request.passengers) return { refusal: PASSENGERS_CHANGED }
  const { segments, return_segments: back, legs, airlines } = offer.itinerary
  const first = segments[0]!
  const last = segments[segments.length - 1]!
  const route = routeText(offer.itinerary)
  // The trip ends with the way back, or with the last leg of a multi-city trip.
  const finalJourney = legs?.length ? legs.at(-1)! : back
  return {
    draft: {
      type: 'flight',
      // The offer's price covers the travellers of the search; it is never multiplied again.
      amount: offer.priceTotal,
      currency: offer.currency,
      destination: last.to,
      itemName: `${t('paymentMail.item.flight', { route })} · ${airlines.join(', ')} ${first.flight_number}`,
      itemDetails: t('paymentMail.item.passengers', { count: request.passengers }),
      offerId: offer.offerId,
      passengers: request.passengers,
      departureDate: first.dep,
      ...(finalJourney.length && finalJourney !== segments ? { returnDate: finalJourney[0]!.dep } : {}),
      itinerary: {
        segments,
        return_segments: back,
        ...(legs?.length ? { legs } : {}),
        fare: offer.itinerary.fare,
        passenger_mix: offer.itinerary.passenger_mix,
      },
    },
  }
}

/**
 * Prices a hotel purchase: a package × nights × rooms, or a stay in the chosen room type and rate plan
 * (without a choice, the cheapest that sleeps the party) at its nightly rates × rooms.
 */
export async function priceHotel(payload: Payload, request: THotelCheckoutRequest): Promise<Priced> {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(request.locale, key, params)
  if (request.package_id !== undefined) {
    if (!/^\d+$/.test(String(request.package_id))) return { refusal: PACKAGE_GONE }
    const found = await findActivePackage(payload, request.package_id, 'hotel', request.locale)
    if (!found) return { refusal: PACKAGE_GONE }
    const { nights, rooms } = request
    return {
      draft: {
        type: 'hotel',
        amount: packageAmount(found.basePrice, { kind: 'hotel', nights, rooms }),
        currency: found.currency,
        destination: found.name,
        itemName: found.name,
        itemDetails: t('paymentMail.item.nightsRooms', { nights, rooms }),
        package: found.id,
        nights,
        rooms,
      },
    }
  }
  if (!/^\d+$/.test(String(request.hotel_id))) return { refusal: HOTEL_GONE }
  const hotel = await payload
    .findByID({
      collection: COLLECTION_SLUGS.hotels,
      id: request.hotel_id!,
      depth: 0,
      locale: request.locale,
    })
    .catch(() => null)
  if (!hotel) return { refusal: HOTEL_GONE }
  const checkIn = request.check_in_date!
  const checkOut = request.check_out_date!
  // Priced as if nothing were taken: whether a room is left is counted under the hotel's lock when the
  // booking is stored (hotels/stayHold.ts), the only count that cannot race.
  const offers = roomOffers(hotel, {
    stay: { checkIn, checkOut },
    party: { adults: request.num_adults, rooms: request.num_rooms },
    taken: new Map(),
  })
  const chosen = chosenRoom(offers, { roomTypeId: request.room_type_id, ratePlanId: request.rate_plan_id })
  if (!chosen) return { refusal: ROOMS_GONE }
  const { roomType, plan } = chosen
  const nights = nightsBetween(checkIn, checkOut)
  const deadline = ratePlanCancellationDeadline(
    { isRefundable: plan.is_refundable, freeCancellationHours: plan.free_cancellation_hours },
    checkIn,
  )
  return {
    draft: {
      type: 'hotel',
      amount: plan.total_price,
      currency: hotel.currency,
      destination: hotel.city,
      itemName: `${hotel.name}, ${hotel.city} · ${roomType.name}`,
      itemDetails: t('paymentMail.item.stay', {
        dates: formatDateRange(checkIn, checkOut, request.locale),
        nights,
        rooms: request.num_rooms,
        adults: request.num_adults,
      }),
      hotel: hotel.id,
      roomType: roomType.id,
      ratePlan: plan.id,
      freeCancellationUntil: deadline?.toISOString() ?? null,
      hasBreakfast: plan.has_breakfast,
      nights,
      rooms: request.num_rooms,
      departureDate: `${checkIn}T00:00:00.000Z`,
      returnDate: `${checkOut}T00:00:00.000Z`,
    },
  }
}
