import type { TConciergeStatus, TRideStatus } from './enums.ts'

const NEXT_CONCIERGE_STATUS: Readonly<Record<TConciergeStatus, TConciergeStatus | undefined>> = {
  pending: 'contacted',
  contacted: 'completed',
  completed: undefined,
}

/** The only move an admin may make on a concierge request: pending → contacted → completed. */
export const nextConciergeStatus = (status: TConciergeStatus): TConciergeStatus | undefined =>
  NEXT_CONCIERGE_STATUS[status]

/** True when an admin may move a concierge request from one status to the other. */
export const canChangeConciergeStatus = (from: TConciergeStatus, to: TConciergeStatus): boolean =>
  NEXT_CONCIERGE_STATUS[from] === to

/** A driver can be assigned only to a paid ride that has none yet. */
export const canAssignDriver = (ride: { readonly status: TRideStatus; readonly driver?: unknown }): boolean =>
  ride.status === 'paid' && (ride.driver === null || ride.driver === undefined)
