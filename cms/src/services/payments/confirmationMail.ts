import {
  formatMoney,
  type Locale,
  pickupOffersOf,
  refundWords,
  type TBookingType,
  type TCurrency,
  type TPaidWith,
  translate,
} from '@nexovia/content-schema'
import type { SendEmailOptions } from 'payload'
import { paragraphsMail } from '../mail/paragraphsMail'
import { itineraryLines, type StoredItinerary } from './itineraryLines'

type ConfirmedBooking = {
  email: string
  locale: Locale
  reference: string
  amount: number
  currency: TCurrency
  itemName: string
  itemDetails: string
  type?: TBookingType
  /** The manage-booking page in the booking's language, when the mail should point to it. */
  manageUrl?: string
  /** A flight's legs as sold: each time on its airport's clock, zone named. */
  itinerary?: StoredItinerary
  /** The passengers' names as in their passports (never their passport details). */
  passengerNames?: string[]
  /** The airport-taxi page in the booking's language: a flight's mail offers a pickup where each journey lands. */
  pickupUrl?: string
  /** A stay booked with a supplier: the hotel's confirmation number. */
  supplierConfirmation?: string | null
  /** The destination's entry requirements for the passengers' nationalities, as lines (entryRequirementLines). */
  entryRequirements?: string[]
}

/** A flight's pickup offers, each with the taxi page's address that fills its ride in. */
function pickupLines({ itinerary, pickupUrl, locale }: ConfirmedBooking): string[] {
  if (!itinerary?.segments?.length || !pickupUrl) return []
  const offers = pickupOffersOf(itinerary, locale)
  return [
    translate(locale, 'itinerary.pickupTitle'),
    ...offers.map((offer) =>
      translate(locale, 'itinerary.pickupMail', { offer: offer.text, url: `${pickupUrl}?${offer.query}` }),
    ),
  ]
}

/** The booking confirmation, in the traveller's language: reference, amount, what was bought, next steps. */
export function confirmationMail(booking: ConfirmedBooking): SendEmailOptions {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(booking.locale, key, params)
  const lines = [
    t('paymentMail.greeting'),
    t('paymentMail.reference', { reference: booking.reference }),
    t('paymentMail.amount', { amount: formatMoney(booking.amount, booking.currency, booking.locale) }),
    t('paymentMail.item', { item: booking.itemName }),
    t('paymentMail.details', { details: booking.itemDetails }),
    ...(booking.supplierConfirmation
      ? [t('paymentMail.supplierConfirmation', { confirmation: booking.supplierConfirmation })]
      : []),
    ...(booking.itinerary ? [t('itinerary.title')] : []),
    ...itineraryLines(booking.itinerary, booking.passengerNames ?? [], booking.locale),
    ...(booking.entryRequirements ?? []),
    ...pickupLines(booking),
    t(booking.type === 'taxi' ? 'taxiMail.nextSteps' : 'paymentMail.nextSteps'),
    ...(booking.manageUrl
      ? [
          booking.itinerary
            ? t('itinerary.manage', { url: booking.manageUrl, reference: booking.reference })
            : t('paymentMail.manage', { url: booking.manageUrl }),
        ]
      : []),
    t('paymentMail.signature'),
  ]
  return paragraphsMail(booking.email, t('paymentMail.subject', { reference: booking.reference }), lines)
}

/**
 * The traveller cancelled a booking and was refunded: the mail that says so, in the booking's language,
 * naming where the money goes back and how long that method takes (no "payment received" greeting).
 */
export function cancellationMail(
  booking: Pick<ConfirmedBooking, 'email' | 'locale' | 'reference' | 'itemName'> & { paidWith: TPaidWith },
  refund: { amount: number; currency: TCurrency },
): SendEmailOptions {
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
  )
}

/** A second payment of a booking already paid was refunded: the mail that says so, in the booking's language. */
export function duplicateRefundMail(
  booking: Pick<ConfirmedBooking, 'email' | 'locale' | 'reference' | 'itemName'>,
  refund: { amount: number; currency: TCurrency },
): SendEmailOptions {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(booking.locale, key, params)
  const amount = formatMoney(refund.amount, refund.currency, booking.locale)
  return paragraphsMail(booking.email, t('paymentMail.duplicate.subject', { reference: booking.reference }), [
    t('paymentMail.duplicate.body', { reference: booking.reference, item: booking.itemName, amount }),
    t('paymentMail.signature'),
  ])
}
