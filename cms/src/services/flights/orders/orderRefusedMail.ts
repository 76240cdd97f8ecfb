import {
  COLLECTION_SLUGS,
  formatMoney,
  type Locale,
  type TCurrency,
  translate,
} from '@nexovia/content-schema'
import type { Payload, SendEmailOptions } from 'payload'
import { sitePage } from '../../lib/sitePage'
import { paragraphsMail } from '../../mail/paragraphsMail'
import type { OrderRefused } from './flightOrders'

type RefusedBooking = {
  email: string
  locale: Locale
  reference: string
  itemName: string
  refund: { amount: number; currency: TCurrency }
}

/** The airline refused a paid booking's order and the whole payment went back: the mail that says so, in its language. */
export function orderRefusedMail(booking: RefusedBooking, reason: OrderRefused['reason']): SendEmailOptions {
  const { locale, reference } = booking
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(locale, key, params)
  const amount = formatMoney(booking.refund.amount, booking.refund.currency, locale)
  return paragraphsMail(booking.email, t('flights.order.refused.subject', { reference }), [
    t(`flights.order.refused.${reason}`, { reference, item: booking.itemName }),
    t('flights.order.refused.refund', { amount }),
    t('flights.order.refused.next', { url: sitePage(locale, '/flights') }),
    t('paymentMail.signature'),
  ])
}

/** Mails a refused order's traveller; a failed mail is logged, not retried (the refund stands). */
export async function mailOrderRefused(
  payload: Payload,
  bookingId: number,
  reason: OrderRefused['reason'],
): Promise<void> {
  try {
    const booking = await payload.findByID({ collection: COLLECTION_SLUGS.bookings, id: bookingId, depth: 0 })
    const refund = {
      amount: booking.refundedAmount ?? booking.amount,
      currency: booking.currency as TCurrency,
    }
    const mail = orderRefusedMail(
      {
        email: booking.email,
        locale: booking.locale as Locale,
        reference: booking.reference ?? '',
        itemName: booking.itemName ?? booking.destination,
        refund,
      },
      reason,
    )
    await payload.sendEmail(mail)
  } catch (cause) {
    payload.logger.error(`Mail of booking ${bookingId}'s refused flight order failed: ${String(cause)}`)
  }
}
