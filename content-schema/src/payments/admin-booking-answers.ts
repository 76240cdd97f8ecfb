/** The console's bookings answers (zod/mini, see core/answer-primitives.ts). */
import * as z from 'zod/mini'
import {
  ZAnswerAmount,
  ZAnswerBookingStatus,
  ZAnswerBookingType,
  ZAnswerCurrency,
  ZAnswerDateTime,
  ZAnswerDocId,
  ZAnswerPagination,
} from '../core/answer-primitives.ts'

/** A booking as the console's table shows it: what was sold, to whom, its state. No passenger data. */
export const ZAdminBookingListItem = z.object({
  id: ZAnswerDocId,
  reference: z.nullable(z.string()),
  type: ZAnswerBookingType,
  status: ZAnswerBookingStatus,
  email: z.string(),
  itemName: z.nullable(z.string()),
  departureDate: z.nullable(ZAnswerDateTime),
  passengers: z.nullable(z.int()),
  amount: ZAnswerAmount,
  currency: ZAnswerCurrency,
  createdAt: ZAnswerDateTime,
})
export type TAdminBookingListItem = z.infer<typeof ZAdminBookingListItem>

export const ZAdminBookingList = z.object({
  bookings: z.array(ZAdminBookingListItem),
  pagination: ZAnswerPagination,
})
export type TAdminBookingList = z.infer<typeof ZAdminBookingList>

/** One passenger as in the passport (optional parts null when a stay's traveller left them out). */
export const ZAdminPassenger = z.object({
  title: z.string(),
  givenNames: z.string(),
  surname: z.string(),
  birthDate: z.nullable(z.string()),
  nationality: z.nullable(z.string()),
  passportNumber: z.nullable(z.string()),
  passportExpiry: z.nullable(z.string()),
})
export type TAdminPassenger = z.infer<typeof ZAdminPassenger>

/** The passengers of one booking and its contact, for staff only; empty when none were given. */
export const ZAdminBookingTravellers = z.object({
  bookingId: ZAnswerDocId,
  contactEmail: z.nullable(z.string()),
  contactPhone: z.nullable(z.string()),
  passengers: z.array(ZAdminPassenger),
})
export type TAdminBookingTravellers = z.infer<typeof ZAdminBookingTravellers>
