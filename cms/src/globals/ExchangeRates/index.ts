import { CACHE_TAGS, CURRENCIES, GLOBAL_SLUGS } from '@nexovia/content-schema'
import type { GlobalConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isAdmin, isAdminField } from '../../access/isAdmin'
import { isStaff } from '../../access/isStaff'
import { purgeCmsCaches } from '../../hooks/purgeCmsCaches'
import { revalidateSite } from '../../hooks/revalidateSite'
import { boundRateChanges } from './hooks/boundRateChanges'
import { setOnAtNoon } from './hooks/rateDayAtNoon'
import { refuseRatesAhead } from './hooks/refuseRatesAhead'
import { validateRateBound } from './validateRateBound'

/**
 * The rates prices are converted at (shown with "≈" and the date) and mobile-money charges are fixed
 * at: fetched daily from the configured source (services/money/refreshRates.ts), editors and
 * administrators correct them within ±15 % (hooks/boundRateChanges.ts); anyone may read them. A
 * currency left out falls back on the reference table in content-schema (core/exchange-rates.ts).
 */
export const ExchangeRates: GlobalConfig = {
  slug: GLOBAL_SLUGS.exchangeRates,
  access: { read: anyone, readVersions: isAdmin, update: isStaff },
  admin: {
    description:
      'Units of each currency per US dollar, fetched daily. Change the date whenever you change a rate; a change of more than 15 % needs an administrator’s confirmation.',
  },
  // The cached site pages that carry the rates (the airport-taxi page) are purged with them.
  // Every cms process forgets its copy of the rates (NOTIFY), and the site its pages showing them.
  hooks: {
    beforeChange: [refuseRatesAhead, boundRateChanges],
    afterChange: [purgeCmsCaches(['rates']), revalidateSite([CACHE_TAGS.exchangeRates])],
  },
  fields: [
    // Administrators fetch the day's rates on demand (the daily job does the same).
    {
      name: 'fetchRates',
      type: 'ui',
      admin: { components: { Field: '/components/RefreshRatesButton#RefreshRatesButton' } },
    },
    // A refused save keeps Save available, the refused row's reason beside it.
    {
      name: 'keepSaveAfterRefusal',
      type: 'ui',
      admin: { components: { Field: '/components/KeepSaveAfterRefusal#KeepSaveAfterRefusal' } },
    },
    {
      name: 'rates',
      type: 'array',
      maxRows: CURRENCIES.length,
      fields: [
        { name: 'currency', type: 'select', options: [...CURRENCIES], required: true },
        {
          name: 'perUsd',
          type: 'number',
          required: true,
          min: 0.000001,
          admin: { step: 0.0001 },
          validate: validateRateBound,
        },
        {
          name: 'setOn',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
          hooks: { beforeChange: [setOnAtNoon] },
        },
        { name: 'source', type: 'text', required: true, maxLength: 200 },
        {
          name: 'referencePerUsd',
          type: 'number',
          admin: {
            readOnly: true,
            description: 'The last fetched or confirmed rate: charges are checked against it.',
          },
        },
      ],
    },
    {
      name: 'confirmOutsideBound',
      type: 'checkbox',
      label: 'Confirm the rates above although they move more than 15 % (administrators)',
      access: { update: isAdminField },
    },
    { name: 'confirmReason', type: 'text', maxLength: 500, access: { update: isAdminField } },
    {
      name: 'confirmations',
      type: 'array',
      admin: { readOnly: true, description: 'Rates confirmed outside the bound: who, when and why.' },
      fields: [
        { name: 'currency', type: 'text', required: true },
        { name: 'fromPerUsd', type: 'number', required: true },
        { name: 'toPerUsd', type: 'number', required: true },
        { name: 'reason', type: 'text', required: true },
        { name: 'confirmedBy', type: 'text', required: true },
        { name: 'confirmedAt', type: 'date', required: true },
      ],
    },
  ],
}
