import { COLLECTION_SLUGS, TRAVELLER_LIMITS, TRAVELLER_TITLES } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { bookingOfRecord, bookingRecordAccess } from '../../fields/bookingRecord'

/**
 * The passengers of a booking as in their passports, and its contact (issue 18). Kept apart from
 * bookings so that no traveller-facing read (My Bookings, manage-booking, the booking's REST) can
 * carry them: only administrators read them here, and only the checkout writes them (Local API).
 */
export const BookingTravellers: CollectionConfig = {
  slug: COLLECTION_SLUGS.bookingTravellers,
  admin: {
    group: 'Bookings',
    useAsTitle: 'contactEmail',
    defaultColumns: ['booking', 'contactEmail', 'contactPhone', 'createdAt'],
    description: 'Passport details of booked passengers. Staff only; never copy them into notes or mails.',
  },
  access: bookingRecordAccess,
  fields: [
    bookingOfRecord,
    { name: 'contactEmail', type: 'email', required: true },
    { name: 'contactPhone', type: 'text', required: true, maxLength: TRAVELLER_LIMITS.phone },
    {
      name: 'travellers',
      type: 'array',
      minRows: 1,
      maxRows: 9,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'select', options: [...TRAVELLER_TITLES], required: true },
            { name: 'givenNames', type: 'text', required: true, maxLength: TRAVELLER_LIMITS.name },
            { name: 'surname', type: 'text', required: true, maxLength: TRAVELLER_LIMITS.name },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'birthDate', type: 'text', maxLength: 10 },
            { name: 'nationality', type: 'text', maxLength: 2 },
            { name: 'passportNumber', type: 'text', maxLength: TRAVELLER_LIMITS.passport },
            { name: 'passportExpiry', type: 'text', maxLength: 10 },
          ],
        },
      ],
    },
  ],
}
