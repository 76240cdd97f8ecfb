import type { TAirlineCancelQuote, TBookingLookupInput, TCurrency } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking } from '../../../payload-types'
import { cancelWithAirline, quoteAirlineCancel } from '../../flights/orders/airlineCancel'
import { mailCancellation } from '../../payments/confirmation/cancellationDelivery'
import type { CancelOutcome } from './cancelByReference'
import { foundByReference, type NotFound } from './foundByReference'
import { managedAfresh } from './managedBooking'

const bookingOf = (booking: Booking) => ({
  id: booking.id,
  amount: booking.amount,
  currency: booking.currency as TCurrency,
})

export type AirlineQuoteOutcome =
  | NotFound
  | { kind: 'failed' | 'refused' }
  | { kind: 'quoted'; quote: TAirlineCancelQuote }

/** POST /api/bookings/lookup/airline-cancel/quote: the airline's refund if the flight is cancelled now. */
export async function quoteAirlineCancelByReference(
  payload: Payload,
  input: TBookingLookupInput,
): Promise<AirlineQuoteOutcome> {
  const found = await foundByReference(payload, input)
  if (!found) return { kind: 'not_found' }
  const quote = await quoteAirlineCancel(payload, bookingOf(found.booking)).catch((cause: unknown) => {
    payload.logger.error(`Airline cancellation quote failed: ${String(cause)}`)
    return null
  })
  if (quote === null) return { kind: 'failed' }
  if (!quote) return { kind: 'refused' }
  return {
    kind: 'quoted',
    quote: { refund: { amount: quote.amount, currency: quote.currency }, expires_at: quote.expiresAt },
  }
}

/**
 * POST /api/bookings/lookup/airline-cancel: the airline cancels the order at the refund the traveller
 * was shown (`changed` when its quote now differs), the traveller is refunded that amount
 * (flights/orders/airlineCancel.ts) and mailed; the booking as it now stands.
 */
export async function airlineCancelByReference(
  payload: Payload,
  input: TBookingLookupInput & { refund_amount: number },
): Promise<CancelOutcome | { kind: 'changed' | 'airline_failed' }> {
  const found = await foundByReference(payload, input)
  if (!found) return { kind: 'not_found' }
  const { booking, locale } = found
  const outcome = await cancelWithAirline(payload, {
    booking: bookingOf(booking),
    shownAmount: input.refund_amount,
    now: new Date(),
  })
  if (outcome.kind !== 'refunded') return { kind: outcome.kind }
  await mailCancellation(payload, booking, outcome.refund.amount)
  return { kind: 'cancelled', booking: await managedAfresh(payload, booking.id, locale) }
}
