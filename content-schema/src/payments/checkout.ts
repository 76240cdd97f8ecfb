import { z } from 'zod'
import { PACKAGE_LIMITS } from '../constants/payments.ts'
import { ZLocale } from '../locales.ts'
import { boundedInt, docId, msg, optionalEmail, optionalText, payload } from '../primitives.ts'

const packageId = docId('validation.packageIdRequired')
// The cms builds the success and cancel URLs itself: a URL from the browser would be an open redirect.
const common = {
  packageId,
  email: optionalEmail('validation.validEmail'),
  locale: ZLocale.default('en'),
}

export const ZFlightCheckoutRequest = payload({
  kind: z.literal('flight', msg('validation.invalidOption')),
  ...common,
  passengers: boundedInt(PACKAGE_LIMITS.passengers, 'validation.packagePassengersRange').default(1),
  itineraryId: optionalText(200),
})

export const ZHotelCheckoutRequest = payload({
  kind: z.literal('hotel', msg('validation.invalidOption')),
  ...common,
  nights: boundedInt(PACKAGE_LIMITS.nights, 'validation.nightsRange').default(1),
  rooms: boundedInt(PACKAGE_LIMITS.rooms, 'validation.packageRoomsRange').default(1),
})

/** Start a card payment for a flight or hotel package. */
export const ZCheckoutRequest = z.discriminatedUnion(
  'kind',
  [ZFlightCheckoutRequest, ZHotelCheckoutRequest],
  msg('validation.invalidOption'),
)
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>

export const ZCheckoutResponse = z.object({ checkoutUrl: z.url() })
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>
