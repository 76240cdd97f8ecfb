import { z } from 'zod'
import { ZBookingType, ZCurrency, ZPaymentStatusValue, ZTransactionStatus } from '../core/enum-schemas.ts'
import { ZMinorAmount } from '../core/primitives.ts'

/**
 * GET /api/payments/status/{session_id}: what the success page polls. The session id is the capability:
 * its holder gets this answer whoever is signed in, and it names no passenger; an unknown id is a 404
 * that says nothing more.
 * payment_status unpaid|paid|failed|refunded (paid, then given back when staff cancelled); transaction_status open|complete|expired|failed;
 * booking_reference is set once paid (e.g. "NX-7K3Q9P").
 */
export const ZPaymentStatus = z.object({
  session_id: z.string(),
  payment_status: ZPaymentStatusValue,
  transaction_status: ZTransactionStatus,
  booking_reference: z.string().nullable(),
  amount: ZMinorAmount,
  currency: ZCurrency,
  booking_type: ZBookingType,
  /** What was bought, in the booking's language ("Abidjan getaway × 2 passengers"). */
  description: z.string(),
  /** A paid flight's itinerary in the booking's language, one line each (legs in airport times, baggage; no names). */
  itinerary: z.array(z.string()).optional(),
  /** A paid flight's airport pickups: the words of each, and the /airport-taxi query that fills its ride in. */
  pickups: z.array(z.object({ text: z.string(), query: z.string() })).optional(),
  /** Why the last mobile-money approval failed, while the session may still be paid (another try, another number). */
  mobile_money_failure: z.enum(['declined', 'timed_out']).nullable().optional(),
})
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>
