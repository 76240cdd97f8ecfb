import { COLLECTION_SLUGS, RATE_ADJUSTMENT_BOUNDS } from '@nexovia/content-schema'
import type { Field } from 'payload'

const month = (name: string) =>
  ({ name, type: 'number', required: true, min: 1, max: 12, admin: { step: 1, width: '25%' } }) as const

const wholeNumber = (value: unknown) =>
  value === null || value === undefined || Number.isInteger(value) ? true : 'Whole numbers only'

/** One room for one night, in the hotel's currency (a new object each time: Payload sanitizes fields in place). */
const nightlyRate = (): Field => ({
  name: 'pricePerNight',
  type: 'number',
  required: true,
  min: 0,
  validate: wholeNumber,
  admin: { description: 'Minor units, in the hotel currency', step: 1 },
})

/** Nights in these months use another rate of the room type. */
const seasonalRatesField: Field = {
  name: 'seasonalRates',
  type: 'array',
  admin: {
    description: 'Nights in these months (inclusive, may wrap over the new year) use this rate instead.',
  },
  fields: [
    {
      type: 'row',
      fields: [month('startMonth'), month('endMonth'), nightlyRate()],
    },
  ],
}

/** How a room type is sold: refundable until N hours before check-in, or not (usually cheaper). */
const ratePlansField: Field = {
  name: 'ratePlans',
  type: 'array',
  minRows: 1,
  maxRows: 6,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'isRefundable', type: 'checkbox', defaultValue: true, admin: { width: '25%' } },
        {
          name: 'freeCancellationHours',
          type: 'number',
          min: 0,
          max: 720,
          defaultValue: 48,
          validate: wholeNumber,
          admin: { width: '25%', description: 'Hours before the check-in day (00:00 UTC)' },
        },
        { name: 'hasBreakfast', type: 'checkbox', defaultValue: false, admin: { width: '25%' } },
        {
          name: 'priceAdjustmentPercent',
          type: 'number',
          min: RATE_ADJUSTMENT_BOUNDS.min,
          max: RATE_ADJUSTMENT_BOUNDS.max,
          defaultValue: 0,
          admin: { width: '25%', description: 'Against the room rate, e.g. -10 for non-refundable' },
        },
      ],
    },
  ],
}

/**
 * The hotel's room types: how many rooms of each it sells each night, who sleeps in one, and its
 * rate plans. Availability is counted per type and night from the stays sold (services/hotels).
 */
export const roomTypesField: Field = {
  name: 'roomTypes',
  type: 'array',
  maxRows: 12,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, localized: true, maxLength: 80 },
        { name: 'beds', type: 'text', required: true, localized: true, maxLength: 80 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rooms',
          type: 'number',
          required: true,
          min: 0,
          max: 500,
          validate: wholeNumber,
          admin: { description: 'Sold to Nexovia travellers each night' },
        },
        { name: 'maxAdults', type: 'number', required: true, min: 1, max: 8, defaultValue: 2 },
        { name: 'maxChildren', type: 'number', required: true, min: 0, max: 6, defaultValue: 0 },
        nightlyRate(),
      ],
    },
    seasonalRatesField,
    { name: 'amenities', type: 'text', hasMany: true, maxLength: 40 },
    { name: 'photos', type: 'upload', relationTo: COLLECTION_SLUGS.media, hasMany: true },
    ratePlansField,
  ],
}
