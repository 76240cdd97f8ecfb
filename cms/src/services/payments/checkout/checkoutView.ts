import { COLLECTION_SLUGS, type Locale, type TTestCheckoutView } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking } from '../../../payload-types'
import { sitePage } from '../../lib/sitePage'

/**
 * The sessions whose checkout is a page of the site: the built-in test checkout's (`cs_test_…`) and
 * Flutterwave's mobile-money ones (`flw_…`, the traveller types the phone there). Stripe's own
 * sessions are paid on Stripe's page and never shown here.
 */
const SITE_CHECKOUTS = [
  { pattern: /^cs_test_[0-9a-f]{48}$/, provider: 'test' },
  { pattern: /^flw_[0-9a-f]{48}$/, provider: 'flutterwave' },
] as const

/** The booking behind a session paid on the site's own checkout page, if there is one. */
async function findSiteCheckoutBooking(payload: Payload, sessionId: string): Promise<Booking | undefined> {
  const provider = SITE_CHECKOUTS.find((checkout) => checkout.pattern.test(sessionId))?.provider
  if (!provider) return undefined
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookings,
    where: { checkoutSessionId: { equals: sessionId }, checkoutProvider: { equals: provider } },
    limit: 1,
    depth: 0,
  })
  return docs[0]
}

/**
 * Where a checkout session stands: paid, open, or expired (a cancelled booking's session reads as
 * expired, so it can no longer be paid). A failed mobile-money approval may be tried again while the
 * session lasts.
 */
export function checkoutStateOf(booking: Booking, now: Date): TTestCheckoutView['state'] {
  if (booking.status === 'confirmed' || booking.status === 'refunded') return 'complete'
  const isRetryable =
    booking.status === 'pending' || (booking.status === 'failed' && booking.paymentMethod === 'mobile_money')
  if (!isRetryable) return 'expired'
  return Date.parse(booking.sessionExpiresAt ?? '') > now.getTime() ? 'open' : 'expired'
}

const cancelUrl = (locale: Locale, sessionId: string) =>
  `${sitePage(locale, '/payment/cancel')}?session_id=${sessionId}`

/** What the site's checkout page shows for a session, or undefined for an unknown one. */
export async function viewCheckout(
  payload: Payload,
  sessionId: string,
  now = new Date(),
): Promise<TTestCheckoutView | undefined> {
  const booking = await findSiteCheckoutBooking(payload, sessionId)
  if (!booking) return undefined
  const locale = booking.locale as Locale
  const lastFailure = booking.lastPaymentError
  const state = checkoutStateOf(booking, now)
  return {
    session_id: sessionId,
    provider: booking.checkoutProvider === 'flutterwave' ? 'flutterwave' : 'test',
    state,
    amount: booking.amount,
    currency: booking.currency,
    booking_type: booking.type,
    item_name: booking.itemName ?? booking.destination,
    item_description: booking.itemDetails ?? '',
    locale,
    expires_at: new Date(booking.sessionExpiresAt ?? booking.createdAt).toISOString(),
    cancel_url: cancelUrl(locale, sessionId),
    last_failure:
      lastFailure === 'insufficient_funds' || lastFailure === 'card_declined' ? lastFailure : null,
    payment_method: booking.paymentMethod ?? 'card',
    converted_from:
      booking.priceAmount != null && booking.priceCurrency && booking.rateSetOn
        ? { amount: booking.priceAmount, currency: booking.priceCurrency, rate_set_on: booking.rateSetOn }
        : null,
    // A failed attempt clears nothing here: the booking is then 'failed', so no attempt is pending.
    pending_charge:
      state === 'open' && booking.status === 'pending' && booking.chargePhone
        ? { phone: booking.chargePhone, approval_page: booking.chargeApprovalPage ?? null }
        : null,
  }
}
