import type { VapidKeys } from './vapid'

/**
 * The VAPID keys from WEB_PUSH_PUBLIC_KEY / WEB_PUSH_PRIVATE_KEY (the scripts generate a pair once
 * under the data directory when unset, like the other secrets), or null: no notices are sent.
 */
export function vapidKeys(env: NodeJS.ProcessEnv = process.env): VapidKeys | null {
  const publicKey = env.WEB_PUSH_PUBLIC_KEY
  const privateKey = env.WEB_PUSH_PRIVATE_KEY
  if (!publicKey || !privateKey) return null
  return { publicKey, privateKey, subject: env.WEB_PUSH_SUBJECT ?? 'mailto:support@nexovia.travel' }
}

/**
 * Push services are HTTPS; plain HTTP only where WEB_PUSH_ALLOW_HTTP=1 (the tests' local stand), so a
 * forged subscription cannot make the server post to an address inside its own network.
 */
export function isUsablePushEndpoint(endpoint: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const { protocol } = new URL(endpoint)
  return protocol === 'https:' || (protocol === 'http:' && env.WEB_PUSH_ALLOW_HTTP === '1')
}
