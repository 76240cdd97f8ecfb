import { chargeProblem, isRateStale, type TRateTable, type UiKey } from '@nexovia/content-schema'
import type { BookingDraft } from '../payments/checkout/bookingDraft'
import { rateMaxAgeDays } from './rateMaxAge'

/** A checkout that must not open; `key` is the message the traveller reads. */
export class ChargeRefused extends Error {
  constructor(readonly key: UiKey) {
    super(`Checkout refused: ${key}`)
  }
}

/**
 * Why a charge must not open, or null: a mobile-money charge converted at a rate older than the
 * configured age (a card in USD or EUR still opens), or an amount of nothing, under the provider's
 * minimum, or whose dollar value is more than 2 % off the price's at the reference rates.
 */
export function chargeRefusal(draft: BookingDraft, rates: TRateTable, now: Date): UiKey | null {
  const isConverted = draft.priceAmount !== undefined && draft.priceCurrency !== undefined
  if (
    draft.paymentMethod === 'mobile_money' &&
    draft.rateSetOn &&
    isRateStale(draft.rateSetOn, now, rateMaxAgeDays())
  )
    return 'money.rateStale'
  const problem = chargeProblem({
    amount: draft.amount,
    currency: draft.currency,
    price: isConverted ? { amount: draft.priceAmount!, currency: draft.priceCurrency! } : undefined,
    rates,
  })
  return problem ? 'money.chargeRefused' : null
}
