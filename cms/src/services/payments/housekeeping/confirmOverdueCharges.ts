import type { Payload } from 'payload'
import { applyVerifiedPayment } from '../confirmation/verifiedPayment'
import { overdueAttempts } from '../mobileMoney/chargeAttempts'
import type { PaymentGateway } from '../paymentGateway'
import { gatewayOf } from '../paymentGateways'

/**
 * Before the expiry job expires pending bookings, each mobile-money attempt of an overdue one is
 * re-queried from its provider by reference and applied: a traveller who approved on the phone and
 * closed the page, whose webhook was lost, is confirmed instead of expired (the money was taken). A
 * provider that cannot answer is logged and the booking expires as before; a late webhook still confirms it.
 */
export async function confirmOverdueCharges(
  payload: Payload,
  now: Date,
  gatewayFor: (provider: string | null) => PaymentGateway = gatewayOf,
): Promise<void> {
  for (const { bookingId, provider, reference } of await overdueAttempts(payload, now)) {
    try {
      const verified = await gatewayFor(provider).verifyCharge?.(reference)
      if (verified) await applyVerifiedPayment(payload, verified, now)
    } catch (error) {
      payload.logger.warn(
        `Booking ${bookingId}: attempt ${reference} could not be re-queried: ${String(error)}`,
      )
    }
  }
}
