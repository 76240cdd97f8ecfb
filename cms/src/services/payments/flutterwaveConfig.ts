import { createHmac, timingSafeEqual } from 'node:crypto'
import Flutterwave from 'flutterwave-node-v3'
import { builtOncePerSettings } from '../lib/builtOncePerSettings'

/**
 * The Flutterwave client when FLUTTERWAVE_SECRET_KEY is set, else undefined (the built-in test
 * checkout simulates mobile money). FLUTTERWAVE_API_URL points the SDK elsewhere (the tests' local
 * double); the SDK joins it to paths with and without a leading slash, so it must end with "/".
 * The public key only feeds the SDK's own telemetry; the API calls use the secret key.
 */
export function flutterwaveClient(): Flutterwave | undefined {
  const key = process.env.FLUTTERWAVE_SECRET_KEY
  if (!key) return undefined
  const settings = [
    process.env.FLUTTERWAVE_PUBLIC_KEY ?? 'FLWPUBK-nexovia',
    key,
    process.env.FLUTTERWAVE_API_URL ?? '',
  ]
  return flutterwaveFor(JSON.stringify(settings))
}

const flutterwaveFor = builtOncePerSettings((settings) => {
  const [publicKey, secretKey, baseUrl] = JSON.parse(settings) as [string, string, string]
  return new Flutterwave(publicKey, secretKey, baseUrl ? `${baseUrl.replace(/\/$/, '')}/` : undefined)
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

/** Flutterwave answers within seconds; the SDK itself never gives up, so every call is bounded. */
export const FLUTTERWAVE_TIMEOUT_MS = 20_000

/** The call's answer, or a rejection once `ms` have passed without one. */
export function withTimeout<T>(call: Promise<T>, ms = FLUTTERWAVE_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Flutterwave did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer))
}
