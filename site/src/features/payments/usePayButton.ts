import type { BodyOf } from '@nexovia/content-schema/api/contract'
import type { API } from '@nexovia/content-schema/api/endpoints'
import { useState } from 'react'
import { callApi } from '../../lib/api/callApi'
import type { FieldErrors } from '../../lib/forms/validate'

type Checkout = 'flightCheckout' | 'hotelCheckout'

export type PayFailure = { message: string; fieldErrors: FieldErrors }

/**
 * The pay button of spec 02 §4: idle → processing (disabled) → off to the checkout address, or a
 * failure (message key and field errors) shown with a Retry label. One button is busy at a time:
 * `busy` names it, and stays set while the browser leaves for the checkout.
 */
export function usePayButton() {
  const [busy, setBusy] = useState<string | null>(null)
  const [failures, setFailures] = useState<Record<string, PayFailure>>({})

  async function pay<K extends Checkout>(key: string, checkout: K, body: BodyOf<(typeof API)[K]>) {
    if (busy) return
    setBusy(key)
    setFailures((current) => {
      const { [key]: _cleared, ...rest } = current
      return rest
    })
    const answer = await callApi<Checkout>(checkout, { body })
    if (answer.ok) {
      location.assign(answer.data.checkout_url)
      return
    }
    setBusy(null)
    // A 2xx without a checkout address (errors.generic) says so; a refusal says why.
    const message =
      answer.status >= 200 && answer.status < 300
        ? 'errors.noCheckoutUrl'
        : answer.status === 429
          ? 'errors.tooManyRequests'
          : answer.message === 'errors.generic'
            ? 'errors.checkoutFailed'
            : answer.message
    setFailures((current) => ({ ...current, [key]: { message, fieldErrors: answer.fieldErrors ?? {} } }))
  }

  return { busy, failures, pay }
}
