import {
  COLLECTION_SLUGS,
  chosenRoom,
  formatDateRange,
  ratePlanCancellationDeadline,
  roomOffers,
  type THotelCheckoutRequest,
  translate,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { nightsBetween } from '../payments/checkout/amounts'
import type { Priced, PricingRefusal } from '../payments/checkout/bookingDraft'

const HOTEL_GONE: PricingRefusal = { status: 404, message: 'paymentErrors.hotelNotFound' }
const ROOMS_GONE: PricingRefusal = { status: 409, message: 'paymentErrors.roomsUnavailable' }

/**
 * Prices a stay in the chosen room type and rate plan (without a choice, the cheapest that sleeps the
 * party) at its nightly rates × rooms (the hotel kind's pricing).
 */
export async function priceStay(payload: Payload, request: THotelCheckoutRequest): Promise<Priced> {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(request.locale, key, params)
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
      stay: {
        hotel: hotel.id,
        roomType: roomType.id!,
        ratePlan: plan.id,
        rooms: request.num_rooms,
        nights,
        freeCancellationUntil: deadline?.toISOString() ?? null,
        hasBreakfast: plan.has_breakfast,
      },
      departureDate: `${checkIn}T00:00:00.000Z`,
      returnDate: `${checkOut}T00:00:00.000Z`,
    },
  }
}
