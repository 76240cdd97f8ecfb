import {
  formatMoney,
  type Locale,
  refundWords,
  type TCurrency,
  type TPaidWith,
  translate,
} from '@nexovia/content-schema'
import { calendarAttachment } from '../../mail/calendarFile'
import type { KindMailParts, MailBlock, MailPart } from '../../mail/mailParts'
import { type LaidOutMail, paragraphsMail } from '../../mail/paragraphsMail'

type ConfirmedBooking = {
  email: string
  locale: Locale
  reference: string
  amount: number
  currency: TCurrency
  itemName: string
  itemDetails: string
  /** The manage-booking page in the booking's language, when the mail should point to it. */
  manageUrl?: string
  /** A stay booked with a supplier: the hotel's confirmation number. */
  supplierConfirmation?: string | null
  /** What the booking's kind adds: a flight's journeys, a stay's or a ride's card, their calendar events (bookingKinds' confirmationParts). */
  kindParts?: KindMailParts | null
}

type Translate = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => string

/** The summary card: reference, amount, what was bought; its text lines as the text part always said them. */
function summaryCard(booking: ConfirmedBooking, t: Translate): MailBlock {
  const amount = formatMoney(booking.amount, booking.currency, booking.locale)
  return {
    kind: 'card',
    title: t('mail.card.booking'),
    rows: [
      { label: t('mail.row.reference'), value: booking.reference },
      { label: t('mail.row.amount'), value: amount },
      { label: t('mail.row.item'), value: booking.itemName },
      { label: t('mail.row.details'), value: booking.itemDetails },
    ],
    text: [
      t('paymentMail.reference', { reference: booking.reference }),
      t('paymentMail.amount', { amount }),
      t('paymentMail.item', { item: booking.itemName }),
      t('paymentMail.details', { details: booking.itemDetails }),
    ],
  }
}

/**
 * The booking confirmation, in the traveller's language: reference, amount, what was bought (its
 * kind's blocks: the flights, the stay or the ride), next steps, and a calendar file of the trip.
 */
export function confirmationMail(booking: ConfirmedBooking): LaidOutMail {
  const { locale, manageUrl } = booking
  const kind = booking.kindParts
  const t: Translate = (key, params) => translate(locale, key, params)
  const file = t('mail.calendar.file', { reference: booking.reference })
  const attachments = calendarAttachment(kind?.events ?? [], file)
  const parts: MailPart[] = [
    t('paymentMail.greeting'),
    summaryCard(booking, t),
    ...(booking.supplierConfirmation
      ? [t('paymentMail.supplierConfirmation', { confirmation: booking.supplierConfirmation })]
      : []),
    ...(kind?.parts ?? []),
    ...(attachments.length ? [t('mail.calendar.attached', { file })] : []),
    ...(kind?.notes ?? []),
    // A stay the hotel confirmed needs no voucher from an advisor: its number is above.
    kind?.nextSteps ??
      t(booking.supplierConfirmation ? 'paymentMail.nextSteps.stayConfirmed' : 'paymentMail.nextSteps'),
    ...(manageUrl ? [kind?.manageLine?.(manageUrl) ?? t('paymentMail.manage', { url: manageUrl })] : []),
    t('paymentMail.signature'),
  ]
  return paragraphsMail(booking.email, t('paymentMail.subject', { reference: booking.reference }), parts, {
    locale,
    attachments,
  })
}

/**
 * The traveller cancelled a booking and was refunded: the mail that says so, in the booking's language,
 * naming where the money goes back and how long that method takes (no "payment received" greeting).
 */
export function cancellationMail(
  booking: Pick<ConfirmedBooking, 'email' | 'locale' | 'reference' | 'itemName'> & { paidWith: TPaidWith },
  refund: { amount: number; currency: TCurrency },
): LaidOutMail {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(booking.locale, key, params)
  const amount = formatMoney(refund.amount, refund.currency, booking.locale)
  const lines = [
    t('paymentMail.cancelled.body', {
      reference: booking.reference,
      item: booking.itemName,
      amount,
      ...refundWords(booking.paidWith, t),
    }),
    t('paymentMail.signature'),
  ]
  return paragraphsMail(
    booking.email,
    t('paymentMail.cancelled.subject', { reference: booking.reference }),
    lines,
    { locale: booking.locale },
  )
}

/** A second payment of a booking already paid was refunded: the mail that says so, in the booking's language. */
export function duplicateRefundMail(
  booking: Pick<ConfirmedBooking, 'email' | 'locale' | 'reference' | 'itemName'>,
  refund: { amount: number; currency: TCurrency },
): LaidOutMail {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(booking.locale, key, params)
  const amount = formatMoney(refund.amount, refund.currency, booking.locale)
  return paragraphsMail(
    booking.email,
    t('paymentMail.duplicate.subject', { reference: booking.reference }),
    [
      t('paymentMail.duplicate.body', { reference: booking.reference, item: booking.itemName, amount }),
      t('paymentMail.signature'),
    ],
    { locale: booking.locale },
  )
}
