import { CMS_URL } from 'astro:env/server'
import { COLLECTION_SLUGS, type Locale } from '@nexovia/content-schema'
import { isListablePost } from '@nexovia/content-schema/rules/post-listing'

export interface Media {
  url: string
  alt: string
  width: number | null
  height: number | null
}

/** A published post as the blog list renders it: title and excerpt are guaranteed. */
export interface Post {
  id: string | number
  slug: string
  title: string
  excerpt: string
  category: string | null
  intro: string | null
  publishedAt: string | null
  readTimeMinutes: number | null
  featured: boolean
  image: Media | null
  heroImage: Media | null
  _status: 'published'
}

/** Thrown when the cms cannot be reached or does not answer 2xx. */
export class CmsUnavailableError extends Error {
  override name = 'CmsUnavailableError'
}

// `next dev` compiles a route on its first request, which can take far longer than a built cms answers.
const REQUEST_TIMEOUT_MS = import.meta.env.DEV ? 60_000 : 10_000

function cmsUrl(path: string): URL {
  return new URL(path, CMS_URL)
}

/** GET a cms REST path as JSON; any failure becomes a CmsUnavailableError. */
export async function getJson(path: string): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(cmsUrl(path), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    throw new CmsUnavailableError(`cms unreachable at ${CMS_URL}`, { cause: error })
  }
  if (!response.ok) throw new CmsUnavailableError(`cms answered ${response.status} for ${path}`)
  try {
    return await response.json()
  } catch (error) {
    throw new CmsUnavailableError(`cms sent invalid JSON for ${path}`, { cause: error })
  }
}

export type RawDoc = Record<string, unknown>

/** A non-blank string, else null. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null
}

/** A finite number, else null. */
export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/** Media urls are served through the site's own /api proxy, so an absolute cms url becomes a path. */
function siteMediaUrl(url: string): string {
  if (url.startsWith('/')) return url
  const parsed = URL.canParse(url) ? new URL(url) : null
  return parsed && parsed.origin === cmsUrl('/').origin ? `${parsed.pathname}${parsed.search}` : url
}

/** A populated upload relation as the site renders it. */
export function toMedia(value: unknown): Media | null {
  // At depth 0 (or when access hides it) a relation is an id, not an object.
  if (typeof value !== 'object' || value === null) return null
  const doc = value as RawDoc
  const url = text(doc.url)
  if (!url) return null
  return {
    url: siteMediaUrl(url),
    alt: text(doc.alt) ?? '',
    width: numberOrNull(doc.width),
    height: numberOrNull(doc.height),
  }
}

/** A listable post, or null when the spec says lists must drop it. */
export function toPost(doc: RawDoc): Post | null {
  const title = text(doc.title)
  const excerpt = text(doc.excerpt)
  const slug = text(doc.slug)
  // Lists show only published posts with a title, an excerpt and an image (spec 01 §4).
  if (!title || !excerpt || !slug || doc._status !== 'published') return null
  if (!isListablePost({ title, excerpt, image: toMedia(doc.image), _status: 'published' })) return null
  return {
    id: typeof doc.id === 'number' ? doc.id : String(doc.id),
    slug,
    title,
    excerpt,
    category: text(doc.category),
    intro: text(doc.intro),
    publishedAt: text(doc.publishedAt),
    readTimeMinutes: numberOrNull(doc.readTimeMinutes),
    featured: doc.featured === true,
    image: toMedia(doc.image),
    heroImage: toMedia(doc.heroImage),
    _status: 'published',
  }
}

/** Published posts in one locale, newest first, without fallback to the other language. */
export async function listPublishedPosts(locale: Locale): Promise<{ docs: Post[] }> {
  const query = new URLSearchParams({
    locale,
    'fallback-locale': 'none',
    depth: '1',
    limit: '50',
    sort: '-publishedAt',
    'where[_status][equals]': 'published',
  })
  const body = await getJson(`/api/${COLLECTION_SLUGS.posts}?${query}`)
  const docs = typeof body === 'object' && body !== null ? (body as { docs?: unknown }).docs : undefined
  if (!Array.isArray(docs)) throw new CmsUnavailableError('cms posts response has no docs array')
  return {
    docs: docs.flatMap((doc: RawDoc) => {
      const post = toPost(doc)
      return post ? [post] : []
    }),
  }
}
