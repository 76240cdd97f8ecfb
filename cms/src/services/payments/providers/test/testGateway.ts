import { randomBytes } from 'node:crypto'
import { sitePage } from '../../../lib/sitePage'
import type { PaymentGateway } from '../../paymentGateway'
import { simulatedMobileMoneyCharge } from './testMobileMoney'

/**
 * The built-in test checkout's gateway, used when STRIPE_SECRET_KEY is unset: the session is a page of
 * the site (testCheckout.ts). A refund takes no money anywhere, so it always succeeds; its id is derived
 * from the booking, so a retried cancel records the same refund. A session needs no closing: the page
 * refuses to take a card once the booking is no longer pending.
 */
export const testGateway: PaymentGateway = {
  name: 'test',
  openSession: async (input) => {
    const sessionId = `cs_test_${randomBytes(24).toString('hex')}`
    const url = `${sitePage(input.locale, '/payment/checkout')}?session_id=${sessionId}`
    return { sessionId, url, expiresAt: input.expiresAt }
  },
  refund: async (input) => ({
    refundId: input.ofDuplicate
      ? `re_test_payment_${input.paymentIntentId}`
      : `re_test_booking_${input.bookingId}`,
    amount: input.amount,
  }),
  closeSession: async () => {},
  // Takes mobile money too: the phone is simulated (testMobileMoney.ts).
  chargeMobileMoney: async (input) => simulatedMobileMoneyCharge(input),
}
