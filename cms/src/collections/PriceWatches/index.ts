import { COLLECTION_SLUGS, CURRENCIES, LOCALES } from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { nobody } from '../../access/nobody'
import { serverWritten } from '../../access/serverWritten'

/**
 * The searches travellers track (issue 45): what to search again every day, the prices seen and the
 * price an alert is measured from. Nobody reads or writes them through REST or the panel: the account's
 * endpoints list and stop a traveller's own, the mailed links act on theirs, the daily job does the rest.
 */
export const PriceWatches: CollectionConfig = {
  slug: COLLECTION_SLUGS.priceWatches,
  admin: { hidden: true },
  lockDocuments: false,
  access: serverWritten(nobody),
  fields: [
    { name: 'email', type: 'text', required: true, index: true, maxLength: 254 },
    { name: 'user', type: 'relationship', relationTo: COLLECTION_SLUGS.users, index: true },
    { name: 'locale', type: 'select', required: true, options: [...LOCALES] },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'active',
      // ended: its dates passed; stopped: the traveller asked. Both are kept (a confirmation link stays spent).
      options: ['active', 'stopped', 'ended'],
    },
    { name: 'origin', type: 'text', required: true, maxLength: 3 },
    { name: 'destination', type: 'text', required: true, maxLength: 3 },
    { name: 'departDate', type: 'text', required: true, maxLength: 10 },
    { name: 'returnDate', type: 'text', maxLength: 10 },
    { name: 'adults', type: 'number', required: true },
    { name: 'children', type: 'number', required: true },
    { name: 'infants', type: 'number', required: true },
    { name: 'cabin', type: 'text', required: true, maxLength: 20 },
    { name: 'currency', type: 'select', required: true, options: [...CURRENCIES] },
    // The confirmation link's nonce: unique, so a link makes one watch however often it is opened.
    { name: 'confirmationNonce', type: 'text', unique: true, maxLength: 40 },
    { name: 'dropPercent', type: 'number', required: true },
    { name: 'dropAmount', type: 'number', required: true },
    // The price a drop is measured from: the first one seen, then each alert's (one alert per new low).
    { name: 'referencePrice', type: 'number' },
    { name: 'lowestPrice', type: 'number' },
    { name: 'lowestAt', type: 'date' },
    { name: 'lastPrice', type: 'number' },
    { name: 'checkedAt', type: 'date', index: true },
    { name: 'alertedAt', type: 'date' },
    { name: 'endedAt', type: 'date' },
  ],
}
