import type { z } from 'zod'
import { TEXT_LIMITS } from '../constants/accounts.ts'
import { docId, optionalText, payload } from '../primitives.ts'

/** An admin assigns a driver to a paid ride. */
export const ZAssignDriver = payload({
  rideId: docId('validation.rideRequired'),
  driverId: docId('validation.driverRequired'),
  adminNotes: optionalText(TEXT_LIMITS.adminNotes),
})
export type TAssignDriver = z.infer<typeof ZAssignDriver>
