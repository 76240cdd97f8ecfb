import type { z } from 'zod'
import { TEXT_LIMITS } from '../accounts/plain.ts'
import { optionalMultilineText, payload, recordId } from '../core/primitives.ts'

/** An admin assigns a driver to a paid ride (spec 02 §7 field names). */
export const ZAssignDriver = payload({
  ride_request_id: recordId('validation.rideRequired'),
  driver_id: recordId('validation.driverRequired'),
  admin_notes: optionalMultilineText(TEXT_LIMITS.adminNotes),
})
export type TAssignDriver = z.infer<typeof ZAssignDriver>
