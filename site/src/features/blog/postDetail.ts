import { COLLECTION_SLUGS, type Locale } from '@nexovia/content-schema'
import {
  getJson,
  type Media,
  numberOrNull,
  type Post,
  type RawDoc,
  text,
  toMedia,
  toPost,
} from '../../lib/cms'

/** One ranked destination of an article. */
export interface RankedDestination {
  rank: number
  name: string
  description: string
  image: Media | null
  highlights: string[]
}

/** A published article with everything its page shows. */
export interface PostDetail extends Post {
  destinations: RankedDestination[]
  updatedAt: string | null
}

function toRankedDestination(row: RawDoc): RankedDestination | null {
  const name = text(row.name)
  const rank = numberOrNull(row.rank)
  if (!name || rank === null) return null
  const highlights = Array.isArray(row.highlights)
    ? row.highlights.flatMap((highlight: RawDoc) => text(highlight?.label) ?? [])
    : []
  return { rank, name, description: text(row.description) ?? '', image: toMedia(row.image), highlights }
}

/** The published article with this slug in one locale, or null when there is none. */
export async function getPublishedPost(slug: string, locale: Locale): Promise<PostDetail | null> {
  const query = new URLSearchParams({
    locale,
    'fallback-locale': 'none',
    depth: '1',
    limit: '1',
    'where[slug][equals]': slug,
    'where[_status][equals]': 'published',
  })
  const body = (await getJson(`/api/${COLLECTION_SLUGS.posts}?${query}`)) as { docs?: RawDoc[] }
  const doc = body.docs?.[0]
  const post = doc ? toPost(doc) : null
  if (!doc || !post) return null
  const rows = Array.isArray(doc.destinations) ? (doc.destinations as RawDoc[]) : []
  const destinations = rows
    .flatMap((row) => toRankedDestination(row) ?? [])
    .sort((left, right) => left.rank - right.rank)
  return { ...post, destinations, updatedAt: text(doc.updatedAt) }
}

/** Slugs and last changes of every published post, for the sitemap. */
export async function listPublishedPostSlugs(): Promise<{ slug: string; updatedAt: string | null }[]> {
  const query = new URLSearchParams({
    depth: '0',
    limit: '500',
    'where[_status][equals]': 'published',
    'select[slug]': 'true',
    'select[updatedAt]': 'true',
  })
  const body = (await getJson(`/api/${COLLECTION_SLUGS.posts}?${query}`)) as { docs?: RawDoc[] }
  return (body.docs ?? []).flatMap((doc) => {
    const slug = text(doc.slug)
    return slug ? [{ slug, updatedAt: text(doc.updatedAt) }] : []
  })
}
