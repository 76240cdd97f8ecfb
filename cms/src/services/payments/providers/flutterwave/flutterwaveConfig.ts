import { createHmac, timingSafeEqual } from 'node:crypto'
import { builtOncePerSettings } from '../../../lib/builtOncePerSettings'
import { createFlutterwaveClient, type FlutterwaveClient } from './flutterwaveClient'

/**
 * The Flutterwave client when FLUTTERWAVE_SECRET_KEY is set, else undefined (the built-in test
 * checkout simulates mobile money). FLUTTERWAVE_API_URL points it elsewhere (the tests' local double).
 */
export function flutterwaveClient(): FlutterwaveClient | undefined {
  const key = process.env.FLUTTERWAVE_SECRET_KEY
  if (!key) return undefined
  return flutterwaveFor(JSON.stringify([key, process.env.FLUTTERWAVE_API_URL ?? '']))
}

const flutterwaveFor = builtOncePerSettings((settings) => {
  const [secretKey, baseUrl] = JSON.parse(settings) as [string, string]
  return createFlutterwaveClient({ secretKey, ...(baseUrl ? { baseUrl } : {}) })
})

/**
 * The secret hash Flutterwave sends in each webhook's `verif-hash` header (set in its dashboard). Without
 * configuration it is derived from PAYLOAD_SECRET, like the Stripe webhook secret.
 */
export function flutterwaveWebhookHash(): string {
  return (
    process.env.FLUTTERWAVE_WEBHOOK_HASH ??
    createHmac('sha256', process.env.PAYLOAD_SECRET ?? 'nexovia-dev')
      .update('nexovia flutterwave webhook')
      .digest('hex')
  )
}

/** True when the header carries the configured hash (compared in constant time). */
export function isFlutterwaveHash(header: string | null): boolean {
  const expected = Buffer.from(flutterwaveWebhookHash())
  const given = Buffer.from(header ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
