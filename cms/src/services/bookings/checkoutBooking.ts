import {
  formatDate,
  type Locale,
  type TApiError,
  type TCurrency,
  type TFlightCheckoutRequest,
  type THotelCheckoutRequest,
  type TMessageConsent,
  type TPaymentMethod,
} from '@nexovia/content-schema'
import type { PayloadRequest } from 'payload'
import { travellerFromRequest } from '../auth/travellerSession'
import { priceSupplierStay } from '../hotels/supplierStay'
import { ChargeRefused } from '../money/chargeGuard'
import { currentRates } from '../money/rateTable'
import { SoldOut } from '../payments/bookingKinds'
import type { BookingDraft, PricingRefusal } from '../payments/checkout/bookingDraft'
import { fixCharge } from '../payments/checkout/chargeCurrency'
import { checkTravellers } from '../payments/checkout/checkTravellers'
import { openCheckout } from '../payments/checkout/openCheckout'
import { priceFlight, priceHotel } from '../payments/checkout/priceCheckout'

type Checkout = Pick<TFlightCheckoutRequest, 'travellers' | 'contact_email' | 'contact_phone'> & {
  locale: Locale
  user_email?: string
  payment_method: TPaymentMethod
  charge_currency?: TCurrency
  /** The phone channels chosen on the travellers step (issue 45). */
  messages?: TMessageConsent
}
type Priced = { draft?: BookingDraft; refusal?: PricingRefusal }

/** A checkout opened (its page's address), or refused with its status and words. */
export type CheckoutOutcome =
  | { kind: 'opened'; checkoutUrl: string }
  | { kind: 'refused'; status: number; error: TApiError }

const refused = (status: number, error: TApiError): CheckoutOutcome => ({ kind: 'refused', status, error })

/**
 * The common tail of both checkouts: the buyer is the signed-in traveller (session cookie) or the
 * e-mail given; the booking is stored pending and a checkout session opened for it.
 */
async function checkout(req: PayloadRequest, request: Checkout, priced: Priced): Promise<CheckoutOutcome> {
  if (priced.refusal) return refused(priced.refusal.status, { message: priced.refusal.message })
  const checked = checkTravellers(request, priced.draft!, new Date())
  if (checked.fieldErrors) {
    return refused(400, { message: 'travellers.fixErrors', fieldErrors: checked.fieldErrors })
  }
  const traveller = await travellerFromRequest(req)
  // A signed-in traveller's confirmation goes to their account's address, never to one typed beside it.
  const email =
    (traveller?.email as string | undefined) ?? request.user_email ?? checked.travellers?.contact_email
  if (!email) {
    return refused(400, {
      message: 'errors.invalidInput',
      fieldErrors: { user_email: 'validation.emailRequired' },
    })
  }
  try {
    const rates = await currentRates(req.payload)
    const draft = fixCharge(priced.draft!, request.payment_method, request.charge_currency, rates)
    const url = await openCheckout(req, draft, {
      userId: traveller ? Number(traveller.id) : undefined,
      email,
      locale: request.locale,
      travellers: checked.travellers,
      consent: request.messages,
    })
    return { kind: 'opened', checkoutUrl: url }
  } catch (cause) {
    if (cause instanceof ChargeRefused) return refused(409, { message: cause.key })
    if (cause instanceof SoldOut) return refused(409, soldOutError(cause, request.locale))
    req.payload.logger.error(`Checkout session failed: ${String(cause)}`)
    return refused(503, { message: 'paymentErrors.checkoutUnavailable' })
  }
}

/** Which night is short, and "no room left" when one room was asked, in the request's language. */
function soldOutError({ shortfall }: SoldOut, locale: Locale): TApiError {
  if (!shortfall) return { message: 'paymentErrors.roomsUnavailable' }
  const night = formatDate(shortfall.night, locale, 'UTC')
  return shortfall.rooms === 1
    ? { message: 'paymentErrors.noRoomLeftOn', params: { night } }
    : { message: 'paymentErrors.roomsShortOn', params: { night, rooms: shortfall.rooms } }
}

/** POST /api/payments/flight/checkout: a flight package × passengers, or a stored itinerary. */
export async function checkoutFlight(req: PayloadRequest, request: TFlightCheckoutRequest) {
  return checkout(req, request, await priceFlight(req.payload, request, new Date()))
}

/** POST /api/payments/hotel/checkout: a hotel package × nights × rooms, or a stay from the hotel results. */
export async function checkoutHotel(req: PayloadRequest, request: THotelCheckoutRequest) {
  // A supplier's rate (Duffel Stays) is quoted again; the cms's own hotels are priced from their rates.
  const priced = request.stay_rate
    ? await priceSupplierStay(req.payload, request)
    : await priceHotel(req.payload, request)
  return checkout(req, request, priced)
}
