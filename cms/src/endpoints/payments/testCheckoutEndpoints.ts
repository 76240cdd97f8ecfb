import { ZTestCardPayment } from '@nexovia/content-schema'
import { API } from '@nexovia/content-schema/api/endpoints'
import type { Endpoint } from 'payload'
import { route } from '../../http/contractRoute'
import { parseJsonBody } from '../../http/parseJsonBody'
import { viewCheckout } from '../../services/payments/checkout/checkoutView'
import { payTestCheckout } from '../../services/payments/providers/test/testCheckout'
import { PRIVATE, statusLimit, testPayLimit } from './limits'

const sessionNotFound = () =>
  Response.json(
    { outcome: 'session_not_found', message: 'paymentErrors.sessionNotFound' },
    { status: 404, headers: PRIVATE },
  )

/** GET /api/payments/test-checkout/{session_id}: what the site's checkout page shows (test or Flutterwave session). */
export const testCheckoutViewEndpoint: Endpoint = {
  ...route(API.testCheckout),
  handler: async (req) => {
    const limited = await statusLimit(req)
    if (limited) return limited
    const view = await viewCheckout(req.payload, String(req.routeParams?.sessionId ?? ''))
    return view ? Response.json(view, { headers: PRIVATE }) : sessionNotFound()
  },
}

/** POST /api/payments/test-checkout/{session_id}/pay: the test card form. */
export const testCheckoutPayEndpoint: Endpoint = {
  ...route(API.testCheckoutPay),
  handler: async (req) => {
    const limited = await testPayLimit(req)
    if (limited) return limited
    const { data, error } = await parseJsonBody(req, ZTestCardPayment, 2 * 1024)
    if (error) {
      if (error.status !== 400) return error
      const { fieldErrors } = (await error.json()) as { fieldErrors?: Record<string, string> }
      return Response.json(
        { outcome: 'invalid_card', message: 'paymentErrors.invalidCard', fieldErrors },
        { status: 400, headers: PRIVATE },
      )
    }
    try {
      const result = await payTestCheckout(req.payload, String(req.routeParams?.sessionId ?? ''), data)
      return Response.json(result.body, { status: result.status, headers: PRIVATE })
    } catch (cause) {
      // The event could not be recorded (database down): nothing was fulfilled, the traveller may retry.
      req.payload.logger.error(`Test checkout payment failed: ${String(cause)}`)
      return Response.json(
        { outcome: 'session_not_found', message: 'paymentErrors.checkoutUnavailable' },
        { status: 503, headers: PRIVATE },
      )
    }
  },
}
