/**
 * The site's one cms client (the public lookups go to the API process, upstreamUrl.ts): one timeout,
 * one error for every failure, anonymous reads for cached pages and visitor reads (their cookies and
 * address go along) for private ones. Answers are checked with content-schema's shared schemas by
 * the callers, never cast.
 */
import { CMS_URL } from 'astro:env/server'
import {
  CONTROL_CHARACTERS,
  type CollectionSlug,
  type Locale,
  srcsetOf,
  ZSeoMeta,
} from '@nexovia/content-schema'
import {
  type AnswerOf,
  type EndpointContract,
  endpointUrl,
  type ParamsOf,
  type QueryValues,
  readAnswer,
} from '@nexovia/content-schema/api/contract'
import type { AstroGlobal } from 'astro'
import { z } from 'zod'
import { upstreamUrl } from './upstreamUrl'
import { setVisitorAddress } from './visitorAddress'

/** Thrown when the cms cannot be reached, does not answer 2xx, or answers an unexpected shape. */
export class CmsUnavailableError extends Error {
  override name = 'CmsUnavailableError'
}

// `next dev` compiles a route on its first request, which can take far longer than a built cms answers.
const REQUEST_TIMEOUT_MS = import.meta.env.DEV ? 60_000 : 10_000

async function request(path: string, headers: Headers, body?: unknown): Promise<unknown> {
  const target = upstreamUrl(body === undefined ? 'GET' : 'POST', path)
  let response: Response
  try {
    response = await fetch(target, {
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
    })
  } catch (error) {
    throw new CmsUnavailableError(`cms unreachable at ${target.origin}`, { cause: error })
  }
  if (!response.ok) throw new CmsUnavailableError(`cms answered ${response.status} for ${path}`)
  try {
    return await response.json()
  } catch (error) {
    throw new CmsUnavailableError(`cms sent invalid JSON for ${path}`, { cause: error })
  }
}

/** GET a cms REST path as JSON, anonymously; any failure becomes a CmsUnavailableError. */
export function getJson(path: string): Promise<unknown> {
  return request(path, new Headers({ accept: 'application/json' }))
}

/** GET a cms REST path as the visitor (cookies and address, as through the /api proxy); null on any failure. */
export async function getJsonAsVisitor(astro: Pick<AstroGlobal, 'request' | 'clientAddress'>, path: string) {
  const headers = new Headers({ accept: 'application/json' })
  setVisitorAddress(headers, astro.clientAddress)
  const cookie = astro.request.headers.get('cookie')
  if (cookie) headers.set('cookie', cookie)
  return request(path, headers).catch(() => null)
}

/**
 * POST JSON to a cms endpoint as the visitor (its address goes along, so the cms rate-limits the
 * visitor, not the site): the status and body of any answer below 500, e.g. a 400 with field errors;
 * a CmsUnavailableError when the cms cannot be reached or fails.
 */
