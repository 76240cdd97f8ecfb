/**
 * The headers payment providers sign their webhooks with: Stripe's signature and Flutterwave's secret
 * hash. The site's /api proxy forwards exactly these (the only public entry in the documented deployment),
 * and each webhook endpoint reads its own by the same name.
 */
export const PROVIDER_SIGNATURE_HEADERS = {
  stripe: 'stripe-signature',
  flutterwave: 'verif-hash',
} as const
