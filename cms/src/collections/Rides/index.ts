import { COLLECTION_SLUGS, RIDE_STATUSES, TAXI_SERVICE_TYPES } from '@nexovia/content-schema'
import type { CollectionConfig, Field } from 'payload'
import { operationsAccess } from '../../access/operationsAccess'
import { addressGroup } from '../../fields/address'
import { moneyFields } from '../../fields/money'

const FEE_NAMES = [
  'baseFee',
  'distanceFee',
  'timeFee',
  'nightSurcharge',
  'airportFee',
  'childSeatFee',
  'vipFee',
  'extraStopFee',
] as const

const breakdownFields: Field[] = FEE_NAMES.map((name) => ({ name, type: 'number', min: 0, required: true }))

/** An airport taxi or chauffeur ride: quoted by the server, paid, then assigned to a driver. */
export const Rides: CollectionConfig = {
  slug: COLLECTION_SLUGS.rides,
  admin: { useAsTitle: 'customerName', defaultColumns: ['customerName', 'scheduledAt', 'status', 'price'] },
  access: operationsAccess,
  defaultSort: '-createdAt',
  fields: [
    { name: 'customerName', type: 'text', required: true, maxLength: 200 },
    { name: 'customerEmail', type: 'email', required: true },
    { name: 'customerPhone', type: 'text', required: true, maxLength: 40 },
    addressGroup('origin'),
    addressGroup('destination'),
    {
      name: 'scheduledAt',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'passengers', type: 'number', required: true, min: 1, max: 8 },
    { name: 'luggageCount', type: 'number', required: true, min: 1, max: 8 },
    { name: 'serviceType', type: 'select', options: [...TAXI_SERVICE_TYPES], required: true },
    { name: 'childSeat', type: 'checkbox', defaultValue: false },
    { name: 'vipService', type: 'checkbox', defaultValue: false },
    { name: 'extraStop', type: 'checkbox', defaultValue: false },
    { name: 'notes', type: 'textarea', maxLength: 2000 },
    { name: 'distanceKm', type: 'number', required: true, min: 0 },
    { name: 'durationMin', type: 'number', required: true, min: 0 },
    ...moneyFields('price'),
    { name: 'breakdown', type: 'group', admin: { description: 'Minor units' }, fields: breakdownFields },
    {
      name: 'status',
      type: 'select',
      options: [...RIDE_STATUSES],
      defaultValue: 'pending_payment',
      required: true,
      index: true,
    },
    { name: 'driver', type: 'relationship', relationTo: COLLECTION_SLUGS.drivers },
    { name: 'adminNotes', type: 'textarea', maxLength: 2000 },
    { name: 'checkoutSessionId', type: 'text', index: true, maxLength: 200 },
  ],
}
