import { createDecipheriv, createECDH } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { deriveKeyAndNonce, encryptPushMessage } from './pushEncryption'

// RFC 8291, Appendix A.
const VECTOR = {
  plaintext: 'V2hlbiBJIGdyb3cgdXAsIEkgd2FudCB0byBiZSBhIHdhdGVybWVsb24',
  senderPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  receiverPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  receiverPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  message:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
}
const bytes = (text: string) => Buffer.from(text, 'base64url')
const keys = { p256dh: VECTOR.receiverPublic, auth: VECTOR.authSecret }

describe('encryptPushMessage', () => {
  it('should give the RFC 8291 test vector for its keys and salt', () => {
    const message = encryptPushMessage(bytes(VECTOR.plaintext), keys, {
      senderPrivate: bytes(VECTOR.senderPrivate),
      salt: bytes(VECTOR.salt),
    })
    expect(message.toString('base64url')).toBe(VECTOR.message)
  })

  it('should be read back by the browser with its private key, a fresh salt and key each time', () => {
    const plaintext = Buffer.from('{"title":"Vos billets sont émis"}')
    const first = encryptPushMessage(plaintext, keys)
    expect(first.subarray(0, 16)).not.toEqual(encryptPushMessage(plaintext, keys).subarray(0, 16))
    const receiver = createECDH('prime256v1')
    receiver.setPrivateKey(bytes(VECTOR.receiverPrivate))
    const senderPublic = first.subarray(21, 86)
    const { key, nonce } = deriveKeyAndNonce({
      sharedSecret: receiver.computeSecret(senderPublic),
      authSecret: bytes(VECTOR.authSecret),
      receiverPublic: bytes(VECTOR.receiverPublic),
      senderPublic,
      salt: first.subarray(0, 16),
    })
    const decipher = createDecipheriv('aes-128-gcm', key, nonce)
    decipher.setAuthTag(first.subarray(-16))
    const opened = Buffer.concat([decipher.update(first.subarray(86, -16)), decipher.final()])
    expect(opened.toString()).toBe(`${plaintext.toString()}\u0002`)
  })
})
