import {
  COLLECTION_SLUGS,
  FLIGHT_ARRIVAL_STATUSES,
  LOCALES,
  RIDE_STATUSES,
  TAXI_AREAS,
  TAXI_SERVICE_TYPES,
  ZONES,
} from '@nexovia/content-schema'
import type { CollectionConfig, Field } from 'payload'
import { isAdmin } from '../../access/isAdmin'
import { serverWritten } from '../../access/serverWritten'
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

/**
 * An airport taxi or chauffeur ride: quoted by the server, paid, then assigned to a driver.
 * Life (services/taxi/rideStore.ts, cancelRide.ts): pending_payment → paid (the payment webhook) →
 * assigned (an admin) → completed; cancelled from pending_payment (checkout expired or failed, or an
 * admin), or from paid or assigned by an admin, who refunds it. Staff change a ride through the
 * console's taxi endpoints only, never REST or the panel (access/serverWritten.ts).
 */
export const Rides: CollectionConfig = {
  slug: COLLECTION_SLUGS.rides,
  admin: { useAsTitle: 'customerName', defaultColumns: ['customerName', 'scheduledAt', 'status', 'price'] },
  access: serverWritten(isAdmin),
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
    { name: 'zone', type: 'select', options: [...ZONES], required: true, index: true },
    // The city of the pick-up (taxiAreaOf): only drivers of this area may take the ride.
    { name: 'area', type: 'select', options: [...TAXI_AREAS], index: true },
    // The traveller's language: the confirmation and assignment mails use it.
    { name: 'locale', type: 'select', options: [...LOCALES], defaultValue: 'en', required: true },
    { name: 'childSeat', type: 'checkbox', defaultValue: false },
    { name: 'vipService', type: 'checkbox', defaultValue: false },
    { name: 'extraStop', type: 'checkbox', defaultValue: false },
    { name: 'notes', type: 'textarea', maxLength: 2000 },
    // Meet and greet: the name the driver holds up at arrivals.
    { name: 'meetingName', type: 'text', maxLength: 80 },
    // A flight-tracked pick-up: scheduledAt follows the flight's expected landing (services/taxi/flightWatch.ts).
    { name: 'flightNumber', type: 'text', maxLength: 12, index: true },
    { name: 'arrivalAirport', type: 'text', maxLength: 3 },
    { name: 'arrivalDate', type: 'text', maxLength: 10 },
    { name: 'flightStatus', type: 'select', options: [...FLIGHT_ARRIVAL_STATUSES] },
    { name: 'scheduledArrivalAt', type: 'date' },
    { name: 'freeWaitingMinutes', type: 'number', min: 0 },
    { name: 'flightCheckedAt', type: 'date' },
    // The pick-up time the traveller and the driver were last mailed about: one move, one mail each.
    { name: 'driverNoticeFor', type: 'date' },
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
    { name: 'driver', type: 'relationship', relationTo: COLLECTION_SLUGS.drivers, index: true },
    { name: 'adminNotes', type: 'textarea', maxLength: 2000 },
    { name: 'checkoutSessionId', type: 'text', index: true, maxLength: 200 },
    // The payment of the ride: a booking of type taxi, paid through the payments checkout and webhook.
    {
      name: 'booking',
      type: 'relationship',
      relationTo: COLLECTION_SLUGS.bookings,
      unique: true,
      index: true,
    },
    { name: 'quoteId', type: 'text', maxLength: 64 },
    { name: 'paidAt', type: 'date' },
    { name: 'assignedAt', type: 'date' },
    // Claimed before the driver mail is sent, so that it leaves at most once.
    { name: 'assignmentMailSentAt', type: 'date' },
  ],
}
