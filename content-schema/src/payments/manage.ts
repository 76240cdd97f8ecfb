import { z } from 'zod'
import { ZBookingStatus, ZBookingType, ZCurrency } from '../core/enum-schemas.ts'
import { ZLocale } from '../core/locale-schema.ts'
import { email, msg, payload, ZMinorAmount } from '../core/primitives.ts'
import { ZTravellerTickets } from '../flights/index.ts'
import { ZRefundForTraveller, ZRideForTraveller } from './booking.ts'
import { BOOKING_REFERENCE } from './constants.ts'
import type { TPaidWith } from './refund-words.ts'

const { prefix, length, alphabet } = BOOKING_REFERENCE
const REFERENCE_SHAPE = new RegExp(`^${prefix}-?[${alphabet}]{${length}}$`)

/**
 * A booking reference as a traveller types it: any case, spaces around, the dash optional
 * ("nx 7k3q9p" is not accepted, "nx7k3q9p" is), given back in its canonical form "NX-7K3Q9P".
 */
const reference = z
  .string(msg('manage.referenceRequired'))
  .trim()
  .min(1, msg('manage.referenceRequired'))
  .max(20, msg('manage.referenceInvalid'))
  .transform((text) => text.toUpperCase())
  .refine((text) => REFERENCE_SHAPE.test(text), msg('manage.referenceInvalid'))
  .transform((text) => `${prefix}-${text.slice(-length)}`)

/** POST /api/bookings/lookup (and /resend): a booking is found by its reference and the address it was booked with. */
export const ZBookingLookupInput = payload({
  reference,
  email: email(),
  /** The page's language, for what the answer words (a flight's itinerary); else the booking's. */
  locale: ZLocale.optional(),
})
export type TBookingLookupInput = z.infer<typeof ZBookingLookupInput>

/** What the manage-booking page shows: the booking's own facts, no one's personal data beyond the address typed. */
export const ZManagedBooking = z.object({
  reference: z.string(),
  type: ZBookingType,
  status: ZBookingStatus,
  destination: z.string(),
  itemName: z.string(),
  itemDetails: z.string(),
  departureDate: z.string().nullable(),
  returnDate: z.string().nullable(),
  amount: ZMinorAmount,
  currency: ZCurrency,
  paidAt: z.string().nullable(),
  /** A stay booked with a supplier (Duffel Stays): the hotel's confirmation number; null otherwise. */
  supplier_confirmation: z.string().nullable(),
  /** A flight's itinerary, a line each: every leg with its airport times and zones, the passengers, the baggage. */
  itinerary: z.array(z.string()),
  /** A paid flight's tickets: waiting, issued (PNR, e-tickets), refused or cancelled; null for any other booking. */
  tickets: ZTravellerTickets.nullable(),
  /** A taxi booking: its ride's status and, once assigned, the driver. */
  ride: ZRideForTraveller.extend({ scheduled_datetime: z.string() }).nullable(),
  refund: ZRefundForTraveller.nullable(),
  /** How it was paid, as its refund names it (refund-words.ts): a card's last digits, a wallet's masked phone. */
  paid_with: z.discriminatedUnion('method', [
    z.object({ method: z.literal('card'), card_last4: z.string().nullable() }),
    z.object({
      method: z.literal('mobile_money'),
      network: z.string().nullable(),
      phone: z.string().nullable(),
    }),
  ]) satisfies z.ZodType<TPaidWith>,
  /** Whether the traveller may cancel online now (payments/cancellation.ts), and until when. */
  cancellation: z.object({ kind: z.enum(['free', 'contact', 'closed']), until: z.string().optional() }),
  /** A flight issued through an airline order: cancelled online at the airline's own quote (airline-cancel). */
  airline_cancel: z.boolean().optional(),
  /** The booking's phone channels as stored (issue 45); absent from trips kept on a device before it. */
  messages: z.object({ phone: z.string(), whatsapp: z.boolean(), sms: z.boolean() }).optional(),
})
export type TManagedBooking = z.infer<typeof ZManagedBooking>

export const ZBookingLookupAnswer = z.object({ booking: ZManagedBooking })

/** POST /api/bookings/lookup/cancel: the booking as it now stands (refunded). */
export const ZBookingCancelled = ZBookingLookupAnswer

/** POST /api/bookings/lookup/airline-cancel/quote: what cancelling with the airline now gives back, and until when. */
export const ZAirlineCancelQuote = z.object({
  refund: z.object({ amount: ZMinorAmount, currency: ZCurrency }),
  expires_at: z.string(),
})
export type TAirlineCancelQuote = z.infer<typeof ZAirlineCancelQuote>

/** POST /api/bookings/lookup/airline-cancel: the traveller confirms the refund they were shown. */
export const ZAirlineCancelInput = payload({
  reference,
  email: email(),
  locale: ZLocale.optional(),
  refund_amount: ZMinorAmount,
})

/** POST /api/bookings/lookup/resend: the confirmation went out again to the booking's address. */
export const ZConfirmationResent = z.object({ sent: z.literal(true) })
