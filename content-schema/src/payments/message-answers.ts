/** The answers about messages (zod/mini, see core/answer-primitives.ts). */
import * as z from 'zod/mini'
import { ZAnswerDateTime, ZAnswerDocId } from '../core/answer-primitives.ts'
import { MESSAGE_CHANNELS, MESSAGE_EVENTS, MESSAGE_STATUSES } from './message-events.ts'

/** One message the notifier queued for a booking, as staff see it on the booking's history. */
export const ZBookingMessage = z.object({
  id: ZAnswerDocId,
  event: z.enum(MESSAGE_EVENTS),
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  at: ZAnswerDateTime,
})
export type TBookingMessage = z.infer<typeof ZBookingMessage>

/** GET /api/admin/bookings/:id/messages: the booking's consent as the traveller left it, and its messages. */
export const ZBookingMessages = z.object({
  bookingId: ZAnswerDocId,
  consent: z.object({ phone: z.string(), whatsapp: z.boolean(), sms: z.boolean() }),
  messages: z.array(ZBookingMessage),
})
export type TBookingMessages = z.infer<typeof ZBookingMessages>

/** The consent as stored (the number in E.164), answered after a change. */
export const ZMessageConsentAnswer = z.object({ phone: z.string(), whatsapp: z.boolean(), sms: z.boolean() })
export type TMessageConsentAnswer = z.infer<typeof ZMessageConsentAnswer>
