import * as z from 'zod/mini'
import {
  ZAnswerAmount,
  ZAnswerBookingType,
  ZAnswerCurrency,
  ZAnswerPaymentStatus,
  ZAnswerTransactionStatus,
} from '../core/answer-primitives.ts'

/**
 * GET /api/payments/status/{session_id}: what the success page polls (an answer: zod/mini). The session id is the capability:
 * its holder gets this answer whoever is signed in, and it names no passenger; an unknown id is a 404
 * that says nothing more.
 * payment_status unpaid|paid|failed|refunded (paid, then given back when staff cancelled); transaction_status open|complete|expired|failed;
 * booking_reference is set once paid (e.g. "NX-7K3Q9P").
 */
export const ZPaymentStatus = z.object({
  session_id: z.string(),
  payment_status: ZAnswerPaymentStatus,
  transaction_status: ZAnswerTransactionStatus,
  booking_reference: z.nullable(z.string()),
  amount: ZAnswerAmount,
  currency: ZAnswerCurrency,
  booking_type: ZAnswerBookingType,
  /** What was bought, in the booking's language ("Abidjan getaway × 2 passengers"). */
  description: z.string(),
  /** A paid flight's itinerary in the booking's language, one line each (legs in airport times, baggage; no names). */
  itinerary: z.optional(z.array(z.string())),
  /** A paid flight's airport pickups: the words of each, and the /airport-taxi query that fills its ride in. */
  pickups: z.optional(z.array(z.object({ text: z.string(), query: z.string() }))),
  /** The hotel's own confirmation number of a paid stay, when its supplier gave one. */
  supplier_confirmation: z.optional(z.nullable(z.string())),
  /** Why the last mobile-money approval failed, while the session may still be paid (another try, another number). */
  mobile_money_failure: z.optional(z.nullable(z.enum(['declined', 'timed_out']))),
})
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>
