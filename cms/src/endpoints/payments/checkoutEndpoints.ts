import {
  formatDate,
  type Locale,
  type TApiError,
  type TCheckoutResponse,
  type TCurrency,
  type TFlightCheckoutRequest,
  type TMessageConsent,
  type TPaymentMethod,
} from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { PayloadRequest } from 'payload'
import { apiError } from '../../http/jsonResponses'
import { travellerFromRequest } from '../../services/auth/travellerSession'
import { priceSupplierStay } from '../../services/hotels/supplierStay'
import { ChargeRefused } from '../../services/money/chargeGuard'
import { currentRates } from '../../services/money/rateTable'
import { SoldOut } from '../../services/payments/bookingKinds'
import type { BookingDraft, PricingRefusal } from '../../services/payments/checkout/bookingDraft'
import { fixCharge } from '../../services/payments/checkout/chargeCurrency'
import { checkTravellers } from '../../services/payments/checkout/checkTravellers'
import { openCheckout } from '../../services/payments/checkout/openCheckout'
import { priceFlight, priceHotel } from '../../services/payments/checkout/priceCheckout'
import { contractEndpoint } from '../contract/contractEndpoint'
import { CHECKOUT_BODY_BYTES, PRIVATE } from './limits'

type Checkout = Pick<TFlightCheckoutRequest, 'travellers' | 'contact_email' | 'contact_phone'> & {
  locale: Locale
  user_email?: string
  payment_method: TPaymentMethod
  charge_currency?: TCurrency
  messages?: TMessageConsent
}
type Priced = { draft?: BookingDraft; refusal?: PricingRefusal }

/**
 * The common tail of both checkouts: the buyer is the signed-in traveller (session cookie) or the
 * e-mail given; the booking is stored pending and a checkout session opened for it.
 */
async function checkout(req: PayloadRequest, request: Checkout, priced: Priced): Promise<Response> {
  if (priced.refusal) return apiError(priced.refusal.status, { message: priced.refusal.message })
  const checked = checkTravellers(request, priced.draft!, new Date())
  if (checked.fieldErrors) {
    return apiError(400, { message: 'travellers.fixErrors', fieldErrors: checked.fieldErrors })
  }
  const traveller = await travellerFromRequest(req)
  // A signed-in traveller's confirmation goes to their account's address, never to one typed beside it.
  const email =
    (traveller?.email as string | undefined) ?? request.user_email ?? checked.travellers?.contact_email
  if (!email) {
    return apiError(400, {
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
    const body: TCheckoutResponse = { checkout_url: url }
    return Response.json(body, { status: 201, headers: PRIVATE })
  } catch (cause) {
    if (cause instanceof ChargeRefused) return apiError(409, { message: cause.key })
    if (cause instanceof SoldOut) return apiError(409, soldOutError(cause, request.locale))
    req.payload.logger.error(`Checkout session failed: ${String(cause)}`)
    return apiError(503, { message: 'paymentErrors.checkoutUnavailable' })
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
export const flightCheckoutEndpoint = contractEndpoint(API.flightCheckout, {
  maxBytes: CHECKOUT_BODY_BYTES,
  handler: async ({ req, body }) => checkout(req, body, await priceFlight(req.payload, body, new Date())),
})

/** POST /api/payments/hotel/checkout: a hotel package × nights × rooms, or a stay from the hotel results. */
export const hotelCheckoutEndpoint = contractEndpoint(API.hotelCheckout, {
  maxBytes: CHECKOUT_BODY_BYTES,
  handler: async ({ req, body }) => {
    // A supplier's rate (Duffel Stays) is quoted again; the cms's own hotels are priced from their rates.
    const priced = body.stay_rate
      ? await priceSupplierStay(req.payload, body)
      : await priceHotel(req.payload, body)
    return checkout(req, body, priced)
  },
})
