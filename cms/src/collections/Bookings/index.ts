import {
  BOOKING_STATUSES,
  BOOKING_TYPES,
  COLLECTION_SLUGS,
  CURRENCIES,
  LOCALES,
  PAYMENT_METHODS,
} from '@nexovia/content-schema'
import type { CollectionConfig } from 'payload'
import { adminOrOwner } from '../../access/adminOrOwner'
import { serverWritten } from '../../access/serverWritten'
import { messageConsentFields } from '../../fields/messageConsent'
import { moneyFields } from '../../fields/money'
import { deleteBookingRecords } from './hooks/deleteBookingRecords'

/**
 * A traveller reads their own bookings; only the server (checkout, payment webhooks, the console's
 * endpoints for staff) creates or changes them, so a traveller cannot mark a booking paid or cheaper
 * and staff go through the console's rules and history (access/serverWritten.ts). No one deletes one:
 * staff cancel or refund it.
 * Life: pending (awaiting payment) → confirmed (paid, reference given) | expired | failed; cancelled
 * by staff before payment, refunded after; see services/payments/bookingState.ts.
 */
export const Bookings: CollectionConfig = {
  slug: COLLECTION_SLUGS.bookings,
  admin: { useAsTitle: 'itemName', defaultColumns: ['reference', 'email', 'type', 'status', 'amount'] },
  access: serverWritten(adminOrOwner),
  defaultSort: '-createdAt',
  hooks: { beforeDelete: [deleteBookingRecords] },
  fields: [
    // Given when the payment is confirmed, drawn at random (services/payments/bookingReference.ts).
    { name: 'reference', type: 'text', unique: true, index: true, maxLength: 20 },
    { name: 'user', type: 'relationship', relationTo: COLLECTION_SLUGS.users, index: true },
    { name: 'email', type: 'email', required: true },
    // The traveller's language: the confirmation mail and the checkout pages use it.
    { name: 'locale', type: 'select', options: [...LOCALES], defaultValue: 'en', required: true },
    { name: 'type', type: 'select', options: [...BOOKING_TYPES], required: true },
    { name: 'destination', type: 'text', required: true, maxLength: 200 },
    {
      name: 'status',
      type: 'select',
      options: [...BOOKING_STATUSES],
      defaultValue: 'pending',
      required: true,
      index: true,
    },
    // What was bought, written in the traveller's language when the booking was made.
    { name: 'itemName', type: 'text', maxLength: 300 },
    { name: 'itemDetails', type: 'text', maxLength: 300 },
    { name: 'departureDate', type: 'date' },
    { name: 'returnDate', type: 'date' },
    ...moneyFields('amount'),
    // A ride's passengers; a stay keeps its own in booking-stays, a flight in booking-flights, a package in booking-packages.
    { name: 'passengers', type: 'number', min: 1, max: 9 },
    // What the traveller pays with: a card (also when empty: bookings made before mobile money), or mobile money.
    { name: 'paymentMethod', type: 'select', options: [...PAYMENT_METHODS] },
    // When the charge is in another currency than the price: the server's price, and the rate (units of
    // the charge currency per unit of the price's) and its date, fixed when the checkout was opened.
    {
      type: 'row',
      fields: [
        { name: 'priceAmount', type: 'number', min: 0 },
        { name: 'priceCurrency', type: 'select', options: [...CURRENCIES] },
      ],
    },
    { name: 'rate', type: 'number', min: 0 },
    { name: 'rateSetOn', type: 'text', maxLength: 10 },
    { name: 'checkoutProvider', type: 'select', options: ['stripe', 'flutterwave', 'test'] },
    { name: 'checkoutSessionId', type: 'text', unique: true, index: true, maxLength: 200 },
    { name: 'sessionExpiresAt', type: 'date', index: true },
    // The last refusal of a card on this session (the session stays open for another card).
    { name: 'lastPaymentError', type: 'text', maxLength: 100 },
    // The phone of the latest mobile-money charge attempt, masked ("070•••••31"): a reload shows which phone is awaited.
    { name: 'chargePhone', type: 'text', maxLength: 40 },
    // The provider's approval page of that attempt (Ghana), an http(s) address: a reload shows the same link.
    { name: 'chargeApprovalPage', type: 'text', maxLength: 2000 },
    // The network of the latest mobile-money attempt and the last four digits of the card that paid:
    // a refund says where the money goes back ("MTN MoMo 024•••••01", "card ending 4242").
    { name: 'chargeNetwork', type: 'text', maxLength: 20 },
    { name: 'cardLast4', type: 'text', maxLength: 4 },
    { name: 'paidAt', type: 'date' },
    // The provider's payment (Stripe's payment intent), recorded at fulfilment: a refund names it.
    { name: 'paymentIntentId', type: 'text', maxLength: 200 },
    // Set once the payment was given back (a paid ride cancelled by staff, or a payment after a cancel).
    { name: 'refundId', type: 'text', maxLength: 200 },
    { name: 'refundedAmount', type: 'number', min: 0 },
    { name: 'refundedAt', type: 'date' },
    // Claimed before the confirmation mail is sent, so that it leaves at most once.
    { name: 'confirmationSentAt', type: 'date' },
    ...messageConsentFields(),
  ],
}
