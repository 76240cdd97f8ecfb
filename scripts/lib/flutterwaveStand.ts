import { startFlutterwaveControl } from '../../tests/fixtures/flutterwaveControl.ts'
import { startFlutterwaveDouble } from '../../tests/fixtures/flutterwaveDouble.ts'

/** The webhook hash of the browser tests' Flutterwave (nothing secret: the double is local). */
const E2E_WEBHOOK_HASH = 'nexovia-e2e-verif-hash'

/**
 * Flutterwave for the browser tests (E2E_FLUTTERWAVE=1): the local double of its API, which the cms's
 * client calls, and the control the tests use as the traveller's phone (approve, decline, time out),
 * which then posts Flutterwave's webhook where docs/features/payments.md says to point Flutterwave: the site's /api, the
 * deployment's one public entry (so the proxy must forward `verif-hash`). Its environment configures the cms for it.
 */
export async function startFlutterwaveStand(siteUrl: string) {
  const double = await startFlutterwaveDouble()
  const control = await startFlutterwaveControl(double, {
    url: `${siteUrl}/api/payments/flutterwave/webhook`,
    hash: E2E_WEBHOOK_HASH,
  })
  return {
    env: {
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-e2e-double',
      FLUTTERWAVE_API_URL: double.url,
      FLUTTERWAVE_WEBHOOK_HASH: E2E_WEBHOOK_HASH,
      E2E_FLUTTERWAVE_CONTROL_URL: control.url,
    },
    stop: async () => {
      await control.stop()
      await double.stop()
    },
  }
}
