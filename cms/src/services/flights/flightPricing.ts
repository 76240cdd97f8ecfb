import { type TFlightCheckoutRequest, type TItinerary, translate } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Priced, PricingRefusal } from '../payments/checkout/bookingDraft'
import { findOffer } from './offerStore'

const OFFER_EXPIRED: PricingRefusal = { status: 410, message: 'errors.offerExpired' }
const PASSENGERS_CHANGED: PricingRefusal = { status: 409, message: 'paymentErrors.passengersChanged' }

/** "JFK → ACC → JFK" for a round trip, "JFK → ACC · ABJ → JFK" for each leg of a multi-city trip. */
export function routeText(itinerary: Pick<TItinerary, 'segments' | 'return_segments' | 'legs'>): string {
  const ends = (journey: { from: string; to: string }[]) => `${journey[0]!.from} → ${journey.at(-1)!.to}`
  if (itinerary.legs?.length) return itinerary.legs.map(ends).join(' · ')
  return `${ends(itinerary.segments)}${itinerary.return_segments.length ? ` → ${itinerary.segments[0]!.from}` : ''}`
}

/** Prices a flight sold from a stored offer, at its last quoted price (the flight kind's pricing). */
export async function priceFlightOffer(
  payload: Payload,
  request: TFlightCheckoutRequest,
  now: Date,
): Promise<Priced> {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(request.locale, key, params)
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
      departureDate: first.dep,
      ...(finalJourney.length && finalJourney !== segments ? { returnDate: finalJourney[0]!.dep } : {}),
      flight: {
        offerId: offer.offerId,
        passengers: request.passengers,
        itinerary: {
          segments,
          return_segments: back,
          ...(legs?.length ? { legs } : {}),
          fare: offer.itinerary.fare,
          passenger_mix: offer.itinerary.passenger_mix,
        },
      },
    },
  }
}
