import {
  COLLECTION_SLUGS,
  FLIGHT_TICKET_SOURCES,
  FLIGHT_TICKET_STATES,
  TRAVELLER_LIMITS,
} from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { bookingOfRecord, bookingRecordAccess } from '../../fields/bookingRecord'

/**
 * A flight booking's ticketing, one per booking, kept out of bookings (issue 33): created 'waiting'
 * when the booking is paid (services/flights/flightTickets.ts), then issued at the ticketing desk
 * or by a Duffel order. Staff only: the traveller reads its state through the booking lookup.
 */
export const FlightTickets: CollectionConfig = {
  slug: COLLECTION_SLUGS.flightTickets,
  admin: {
    group: 'Bookings',
    useAsTitle: 'pnr',
    defaultColumns: ['booking', 'state', 'source', 'pnr', 'ticketedAt', 'createdAt'],
  },
  access: bookingRecordAccess,
  defaultSort: 'createdAt',
  fields: [
    bookingOfRecord,
    {
      name: 'state',
      type: 'select',
      options: [...FLIGHT_TICKET_STATES],
      defaultValue: 'waiting',
      required: true,
      index: true,
    },
    {
      name: 'source',
      type: 'select',
      options: [...FLIGHT_TICKET_SOURCES],
      defaultValue: 'desk',
      required: true,
    },
    { name: 'pnr', type: 'text', maxLength: 6 },
    { name: 'duffelOrderId', type: 'text', maxLength: 100, unique: true },
    {
      name: 'eTickets',
      type: 'array',
      maxRows: 9,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'travellerName', type: 'text', required: true, maxLength: 2 * TRAVELLER_LIMITS.name + 1 },
            { name: 'number', type: 'text', required: true, maxLength: 13 },
          ],
        },
      ],
    },
    { name: 'ticketedAt', type: 'date' },
    { name: 'ticketedBy', type: 'relationship', relationTo: COLLECTION_SLUGS.admins },
    { name: 'note', type: 'textarea', maxLength: 2000 },
    { name: 'refusalReason', type: 'text', maxLength: 500 },
    // The Duffel order flow's claim (services/flights/orders/ticketOrderStore.ts): tries counted, the last one's start.
    { name: 'orderAttempts', type: 'number', min: 0, defaultValue: 0, admin: { readOnly: true } },
    { name: 'orderClaimedAt', type: 'date', admin: { readOnly: true } },
    // An airline cancellation confirmed: what the traveller is owed, in the booking's currency, until refunded.
    { name: 'cancelRefundAmount', type: 'number', min: 0, admin: { readOnly: true } },
  ],
}
