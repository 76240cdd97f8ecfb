import type { LockedBooking } from '../bookings/bookingStore'
import type { PaymentGateway, Refund } from '../paymentGateway'
import { gatewayOf } from '../paymentGateways'

/** Gives a booking's payment back through the gateway that took it (its idempotency key makes a retry one refund). */
export function refundBooking(
  booking: LockedBooking,
  paymentIntentId: string | null,
  gatewayFor: (provider: string | null) => PaymentGateway = gatewayOf,
): Promise<Refund> {
  return gatewayFor(booking.checkout_provider).refund({
    bookingId: Number(booking.id),
    amount: Number(booking.amount),
    currency: booking.currency,
    paymentIntentId,
    sessionId: booking.checkout_session_id,
  })
}

/** A refund inside a cancel's transaction failed: thrown to roll the transaction back, caught by its caller. */
export class RefundFailed extends Error {}

/** refundBooking of the booking's recorded payment, turning the gateway's failure into RefundFailed. */
export async function refundOrFail(
  booking: LockedBooking,
  gatewayFor: (provider: string | null) => PaymentGateway,
): Promise<Refund> {
  try {
    return await refundBooking(booking, booking.payment_intent_id, gatewayFor)
  } catch (cause) {
    throw new RefundFailed('refund failed', { cause })
  }
}
