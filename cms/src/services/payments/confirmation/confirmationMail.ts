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
import { flightLegEvents } from '../../flights/flightCalendar'
import { type CalendarEvent, calendarAttachment } from '../../mail/calendarFile'
import type { KindMailParts, MailBlock, MailLeg, MailPart } from '../../mail/mailParts'
import { type LaidOutMail, paragraphsMail } from '../../mail/paragraphsMail'
import { mailJourneys, type StoredItinerary, travellerLines } from './itineraryLines'

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
  /** What the booking's kind adds: a stay's or a ride's card and calendar event (bookingKinds' confirmationParts). */
  kindParts?: KindMailParts | null
  /** A flight's: hours ticketing usually takes (site settings), said instead of the advisor's 24 hours. */
  ticketingHours?: number
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

/** The flights' cards, under the itinerary's title, each flight's times on its airports' clocks. */
function flightsBlock(itinerary: StoredItinerary, t: Translate, locale: Locale): MailBlock {
  const journeys = mailJourneys(itinerary, locale)
  const legLine = (leg: MailLeg) =>
    t('itinerary.leg', {
      flight: leg.flight,
      from: leg.from,
      to: leg.to,
      departure: leg.departs,
      arrival: leg.arrives,
    })
  return {
    kind: 'flights',
    journeys,
    text: [
      t('itinerary.title'),
      ...journeys.flatMap((journey) => [journey.title, ...journey.legs.map(legLine)]),
    ],
  }
}

/** What happens next: a ride's driver, a flight's ticketing, else the advisor's voucher. */
function nextSteps({ type, itinerary, ticketingHours, locale }: ConfirmedBooking): string {
  if (type === 'taxi') return translate(locale, 'taxiMail.nextSteps')
  if (itinerary?.segments?.length && ticketingHours)
    return translate(locale, 'tickets.waiting', { hours: String(ticketingHours) })
  return translate(locale, 'paymentMail.nextSteps')
}

/** The trip's calendar events: each flight, the stay, the pick-up. */
const calendarOf = (booking: ConfirmedBooking): CalendarEvent[] => [
  ...(booking.itinerary?.segments?.length
    ? flightLegEvents(booking.itinerary, { reference: booking.reference, locale: booking.locale })
    : []),
  ...(booking.kindParts?.events ?? []),
]

/**
 * The booking confirmation, in the traveller's language: reference, amount, what was bought (the
 * flights, the stay or the ride in their cards), next steps, and a calendar file of the trip.
 */
export function confirmationMail(booking: ConfirmedBooking): LaidOutMail {
  const { locale } = booking
  const t: Translate = (key, params) => translate(locale, key, params)
  const file = t('mail.calendar.file', { reference: booking.reference })
  const attachments = calendarAttachment(calendarOf(booking), file)
  const hasFlights = Boolean(booking.itinerary?.segments?.length)
  const parts: MailPart[] = [
    t('paymentMail.greeting'),
    summaryCard(booking, t),
    ...(booking.supplierConfirmation
      ? [t('paymentMail.supplierConfirmation', { confirmation: booking.supplierConfirmation })]
      : []),
    ...(booking.itinerary && hasFlights ? [flightsBlock(booking.itinerary, t, locale)] : []),
    ...(booking.itinerary && hasFlights
      ? travellerLines(booking.itinerary, booking.passengerNames ?? [], locale)
      : []),
    ...(booking.kindParts?.parts ?? []),
    ...(attachments.length ? [t('mail.calendar.attached', { file })] : []),
    ...(booking.entryRequirements ?? []),
    ...pickupLines(booking),
    nextSteps(booking),
    ...(booking.manageUrl
      ? [
          booking.itinerary
            ? t('itinerary.manage', { url: booking.manageUrl, reference: booking.reference })
            : t('paymentMail.manage', { url: booking.manageUrl }),
        ]
      : []),
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
