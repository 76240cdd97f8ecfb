import {
  COLLECTION_SLUGS,
  type Locale,
  MOBILE_MONEY_NETWORKS,
  type TCurrency,
  type TMobileMoneyCharge,
  type TMobileMoneyChargeAnswer,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking } from '../../../payload-types'
import { sitePage } from '../../lib/sitePage'
import { applyVerifiedPayment } from '../confirmation/verifiedPayment'
import { gatewayOf } from '../paymentGateways'
import { beginChargeAttempt, rememberApprovalPage } from './chargeAttempts'

export type ChargeResult = {
  status: number
  body: TMobileMoneyChargeAnswer | { message: string; fieldErrors?: Record<string, string> }
}

const SESSION_PATTERN = /^(cs_test|flw)_[0-9a-f]{48}$/

export async function findMobileMoneyBooking(
  payload: Payload,
  sessionId: string,
): Promise<Booking | undefined> {
  if (!SESSION_PATTERN.test(sessionId)) return undefined
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookings,
    where: { checkoutSessionId: { equals: sessionId }, paymentMethod: { equals: 'mobile_money' } },
    limit: 1,
    depth: 0,
  })
  return docs[0]
}

const isRetryable = (status: Booking['status']) => status === 'pending' || status === 'failed'

/**
 * Starts the mobile-money charge of a checkout session: 404 unknown session, 409 no longer payable, 400
 * a network that does not serve the booking's currency. Flutterwave's bookings go through its API; the
 * test checkout's are simulated. Either way the answer is "pending": the outcome arrives separately.
 */
export async function chargeMobileMoney(
  payload: Payload,
  sessionId: string,
  charge: TMobileMoneyCharge,
  now = new Date(),
): Promise<ChargeResult> {
  const booking = await findMobileMoneyBooking(payload, sessionId)
  if (!booking) return { status: 404, body: { message: 'paymentErrors.sessionNotFound' } }
  // A declined or unanswered approval leaves the session payable until it expires: another try, another phone.
  if (!isRetryable(booking.status) || Date.parse(booking.sessionExpiresAt ?? '') <= now.getTime()) {
    return { status: 409, body: { message: 'paymentErrors.sessionClosed' } }
  }
  const networks = MOBILE_MONEY_NETWORKS[booking.currency as keyof typeof MOBILE_MONEY_NETWORKS] as
    | readonly string[]
    | undefined
  if (!networks?.includes(charge.network)) {
    return {
      status: 400,
      body: { message: 'errors.invalidInput', fieldErrors: { network: 'validation.invalidOption' } },
    }
  }
  // Each charge is a recorded attempt: a failed booking is pending again, awaiting this attempt's outcome.
  const reference = await beginChargeAttempt(payload, booking.id, charge, now)
  if (!reference) return { status: 409, body: { message: 'paymentErrors.sessionClosed' } }
  const started = await gatewayOf(booking.checkoutProvider).chargeMobileMoney?.({
    bookingId: booking.id,
    reference,
    amount: booking.amount,
    currency: booking.currency as TCurrency,
    email: booking.email,
    phone: charge.phone,
    network: charge.network,
    country: charge.country,
    returnUrl: `${sitePage(booking.locale as Locale, '/payment/checkout')}?session_id=${sessionId}`,
  })
  if (!started) return { status: 409, body: { message: 'paymentErrors.sessionClosed' } }
  if (started.outcome) await applyVerifiedPayment(payload, started.outcome, now)
  if (started.redirectUrl) {
    await rememberApprovalPage(payload, {
      bookingId: booking.id,
      reference,
      approvalPage: started.redirectUrl,
    })
  }
  // Flutterwave's own answer (not the browser's word): a charge it refused at once fails now, not at the webhook.
  if (started.state === 'failed' || started.state === 'timed_out') {
    await applyVerifiedPayment(
      payload,
      {
        eventId: `flw_charge_${reference}_${started.state}`,
        eventType: `flutterwave.charge_answer.${started.state}`,
        bookingId: booking.id,
        bookingEvent: 'payment_failed',
        lastPaymentError: started.state === 'failed' ? 'mobile_money_declined' : 'mobile_money_timed_out',
        attemptReference: reference,
      },
      now,
    )
  }
  return { status: 202, body: { state: started.state, redirect_url: started.redirectUrl } }
}
