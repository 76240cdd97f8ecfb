import {
  COLLECTION_SLUGS,
  formatMoney,
  type Locale,
  paidWithOf,
  refundWords,
  type TCurrency,
  type TPaidWith,
  translate,
} from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { sitePage } from '../lib/sitePage'
import { type LaidOutMail, paragraphsMail } from '../mail/paragraphsMail'

type RefusedStay = {
  email: string
  locale: Locale
  reference: string
  itemName: string
  paidWith: TPaidWith
  refund: { amount: number; currency: TCurrency }
}

/**
 * The hotel (the stay supplier) refused a paid stay and the whole payment went back: the mail that
 * says so in the booking's language, where the money goes (as the manage page words it) and where to search again.
 */
export function stayRefusedMail(stay: RefusedStay): LaidOutMail {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(stay.locale, key, params)
  const { reference } = stay
  const amount = formatMoney(stay.refund.amount, stay.refund.currency, stay.locale)
  return paragraphsMail(
    stay.email,
    t('hotels.stay.refused.subject', { reference }),
    [
      t('hotels.stay.refused.body', { reference, item: stay.itemName }),
      t('hotels.stay.refused.refund', { amount, ...refundWords(stay.paidWith, t) }),
      t('hotels.stay.refused.next', { url: sitePage(stay.locale, '/#search-tab-hotels') }),
      t('paymentMail.signature'),
    ],
    { locale: stay.locale },
  )
}

/** Mails the traveller of a refused stay; a failed mail is logged, not retried (the refund stands). */
export async function mailStayRefused(payload: Payload, bookingId: number): Promise<void> {
  try {
    const booking = await payload.findByID({ collection: COLLECTION_SLUGS.bookings, id: bookingId, depth: 0 })
    await payload.sendEmail(
      stayRefusedMail({
        email: booking.email,
        locale: booking.locale as Locale,
        reference: booking.reference ?? '',
        itemName: booking.itemName ?? booking.destination,
        paidWith: paidWithOf(booking),
        refund: { amount: booking.refundedAmount ?? booking.amount, currency: booking.currency as TCurrency },
      }),
    )
  } catch (cause) {
    payload.logger.error(`Mail of booking ${bookingId}'s refused stay failed: ${String(cause)}`)
  }
}
