import type { Payload } from 'payload'
import { logStaffAction, staffLogDatabase } from '../bookings/staffActionLog'
import { tellRideCancelled } from './cancellationNotice'
import { cancelRide, closeCheckout } from './cancelRide'
import { driverNameOf, mailAssignment, rideExists } from './consoleRides'
import { type ADMIN_RIDE_MOVES, type AssignOutcome, assignDriver, moveRide } from './rideStore'

/** The console's two ride actions, each as one use case: what happens, in what order, and what is kept. */

type Staff = { adminId: number }

/**
 * An administrator assigns a driver (two racing get one success: services/taxi/rideStore.ts); once
 * assigned, the action joins the console's history and the traveller is mailed.
 */
export async function assignDriverAsStaff(
  payload: Payload,
  assignment: { rideId: number; driverId: number; adminNotes?: string },
  { adminId }: Staff,
  now = new Date(),
): Promise<AssignOutcome> {
  const outcome = await assignDriver(payload, assignment, now)
  if (outcome !== 'assigned') return outcome
  const { rideId, driverId } = assignment
  const detail = await driverNameOf(payload, driverId)
  await logStaffAction(staffLogDatabase(payload), { kind: 'assign_driver', adminId, rideId, detail, now })
  await mailAssignment(payload, rideId, now)
  return outcome
}

export type RideMoveOutcome =
  | { kind: 'moved' }
  | { kind: 'cancelled'; refundedAmount: number | null }
  | { kind: 'not_found' }
  | { kind: 'refused' }
  | { kind: 'refund_failed' }

/**
 * An administrator marks a ride completed (from assigned) or cancels it (before completion): a paid one
 * is refunded first (nothing changes when the refund fails), an unpaid one's checkout is closed, then the
 * traveller is told (mail, and WhatsApp or SMS where chosen). Refused when it is completed or already
 * cancelled (a second click, or another administrator first).
 */
export async function moveRideAsStaff(
  payload: Payload,
  rideId: number,
  to: keyof typeof ADMIN_RIDE_MOVES,
  { adminId }: Staff,
  now = new Date(),
): Promise<RideMoveOutcome> {
  const logMove = () =>
    logStaffAction(staffLogDatabase(payload), { kind: 'ride_status', adminId, rideId, detail: to, now })
  if (to === 'completed') {
    if (await moveRide(payload, rideId, to, now)) {
      await logMove()
      return { kind: 'moved' }
    }
    return (await rideExists(payload, rideId)) ? { kind: 'refused' } : { kind: 'not_found' }
  }
  const outcome = await cancelRide(payload, rideId, now)
  if (outcome.kind !== 'cancelled') return outcome
  await logMove()
  if (outcome.sessionToClose) await closeCheckout(payload, outcome.sessionToClose)
  await tellRideCancelled(payload, rideId, outcome.refund)
  return { kind: 'cancelled', refundedAmount: outcome.refund?.amount ?? null }
}
