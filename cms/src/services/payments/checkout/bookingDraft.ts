import type { TBookingType, TCurrency, TItinerary, TPaymentMethod } from '@nexovia/content-schema'

/** A booking ready to be stored as pending payment: priced on the server, described in the traveller's language. */
export type BookingDraft = {
  type: TBookingType
  amount: number
  currency: TCurrency
  destination: string
  itemName: string
  itemDetails: string
  /** A package as sold, kept beside the booking in booking-packages (checkout/packageRecord.ts). */
  packageSale?: { package: number; passengers?: number; nights?: number; rooms?: number }
  /** A taxi booking pays for this ride (the ride points at the booking: taxi/rideLink.ts). */
  ride?: number
  /** A ride's passengers. */
  passengers?: number
  /**
   * A stay as sold (in our hotels: its hotel, room type and rate plan; a supplier's has none of ours),
   * kept by the stay's own code in booking-stays with the booking (hotels/stayRecord.ts).
   */
  stay?: {
    hotel?: number
    roomType?: string
    ratePlan?: string
    rooms: number
    nights: number
    freeCancellationUntil: string | null
    hasBreakfast: boolean
  }
  /** A stay sold from a supplier: its rate and quote, kept beside the booking and booked once paid. */
  supplierStay?: { supplier: 'duffel'; rateId: string; quoteId: string }
  departureDate?: string
  returnDate?: string
  /**
   * A flight as sold: its stored offer, its legs and fare facts (for the itinerary mail and page) and
   * its passengers, kept by the flight's own code in booking-flights with the booking (flights/flightRecord.ts).
   */
  flight?: { offerId: string; itinerary: BookedItinerary; passengers: number }
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
