import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Twilio's X-Twilio-Signature: base64 of the HMAC-SHA1, keyed with the auth token, of the full URL
 * Twilio called followed by each POST parameter, sorted by name, as name then value.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const sorted = [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const signed = url + sorted.map(([name, value]) => name + value).join('')
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64')
}

/** Whether the header signs this URL and these parameters (compared in constant time). */
export function isSignedByTwilio(
  authToken: string,
  request: { url: string; params: URLSearchParams; header: string | null },
): boolean {
  if (!request.header) return false
  const expected = Buffer.from(twilioSignature(authToken, request.url, request.params))
  const given = Buffer.from(request.header)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
