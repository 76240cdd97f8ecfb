import {
  CHECKOUT_SESSION_EXPIRY_MINUTES,
  COLLECTION_SLUGS,
  type Locale,
  type TBookingTravellers,
  type TMessageConsent,
} from '@nexovia/content-schema'
import type { Payload, PayloadRequest } from 'payload'
import { inRequestTransaction } from '../../lib/requestTransaction'
import { consentFields, optInAccount } from '../../messages/consentChanges'
import { ChargeRefused, chargeRefusal } from '../../money/chargeGuard'
import { currentRates } from '../../money/rateTable'
import { hooksOfKind } from '../bookingKinds'
import type { PaymentGateway } from '../paymentGateway'
import { currentGateway } from '../paymentGateways'
import type { BookingDraft } from './bookingDraft'
import { storePackageRecord } from './packageRecord'

// Stripe wants expires_at at least 30 minutes ahead at the moment it receives the request.
const EXPIRY_MARGIN_SECONDS = 60

type Buyer = {
  userId?: number
  email: string
  locale: Locale
  travellers?: TBookingTravellers
  /** The phone channels chosen at checkout (issue 45). */
  consent?: TMessageConsent
}

/**
 * Stores the booking as pending payment, then opens its checkout session and records the session
 * on it. If the provider fails, the booking is marked failed (nothing was charged) and the error
 * propagates; the traveller may start again. A charge the money rules refuse (chargeGuard.ts) stores
 * nothing and throws ChargeRefused.
 */
export async function openCheckout(
  req: PayloadRequest,
  draft: BookingDraft,
  buyer: Buyer,
  gateway: PaymentGateway = currentGateway(draft.paymentMethod),
  now = new Date(),
): Promise<string> {
  const payload: Payload = req.payload
  const refusal = chargeRefusal(draft, await currentRates(payload), now)
  if (refusal) throw new ChargeRefused(refusal)
  const expiresAt =
    Math.floor(now.getTime() / 1000) + CHECKOUT_SESSION_EXPIRY_MINUTES * 60 + EXPIRY_MARGIN_SECONDS
  const store = async (inLock: PayloadRequest) => {
    const stored = await payload.create({
      collection: COLLECTION_SLUGS.bookings,
      req: inLock,
      data: {
        ...draft,
        paymentMethod: draft.paymentMethod ?? 'card',
        user: buyer.userId ?? null,
        email: buyer.email,
        locale: buyer.locale,
        status: 'pending',
        checkoutProvider: gateway.name,
        sessionExpiresAt: new Date(expiresAt * 1000).toISOString(),
        ...consentFields(buyer.consent),
      },
      depth: 0,
    })
    await storePackageRecord(payload, inLock, stored.id, draft)
    return stored
  }
  // A kind with stock (a stay's rooms) stores its booking only while the stock lasts (SoldOut otherwise).
  const hold = hooksOfKind(draft.type)?.holdWhileStoring
  // The booking and its kind's record (a flight, a package, the ride's link) are stored together or not at all.
  const booking = await inRequestTransaction(req, () => (hold ? hold(req, draft, store, now) : store(req)))
  if (buyer.travellers) await storeTravellers(payload, booking.id, buyer.travellers)
  if (buyer.userId && buyer.consent) await optInAccount(payload, buyer.userId, buyer.consent)
  try {
    const session = await gateway.openSession({
      bookingId: booking.id,
      amount: draft.amount,
      currency: draft.currency,
      itemName: draft.itemName,
      itemDetails: draft.itemDetails,
      email: buyer.email,
      locale: buyer.locale,
      expiresAt,
    })
    await payload.update({
      collection: COLLECTION_SLUGS.bookings,
      id: booking.id,
      data: {
        checkoutSessionId: session.sessionId,
        sessionExpiresAt: new Date(session.expiresAt * 1000).toISOString(),
      },
      depth: 0,
    })
    return session.url
  } catch (cause) {
    await payload.update({
      collection: COLLECTION_SLUGS.bookings,
      id: booking.id,
      data: { status: 'failed', lastPaymentError: 'checkout_unavailable' },
      depth: 0,
    })
    throw cause
  }
}

/** The booking's passengers, in the staff-only collection (the server writes; no traveller reads it). */
async function storeTravellers(payload: Payload, bookingId: number, booked: TBookingTravellers) {
  await payload.create({
    collection: COLLECTION_SLUGS.bookingTravellers,
    data: {
      booking: bookingId,
      contactEmail: booked.contact_email,
      contactPhone: booked.contact_phone,
      travellers: booked.travellers.map((traveller) => ({
        title: traveller.title as 'mr',
        givenNames: traveller.given_names,
        surname: traveller.surname,
        birthDate: traveller.birth_date || null,
        nationality: traveller.nationality || null,
        passportNumber: traveller.passport_number || null,
        passportExpiry: traveller.passport_expiry || null,
      })),
    },
    depth: 0,
  })
}
