import { API } from '@nexovia/content-schema/api/endpoints'
import { viewCheckout } from '../../services/payments/checkout/checkoutView'
import { payTestCheckout } from '../../services/payments/providers/test/testCheckout'
import { contractEndpoint } from '../contract/contractEndpoint'
import { PRIVATE } from './limits'

const sessionNotFound = () =>
  Response.json(
    { outcome: 'session_not_found', message: 'paymentErrors.sessionNotFound' },
    { status: 404, headers: PRIVATE },
  )

/** GET /api/payments/test-checkout/{session_id}: what the site's checkout page shows (test or Flutterwave session). */
export const testCheckoutViewEndpoint = contractEndpoint(API.testCheckout, {
  handler: async ({ req, params }) => {
    const view = await viewCheckout(req.payload, params.sessionId)
    return view ? Response.json(view, { headers: PRIVATE }) : sessionNotFound()
  },
})

/** POST /api/payments/test-checkout/{session_id}/pay: the test card form. */
export const testCheckoutPayEndpoint = contractEndpoint(API.testCheckoutPay, {
  maxBytes: 2 * 1024,
  // The card form reads its outcome beside the field errors.
  invalidInput: ({ fieldErrors }) =>
    Response.json(
      { outcome: 'invalid_card', message: 'paymentErrors.invalidCard', fieldErrors },
      { status: 400, headers: PRIVATE },
    ),
  handler: async ({ req, params, body }) => {
    try {
      const result = await payTestCheckout(req.payload, params.sessionId, body)
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
})
