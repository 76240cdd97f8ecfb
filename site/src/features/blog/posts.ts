import { COLLECTION_SLUGS, type Locale, ZPost } from '@nexovia/content-schema'
import { isListablePost } from '@nexovia/content-schema/content/post-listing'
import type { z } from 'zod'
import { findPublishedBySlug, listPublished, listPublishedSlugs, siteMedia, siteSeoMeta } from '../../lib/cms'

/** content-schema's post, with its images as the site renders them. */
const ZSitePost = ZPost.extend({
  image: siteMedia,
  heroImage: siteMedia,
  meta: siteSeoMeta,
})

/** A published post in one locale. */
export type Post = z.output<typeof ZSitePost>

/** A post the spec lets lists and pages show (published, with a title, an excerpt and an image), or null. */
/** A published post, or null; `listable`: only one the blog's list can show (its card needs a picture and an excerpt). */
function toPost(doc: unknown, listable: boolean): Post | null {
  const parsed = ZSitePost.safeParse(doc)
  if (!parsed.success || parsed.data._status !== 'published') return null
  if (listable && !isListablePost(parsed.data)) return null
  return parsed.data
}

/** A draft as its preview page shows it (any status; the cms checked the preview token), or null. */
export function toDraftPost(doc: unknown): Post | null {
  const parsed = ZSitePost.safeParse(doc)
  return parsed.success ? parsed.data : null
}

/** Published posts in one locale, newest first, without fallback to the other language. */
export async function listPublishedPosts(locale: Locale): Promise<Post[]> {
  const docs = await listPublished(COLLECTION_SLUGS.posts, { locale, limit: 50, sort: '-publishedAt' })
  return docs.flatMap((doc) => toPost(doc, true) ?? [])
}

/**
 * The published article with this slug in one locale, or null when there is none. Its page shows it
 * without a picture too (no hero): a published article never answers 404 for lack of one.
 */
export async function getPublishedPost(slug: string, locale: Locale): Promise<Post | null> {
  return toPost(await findPublishedBySlug(COLLECTION_SLUGS.posts, slug, locale), false)
}

/** Slugs and last changes of every published post, for the sitemap. */
export const listPublishedPostSlugs = () => listPublishedSlugs(COLLECTION_SLUGS.posts, 500)
