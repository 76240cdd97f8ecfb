import { COLLECTION_SLUGS } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { bookingOfRecord, bookingRecordAccess } from '../../fields/bookingRecord'

/**
 * A stay sold from a supplier (Duffel Stays): its quote, then the supplier's booking and confirmation
 * number once paid. Kept beside bookings, not in them (issue 33: each kind's data out of Bookings);
 * only administrators read it here, and only the checkout and the payment write it (Local API).
 */
export const StaySupplierBookings: CollectionConfig = {
  slug: COLLECTION_SLUGS.staySupplierBookings,
  admin: {
    group: 'Bookings',
    useAsTitle: 'confirmation',
    defaultColumns: ['booking', 'supplier', 'status', 'confirmation', 'createdAt'],
    description: 'Stays booked with a supplier: its quote, booking and confirmation number.',
  },
  access: bookingRecordAccess,
  fields: [
    bookingOfRecord,
    { name: 'supplier', type: 'select', options: ['duffel'], required: true },
    { name: 'rateId', type: 'text', required: true },
    { name: 'quoteId', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      // quoted: paid for or not yet; booking: claimed by one payment; booked; refused: refunded.
      options: ['quoted', 'booking', 'booked', 'refused'],
      defaultValue: 'quoted',
      required: true,
    },
    { name: 'supplierBookingId', type: 'text' },
    { name: 'confirmation', type: 'text' },
  ],
}
