import { flightFreeCancellationUntilOf } from './flights/flightCancellation'
import { holdPaidRooms } from './hotels/holdRooms'
import { releaseStayRooms, stayFreeCancellationUntil } from './hotels/stayCancellation'
import { registerBookingKind } from './payments/bookingKinds'
import { mailRideCancellation } from './taxi/cancellationNotice'
import { cancelUnpaidRides, markRidePaid, purgeExpiredQuotes } from './taxi/rideStore'
import { cancelRideOfBooking, rideFreeCancellationUntil } from './taxi/travellerCancel'

/**
 * The kinds of booking whose payment moves something of theirs (payments/bookingKinds.ts): a ride
 * is paid, cancelled or its traveller told of a refund; a paid stay takes its rooms; a flight to or
 * from the US may be cancelled online under the 24-hour rule (its refund is the whole booking, nothing
 * else to release while the team tickets by hand). Called once by the cms config.
 */
export function registerBookingKinds(): void {
  registerBookingKind('taxi', {
    onConfirmed: (_payload, tx, bookingId, now) => markRidePaid(tx, bookingId, now),
    onReleased: (tx, bookingIds, now) => cancelUnpaidRides(tx, bookingIds, now),
    afterLateRefund: async (payload, late) => {
      if (late.rideId !== null) await mailRideCancellation(payload, late.rideId, late)
    },
    onHousekeeping: (db, now) => purgeExpiredQuotes(db, now),
    freeCancellationUntil: (db, bookingId) => rideFreeCancellationUntil(db, bookingId),
    onCancelledByTraveller: (tx, bookingId, now) => cancelRideOfBooking(tx, bookingId, now),
  })
  registerBookingKind('flight', {
    freeCancellationUntil: (db, bookingId) => flightFreeCancellationUntilOf(db, bookingId),
  })
  registerBookingKind('hotel', {
    onConfirmed: (payload, tx, bookingId) => holdPaidRooms(payload, tx, bookingId),
    freeCancellationUntil: (db, bookingId) => stayFreeCancellationUntil(db, bookingId),
    onCancelledByTraveller: (tx, bookingId) => releaseStayRooms(tx, bookingId),
  })
}
