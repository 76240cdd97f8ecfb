import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  isDocumentCollection,
  isLocale,
  type Locale,
  type TDocumentCollection,
} from '@nexovia/content-schema'

/**
 * Draft previews: the cms hands a signed-in editor a link to the site with a token naming one
 * document in one language, valid a few minutes; the site passes it back to read that draft. The
 * token is signed with a key derived from PAYLOAD_SECRET: nobody without the secret can make one,
 * and an old link stops working on its own.
 */
export const PREVIEW_TOKEN_TTL_MS = 15 * 60_000

export type PreviewClaim = { collection: TDocumentCollection; id: number; locale: Locale }

const key = () => {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is required to sign preview links')
  return createHmac('sha256', secret).update('nexovia-draft-preview').digest()
}

const signature = (body: string) => createHmac('sha256', key()).update(body).digest().toString('base64url')

/** A token for the draft of one document in one language, expiring PREVIEW_TOKEN_TTL_MS after `now`. */
export function signPreviewToken(claim: PreviewClaim, now = Date.now()): string {
  const body = Buffer.from(
    JSON.stringify([claim.collection, claim.id, claim.locale, now + PREVIEW_TOKEN_TTL_MS]),
  ).toString('base64url')
  return `${body}.${signature(body)}`
}

/** The document a token names, or null when it is forged, altered, malformed or expired. */
export function readPreviewToken(token: string, now = Date.now()): PreviewClaim | null {
  const [body, given, ...rest] = token.split('.')
  if (!body || !given || rest.length > 0) return null
  const expected = Buffer.from(signature(body))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  let fields: unknown
  try {
    fields = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!Array.isArray(fields) || fields.length !== 4) return null
  const [collection, id, locale, expires] = fields as unknown[]
  if (!isDocumentCollection(collection) || !Number.isInteger(id) || !isLocale(locale)) return null
  if (typeof expires !== 'number' || now >= expires) return null
  return { collection, id: id as number, locale }
}
