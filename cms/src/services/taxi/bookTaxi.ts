import { pickupProblem, type TApiError, type TTaxiBookingRequest } from '@nexovia/content-schema'
import type { PayloadRequest } from 'payload'
import { travellerFromRequest } from '../auth/travellerSession'
import { ChargeRefused } from '../money/chargeGuard'
import { currentGeocoder } from '../places/mapboxGeocoder'
import { bookRide } from './bookRide'
import { resolvePickup } from './flightPickup'
import type { PricedRide } from './priceRide'
import { priceRequest, storedQuote } from './quoteStore'
import { unconfirmedPlace } from './verifyRidePlaces'

const QUOTE_REFUSAL_STATUS = {
  'taxiErrors.quoteNotFound': 404,
  'taxiErrors.quoteExpired': 410,
  'taxiErrors.quoteMismatch': 409,
} as const

/** A ride booked (its checkout's address), or refused with its status and words. */
export type BookTaxiOutcome =
  | { kind: 'booked'; rideId: number; checkoutUrl: string }
  | { kind: 'refused'; status: number; error: TApiError }

const refused = (status: number, error: TApiError): BookTaxiOutcome => ({ kind: 'refused', status, error })

/**
 * POST /api/taxi/book: the ride stored as pending payment at the stored quote's price (or, without
 * quote_id, the cms's own price now) and a checkout of the payments path opened. From an airport with
 * a flight number, the pick-up is the flight's expected landing. A price in the body is never read.
 */
export async function bookTaxi(req: PayloadRequest, asked: TTaxiBookingRequest): Promise<BookTaxiOutcome> {
  const resolved = await resolvePickup(asked.ride)
  if (resolved.kind === 'unavailable') return refused(503, { message: 'taxiErrors.flightStatusUnavailable' })
  if (resolved.kind === 'invalid') {
    return refused(422, {
      message: 'errors.invalidInput',
      fieldErrors: { [`ride.${resolved.field}`]: resolved.message },
    })
  }
  const data = { ...asked, ride: resolved.ride }
  const flight = resolved.kind === 'flight' ? resolved.flight : undefined
  const now = new Date()
  const pickup = pickupProblem(data.ride.datetime, now.getTime())
  if (pickup)
    return refused(422, { message: 'errors.invalidInput', fieldErrors: { 'ride.datetime': pickup } })
  const unconfirmed = await unconfirmedPlace(req.payload, currentGeocoder(), data.ride)
  if (unconfirmed) {
    return refused(422, {
      message: 'validation.coordinatesInvalid',
      fieldErrors: { [`ride.${unconfirmed}`]: 'validation.coordinatesInvalid' },
    })
  }
  let priced: PricedRide
  if (data.quote_id) {
    const lookup = await storedQuote(req.payload, data.quote_id, data.ride, now)
    if (lookup.refusal) return refused(QUOTE_REFUSAL_STATUS[lookup.refusal], { message: lookup.refusal })
    priced = lookup.priced
  } else {
    const result = priceRequest(data.ride)
    if (result.refusal) return refused(422, { message: result.refusal })
    priced = result.ride
  }
  const traveller = await travellerFromRequest(req)
  // A signed-in traveller's confirmation goes to their account's address, never to one typed beside it.
  const booking = traveller
    ? { ...data, customer: { ...data.customer, email: String(traveller.email) } }
    : data
  try {
    const { rideId, checkoutUrl } = await bookRide(
      req,
      booking,
      priced,
      data.quote_id,
      traveller ? Number(traveller.id) : undefined,
      flight,
    )
    return { kind: 'booked', rideId, checkoutUrl }
  } catch (cause) {
    if (cause instanceof ChargeRefused) return refused(409, { message: cause.key })
    req.payload.logger.error(`Taxi checkout failed: ${String(cause)}`)
    return refused(503, { message: 'paymentErrors.checkoutUnavailable' })
  }
}
