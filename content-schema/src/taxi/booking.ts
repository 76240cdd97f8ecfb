import { z } from 'zod'
import { TEXT_LIMITS } from '../constants/accounts.ts'
import { ZLocale } from '../locales.ts'
import { email, msg, payload, requiredText, ZDocId } from '../primitives.ts'
import { ZTaxiQuoteRequest } from './quote.ts'

export const ZTaxiCustomer = z.object(
  {
    name: requiredText(TEXT_LIMITS.fullName, 'validation.customerInfoRequired'),
    email: email({ required: 'validation.customerInfoRequired', invalid: 'validation.validEmail' }),
    phone: requiredText(TEXT_LIMITS.phone, 'validation.customerInfoRequired'),
  },
  msg('validation.customerInfoRequired'),
)
export type TTaxiCustomer = z.infer<typeof ZTaxiCustomer>

/** Book the quoted ride; the cms prices it again rather than trusting a price from the browser. */
export const ZTaxiBookingRequest = payload({
  customer: ZTaxiCustomer,
  ride: ZTaxiQuoteRequest,
  locale: ZLocale.default('en'),
})
export type TTaxiBookingRequest = z.infer<typeof ZTaxiBookingRequest>

export const ZTaxiBookingResponse = z.object({ rideId: ZDocId, checkoutUrl: z.url().nullish() })
export type TTaxiBookingResponse = z.infer<typeof ZTaxiBookingResponse>
