import type {
  Locale,
  TBookingType,
  TFlightCheckoutRequest,
  THotelCheckoutRequest,
} from '@nexovia/content-schema'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import type { Booking } from '../../payload-types'
import type { KindMailParts } from '../mail/mailParts'
import type { Transaction } from './bookings/bookingStore'
import type { BookingDraft, Priced } from './checkout/bookingDraft'
import type { Refund } from './paymentGateway'

type Database = Transaction | PostgresAdapter['drizzle']

/** What a traveller asks to buy at a kind's checkout (content-schema's request shapes); a ride has none (taxi/bookRide.ts). */
export type CheckoutRequestOf = { flight: TFlightCheckoutRequest; hotel: THotelCheckoutRequest; taxi: never }

/** A booking's item as its checkout stored it: named in its traveller's language. */
export type StoredItem = { id: number; locale: Locale; itemName: string }

/**
 * What a kind of booking (a flight, a stay, a ride) does when its payment moves. Payments knows
 * bookings, not flights, taxis or hotels: each kind registers its hooks in one place
 * (services/bookingKinds.ts), and a booking's hooks are its own kind's (its `type`), never another's.
 * Only housekeeping runs for every kind.
 */
export type BookingKindHooks<K extends TBookingType = TBookingType> = {
  /** Prices what the traveller asks to buy (a stored offer, a room), or says why it cannot be sold. */
  price?: (payload: Payload, request: CheckoutRequestOf[K], now: Date) => Promise<Priced>
  /** In the payment's transaction, once the booking is confirmed (a ride becomes paid, a stay takes its rooms). */
  onConfirmed?: (payload: Payload, tx: Transaction, bookingId: number, now: Date) => Promise<unknown>
  /**
   * After the payment's transaction, before the confirmation mail: what is done with a supplier once
   * paid and must not hold the payment's locks (a Duffel stay is booked; a flight's airline order starts
   * beside the answer). 'refunded' when the supplier refused and the payment went back: no confirmation.
   */
  afterConfirmed?: (payload: Payload, bookingId: number, now: Date) => Promise<'refunded' | undefined>
  /** Asked of the booking's own kind only: the supplier's confirmation number, shown with the booking. */
  supplierConfirmation?: (payload: Payload, bookingId: number) => Promise<string | null>
  /** In the transaction that expired or failed these bookings of the kind (their rides are cancelled). */
  onReleased?: (tx: Database, bookingIds: number[], now: Date) => Promise<unknown>
  /** After the transaction that refunded money taken for a booking staff had cancelled. */
  afterLateRefund?: (payload: Payload, late: Refund & { bookingId: number }) => Promise<unknown>
  /** Each minute with the expiry job, for every kind: what the kind keeps tidy (stale quotes). */
  onHousekeeping?: (db: Database, now: Date) => Promise<unknown>
  /**
   * Asked of the booking's own kind only: the last moment its traveller may cancel it for a full
   * refund, or null when it has no free cancellation (payments/cancelByTraveller.ts).
   */
  freeCancellationUntil?: (db: Database, bookingId: number) => Promise<Date | null>
  /**
   * Asked of the booking's own kind only, around storing a pending booking: a stay stores itself only
   * while its rooms are free, under a lock, and throws SoldOut otherwise (hotels/stayHold.ts); a ride
   * points itself at its booking (taxi/rideLink.ts), a flight keeps itself beside it (flights/flightRecord.ts).
   */
  holdWhileStoring?: <T>(
    req: PayloadRequest,
    draft: BookingDraft,
    store: (req: PayloadRequest) => Promise<T>,
    now: Date,
  ) => Promise<T>
  /** Asked of the booking's own kind only, for its confirmation mail: its card and calendar event (a stay, a pick-up). */
  confirmationParts?: (payload: Payload, booking: Booking, locale: Locale) => Promise<KindMailParts | null>
  /**
   * Asked of the booking's own kind only, by the console: the item named in another language than the
   * traveller's (a French stay's room type in English), from what the kind stored; null to keep the stored name.
   */
  itemNameIn?: (payload: Payload, booking: StoredItem, locale: Locale) => Promise<string | null>
  /** Asked of the booking's own kind only, in the refund's transaction: a ride is called off. */
  onCancelledByTraveller?: (tx: Transaction, bookingId: number, now: Date) => Promise<unknown>
}

/**
 * What was to be sold is gone (the last room of a night went to another traveller): a 409 naming the
 * first night short of rooms ("YYYY-MM-DD") and how many rooms were asked, when the kind knows them.
 */
export class SoldOut extends Error {
  constructor(readonly shortfall?: { night: string; rooms: number }) {
    super('Sold out')
  }
}

/** Every kind's hooks, one entry per booking type (BOOKING_TYPES): a kind left out fails the type check. */
export type BookingKindTable = { [K in TBookingType]: BookingKindHooks<K> }

const registered = new Map<string, BookingKindHooks>()

/** Installs the table of kinds (services/bookingKinds.ts, once, from the cms config). */
export function installBookingKinds(table: BookingKindTable): void {
  for (const [kind, hooks] of Object.entries(table)) registered.set(kind, hooks as BookingKindHooks)
}

/** Replaces the hooks of one kind (tests watching a kind's hooks run). */
export function registerBookingKind<K extends TBookingType>(kind: K, hooks: BookingKindHooks<K>): void {
  registered.set(kind, hooks as BookingKindHooks)
}

/**
 * The hooks of a kind of booking (its name is the booking's type). A kind with none is a wiring
 * error, said at once: before, every `hooksOfKind(type)?.hook?.()` of a missing kind did nothing.
 */
export function hooksOfKind<K extends TBookingType>(kind: K | string): BookingKindHooks<K> {
  const hooks = registered.get(kind)
  if (!hooks)
    throw new Error(
      `booking kind "${kind}" has no hooks: services/bookingKinds.ts installs them (payload.config)`,
    )
  return hooks as BookingKindHooks<K>
}

/** Every kind's housekeeping, in registration order (the one moment that is no booking's own). */
export const housekeepingHooks = (): NonNullable<BookingKindHooks['onHousekeeping']>[] =>
  [...registered.values()].flatMap((hooks) => (hooks.onHousekeeping ? [hooks.onHousekeeping] : []))

/** The supplier's confirmation number of a booking, as its kind knows it (a Duffel stay's), or null. */
export const supplierConfirmationOf = (payload: Payload, booking: { id: number; type: string }) =>
  hooksOfKind(booking.type).supplierConfirmation?.(payload, booking.id) ?? Promise.resolve(null)
