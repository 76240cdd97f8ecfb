import {
  COLLECTION_SLUGS,
  formatZonedDateTime,
  type TQuotedFlight,
  type TTaxiBookingRequest,
  taxiAreaOf,
} from '@nexovia/content-schema'
import type { PayloadRequest } from 'payload'
import { currentRates } from '../money/rateTable'
import { fixCharge } from '../payments/checkout/chargeCurrency'
import { openCheckout } from '../payments/checkout/openCheckout'
import type { PricedRide } from './priceRide'
import { flightPickupText, rideDescription } from './rideMail'
import { timeZoneAt } from './zones'

/**
 * Stores the ride as pending payment at the price given (the stored quote's, or the cms's own), then
 * opens a checkout for it through the payments path: a booking of type taxi pointing at the ride, the
 * same gateways, the same webhook (which marks the ride paid). Returns the ride id and the checkout URL.
 * A signed-in traveller's booking is theirs (My Bookings lists it).
 */
export async function bookRide(
  req: PayloadRequest,
  request: TTaxiBookingRequest,
  priced: PricedRide,
  quoteId: string | undefined,
  travellerId?: number,
  flight?: TQuotedFlight,
): Promise<{ rideId: number; checkoutUrl: string }> {
  const { customer, ride, locale } = request
  const rideDoc = await req.payload.create({
    collection: COLLECTION_SLUGS.rides,
    data: {
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      origin: ride.origin,
      destination: ride.destination,
      scheduledAt: new Date(ride.datetime).toISOString(),
      passengers: ride.passengers,
      luggageCount: ride.options.luggage_count,
      serviceType: priced.serviceType,
      zone: priced.zone,
      area: taxiAreaOf(priced.zone, ride.origin),
      locale,
      childSeat: ride.options.child_seat,
      vipService: ride.options.vip_service,
      extraStop: ride.options.extra_stop,
      notes: ride.options.notes,
      meetingName: ride.meeting_name,
      ...(flight && {
        flightNumber: flight.flight_number,
        arrivalAirport: flight.airport,
        arrivalDate: ride.arrival_date,
        flightStatus: flight.status,
        scheduledArrivalAt: flight.scheduled_arrival,
        freeWaitingMinutes: flight.free_waiting_minutes,
        flightCheckedAt: new Date().toISOString(),
      }),
      distanceKm: priced.distanceKm,
      durationMin: priced.durationMin,
      price: priced.price,
      currency: priced.currency,
      breakdown: {
        baseFee: priced.breakdown.base_fee,
        distanceFee: priced.breakdown.distance_fee,
        timeFee: priced.breakdown.time_fee,
        nightSurcharge: priced.breakdown.night_surcharge,
        airportFee: priced.breakdown.airport_fee,
        childSeatFee: priced.breakdown.child_seat_fee,
        vipFee: priced.breakdown.vip_fee,
        extraStopFee: priced.breakdown.extra_stop_fee,
      },
      status: 'pending_payment',
      quoteId,
    },
    depth: 0,
  })
  // A flight pick-up names the flight the driver follows, not only a time.
  const when = flight
    ? flightPickupText(flight, locale)
    : formatZonedDateTime(ride.datetime, { locale, timeZone: timeZoneAt(priced.zone, ride.origin.lng) })
  const description = rideDescription(
    {
      from: ride.origin.address,
      to: ride.destination.address,
      when,
      serviceType: priced.serviceType,
      passengers: ride.passengers,
      luggage: ride.options.luggage_count,
    },
    locale,
  )
  // The charge in the method's currency, converted once here and fixed on the booking with its rate.
  const rates = await currentRates(req.payload)
  const checkoutUrl = await openCheckout(
    req,
    fixCharge(
      {
        type: 'taxi',
        amount: priced.price,
        currency: priced.currency,
        destination: ride.destination.address.slice(0, 200),
        ...description,
        passengers: ride.passengers,
        departureDate: new Date(ride.datetime).toISOString(),
        ride: rideDoc.id,
      },
      request.payment_method,
      request.charge_currency,
      rates,
    ),
    // The phone channels chosen on the form: stored on the booking, and on a signed-in traveller's account.
    { userId: travellerId, email: customer.email, locale, consent: request.messages },
  ).catch(async (cause: unknown) => {
    // No checkout, no payment: the ride will never be paid.
    await req.payload.update({
      collection: COLLECTION_SLUGS.rides,
      id: rideDoc.id,
      data: { status: 'cancelled' },
      depth: 0,
    })
    throw cause
  })
  return { rideId: rideDoc.id, checkoutUrl }
}
