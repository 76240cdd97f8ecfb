import { CACHE_TAGS, CURRENCIES, GLOBAL_SLUGS } from '@nexovia/content-schema'
import type { GlobalConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/isAdmin'
import { isStaff } from '../../access/isStaff'
import { purgeCmsCaches } from '../../hooks/purgeCmsCaches'
import { revalidateSite } from '../../hooks/revalidateSite'

/**
 * The rates prices are converted at (shown with "≈" and the date) and mobile-money charges are fixed
 * at: editors and administrators keep them; anyone may read them. A currency left out falls back on
 * the reference table in content-schema (core/exchange-rates.ts).
 */
export const ExchangeRates: GlobalConfig = {
  slug: GLOBAL_SLUGS.exchangeRates,
  access: { read: anyone, readVersions: isAdmin, update: isStaff },
  admin: { description: 'Units of each currency per US dollar. Change the date whenever you change a rate.' },
  // The cached site pages that carry the rates (the airport-taxi page) are purged with them.
  // Every cms process forgets its copy of the rates (NOTIFY), and the site its pages showing them.
  hooks: { afterChange: [purgeCmsCaches(['rates']), revalidateSite([CACHE_TAGS.exchangeRates])] },
  fields: [
    {
      name: 'rates',
      type: 'array',
      maxRows: CURRENCIES.length,
      fields: [
        { name: 'currency', type: 'select', options: [...CURRENCIES], required: true },
        { name: 'perUsd', type: 'number', required: true, min: 0.000001, admin: { step: 0.0001 } },
        { name: 'setOn', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'source', type: 'text', required: true, maxLength: 200 },
      ],
    },
  ],
}
