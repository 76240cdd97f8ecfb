import { z } from 'zod'
import { ZBookingType, ZCurrency, ZPaymentStatusValue, ZTransactionStatus } from '../enums.ts'
import { ZMinorAmount } from '../primitives.ts'

/** What the success page polls for a checkout session. */
export const ZPaymentStatus = z.object({
  paymentStatus: ZPaymentStatusValue,
  transactionStatus: ZTransactionStatus,
  bookingReference: z.string().nullish(),
  amount: ZMinorAmount,
  currency: ZCurrency,
  bookingType: ZBookingType,
})
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>
