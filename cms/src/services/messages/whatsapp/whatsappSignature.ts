import { createHmac, timingSafeEqual } from 'node:crypto'

/** Meta's X-Hub-Signature-256: "sha256=" and the HMAC-SHA256 of the raw body with the app secret. */
export function whatsappSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`
}

/** Whether the header signs exactly these bytes (compared in constant time). */
export function isSignedByMeta(appSecret: string, rawBody: Buffer, header: string | null): boolean {
  if (!header) return false
  const expected = Buffer.from(whatsappSignature(appSecret, rawBody))
  const given = Buffer.from(header)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
