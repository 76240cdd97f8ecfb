import {
  chargeCurrency,
  convertAt,
  type TCurrency,
  type TPaymentMethod,
  type TRateTable,
} from '@nexovia/content-schema'
import type { BookingDraft } from './bookingDraft'

/**
 * The booking as it will be charged: in the currency of the method (mobile money in XOF or GHS, a
 * card in USD or EUR; the traveller's wish when the method takes it), converted from the server's
 * price at the rates of this moment. The price, the rate and its date are kept on the booking, so the
 * amount shown before paying is the amount charged however the rates change afterwards.
 */
export function fixCharge(
  draft: BookingDraft,
  method: TPaymentMethod,
  wanted: TCurrency | undefined,
  rates: TRateTable,
): BookingDraft {
  const currency = chargeCurrency(method, wanted ?? draft.currency)
  if (currency === draft.currency) return { ...draft, paymentMethod: method }
  const converted = convertAt(draft.amount, draft.currency, currency, rates)
  return {
    ...draft,
    paymentMethod: method,
    amount: converted.minor,
    currency,
    priceAmount: draft.amount,
    priceCurrency: draft.currency,
    rate: converted.rate,
    rateSetOn: converted.rateSetOn,
  }
}
