import type { TMobileMoneyChargeAnswer } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { inTransaction } from '../bookings/bookingStore'
import { applyVerifiedPayment } from '../confirmation/verifiedPayment'
import { gatewayOf } from '../paymentGateways'
import { latestAttemptReference } from './chargeAttempts'
import { findMobileMoneyBooking } from './mobileMoneyCharge'

export type VerifyResult = {
  status: number
  body: TMobileMoneyChargeAnswer | { message: string }
}

const STATE_OF_STATUS: Record<string, TMobileMoneyChargeAnswer['state']> = {
  confirmed: 'successful',
  refunded: 'successful',
  failed: 'failed',
}

/**
 * Where the session's latest mobile-money attempt stands after asking the provider: a Flutterwave
 * booking still pending has its latest attempt re-queried by reference through its gateway
 * (`verifyCharge`, as the expiry job does) when the traveller is back from Flutterwave's approval page
 * or reloaded the page, so a missed or late webhook cannot leave it waiting; the test checkout's
 * outcomes are already applied. 404 for an unknown session.
 */
export async function verifyMobileMoney(
  payload: Payload,
  sessionId: string,
  now = new Date(),
): Promise<VerifyResult> {
  const booking = await findMobileMoneyBooking(payload, sessionId)
  if (!booking) return { status: 404, body: { message: 'paymentErrors.sessionNotFound' } }
  // The test checkout's gateway has no verifyCharge: its outcomes are applied as they happen.
  const verifyCharge = booking.status === 'pending' && gatewayOf(booking.checkoutProvider).verifyCharge
  if (verifyCharge) {
    const reference = await inTransaction(payload, (tx) => latestAttemptReference(tx, booking.id))
    const verified = reference ? await verifyCharge(reference) : null
    if (verified) await applyVerifiedPayment(payload, verified, now)
  }
  const { status } = await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })
  return { status: 200, body: { state: STATE_OF_STATUS[status] ?? 'pending', redirect_url: null } }
}
