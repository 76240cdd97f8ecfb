import type { TBookingLookupInput } from '@nexovia/content-schema'
import type { Payload } from 'payload'
import { mailConfirmation } from '../../payments/confirmation/confirmationDelivery'
import { foundByReference, type NotFound } from './foundByReference'

/**
 * POST /api/bookings/lookup/resend: the confirmation mail again, to the booking's own address.
 * `mayMail` is asked once the booking is found (each resend is a mail: its own budget), and its
 * refusal is handed back as it is.
 */
export async function resendConfirmation<Refusal>(
  payload: Payload,
  input: TBookingLookupInput,
  mayMail: () => Promise<Refusal | null>,
): Promise<NotFound | { kind: 'limited'; refusal: Refusal } | { kind: 'sent' }> {
  const found = await foundByReference(payload, input)
  if (!found) return { kind: 'not_found' }
  const refusal = await mayMail()
  if (refusal) return { kind: 'limited', refusal }
  await mailConfirmation(payload, found.booking)
  return { kind: 'sent' }
}
