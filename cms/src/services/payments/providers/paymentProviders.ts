import { registerGatewayChoice } from '../paymentGateways'
import { flutterwaveClient } from './flutterwave/flutterwaveConfig'
import { flutterwaveGateway } from './flutterwave/flutterwaveGateway'
import { stripeClient } from './stripe/stripeConfig'
import { stripeGateway } from './stripe/stripeGateway'
import { testGateway } from './test/testGateway'

/**
 * The providers payments can take money through, registered once by the cms config: cards through
 * Stripe when STRIPE_SECRET_KEY is set, mobile money through Flutterwave when FLUTTERWAVE_SECRET_KEY is
 * set; else the built-in test checkout, which takes both. A booking is refunded by the provider that
 * took it: a test-checkout booking by the test checkout even once Stripe is configured; a Stripe
 * booking without Stripe's key cannot be.
 */
export function registerPaymentProviders(): void {
  registerGatewayChoice({
    current: (method) => {
      if (method === 'mobile_money') {
        const flutterwave = flutterwaveClient()
        return flutterwave ? flutterwaveGateway(flutterwave) : testGateway
      }
      const stripe = stripeClient()
      return stripe ? stripeGateway(stripe) : testGateway
    },
    of: (provider) => {
      if (provider === 'flutterwave') {
        const flutterwave = flutterwaveClient()
        if (!flutterwave)
          throw new Error('FLUTTERWAVE_SECRET_KEY is unset: a Flutterwave payment cannot be refunded')
        return flutterwaveGateway(flutterwave)
      }
      if (provider !== 'stripe') return testGateway
      const stripe = stripeClient()
      if (!stripe) throw new Error('STRIPE_SECRET_KEY is unset: a Stripe payment cannot be refunded')
      return stripeGateway(stripe)
    },
  })
}
