import {
  pickupProblem,
  type TQuotedFlight,
  type TTaxiQuoteBody,
  type TTaxiQuoteResponse,
  type UiKey,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Counting } from '../../http/rateLimit'
import { currentGeocoder } from '../places/mapboxGeocoder'
import { resolvePickup } from './flightPickup'
import type { PricingRefusal } from './priceRide'
import { createQuote } from './quoteStore'
import { unconfirmedPlace, willAskGeocoder } from './verifyRidePlaces'

/**
 * How the client's quotes are counted (the contract's limit, handed to the handler): `now`, before a
 * provider is asked, or `withQuote`, inside the quote's own insert (one round trip for both).
 */
export type QuoteCounter = {
  now: () => Promise<Response | null>
  withQuote: () => Promise<Counting>
}

export type QuoteOutcome =
  | { kind: 'limited'; refusal: Response }
  | { kind: 'flight_status_unavailable' }
  | { kind: 'invalid'; message: UiKey; fieldErrors: Record<string, UiKey> }
  | { kind: 'unpriceable'; message: PricingRefusal }
  | { kind: 'quoted'; quote: TTaxiQuoteResponse; flight?: TQuotedFlight }

/**
 * POST /api/taxi/quote: prices the ride and stores the quote. From an airport with a flight number,
 * the pick-up is the flight's expected landing. The client's count comes before any provider is
 * asked (the flight's landing, the geocoder); otherwise it is made with the quote's insert. A ride
 * refused in memory is not counted: answering it costs less than counting it would.
 */
export async function quoteRide(
  payload: Payload,
  body: TTaxiQuoteBody,
  counter: QuoteCounter,
): Promise<QuoteOutcome> {
  const { locale, ...asked } = body
  const geocoder = currentGeocoder()
  const countedFirst = Boolean(asked.flight_number) || (await willAskGeocoder(payload, geocoder, asked))
  if (countedFirst) {
    const refusal = await counter.now()
    if (refusal) return { kind: 'limited', refusal }
  }
  const resolved = await resolvePickup(asked)
  if (resolved.kind === 'unavailable') return { kind: 'flight_status_unavailable' }
  if (resolved.kind === 'invalid')
    return {
      kind: 'invalid',
      message: 'errors.invalidInput',
      fieldErrors: { [resolved.field]: resolved.message },
    }
  const { ride } = resolved
  const now = new Date()
  const pickup = pickupProblem(ride.datetime, now.getTime())
  if (pickup) return { kind: 'invalid', message: 'errors.invalidInput', fieldErrors: { datetime: pickup } }
  const unconfirmed = await unconfirmedPlace(payload, geocoder, ride)
  if (unconfirmed) {
    const message = 'validation.coordinatesInvalid'
    return { kind: 'invalid', message, fieldErrors: { [unconfirmed]: message } }
  }
  const counting = countedFirst ? undefined : await counter.withQuote()
  const result = await createQuote(payload, ride, locale, now, counting)
  if ('limited' in result) return { kind: 'limited', refusal: result.limited }
  if ('refusal' in result) return { kind: 'unpriceable', message: result.refusal }
  return {
    kind: 'quoted',
    quote: result.quote,
    ...(resolved.kind === 'flight' ? { flight: resolved.flight } : {}),
  }
}
