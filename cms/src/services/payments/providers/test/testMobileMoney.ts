import { TEST_MOBILE_MONEY_PHONES } from '@nexovia/content-schema'
import type { MobileMoneyCharge, MobileMoneyChargeInput } from '../../paymentGateway'

/**
 * The built-in test checkout's simulation of the traveller's phone, like Stripe's test cards: 0550000002
 * declines, 0550000003 never approves in time, any other number approves. The outcome is handed back
 * with the pending answer and goes through the same verified-payment handler as Flutterwave's
 * re-queried webhook; the page shows "approve on your phone" and polls the status until it lands.
 */
export function simulatedMobileMoneyCharge(input: MobileMoneyChargeInput): MobileMoneyCharge {
  const digits = input.phone.replace(/^\+/, '')
  const outcome =
    digits === TEST_MOBILE_MONEY_PHONES.declines
      ? 'failed'
      : digits === TEST_MOBILE_MONEY_PHONES.timesOut
        ? 'timed_out'
        : 'successful'
  return {
    state: 'pending',
    redirectUrl: null,
    transactionId: null,
    outcome: {
      // One event per attempt: a traveller declined once may try again on the same session.
      eventId: `test_momo_${input.reference}_${outcome}`,
      eventType: `test.mobile_money.${outcome}`,
      bookingId: input.bookingId,
      bookingEvent: outcome === 'successful' ? 'payment_succeeded' : 'payment_failed',
      charged: { amount: input.amount, currency: input.currency },
      // One payment per charge, as a provider's transaction: two approved charges are two payments, and the
      // one that did not confirm the booking is refunded (duplicatePayment.ts), never taken for the first.
      paymentIntentId: `momo_test_${input.reference}`,
      lastPaymentError:
        outcome === 'successful'
          ? undefined
          : `mobile_money_${outcome === 'failed' ? 'declined' : 'timed_out'}`,
      attemptReference: input.reference,
    },
  }
}
