/**
 * The headers providers sign their webhooks with: Stripe's signature, Flutterwave's secret hash, and
 * the messaging providers' (WhatsApp's X-Hub-Signature-256, Twilio's X-Twilio-Signature). The site's /api proxy forwards exactly these (the only public entry in the documented deployment),
 * and each webhook endpoint reads its own by the same name.
 */
export const PROVIDER_SIGNATURE_HEADERS = {
  stripe: 'stripe-signature',
  flutterwave: 'verif-hash',
  whatsapp: 'x-hub-signature-256',
  twilio: 'x-twilio-signature',
} as const
