import { flightFreeCancellationUntilOf } from './flights/flightCancellation'
import { flightConfirmationParts } from './flights/flightConfirmation'
import { flightItemNameIn } from './flights/flightItemName'
import { priceFlightOffer } from './flights/flightPricing'
import { storeFlightBooking } from './flights/flightRecord'
import { cancelFlightTicketing, openFlightTicketing } from './flights/flightTickets'
import { routeToAirline, startFlightOrder } from './flights/orders/airlineTicketing'
import { stayFreeCancellationUntil } from './hotels/stayCancellation'
import { stayConfirmationParts } from './hotels/stayConfirmation'
import { checkConfirmedStayFits, holdStayRooms } from './hotels/stayHold'
import { stayItemNameIn } from './hotels/stayItemName'
import { priceStay } from './hotels/stayPricing'
import { bookSupplierStay, storeSupplierStay, supplierConfirmationOf } from './hotels/supplierStay'
import { type BookingKindTable, installBookingKinds } from './payments/bookingKinds'
import { tellRideCancelledOfBooking } from './taxi/cancellationNotice'
import { rideConfirmationParts } from './taxi/rideConfirmation'
import { rideItemNameIn } from './taxi/rideItemName'
import { storeRideBooking } from './taxi/rideLink'
import { cancelUnpaidRides, markRidePaid, purgeExpiredQuotes } from './taxi/rideStore'
import { cancelRideOfBooking, rideFreeCancellationUntil } from './taxi/travellerCancel'

/**
 * The kinds of booking, each with its own hooks (payments/bookingKinds.ts): a flight prices its stored
 * offer and a stay its room and rate plan; a ride
 * is paid, cancelled or its traveller told of a refund; a stay is stored only while its rooms are
 * free; a paid flight waits for its tickets (flights/flightTickets.ts), ordered from Duffel right after
 * the payment when it was sold from a Duffel offer (flights/orders/), and, to or from the US, may be
 * cancelled online under the 24-hour rule (its refund is the whole booking). Packages are priced by
 * payments itself (checkout/packagePricing.ts) and need nothing beyond the booking. Each kind names its item
 * in the console's language from what it stored (itemNameIn). Installed once by the cms config.
 */
export const BOOKING_KINDS: BookingKindTable = {
  taxi: {
    holdWhileStoring: (req, draft, store) => storeRideBooking(req, draft, store),
    onConfirmed: (_payload, tx, bookingId, now) => markRidePaid(tx, bookingId, now),
    onReleased: (tx, bookingIds, now) => cancelUnpaidRides(tx, bookingIds, now),
    afterLateRefund: (payload, late) => tellRideCancelledOfBooking(payload, late.bookingId, late),
    onHousekeeping: (db, now) => purgeExpiredQuotes(db, now),
    freeCancellationUntil: (db, bookingId) => rideFreeCancellationUntil(db, bookingId),
    onCancelledByTraveller: (tx, bookingId, now) => cancelRideOfBooking(tx, bookingId, now),
    confirmationParts: rideConfirmationParts,
    itemNameIn: rideItemNameIn,
  },
  flight: {
    price: (payload, request, now) => priceFlightOffer(payload, request, now),
    holdWhileStoring: (req, draft, store) => storeFlightBooking(req, draft, store),
    onConfirmed: async (_payload, tx, bookingId, now) => {
      await openFlightTicketing(tx, bookingId, now)
      await routeToAirline(tx, bookingId)
    },
    afterConfirmed: async (payload, bookingId) => {
      await startFlightOrder(payload, bookingId)
      return undefined
    },
    freeCancellationUntil: (db, bookingId) => flightFreeCancellationUntilOf(db, bookingId),
    onCancelledByTraveller: (tx, bookingId, now) => cancelFlightTicketing(tx, bookingId, now),
    confirmationParts: flightConfirmationParts,
    itemNameIn: flightItemNameIn,
  },
  // A stay's rooms are counted from its status (hotels/roomAvailability.ts): a cancel, a refund, an
  // expiry or the end of the stay frees them with nothing to give back.
  hotel: {
    price: (payload, request) => priceStay(payload, request),
    // A supplier's stay has no rooms of ours to count: it is stored with its quote and booked once paid.
    holdWhileStoring: (req, draft, store, now) =>
      draft.supplierStay ? storeSupplierStay(req, draft, store) : holdStayRooms(req, draft, store, now),
    onConfirmed: (payload, tx, bookingId, now) => checkConfirmedStayFits(payload, tx, bookingId, now),
    afterConfirmed: (payload, bookingId, now) => bookSupplierStay(payload, bookingId, now),
    supplierConfirmation: (payload, bookingId) => supplierConfirmationOf(payload, bookingId),
    freeCancellationUntil: (db, bookingId) => stayFreeCancellationUntil(db, bookingId),
    confirmationParts: stayConfirmationParts,
    itemNameIn: stayItemNameIn,
  },
}

/** Installs the table (the cms config, once; int tests that build no config). */
export const registerBookingKinds = (): void => installBookingKinds(BOOKING_KINDS)
