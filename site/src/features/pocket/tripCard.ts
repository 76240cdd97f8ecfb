import type { TAccountBooking } from '@nexovia/content-schema/payments/account-bookings'
import type { TManagedBooking } from '@nexovia/content-schema/payments/manage'

/**
 * What a trip card shows (ManagedBookingCard): a booking found on manage-booking is one as it is, and one
 * of My Bookings becomes one with what the account showed. Kept on the device as such (tripStore.ts).
 */
export type TTripCard = Pick<
  TManagedBooking,
  | 'reference'
  | 'type'
  | 'status'
  | 'destination'
  | 'itemName'
  | 'itemDetails'
  | 'departureDate'
  | 'returnDate'
  | 'amount'
  | 'currency'
  | 'supplier_confirmation'
  | 'itinerary'
  | 'tickets'
  | 'refund'
> & { ride: Pick<NonNullable<TAccountBooking['ride']>, 'driver' | 'meeting_name' | 'flight_number'> | null }

/** A booking of My Bookings as a trip card, or null while it has no reference (not paid: not a trip). */
export function tripCardOfAccountBooking(booking: TAccountBooking): TTripCard | null {
  if (!booking.reference) return null
  return {
    reference: booking.reference,
    type: booking.type,
    status: booking.status,
    destination: booking.destination,
    itemName: booking.itemName ?? booking.destination,
    itemDetails: '',
    departureDate: booking.departureDate ?? null,
    returnDate: null,
    amount: booking.amount,
    currency: booking.currency,
    supplier_confirmation: booking.supplier_confirmation ?? null,
    itinerary: booking.itinerary,
    tickets: booking.tickets ?? null,
    refund: booking.refund ?? null,
    ride: booking.ride ?? null,
  }
}
