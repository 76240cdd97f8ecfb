import { useState } from 'react'
import { callApi } from '../../lib/forms/callApi'
import type { FieldErrors } from '../../lib/forms/validate'

/** The checkout call's answer: the address to send the browser to (contract: `checkout_url`). */
const checkoutUrlOf = (body: Record<string, unknown>): string | null =>
  typeof body.checkout_url === 'string' && URL.canParse(body.checkout_url, location.href)
    ? body.checkout_url
    : null

export type PayFailure = { message: string; fieldErrors: FieldErrors }

/**
 * The pay button of spec 02 §4: idle → processing (disabled) → off to the checkout address, or a
 * failure (message key and field errors) shown with a Retry label. One button is busy at a time:
 * `busy` names it, and stays set while the browser leaves for the checkout.
 */
export function usePayButton() {
  const [busy, setBusy] = useState<string | null>(null)
  const [failures, setFailures] = useState<Record<string, PayFailure>>({})

  async function pay(key: string, path: string, body: Record<string, unknown>) {
    if (busy) return
    setBusy(key)
    setFailures((current) => {
      const { [key]: _cleared, ...rest } = current
      return rest
    })
    const answer = await callApi(path, 'POST', body)
    const checkoutUrl = answer.ok ? checkoutUrlOf(answer.body) : null
    if (checkoutUrl) {
      location.assign(checkoutUrl)
      return
    }
    setBusy(null)
    const message = answer.ok
      ? 'errors.noCheckoutUrl'
      : answer.status === 429
        ? 'errors.tooManyRequests'
        : (answer.message ?? 'errors.checkoutFailed')
    setFailures((current) => ({ ...current, [key]: { message, fieldErrors: answer.fieldErrors ?? {} } }))
  }

  return { busy, failures, pay }
}
