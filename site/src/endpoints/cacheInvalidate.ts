import { REVALIDATE_SECRET } from 'astro:env/server'
import { createHash, timingSafeEqual } from 'node:crypto'
import type { APIRoute } from 'astro'
import { isRecord } from '../lib/isRecord'

const MAX_TAGS = 50

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest()
}

// Hashing first gives equal-length buffers, so the comparison time reveals nothing about the secret.
function isAuthorized(request: Request): boolean {
  const provided = request.headers.get('x-revalidate-secret')
  return provided !== null && timingSafeEqual(digest(provided), digest(REVALIDATE_SECRET))
}

function parseTags(body: unknown): string[] | null {
  if (!isRecord(body)) return null
  const { tags } = body
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > MAX_TAGS) return null
  const isValid = tags.every((tag) => typeof tag === 'string' && tag.trim() !== '')
  return isValid ? (tags as string[]) : null
}

function jsonError(message: string, status: number): Response {
  return Response.json({ errors: [{ message }] }, { status })
}

/** POST {"tags": [...]} with the shared secret: purges cached pages carrying any of those tags. */
export const POST: APIRoute = async ({ request, cache }) => {
  if (!isAuthorized(request)) return jsonError('Invalid revalidation secret', 401)
  const tags = parseTags(await request.json().catch(() => null))
  if (!tags) return jsonError('Body must be JSON {"tags": string[]} with 1 to 50 non-empty tags', 400)
  // In `astro dev` there is no cache to purge.
  if (cache.enabled) await cache.invalidate({ tags })
  return Response.json({ invalidated: tags, isCacheEnabled: cache.enabled })
}
