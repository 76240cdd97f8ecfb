import { createCipheriv, createECDH, createHmac, randomBytes } from 'node:crypto'

/** The browser's half of a subscription: its P-256 public key and auth secret (base64url). */
export type PushKeys = { p256dh: string; auth: string }

/** The record size announced in the header: one record holds any notice we send. */
const RECORD_SIZE = 4096

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()
const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`, 'latin1')

/** RFC 8291 §3.4: the content key and nonce from the shared secret, the auth secret, both public keys and the salt. */
export function deriveKeyAndNonce(input: {
  sharedSecret: Buffer
  authSecret: Buffer
  receiverPublic: Buffer
  senderPublic: Buffer
  salt: Buffer
}) {
  const prkKey = hmac(input.authSecret, input.sharedSecret)
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0', 'latin1'),
    input.receiverPublic,
    input.senderPublic,
    Buffer.from([1]),
  ])
  const ikm = hmac(prkKey, keyInfo)
  const prk = hmac(input.salt, ikm)
  return {
    key: hmac(prk, Buffer.concat([info('aes128gcm'), Buffer.from([1])])).subarray(0, 16),
    nonce: hmac(prk, Buffer.concat([info('nonce'), Buffer.from([1])])).subarray(0, 12),
  }
}

/**
 * A push message's body, encrypted for one browser (RFC 8291, aes128gcm of RFC 8188): the header
 * (salt, record size, our ephemeral public key) then one record. `sender` and `salt` are fixed only
 * by the RFC's test vector; every real message gets fresh ones.
 */
export function encryptPushMessage(
  plaintext: Buffer,
  keys: PushKeys,
  fixed?: { senderPrivate: Buffer; salt: Buffer },
): Buffer {
  const ecdh = createECDH('prime256v1')
  if (fixed) ecdh.setPrivateKey(fixed.senderPrivate)
  else ecdh.generateKeys()
  const senderPublic = ecdh.getPublicKey()
  const receiverPublic = Buffer.from(keys.p256dh, 'base64url')
  const salt = fixed?.salt ?? randomBytes(16)
  const { key, nonce } = deriveKeyAndNonce({
    sharedSecret: ecdh.computeSecret(receiverPublic),
    authSecret: Buffer.from(keys.auth, 'base64url'),
    receiverPublic,
    senderPublic,
    salt,
  })
  const cipher = createCipheriv('aes-128-gcm', key, nonce)
  // 0x02: the last (and only) record's delimiter.
  const sealed = Buffer.concat([cipher.update(Buffer.concat([plaintext, Buffer.from([2])])), cipher.final()])
  const header = Buffer.alloc(21)
  salt.copy(header, 0)
  header.writeUInt32BE(RECORD_SIZE, 16)
  header.writeUInt8(senderPublic.length, 20)
  return Buffer.concat([header, senderPublic, sealed, cipher.getAuthTag()])
}
