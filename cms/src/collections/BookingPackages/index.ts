import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import { keptBesideBooking } from '../../fields/bookingRecord'

/**
 * A package as sold: the package and its quantities (passengers for a flight package, nights and
 * rooms for a hotel package). Kept beside its booking (issue 33: each kind's data out of Bookings),
 * written with the booking by the checkout, which prices packages itself (payments/checkout/packageRecord.ts).
 */
export const BookingPackages = keptBesideBooking({
  slug: COLLECTION_SLUGS.bookingPackages,
  columns: ['package', 'passengers', 'nights', 'rooms'],
  description: 'Packages as sold: the package and its quantities. Server-written.',
  fields: [
    {
      name: 'package',
      type: 'relationship',
      relationTo: COLLECTION_SLUGS.packages,
      required: true,
      index: true,
    },
    {
      type: 'row',
      fields: [
        { name: 'passengers', type: 'number', min: 1, max: 9 },
        { name: 'nights', type: 'number', min: 1, max: 30 },
        { name: 'rooms', type: 'number', min: 1, max: 9 },
      ],
    },
  ],
})
