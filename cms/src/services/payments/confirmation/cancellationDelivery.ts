import { formatMoney, type Locale, paidWithOf, type TCurrency } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import type { Booking } from '../../../payload-types'
import { notifyTraveller } from '../../messages/notifier'
import { refundNotice } from '../../push/bookingNotices'
import { cancellationMail } from './confirmationMail'

/**
 * Mails the traveller the refund of a cancel (theirs or staff's), in the booking's language. A failed
 * mail is logged, not thrown: the cancel and its refund stand either way.
 */
export async function mailCancellation(payload: Payload, booking: Booking, amount: number): Promise<void> {
  const locale = booking.locale as Locale
  const currency = booking.currency as TCurrency
  const reference = booking.reference ?? ''
  const refunded = formatMoney(amount, currency, locale)
  await notifyTraveller(payload, {
    event: 'cancellationRefund',
    bookingId: booking.id,
    variables: { reference, amount: refunded },
    email: () => sendCancellationMail(payload, booking, amount),
    push: (pushLocale) =>
      refundNotice(pushLocale, { reference, amount: formatMoney(amount, currency, pushLocale) }),
  })
}

async function sendCancellationMail(payload: Payload, booking: Booking, amount: number): Promise<void> {
  await payload
    .sendEmail(
      cancellationMail(
        {
          email: booking.email,
          locale: booking.locale as Locale,
          reference: booking.reference ?? '',
          itemName: booking.itemName ?? booking.destination,
          paidWith: paidWithOf(booking),
        },
        { amount, currency: booking.currency as TCurrency },
      ),
    )
    .catch((cause: unknown) => payload.logger.error(`Cancellation mail not sent: ${String(cause)}`))
}
