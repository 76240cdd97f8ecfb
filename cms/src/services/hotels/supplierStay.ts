import { COLLECTION_SLUGS, type THotelCheckoutRequest, translate } from '@nexovia/content-schema'
import { isStayRateExpired } from '@nexovia/content-schema/hotels/stay-rate'
import { and, eq } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import { stay_supplier_bookings } from '../../payload-generated-schema'
import { drizzleOf } from '../lib/typedDatabase'
import { inTransaction, lockBooking, recordRefund } from '../payments/bookings/bookingStore'
import { nightsBetween } from '../payments/checkout/amounts'
import type { BookingDraft, Priced } from '../payments/checkout/bookingDraft'
import { gatewayOf } from '../payments/paymentGateways'
import { refundOrFail } from '../payments/refunds/refundBooking'
import { storeStayRecord } from './stayRecord'
import { mailStayRefused } from './stayRefusedMail'
import { duffelStaysSupplier } from './suppliers/configuredStaySupplier'
import { readStayRate } from './suppliers/signedStayRate'
import { type StayGuest, StayUnavailable } from './suppliers/staySupplier'

const RATE_GONE = { status: 404, message: 'paymentErrors.hotelNotFound' }
const RATE_EXPIRED = { status: 410, message: 'errors.offerExpired' }
const SOLD_OUT = { status: 409, message: 'paymentErrors.roomsUnavailable' }
const PRICE_CHANGED = { status: 409, message: 'paymentErrors.stayPriceChanged' }
const SUPPLIER_DOWN = { status: 503, message: 'paymentErrors.checkoutUnavailable' }

/**
 * Prices a supplier's stay at checkout: the signed rate the results showed is quoted again; a rate
 * from results over an hour old answers 410, sold out 409, a price other than the one shown refuses
 * the checkout (the traveller searches again).
 */
export async function priceSupplierStay(payload: Payload, request: THotelCheckoutRequest): Promise<Priced> {
  const rate = request.stay_rate ? readStayRate(request.stay_rate) : undefined
  const supplier = duffelStaysSupplier()
  if (!rate || !supplier) return { refusal: RATE_GONE }
  if (isStayRateExpired(rate, new Date())) return { refusal: RATE_EXPIRED }
  let quote: Awaited<ReturnType<typeof supplier.quote>>
  try {
    quote = await supplier.quote(rate.rateId)
  } catch (cause) {
    if (cause instanceof StayUnavailable) return { refusal: SOLD_OUT }
    payload.logger.error(`Stay supplier quote failed: ${String(cause)}`)
    return { refusal: SUPPLIER_DOWN }
  }
  if (quote.total !== rate.total || quote.currency !== rate.currency) return { refusal: PRICE_CHANGED }
  const { checkIn, checkOut, rooms, adults } = rate
  const nights = nightsBetween(checkIn, checkOut)
  return {
    draft: {
      type: 'hotel',
      amount: quote.total,
      currency: quote.currency,
      destination: rate.city,
      itemName: `${rate.hotelName}, ${rate.city} · ${rate.roomName}`,
      itemDetails: translate(request.locale, 'paymentMail.item.stay', {
        checkIn,
        checkOut,
        nights,
        rooms,
        adults,
      }),
      stay: {
        rooms,
        nights,
        freeCancellationUntil: rate.freeCancellationUntil,
        hasBreakfast: rate.hasBreakfast,
      },
      departureDate: `${checkIn}T00:00:00.000Z`,
      returnDate: `${checkOut}T00:00:00.000Z`,
      supplierStay: { supplier: rate.supplier, rateId: rate.rateId, quoteId: quote.quoteId },
    },
  }
}

/** Stores a supplier's pending stay and its quote beside it (booked once paid). */
export async function storeSupplierStay<T>(
  req: PayloadRequest,
  draft: BookingDraft,
  store: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const booking = await store(req)
  await storeStayRecord(req, (booking as { id: number }).id, draft)
  const { supplier, rateId, quoteId } = draft.supplierStay!
  await req.payload.create({
    collection: COLLECTION_SLUGS.staySupplierBookings,
    data: { booking: (booking as { id: number }).id, supplier, rateId, quoteId, status: 'quoted' },
    req,
    depth: 0,
  })
  return booking
}

/** The lead guest and the contact the supplier wants: the travellers step's, else the booking's address. */
async function guestsOf(payload: Payload, bookingId: number, email: string) {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.bookingTravellers,
    where: { booking: { equals: bookingId } },
    limit: 1,
    depth: 0,
  })
  const named = (docs[0]?.travellers ?? []).map(
    (traveller): StayGuest => ({ givenName: traveller.givenNames, familyName: traveller.surname }),
  )
  const guests = named.length ? named : [{ givenName: 'Guest', familyName: email.split('@')[0] ?? 'Guest' }]
  return { guests, phone: docs[0]?.contactPhone ?? '' }
}

/**
 * Once a supplier's stay is paid: claims its quote (one payment books it, however often the event
 * comes), books it with the supplier and keeps the confirmation number. A refusal refunds the whole
 * stay through the gateway that took it (its idempotency key makes it one refund), mails the traveller
 * so, and answers 'refunded', so no confirmation goes out. A supplier that does not answer leaves it claimed for staff.
 */
export async function bookSupplierStay(payload: Payload, bookingId: number, now: Date) {
  const [claimed] = await drizzleOf(payload)
    .update(stay_supplier_bookings)
    .set({ status: 'booking', updatedAt: now.toISOString() })
    .where(and(eq(stay_supplier_bookings.booking, bookingId), eq(stay_supplier_bookings.status, 'quoted')))
    .returning({ id: stay_supplier_bookings.id, quoteId: stay_supplier_bookings.quoteId })
  const supplier = duffelStaysSupplier()
  if (!claimed) return undefined
  const booking = await payload.findByID({ collection: COLLECTION_SLUGS.bookings, id: bookingId, depth: 0 })
  try {
    if (!supplier) throw new Error('the stay supplier is no longer configured')
    const { guests, phone } = await guestsOf(payload, bookingId, booking.email)
    const booked = await supplier.book({ quoteId: claimed.quoteId, guests, email: booking.email, phone })
    await payload.update({
      collection: COLLECTION_SLUGS.staySupplierBookings,
      id: claimed.id,
      data: { status: 'booked', ...booked },
      depth: 0,
    })
    return undefined
  } catch (cause) {
    if (!(cause instanceof StayUnavailable)) {
      payload.logger.error(`Booking ${bookingId}: the stay supplier did not book it: ${String(cause)}`)
      return undefined
    }
  }
  await inTransaction(payload, async (tx) => {
    const locked = await lockBooking(tx, bookingId)
    if (locked?.status !== 'confirmed') return
    const refund = await refundOrFail(locked, gatewayOf)
    await recordRefund(payload, tx, bookingId, refund, now)
  })
  await payload.update({
    collection: COLLECTION_SLUGS.staySupplierBookings,
    id: claimed.id,
    data: { status: 'refused' },
    depth: 0,
  })
  payload.logger.warn(`Booking ${bookingId}: the stay supplier refused it; refunded in full`)
  await mailStayRefused(payload, bookingId)
  return 'refunded' as const
}

/** The supplier's confirmation number of a booked stay, or null. */
export async function supplierConfirmationOf(payload: Payload, bookingId: number): Promise<string | null> {
  const { docs } = await payload.find({
    collection: COLLECTION_SLUGS.staySupplierBookings,
    where: { booking: { equals: bookingId }, status: { equals: 'booked' } },
    limit: 1,
    depth: 0,
  })
  return docs[0]?.confirmation ?? null
}
