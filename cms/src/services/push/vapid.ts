import { createPrivateKey, type KeyObject, sign } from 'node:crypto'

/** The application server's VAPID identity (RFC 8292): its P-256 key pair (base64url) and a contact. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string }

/** How long a signed token holds: RFC 8292 allows at most 24 hours. */
const TOKEN_SECONDS = 12 * 60 * 60

const base64urlJson = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** The private key as node:crypto takes it, from the raw base64url halves. */
function privateKeyOf(keys: VapidKeys): KeyObject {
  const publicKey = Buffer.from(keys.publicKey, 'base64url')
  return createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: publicKey.subarray(1, 33).toString('base64url'),
      y: publicKey.subarray(33, 65).toString('base64url'),
      d: keys.privateKey,
    },
  })
}

/** The Authorization header for one push service (its origin is the token's audience). */
export function vapidAuthorization(keys: VapidKeys, endpoint: string, now = new Date()): string {
  const header = base64urlJson({ typ: 'JWT', alg: 'ES256' })
  const claims = base64urlJson({
    aud: new URL(endpoint).origin,
    exp: Math.floor(now.getTime() / 1000) + TOKEN_SECONDS,
    sub: keys.subject,
  })
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), {
    key: privateKeyOf(keys),
    dsaEncoding: 'ieee-p1363',
  }).toString('base64url')
  return `vapid t=${header}.${claims}.${signature}, k=${keys.publicKey}`
}
