import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { keptBesideBooking } from '../../fields/bookingRecord'

/**
 * A stay in one of our hotels, as sold: the hotel, the room type and rate plan (the hotel's array row
 * ids), the rooms and nights, and the plan's terms. Kept beside its booking (issue 33: each kind's data
 * out of Bookings), written by the stay's own code in the booking's transaction (hotels/stayHold.ts);
 * its rooms count against the type's nights while the booking is paid or pending (hotels/roomAvailability.ts).
 */
export const BookingStays = keptBesideBooking({
  slug: COLLECTION_SLUGS.bookingStays,
  columns: ['hotel', 'roomType', 'rooms', 'nights'],
  description: 'Stays in our hotels: room type, rate plan and rooms as sold. Server-written.',
  fields: [
    // Our hotel; empty for a supplier's stay (its hotel is the supplier's, see stay-supplier-bookings).
    { name: 'hotel', type: 'relationship', relationTo: COLLECTION_SLUGS.hotels, index: true },
    {
      type: 'row',
      fields: [
        { name: 'roomType', type: 'text', maxLength: 24, index: true, admin: { readOnly: true } },
        { name: 'ratePlan', type: 'text', maxLength: 24, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'rooms', type: 'number', min: 1, max: 9, required: true, defaultValue: 1 },
        { name: 'nights', type: 'number', min: 1, max: 30 },
      ],
    },
    // The rate plan's policy as sold: refunded in full if cancelled before this moment; empty when non-refundable.
    { name: 'freeCancellationUntil', type: 'date', admin: { readOnly: true } },
    { name: 'hasBreakfast', type: 'checkbox', admin: { readOnly: true } },
  ],
})
