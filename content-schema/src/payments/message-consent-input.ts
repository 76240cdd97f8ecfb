import type { z } from 'zod'
import { ZBookingLookupInput } from './manage.ts'
import { ZMessageConsent } from './message-consent.ts'

/** POST /api/bookings/lookup/messages: the phone channels of the booking found by reference and address. */
export const ZBookingMessagesConsentInput = ZBookingLookupInput.extend({ consent: ZMessageConsent })
export type TBookingMessagesConsentInput = z.infer<typeof ZBookingMessagesConsentInput>
