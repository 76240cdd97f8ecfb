import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

type GeneratedSecrets = {
  payloadSecret: string
  revalidateSecret: string
  /** Web Push's VAPID pair (P-256): the raw public point and private scalar, base64url. */
  webPushPublicKey: string
  webPushPrivateKey: string
}

/** A VAPID key pair as browsers and the cms's sender take it (raw base64url, not PEM). */
export function generateVapidKeys() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ])
  return { webPushPublicKey: point.toString('base64url'), webPushPrivateKey: jwk.d ?? '' }
}

/**
 * Secrets for a machine with no configuration: generated once, kept under the data directory
 * (mode 600) so that sessions (and browsers' push subscriptions) survive a restart, never committed.
 * A file written before a secret existed gets it added.
 */
export function loadGeneratedSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json')
  const kept: Partial<GeneratedSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  if (kept.payloadSecret && kept.revalidateSecret && kept.webPushPublicKey && kept.webPushPrivateKey)
    return kept as GeneratedSecrets
  const secrets = {
    payloadSecret: kept.payloadSecret ?? randomBytes(32).toString('hex'),
    revalidateSecret: kept.revalidateSecret ?? randomBytes(24).toString('hex'),
    ...(kept.webPushPublicKey && kept.webPushPrivateKey
      ? { webPushPublicKey: kept.webPushPublicKey, webPushPrivateKey: kept.webPushPrivateKey }
      : generateVapidKeys()),
  }
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}
