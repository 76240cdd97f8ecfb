/**
 * The providers' signed webhooks (the contract's entries whose access is 'provider': Stripe's,
 * Flutterwave's, WhatsApp's and Twilio's) and the one body cap they share. Meta batches up to a
 * thousand statuses in one notification, so the cms reads up to WEBHOOK_BODY_BYTES of them, and the
 * site's /api proxy lets them through up to the same (everything else it caps lower). zod-free.
 */
import { patternOf } from './apiProcess.ts'
import type { EndpointContract } from './contract.ts'
import { API } from './endpoints.ts'

/** The largest webhook body the cms reads (and the site forwards). */
export const WEBHOOK_BODY_BYTES = 256 * 1024

const WEBHOOKS = Object.values(API)
  .filter((contract: EndpointContract) => contract.access === 'provider')
  .map((contract) => ({ method: contract.method, pattern: patternOf(contract.path) }))

/** True when the request's method and path (without its query) are a provider's webhook. */
export function isProviderWebhook(method: string, url: string): boolean {
  const pathname = url.split('?', 1)[0]!
  return WEBHOOKS.some((route) => route.method === method && route.pattern.test(pathname))
}
