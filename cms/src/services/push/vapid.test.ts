import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { vapidAuthorization } from './vapid'

function generatedKeys() {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = privateKey.export({ format: 'jwk' })
  const publicKey = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]).toString('base64url')
  return { publicKey, privateKey: jwk.d ?? '', subject: 'mailto:ops@nexovia.test' }
}

describe('vapidAuthorization', () => {
  it('should sign a token for the push service origin that its public key verifies', () => {
    const keys = generatedKeys()
    const now = new Date('2026-12-07T03:00:00Z')
    const header = vapidAuthorization(keys, 'https://push.example.net/send/abc?x=1', now)
    const [, token = '', publicKey] = /^vapid t=(\S+), k=(\S+)$/.exec(header) ?? []
    expect(publicKey).toBe(keys.publicKey)
    const [head = '', body = '', signature = ''] = token.split('.')
    expect(JSON.parse(Buffer.from(body, 'base64url').toString())).toEqual({
      aud: 'https://push.example.net',
      exp: Date.parse('2026-12-07T15:00:00Z') / 1000,
      sub: 'mailto:ops@nexovia.test',
    })
    const raw = Buffer.from(keys.publicKey, 'base64url')
    const verifier = createPublicKey({
      format: 'jwk',
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
    })
    const signed = Buffer.from(`${head}.${body}`)
    const isValid = verify(
      'sha256',
      signed,
      { key: verifier, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    )
    expect(isValid).toBe(true)
  })
})