export async function postJsonAsVisitor(
  astro: Pick<AstroGlobal, 'clientAddress'>,
  path: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  const headers = new Headers({ accept: 'application/json', 'content-type': 'application/json' })
  setVisitorAddress(headers, astro.clientAddress)
  const target = upstreamUrl('POST', path)
  let response: Response
  try {
    response = await fetch(target, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    throw new CmsUnavailableError(`cms unreachable at ${target.origin}`, { cause: error })
  }
  if (response.status >= 500) throw new CmsUnavailableError(`cms answered ${response.status} for ${path}`)
  try {
    return { status: response.status, body: await response.json() }
  } catch (error) {
    throw new CmsUnavailableError(`cms sent invalid JSON for ${path}`, { cause: error })
  }
}

/**
 * GET a cms REST path as the visitor (its address goes along, so the cms rate-limits the visitor and
 * one visitor never spends everyone's limit) and keep the status: for pages whose cms answer may
 * rightly be a 404 or a 410 (a checkout session). Null when the cms cannot be reached or sends no JSON.
 */
export async function getAnswerAsVisitor(
  astro: Pick<AstroGlobal, 'clientAddress'>,
  path: string,
): Promise<{ status: number; body: unknown } | null> {
  const headers = new Headers({ accept: 'application/json' })
  setVisitorAddress(headers, astro.clientAddress)
  try {
    const response = await fetch(upstreamUrl('GET', path), {
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    return { status: response.status, body: await response.json() }
  } catch {
    return null
  }
}

type Visitor = Pick<AstroGlobal, 'request' | 'clientAddress'>

/**
 * An endpoint of the contract asked as the visitor (GET): its 2xx answer read by the contract's
 * answer schema, or null on any failure or unexpected shape.
 */
export async function askAsVisitor<E extends EndpointContract>(
  astro: Visitor,
  endpoint: E,
  request: { params?: ParamsOf<E>; query?: QueryValues } = {},
): Promise<AnswerOf<E> | null> {
  const body = await getJsonAsVisitor(astro, endpointUrl(endpoint, request.params, request.query))
  const read = body === null ? null : await readAnswer(endpoint, body)
  return read ? read.data : null
}

/** The answer read by a shared schema; an unexpected shape counts as the cms being unavailable. */
export function parseAnswer<T extends z.ZodType>(schema: T, body: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new CmsUnavailableError(`cms ${what} has an unexpected shape`)
  return parsed.data
}

const ZDocs = z.object({ docs: z.array(z.unknown()) })

/** The published document of a collection with this slug in one locale (no fallback), or null. */
export async function findPublishedBySlug(
  collection: CollectionSlug,
  slug: string,
  locale: Locale,
): Promise<unknown | null> {
  // No slug holds a control character: `/blog/%00` is a page that does not exist, not a cms error.
  if (CONTROL_CHARACTERS.test(slug)) return null
  const query = new URLSearchParams({
    locale,
    'fallback-locale': 'none',
    depth: '1',
    limit: '1',
    'where[slug][equals]': slug,
    'where[_status][equals]': 'published',
  })
  const { docs } = parseAnswer(ZDocs, await getJson(`/api/${collection}?${query}`), collection)
  return docs[0] ?? null
}

/** Published documents of a collection: in one locale with `locale`, else just their slugs and last changes. */
export async function listPublished(
  collection: CollectionSlug,
  options: { locale: Locale; limit: number; sort: string } | { limit: number },
): Promise<unknown[]> {
  const query = new URLSearchParams({ limit: String(options.limit), 'where[_status][equals]': 'published' })
  if ('locale' in options) {
    query.set('locale', options.locale)
    query.set('fallback-locale', 'none')
    query.set('depth', '1')
    query.set('sort', options.sort)
  } else {
    query.set('depth', '0')
    query.set('select[slug]', 'true')
    query.set('select[updatedAt]', 'true')
  }
  return parseAnswer(ZDocs, await getJson(`/api/${collection}?${query}`), collection).docs
}

const ZSlugEntry = z.object({ slug: z.string().min(1), updatedAt: z.string().nullish() })

/** Slugs and last changes of every published document of a collection, for the sitemap. */
export async function listPublishedSlugs(collection: CollectionSlug, limit: number) {
  const docs = await listPublished(collection, { limit })
  return docs.flatMap((doc) => {
    const parsed = ZSlugEntry.safeParse(doc)
    return parsed.success ? [{ slug: parsed.data.slug, updatedAt: parsed.data.updatedAt ?? null }] : []
  })
}

/**
 * An uploaded image as pages render it: `srcset` lists its sizes (srcsetOf), empty for an SVG;
 * `position` is its focal point as a CSS object-position, for images cropped by object-fit.
 */
export type Media = {
  url: string
  alt: string
  width: number | null
  height: number | null
  srcset: string
  position: string | null
}

/** Media urls are served through the site's own /api proxy, so an absolute cms url becomes a path. */
function siteMediaUrl(url: string): string {
  if (url.startsWith('/')) return url
  const parsed = URL.canParse(url) ? new URL(url) : null
  return parsed && parsed.origin === new URL(CMS_URL).origin ? `${parsed.pathname}${parsed.search}` : url
}

const ZRendition = z.object({ url: z.string().nullish(), width: z.number().nullish() }).nullish()
const ZPercent = z.number().min(0).max(100).nullish()

const ZPopulatedMedia = z.object({
  url: z.string().min(1),
  alt: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  sizes: z.record(z.string(), ZRendition).nullish(),
  focalX: ZPercent,
  focalY: ZPercent,
})

/** A populated upload relation as the site renders it; null for a bare id or a file without url. */
export function toMedia(value: unknown): Media | null {
  const parsed = ZPopulatedMedia.safeParse(value)
  if (!parsed.success) return null
  const { url, alt, width, height, focalX, focalY } = parsed.data
  return {
    url: siteMediaUrl(url),
    alt: alt ?? '',
    width: width ?? null,
    height: height ?? null,
    srcset: srcsetOf(parsed.data, siteMediaUrl),
    position: typeof focalX === 'number' && typeof focalY === 'number' ? `${focalX}% ${focalY}%` : null,
  }
}

/**
 * An upload field as the site reads it inside a shared schema: any value, turned into Media or null.
 * Lenient on purpose: a missing French alt text must not hide the whole article.
 */
export const siteMedia = z.unknown().transform(toMedia)

/** A document's SEO fields as the site renders them (its share image as Media). */
export const siteSeoMeta = ZSeoMeta.extend({ image: siteMedia }).nullish()
