import { createHmac } from 'node:crypto'
import Stripe from 'stripe'
import { builtOncePerSettings } from '../../../lib/builtOncePerSettings'

/**
 * The webhook signing secret. With Stripe, STRIPE_WEBHOOK_SECRET is the endpoint's secret from the
 * Stripe dashboard (or `stripe listen`). Without configuration it is derived from PAYLOAD_SECRET (which
 * the root scripts always provide): stable across restarts, never committed, and the built-in test
 * checkout signs its events with it.
 */
export function webhookSecret(): string {
  const configured = process.env.STRIPE_WEBHOOK_SECRET
  if (configured) return configured
  const derived = createHmac('sha256', process.env.PAYLOAD_SECRET ?? 'nexovia-dev')
    .update('nexovia stripe webhook')
    .digest('hex')
  return `whsec_${derived}`
}

/** Events older than this (by their signed timestamp) are refused: a captured delivery cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/**
 * The Stripe client when STRIPE_SECRET_KEY is set, else undefined (the built-in test checkout is
 * used). STRIPE_API_BASE_URL points the SDK elsewhere (the tests' local double of Stripe's API).
 */
export function stripeClient(): Stripe | undefined {
  const key = process.env.STRIPE_SECRET_KEY
  return key ? stripeFor(JSON.stringify([key, process.env.STRIPE_API_BASE_URL ?? ''])) : undefined
}

const stripeFor = builtOncePerSettings((settings) => {
  const [key, baseUrl] = JSON.parse(settings) as [string, string]
  const base = baseUrl ? new URL(baseUrl) : undefined
  return new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  })
})
