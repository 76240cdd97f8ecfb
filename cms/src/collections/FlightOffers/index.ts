import { COLLECTION_SLUGS, CURRENCIES, ITINERARY_ID_MAX } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { operationsAccess } from '../../access/operationsAccess'

/**
 * Every itinerary the flight engine has shown a traveller, under the id the page holds, with the
 * price the server quoted last: reprice and payment find it by id and never take a price from the
 * browser. Rows expire with the offer; the flight engine writes them, administrators may read them.
 */
export const FlightOffers: CollectionConfig = {
  slug: COLLECTION_SLUGS.flightOffers,
  admin: {
    useAsTitle: 'offerId',
    defaultColumns: ['offerId', 'provider', 'priceTotal', 'currency', 'expiresAt'],
  },
  access: operationsAccess,
  defaultSort: '-createdAt',
  fields: [
    { name: 'offerId', type: 'text', required: true, unique: true, index: true, maxLength: ITINERARY_ID_MAX },
    { name: 'provider', type: 'select', options: ['offline', 'duffel'], required: true },
    { name: 'providerOfferId', type: 'text', maxLength: 200 },
    { name: 'itineraryKey', type: 'text', required: true, maxLength: 1000 },
    { name: 'itinerary', type: 'json', required: true },
    { name: 'basePrice', type: 'number', required: true, min: 0 },
    { name: 'baseCurrency', type: 'select', options: [...CURRENCIES], required: true },
    { name: 'priceTotal', type: 'number', required: true, min: 0 },
    { name: 'currency', type: 'select', options: [...CURRENCIES], required: true },
    { name: 'priceFetchedAt', type: 'date', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
